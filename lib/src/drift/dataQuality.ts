/*
 * Data quality: does each conversation of a run belong to the task it names?
 *
 * Goal drift compares calls with the gold actions of the task each conversation names. If a results file attaches
 * conversations to the wrong tasks (the conversation was simulated, and scored, for another task), every drift
 * number of that run measures the mismatch, not the agent. Such runs exist in public data (the toolorchestra
 * retail submission in τ²-bench's leaderboard), so every drift report carries this check; a suspect run should
 * not be averaged with clean ones.
 *
 * A data fault — "this conversation does not belong to its task" — is one of ({@link DataQualityReason}):
 * - `"action-checks-differ-from-gold"`: the file's own `action_checks` list other actions (name, arguments,
 *   compare_args, as a multiset) than the embedded task's gold actions: the conversation was scored against
 *   another gold list than the one it is attached to. Compared only when both are present (a task without gold
 *   actions, or a file without embedded tasks, gives nothing to compare).
 * - `"task-entities-absent"`: not one entity of its task ({@link taskEntities}: user id, names, order /
 *   reservation / payment ids from the scenario and the gold actions) is named anywhere in the conversation (user
 *   and assistant turns, tool outputs, tool-call arguments), while at least half of the entities of another task
 *   of the same file are ({@link MIN_OTHER_TASK_SHARE}). A conversation that names no task's entities at all (the
 *   user never identified themself) is not flagged: nothing says it belongs elsewhere.
 *
 * A flagged conversation reports which task it seems to belong to (`likelyTasks`): the tasks whose gold actions
 * equal its action checks (`scoredAs`: the file scored it as one of them), else the other tasks whose entities it
 * names best (`entityFit`, `entityFitTies`). Entities identify the customer; when one customer has several tasks
 * the best entity fit can be a sibling of the scored task (toolorchestra retail: of 108 conversations flagged by
 * both rules, the entity fit is the scored task in 81 and another task of the same customer in 27).
 *
 * Not a data fault, and never a reason for "suspect" — a finding about the agent, reported as its own count
 * (`findings.writesOffGold`): "the agent wrote off gold", i.e. the conversation has write calls the environment
 * accepted and none of them matches any gold action of its task (τ²'s non-consumptive rule). Weak agents do this
 * (writes on hallucinated ids), and so do telecom runs whose only gold action is a transfer while the user fixes
 * the phone with user-side write tools. A write the environment rejected changed nothing and is left out: τ² marks
 * it with the tool message's `error` flag; where a log has no flag (τ-bench v1), a tool output starting with the word
 * "Error" is a rejection (tau-bench `Env.step` answers a failed tool with `f"Error: {e}"`, and its tools return
 * "Error: …" before changing anything).
 *
 * Run summary: `checked` = conversations at least one rule could examine (the others are listed, by reason, in the
 * exclusions of `flaggedShare`); `flaggedShare` = flagged / checked as a measurement point; `suspect` = share ≥
 * `threshold` (default 0.1); `verdict` = "suspect" | "ok" | "not measured" (no conversation could be checked,
 * e.g. an empty run or a file without embedded tasks). Cost: linear in the size of the conversations, plus, for a
 * conversation naming none of its task's entities, one pass over the other tasks' entities.
 *
 * @example
 * const dq = runDataQuality(run.conversations, new Set(registryWriteTools("retail").set.tools), { tasks: run.tasks });
 * // dq.verdict → "ok" (0/40) on the gpt-4.1 retail file, "suspect" on the toolorchestra retail file
 */
import type { ActionCheck, Conversation, GoldAction, Task, ToolCall } from "../io/model";
import { measurement, type Exclusion, type MeasurementPoint } from "../stats/measurement";
import { someCallMatchesGoldAction, type MatchOptions } from "./alignment";
import { sameActions } from "../io/sameActions";
import { goldReading } from "./goldActions";
import { outputSaysError } from "../io/messages";
import { rewardGroup, type RewardGroup } from "./rewardGroup";
import { conversationTokens, forEachString, namedEntities, namesAnyEntity, TaskEntityIndex, type TaskFit } from "./taskEntities";

/** The data faults (each makes a conversation "not belonging to its task"). */
export type DataQualityReason = "action-checks-differ-from-gold" | "task-entities-absent";

/** The reasons in report order. */
export const DATA_QUALITY_REASONS: readonly DataQualityReason[] = ["action-checks-differ-from-gold", "task-entities-absent"];

/** Plain-words explanation of each reason, for reports. */
export const DATA_QUALITY_REASON_TEXT: Readonly<Record<DataQualityReason, string>> = {
  "action-checks-differ-from-gold": "the file's action checks list other actions than the embedded task's gold actions (scored as another task)",
  "task-entities-absent": "no entity of its task (user id, names, order/reservation ids) appears in the conversation, while the entities of another task of the file do",
};

/**
 * Plain-words explanation of the writes-off-gold finding.
 *
 * @internal
 */
export const WRITES_OFF_GOLD_TEXT =
  "the agent wrote off gold: write calls the environment accepted, none of which matches any gold action of the task (a finding about the agent, not a data fault)";

/**
 * Share of another task's entities a conversation must name for "task-entities-absent" (with none of its own).
 *
 * @internal
 */
export const MIN_OTHER_TASK_SHARE = 0.5;

/** Why a conversation could not be checked by either rule (an exclusion of `flaggedShare`). */
export const DATA_QUALITY_UNCHECKED = {
  taskNotEmbedded: "its task is not embedded in the file and it carries no action checks: nothing to check it against",
  nothingToCompare: "its task names no entity (ids, names) and no action checks compare its gold actions",
} as const;

/** One conversation that does not belong to its task. */
export interface DataQualityFlag {
  /** The conversation. */
  conversationId: string;
  /** Its task. */
  taskId: string;
  /** JSON path of the conversation in its file. */
  path: string;
  /** Its reward. */
  reward: number | null;
  /** Every data fault that applies. */
  reasons: DataQualityReason[];
  /** The task it seems to belong to: the first of `likelyTasks`, or null when no other task fits. */
  likelyTask: string | null;
  /** Every task that fits equally well, in file order: `scoredAs` when non-empty, else the best entity fits. */
  likelyTasks: string[];
  /** Tasks of the file whose gold actions equal this conversation's action checks (it was scored as one of them). */
  scoredAs: string[];
  /** The other task whose entities the conversation names best, or null. */
  entityFit: TaskFit | null;
  /** Every other task that fits exactly as well as `entityFit` (same share, same count), entityFit's first, file order. */
  entityFitTies: string[];
  /** The entities of its own task (text) and how many of them the conversation names. */
  ownEntities: { entities: string[]; named: number };
  /** Entity ids named by write calls and mentioned (exactly or as a substring) by no gold action (sorted). */
  unmentionedWriteEntities: string[];
}

/** The writes-off-gold finding (about the agent; never makes a run suspect). */
export interface WritesOffGoldFinding {
  /** The finding in words. */
  text: string;
  /**
   * Conversations whose accepted writes all miss every gold action / conversations with gold actions and at
   * least one accepted write. Value null (denominator 0) when no write-tool set is known (see `reason`).
   */
  share: MeasurementPoint;
  /** The counted conversations per reward group. */
  byReward: Record<RewardGroup, number>;
  /** Their ids, in file order. */
  ids: string[];
  /** Write calls the environment rejected / write calls (unit: tool calls). */
  rejectedWrites: MeasurementPoint;
  /** Why the finding is not measured (no write-tool set), else null. */
  reason: string | null;
}

/** Data-quality summary of one run. */
export interface DataQualityReport {
  /** Conversations in the run. */
  conversations: number;
  /** Conversations at least one rule could examine. */
  checked: number;
  /** Conversations that do not belong to their task. */
  flagged: number;
  /** flagged / checked; the unchecked conversations are in its exclusions, by reason. */
  flaggedShare: MeasurementPoint;
  /** Conversations per reason, with the reason in words. */
  byReason: { reason: DataQualityReason; text: string; count: number }[];
  /** The flagged share from which the run is suspect. */
  threshold: number;
  /** flaggedShare ≥ threshold (false when not measured). */
  suspect: boolean;
  /** "suspect", "ok", or "not measured" (no conversation could be checked). */
  verdict: "ok" | "suspect" | "not measured";
  /** The verdict in one sentence. */
  verdictText: string;
  /** The flagged conversations, in file order. */
  flags: DataQualityFlag[];
  /** Findings about the agent that are not data faults. */
  findings: { writesOffGold: WritesOffGoldFinding };
}

/** Options of {@link runDataQuality} and {@link conversationDataQuality}. */
export interface DataQualityOptions extends MatchOptions {
  /**
   * The run's embedded tasks (their scenario text and gold actions give the entities). A conversation whose task
   * is not among them (or every conversation, when `tasks` is not given) is checked against a task derived from
   * the conversations themselves: task id → the gold actions of its first conversation, else the actions of its
   * action checks; no scenario.
   */
  tasks?: readonly (Pick<Task, "id" | "goldActions"> & Partial<Pick<Task, "scenario" | "userId">>)[];
  /** Flagged share from which a run is "suspect" (default 0.1), in [0, 1]. */
  threshold?: number;
}

/** `id`, `*_id`, `*_ids` (string tests instead of a regular expression: this runs on every argument key). */
function isEntityKey(k: string): boolean {
  return k === "id" || k === "ids" || k.endsWith("_id") || k.endsWith("_ids");
}

/** Calls `visit` for each entity id named by one argument object (top-level keys only). */
function forEachEntityId(args: Record<string, unknown>, visit: (id: string) => void): void {
  for (const k in args) {
    if (!isEntityKey(k)) continue;
    const v = args[k];
    if (typeof v === "string") visit(v);
    else if (Array.isArray(v)) for (const x of v) if (typeof x === "string") visit(x);
  }
}

/** Is an id mentioned by gold actions: equal to, or contained in, one of their strings? */
function isMentioned(goldStrings: ReadonlySet<string>, id: string): boolean {
  if (goldStrings.has(id)) return true;
  for (const t of goldStrings) if (t.includes(id)) return true;
  return false;
}

/**
 * The `ToolCall.order` of every call the environment rejected: its tool result carries `error: true` (τ²), or, where
 * the log records no flag (τ-bench v1), its output starts with the word "Error" (`outputSaysError`, io/messages.ts).
 *
 * @param conversation the conversation's messages
 * @returns the orders of the rejected calls
 * @internal
 */
export function rejectedCallOrders(conversation: Pick<Conversation, "messages">): Set<number> {
  const out = new Set<number>();
  for (const m of conversation.messages) {
    const r = m.toolResult;
    if (r === null || r.callOrder === null) continue;
    const rejected = r.error === true || (r.error === null && m.content !== null && outputSaysError(m.content));
    if (rejected) out.add(r.callOrder);
  }
  return out;
}

/** The per-run state shared by every conversation's check. */
interface RunContext {
  index: TaskEntityIndex;
  /** Task id → gold actions, for the tasks the file embeds. */
  goldById: Map<string, GoldAction[] | null>;
  writeTools: ReadonlySet<string> | null;
  options: MatchOptions;
}

function contextOf(conversations: readonly Conversation[], writeTools: ReadonlySet<string> | null, options: DataQualityOptions): RunContext {
  const embedded = options.tasks ?? [];
  const goldById = new Map<string, GoldAction[] | null>();
  for (const t of embedded) if (!goldById.has(t.id)) goldById.set(t.id, t.goldActions);
  const tasks = [...embedded, ...derivedTasks(conversations, options.tasks === undefined ? null : goldById)];
  if (options.tasks === undefined) for (const t of tasks) if (!goldById.has(t.id)) goldById.set(t.id, t.goldActions);
  return { index: new TaskEntityIndex(tasks), goldById, writeTools, options: { nullCompareArgs: options.nullCompareArgs } };
}

/**
 * Tasks for the entity check of conversations whose task is not among `embedded` (all of them when `embedded` is
 * null): task id → the gold actions of its first conversation, else the actions of its action checks (the gold
 * list the file scored it against — a file without embedded tasks, such as a bare array of simulations, still
 * says that much). No scenario.
 */
function derivedTasks(conversations: readonly Conversation[], embedded: ReadonlyMap<string, unknown> | null): Pick<Task, "id" | "goldActions">[] {
  const seen = new Map<string, Pick<Task, "id" | "goldActions">>();
  for (const c of conversations) {
    if ((embedded !== null && embedded.has(c.taskId)) || seen.has(c.taskId)) continue;
    const gold = goldReading(c, false, true).gold; // embedded, else its action checks' actions (goldActions.ts)
    if (gold !== null) seen.set(c.taskId, { id: c.taskId, goldActions: gold });
  }
  return [...seen.values()];
}

/** What the check of one conversation found. */
interface ConversationCheck {
  /** null when neither rule could examine it (the reason), else "checked". */
  unchecked: string | null;
  flag: DataQualityFlag | null;
}

function checkConversation(c: Conversation, ctx: RunContext): ConversationCheck {
  const reasons: DataQualityReason[] = [];
  const gold = c.goldActions;
  const checksComparable = c.actionChecks !== null && gold !== null;
  if (checksComparable && !sameActions(c.actionChecks as ActionCheck[], gold as GoldAction[])) reasons.push("action-checks-differ-from-gold");

  const own = ctx.index.entitiesById.get(c.taskId);
  const entityCheckable = own !== undefined && own.length > 0;
  let ownNamed = -1; // -1: at least one, not counted (the usual case: counted only for a flagged conversation)
  let entityFit: TaskFit | null = null;
  let tied: TaskFit[] = [];
  let tokens: Set<string> | null = null;
  if (entityCheckable && !namesAnyEntity(c, own)) {
    tokens = conversationTokens(c, ctx.index.vocabulary);
    ownNamed = 0;
    const fits = ctx.index.fits(tokens, c.taskId).filter((f) => f.share >= MIN_OTHER_TASK_SHARE);
    if (fits.length > 0) {
      reasons.push("task-entities-absent");
      entityFit = fits[0];
      tied = fits.filter((f) => f.share === fits[0].share && f.named.length === fits[0].named.length);
    }
  }
  if (!checksComparable && !entityCheckable) {
    return { unchecked: ctx.goldById.has(c.taskId) ? DATA_QUALITY_UNCHECKED.nothingToCompare : DATA_QUALITY_UNCHECKED.taskNotEmbedded, flag: null };
  }
  if (reasons.length === 0) return { unchecked: null, flag: null };

  const scoredAs: string[] = [];
  if (reasons.includes("action-checks-differ-from-gold")) {
    for (const [id, g] of ctx.goldById) if (id !== c.taskId && g !== null && sameActions(c.actionChecks as ActionCheck[], g)) scoredAs.push(id);
  }
  if (entityCheckable && tokens === null) {
    tokens = conversationTokens(c, ctx.index.vocabulary);
    ownNamed = namedEntities(own, tokens).length;
  }
  if (entityFit === null && tokens !== null) {
    const fits = ctx.index.fits(tokens, c.taskId);
    if (fits.length > 0) {
      entityFit = fits[0];
      tied = fits.filter((f) => f.share === fits[0].share && f.named.length === fits[0].named.length);
    }
  }
  const ties = tied.map((f) => f.taskId);
  // the checks say exactly which gold list the file scored; entities only fit (a fit below MIN_OTHER_TASK_SHARE is not used)
  const likelyTasks = scoredAs.length > 0 ? scoredAs : reasons.includes("task-entities-absent") ? ties : [];
  return {
    unchecked: null,
    flag: {
      conversationId: c.id,
      taskId: c.taskId,
      path: c.path,
      reward: c.reward,
      reasons,
      likelyTask: likelyTasks.length > 0 ? likelyTasks[0] : null,
      likelyTasks,
      scoredAs,
      entityFit,
      entityFitTies: ties,
      ownEntities: { entities: (own ?? []).map((e) => e.text), named: Math.max(ownNamed, 0) },
      unmentionedWriteEntities: unmentionedWriteEntities(c, ctx.writeTools),
    },
  };
}

function unmentionedWriteEntities(c: Conversation, writeTools: ReadonlySet<string> | null): string[] {
  if (writeTools === null || c.goldActions === null) return [];
  const goldStrings = new Set<string>();
  for (const g of c.goldActions) forEachString(g.arguments, (t) => goldStrings.add(t));
  const out = new Set<string>();
  for (const call of c.toolCalls) {
    if (writeTools.has(call.name)) forEachEntityId(call.arguments, (id) => isMentioned(goldStrings, id) || out.add(id));
  }
  return [...out].sort();
}

/** Writes-off-gold state of one conversation: null when it has no gold actions or no accepted write. */
function writesOffGold(c: Conversation, writeTools: ReadonlySet<string>, options: MatchOptions, counts: { writes: number; rejected: number }): boolean | null {
  const rejected = rejectedCallOrders(c);
  const accepted: ToolCall[] = [];
  for (const call of c.toolCalls) {
    if (!writeTools.has(call.name)) continue;
    counts.writes++;
    if (rejected.has(call.order)) counts.rejected++;
    else accepted.push(call);
  }
  if (c.goldActions === null || accepted.length === 0) return null;
  return !c.goldActions.some((g) => someCallMatchesGoldAction(accepted, g, options));
}

/**
 * Does this conversation belong to the task it names? Its data-quality verdict against its run's tasks: the flag
 * when it does not belong, else null. `writeTools` only feeds `unmentionedWriteEntities` (null: none).
 *
 * Reasons (see the module comment): the file's action checks list other actions than the embedded gold actions;
 * none of its task's entities appears in the conversation while another task's do. Edges: a conversation with
 * nothing to check it against → null.
 *
 * @param conversation the conversation
 * @param writeTools the names of the write tools, or null
 * @param options the run's tasks and the key rule for a null compareArgs
 * @returns the flag, with the task it seems to belong to, or null when it belongs to its task
 * @example
 * const lookUp = (user_id) => ({ actionId: null, name: "get_user_details", arguments: { user_id }, compareArgs: null, requestor: "assistant" });
 * const tasks = [{ id: "a", goldActions: [lookUp("ann_lee_1001")], path: "tasks[0]" }, { id: "b", goldActions: [lookUp("bob_ray_2002")], path: "tasks[1]" }];
 * const c = { id: "c", taskId: "a", trial: 0, reward: 1, terminationReason: null, messageCount: 0, messages: [], toolCalls: [{ id: null, name: "get_user_details", arguments: { user_id: "bob_ray_2002" }, requestor: "assistant", messageIndex: 0, order: 0, path: "" }], goldActions: tasks[0].goldActions, actionChecks: null, verification: null, path: "simulations[0]", file: "" };
 * conversationDataQuality(c, null, { tasks }).likelyTask; // "b"
 * conversationDataQuality({ ...c, taskId: "b", goldActions: tasks[1].goldActions }, null, { tasks }); // null
 */
export function conversationDataQuality(
  conversation: Conversation,
  writeTools: ReadonlySet<string> | null,
  options: DataQualityOptions = {},
): DataQualityFlag | null {
  return checkConversation(conversation, contextOf([conversation], writeTools, options)).flag;
}

/**
 * Can this run's drift figures be trusted, or are its conversations attached to the wrong tasks? The data-quality
 * summary of one run (see the module comment).
 *
 * Formula: flaggedShare = flagged / checked; suspect = flaggedShare ≥ threshold. Unit: fraction of conversations.
 * Range [0, 1]. `writeTools` = the report's write-tool set, or null when none is known (the writes-off-gold finding
 * is then not measured; the data faults need no write set).
 * Edges: no conversations → verdict "not measured", share null, not suspect.
 *
 * @param conversations the run's conversations
 * @param writeTools the names of the write tools, or null
 * @param options the run's tasks, the key rule for a null compareArgs, and the threshold (default 0.1)
 * @returns counts, the share, the verdict, the flagged conversations and the writes-off-gold finding
 * @throws {RangeError} when the threshold is not in [0, 1]
 * @example
 * runDataQuality([], null).verdict; // "not measured"
 */
export function runDataQuality(
  conversations: readonly Conversation[],
  writeTools: ReadonlySet<string> | null,
  options: DataQualityOptions = {},
): DataQualityReport {
  const threshold = options.threshold ?? 0.1;
  if (!(threshold >= 0 && threshold <= 1)) throw new RangeError(`runDataQuality: threshold must be in [0, 1], got ${JSON.stringify(threshold)}`);
  const ctx = contextOf(conversations, writeTools, options);
  const flags: DataQualityFlag[] = [];
  const counts = new Map<DataQualityReason, number>(DATA_QUALITY_REASONS.map((r) => [r, 0]));
  const unchecked = new Map<string, string[]>();
  const off = { ids: [] as string[], byReward: { "reward=1": 0, "reward=0": 0, other: 0 } as Record<RewardGroup, number>, denominator: 0 };
  const callCounts = { writes: 0, rejected: 0 };
  for (const c of conversations) {
    const r = checkConversation(c, ctx);
    if (r.unchecked !== null) {
      const ids = unchecked.get(r.unchecked);
      if (ids) ids.push(c.id);
      else unchecked.set(r.unchecked, [c.id]);
    }
    if (r.flag !== null) {
      flags.push(r.flag);
      for (const reason of r.flag.reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
    }
    if (writeTools !== null) {
      const w = writesOffGold(c, writeTools, ctx.options, callCounts);
      if (w !== null) off.denominator++;
      if (w === true) {
        off.ids.push(c.id);
        off.byReward[rewardGroup(c.reward)]++;
      }
    }
  }
  const exclusions: Exclusion[] = [...unchecked].map(([reason, ids]) => ({ reason, count: ids.length, ids }));
  const checked = conversations.length - exclusions.reduce((s, e) => s + e.count, 0);
  const flaggedShare = measurement(flags.length, checked, exclusions);
  const suspect = flaggedShare.value !== null && flaggedShare.value >= threshold;
  const verdict = flaggedShare.value === null ? "not measured" : suspect ? "suspect" : "ok";
  return {
    conversations: conversations.length,
    checked,
    flagged: flags.length,
    flaggedShare,
    byReason: DATA_QUALITY_REASONS.map((reason) => ({ reason, text: DATA_QUALITY_REASON_TEXT[reason], count: counts.get(reason) ?? 0 })),
    threshold,
    suspect,
    verdict,
    verdictText: verdictText(verdict, flags.length, checked, conversations.length, threshold, exclusions),
    flags,
    findings: {
      writesOffGold: {
        text: WRITES_OFF_GOLD_TEXT,
        share: measurement(off.ids.length, off.denominator),
        byReward: off.byReward,
        ids: off.ids,
        rejectedWrites: measurement(callCounts.rejected, callCounts.writes),
        reason: writeTools === null ? "no write-tool set is known for this run (name the write tools: writes: [...], --writes a,b)" : null,
      },
    },
  };
}

function verdictText(verdict: DataQualityReport["verdict"], flagged: number, checked: number, total: number, threshold: number, exclusions: Exclusion[]): string {
  if (total === 0) return "not measured: the run has no conversations";
  if (verdict === "not measured") return `not measured: no conversation could be checked (${exclusions.map((e) => `${e.count}: ${e.reason}`).join("; ")})`;
  const part = `${flagged} of ${checked} checked conversations do not belong to their task`;
  return verdict === "suspect" ? `suspect: ${part} (share ≥ ${threshold})` : `ok: ${part} (suspect from a share of ${threshold})`;
}

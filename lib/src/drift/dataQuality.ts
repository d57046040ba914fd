/*
 * Data quality: do a run's gold actions belong to the conversations that were simulated?
 *
 * Goal drift compares calls with the gold actions of the task each conversation names. If a results file embeds
 * the wrong tasks (the conversation was simulated, and scored, for another task), every drift number of that run
 * measures the mismatch, not the agent. Such runs exist in public data (the toolorchestra retail submission in
 * τ²-bench's leaderboard), so every drift report carries these flags; a flagged run should not be averaged with
 * clean ones.
 *
 * A conversation is flagged with one or more reasons:
 * - "action-checks-differ-from-gold": the file's own `action_checks` list other actions (name, arguments,
 *   compare_args, as a multiset) than the embedded task's gold actions, i.e. the conversation was scored against
 *   another gold list than the one it is attached to (only when the file has action checks).
 * - "reward-1-writes-off-gold": reward 1, at least one write call, no write call matches ANY gold action
 *   (non-consumptive official rule), and the write calls name entity ids of which NONE is mentioned by a gold
 *   action (the writes touch other objects altogether, yet the run was scored a success).
 * - "no-shared-entity": the tool calls name entity ids, the gold actions name entity ids, and none of the ids
 *   named by the calls appears anywhere in the gold actions (another customer / order / reservation altogether).
 *
 * Entity ids are the string values (or strings in arrays) of argument keys named `id` or ending in `_id`/`_ids`
 * (user_id, order_id, reservation_id, item_ids, payment_method_id, …). "Mentioned by a gold action" = equal to,
 * or contained in, a string value anywhere in a gold action's arguments (so a reservation id quoted inside a
 * transfer summary counts). Conversations whose gold actions are null are only checked for the first reason.
 *
 * Known limit: the model has no tool results, so a write that the environment rejected (and that therefore changed
 * nothing) looks like any other write; a reward-1 conversation whose only writes failed can be flagged by the
 * second reason (seen in the τ-bench v1 gpt-4o airline file: task 15, whose gold list is empty, in two trials). The flags are
 * for review; the run-level `suspect` verdict needs a share of at least `threshold`.
 *
 * Run summary: flagged / conversations as a measurement point, counts per reason, and `suspect` = flagged share
 * ≥ `threshold` (default 0.1). Range of the share: [0, 1]; an empty run gives null and is not suspect.
 * Cost: linear in the size of the calls' and gold actions' arguments.
 * Measured: flaggedShare 0/40 on the gpt-4.1 retail file, 113/114 on the toolorchestra retail file.
 */
import type { ActionCheck, Conversation, GoldAction } from "../io/model";
import { measurement, type MeasurementPoint } from "../stats/measurement";
import { someCallMatchesGoldAction, type MatchOptions } from "./alignment";
import { jsonEqual } from "./jsonEqual";
import { rewardGroup } from "./rewardGroup";

/** Why a conversation is flagged (see {@link DATA_QUALITY_REASON_TEXT}). */
export type DataQualityReason = "action-checks-differ-from-gold" | "reward-1-writes-off-gold" | "no-shared-entity";

/** The flag reasons in report order. */
export const DATA_QUALITY_REASONS: readonly DataQualityReason[] = [
  "action-checks-differ-from-gold",
  "reward-1-writes-off-gold",
  "no-shared-entity",
];

/** Plain-words explanation of each reason, for reports. */
export const DATA_QUALITY_REASON_TEXT: Readonly<Record<DataQualityReason, string>> = {
  "action-checks-differ-from-gold": "the file's action checks list other actions than the embedded task's gold actions",
  "reward-1-writes-off-gold": "reward 1, yet no write call matches any gold action and the writes name entities no gold action mentions",
  "no-shared-entity": "no entity id named by the tool calls appears in the gold actions",
};

/** One flagged conversation and why ({@link conversationDataQuality}). */
export interface DataQualityFlag {
  /** The conversation. */
  conversationId: string;
  /** Its task. */
  taskId: string;
  /** JSON path of the conversation in its file. */
  path: string;
  /** Its reward. */
  reward: number | null;
  /** Every reason that applies (empty = clean). */
  reasons: DataQualityReason[];
  /** Entity ids named by write calls and mentioned (exactly or as a substring) by no gold action (sorted). */
  unmentionedWriteEntities: string[];
}

/** The data-quality summary of one run ({@link runDataQuality}). */
export interface DataQualityReport {
  /** Conversations checked. */
  conversations: number;
  /** Conversations flagged. */
  flagged: number;
  /** flagged / conversations; null for an empty run. */
  flaggedShare: MeasurementPoint;
  /** Conversations per reason, with the reason in words. */
  byReason: { reason: DataQualityReason; text: string; count: number }[];
  /** The flagged share from which the run is suspect. */
  threshold: number;
  /** flaggedShare ≥ threshold: the run's drift figures measure a mismatch, not the agent. */
  suspect: boolean;
  /** The flagged conversations only. */
  flags: DataQualityFlag[];
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

/** Every string anywhere in a value. */
function addStrings(v: unknown, out: Set<string>): void {
  if (typeof v === "string") out.add(v);
  else if (Array.isArray(v)) for (const x of v) addStrings(x, out);
  else if (v !== null && typeof v === "object") for (const k in v as Record<string, unknown>) addStrings((v as Record<string, unknown>)[k], out);
}

interface GoldMentions {
  strings: Set<string>;
  text: string[];
  /** Does any gold action name an entity id? */
  hasIds: boolean;
  /** Answers of isMentioned so far (conversations of one task name the same entities again and again). */
  memo: Map<string, boolean>;
}

/** Conversations of one task share its gold-action array: compute its mentions once per array. */
const mentionCache = new WeakMap<readonly GoldAction[], GoldMentions>();

function goldMentions(gold: readonly GoldAction[]): GoldMentions {
  let m = mentionCache.get(gold);
  if (!m) {
    const strings = new Set<string>();
    let hasIds = false;
    for (const g of gold) {
      addStrings(g.arguments, strings);
      forEachEntityId(g.arguments, () => (hasIds = true));
    }
    m = { strings, text: [...strings], hasIds, memo: new Map() };
    mentionCache.set(gold, m);
  }
  return m;
}

/** Is an id mentioned by the gold actions: equal to, or contained in, one of their strings? */
function isMentioned(m: GoldMentions, id: string): boolean {
  if (m.strings.has(id)) return true;
  let known = m.memo.get(id);
  if (known === undefined) {
    known = false;
    for (const t of m.text) {
      if (t.includes(id)) {
        known = true;
        break;
      }
    }
    m.memo.set(id, known);
  }
  return known;
}

function sameActionMultiset(checks: readonly ActionCheck[], b: readonly GoldAction[]): boolean {
  if (checks.length !== b.length) return false;
  const used = new Uint8Array(b.length);
  outer: for (const check of checks) {
    const x = check.action;
    for (let j = 0; j < b.length; j++) {
      if (used[j]) continue;
      const y = b[j];
      if (x.name === y.name && jsonEqual(x.arguments, y.arguments) && jsonEqual(x.compareArgs ?? null, y.compareArgs ?? null)) {
        used[j] = 1;
        continue outer;
      }
    }
    return false;
  }
  return true;
}

/**
 * The reasons of one conversation, or null when it is clean. One pass over the calls, no per-id allocation
 * (this runs on every conversation of 100 MB exports).
 */
function dataQualityReasons(conversation: Conversation, writeTools: ReadonlySet<string>, options: MatchOptions): DataQualityReason[] | null {
  let reasons: DataQualityReason[] | null = null;
  const gold = conversation.goldActions;
  const checks = conversation.actionChecks;
  // a null gold list counts as empty here: checks present for a task without gold actions are a mismatch
  if (checks !== null && !sameActionMultiset(checks, gold ?? [])) reasons = ["action-checks-differ-from-gold"];
  if (gold === null) return reasons;
  const m = goldMentions(gold);
  let callIdSeen = false;
  let callIdMentioned = false;
  let writeIdSeen = false;
  let writeIdMentioned = false;
  for (const call of conversation.toolCalls) {
    const isWrite = writeTools.has(call.name);
    const args = call.arguments;
    for (const k in args) {
      if (!isEntityKey(k)) continue;
      const v = args[k];
      const many = Array.isArray(v);
      if (typeof v !== "string" && !many) continue;
      const n = many ? (v as unknown[]).length : 1;
      for (let i = 0; i < n; i++) {
        const id = many ? (v as unknown[])[i] : v;
        if (typeof id !== "string") continue;
        callIdSeen = true;
        if (isWrite) writeIdSeen = true;
        if (callIdMentioned && (!isWrite || writeIdMentioned)) continue; // nothing left to learn from this id
        if (isMentioned(m, id)) {
          callIdMentioned = true;
          if (isWrite) writeIdMentioned = true;
        }
      }
    }
  }
  if (rewardGroup(conversation.reward) === "reward=1" && writeIdSeen && !writeIdMentioned) {
    const anyMatch = gold.some((g) => someCallMatchesGoldAction(conversation.toolCalls, g, options, writeTools));
    if (!anyMatch) (reasons ??= []).push("reward-1-writes-off-gold");
  }
  if (callIdSeen && m.hasIds && !callIdMentioned) (reasons ??= []).push("no-shared-entity");
  return reasons;
}

function flagOf(conversation: Conversation, reasons: DataQualityReason[], writeTools: ReadonlySet<string>): DataQualityFlag {
  const unmentioned = new Set<string>();
  if (conversation.goldActions !== null) {
    const m = goldMentions(conversation.goldActions);
    for (const call of conversation.toolCalls) {
      if (writeTools.has(call.name)) forEachEntityId(call.arguments, (id) => isMentioned(m, id) || unmentioned.add(id));
    }
  }
  return {
    conversationId: conversation.id,
    taskId: conversation.taskId,
    path: conversation.path,
    reward: conversation.reward,
    reasons,
    unmentionedWriteEntities: [...unmentioned].sort(),
  };
}

/**
 * Do this conversation's gold actions belong to it? Its data-quality verdict (`reasons` empty = clean).
 *
 * Reasons (see the module comment): the file's action checks list other actions than the embedded gold actions;
 * reward 1 with writes that match no gold action and name entities no gold action mentions; no entity id named
 * by the calls appears in the gold actions. Edges: null gold actions → only the first reason is checked.
 *
 * @param conversation the conversation
 * @param writeTools the names of the write tools
 * @param options the key rule for a null compareArgs
 * @returns the verdict, with the write entities no gold action mentions
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * conversationDataQuality(run.conversations[0], new Set(TAU2_WRITE_TOOL_REGISTRY.retail.agent)).reasons; // []
 */
export function conversationDataQuality(
  conversation: Conversation,
  writeTools: ReadonlySet<string>,
  options: MatchOptions = {},
): DataQualityFlag {
  return flagOf(conversation, dataQualityReasons(conversation, writeTools, options) ?? [], writeTools);
}

/**
 * Can this run's drift figures be trusted, or do its gold actions not fit its conversations? The data-quality
 * summary of one run.
 *
 * Formula: flaggedShare = flagged / conversations; suspect = flaggedShare ≥ threshold. Unit: fraction of
 * conversations. Range [0, 1]. Edges: an empty run → share null, not suspect.
 *
 * @param conversations the run's conversations
 * @param writeTools the names of the write tools
 * @param options the key rule for a null compareArgs, and the threshold (default 0.1)
 * @returns counts, the share, the verdict and the flagged conversations
 * @throws {RangeError} when the threshold is not in [0, 1]
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * runDataQuality(run.conversations, new Set(TAU2_WRITE_TOOL_REGISTRY.retail.agent)).flaggedShare; // { value: 0, numerator: 0, denominator: 6, exclusions: [] }
 */
export function runDataQuality(
  conversations: readonly Conversation[],
  writeTools: ReadonlySet<string>,
  options: MatchOptions & { threshold?: number } = {},
): DataQualityReport {
  const threshold = options.threshold ?? 0.1;
  if (!(threshold >= 0 && threshold <= 1)) throw new RangeError(`runDataQuality: threshold must be in [0, 1], got ${threshold}`);
  const flags: DataQualityFlag[] = [];
  const counts = new Map<DataQualityReason, number>(DATA_QUALITY_REASONS.map((r) => [r, 0]));
  for (const c of conversations) {
    const reasons = dataQualityReasons(c, writeTools, options);
    if (reasons === null) continue;
    const f = flagOf(c, reasons, writeTools);
    flags.push(f);
    for (const r of f.reasons) counts.set(r, (counts.get(r) ?? 0) + 1);
  }
  const flaggedShare = measurement(flags.length, conversations.length);
  return {
    conversations: conversations.length,
    flagged: flags.length,
    flaggedShare,
    byReason: DATA_QUALITY_REASONS.map((reason) => ({ reason, text: DATA_QUALITY_REASON_TEXT[reason], count: counts.get(reason) ?? 0 })),
    threshold,
    suspect: flaggedShare.value !== null && flaggedShare.value >= threshold,
    flags,
  };
}

/*
 * Reconstructed τ²-bench results files: synthetic logs that realise a solved set of write sequences
 * (from the consistency analysis) so that the ordinary loader + goal-drift pipeline reproduces published
 * aggregates. They are NOT the original logs; the agent model name says so.
 *
 * One plan per domain — conversations as write sequences over {A, D} (A = aligned write, D = drift write)
 * with a reward group — becomes one τ² Results document:
 * - one synthetic task per conversation, whose gold actions use the domain's real write-tool names
 *   (banking_knowledge: the discoverable wrapper `call_discoverable_agent_tool` with arguments
 *   `{agent_tool_name, arguments: <JSON string>}`, plus `change_user_email` / `log_verification`, and user-side
 *   write tools as gold actions the simulated user never performs, only in conversations without reward 1),
 *   `compare_args` where natural, and (retail, airline) one read gold action;
 * - messages with user/assistant turns, a read call before every write, and one write call per sequence
 *   element: an `A` performs the next gold write exactly; a `D` is one of three drifts — an off-gold write tool,
 *   a gold tool with a wrong argument, or a repeat of an already consumed aligned call;
 * - rewards per group: 1, 0, or a fractional 0.5 for "other" (a reward outside {0, 1});
 * - `reward_info.action_checks` by the official non-consumptive rule ({@link callMatchesGoldAction} over all
 *   tool calls) with `tool_type`, so that the write-tool set comes from the checks (retail 7, airline 5,
 *   banking_knowledge 8 tools).
 * Conversations are shuffled into a run order. Everything is deterministic from `seed` (mulberry32), and the
 * text is `JSON.stringify(doc, null, 2) + "\n"`: regenerating gives byte-identical files.
 *
 * Edges: an empty plan gives a document with no tasks and no simulations; a sequence with a character other
 * than A/D throws RangeError; an unknown domain throws RangeError naming the known ones.
 */
import { writeMarksOf } from "../consistency/writeSequence";
import { callMatchesGoldAction } from "../drift/alignment";
import type { RewardGroup } from "../drift/rewardGroup";
import type { GoldAction } from "../io/model";
import { KITS, makeRng, RECONSTRUCTION_DOMAINS, type Args, type DomainKit, type Rng, type TaskContext, type WriteKind } from "./tau2Kits";

/** A number of conversations with one write sequence in one reward group. */
export interface ReconstructionPlanEntry {
  /** The writes over {A, D}. */
  sequence: string;
  /** The reward group (reward 1, 0, or 0.5 for "other"). */
  group: RewardGroup;
  /** How many conversations. */
  count: number;
}

/** The conversations of one domain the generator realises. */
export interface ReconstructionPlan {
  /** τ² domain name: "retail", "airline" or "banking_knowledge". */
  domain: string;
  /** The conversations. */
  conversations: ReconstructionPlanEntry[];
}

/** Options of {@link reconstructTau2Results}. */
export interface ReconstructOptions {
  /** PRNG seed (default {@link GOAL_DRIFT_RECONSTRUCTION_SEED}, 20260830). */
  seed?: number;
  /** Agent model name written to info.agent_info.llm. */
  agentModel?: string;
}

/** The agent model name the reconstructed files carry: it says they are not the original run. */
export const RECONSTRUCTED_AGENT_MODEL = "Qwen3.8-27B (RECONSTRUCTION: synthetic logs consistent with published aggregates; not the original run)";

/** Seed of the committed reconstruction. */
export const GOAL_DRIFT_RECONSTRUCTION_SEED = 20260830;


interface GoldSpec {
  action: { action_id: string; requestor: "assistant" | "user"; name: string; arguments: Args; info: null; compare_args: string[] | null };
  toolType: "read" | "write";
}

function toGold(a: GoldSpec["action"]): GoldAction {
  return { actionId: a.action_id, name: a.name, arguments: a.arguments as Record<string, unknown>, compareArgs: a.compare_args, requestor: a.requestor };
}

/** One conversation of the plan, in run order. */
interface PlannedConversation {
  sequence: string;
  group: RewardGroup;
}

/** The plan's conversations, each entry repeated `count` times, shuffled into a run order (Fisher–Yates). */
function runOrder(plan: ReconstructionPlan, rng: Rng): PlannedConversation[] {
  const items: PlannedConversation[] = [];
  for (const [i, e] of plan.conversations.entries()) {
    if (typeof e.sequence !== "string" || !/^[AD]*$/.test(e.sequence)) {
      throw new RangeError(`reconstructTau2Results: conversations[${i}].sequence must be a string over {A, D}, got ${JSON.stringify(e.sequence)}`);
    }
    if (!Number.isInteger(e.count) || e.count < 0) {
      throw new RangeError(`reconstructTau2Results: conversations[${i}].count must be an integer ≥ 0, got ${JSON.stringify(e.count)}`);
    }
    for (let k = 0; k < e.count; k++) items.push({ sequence: e.sequence, group: e.group });
  }
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** What the generator carries from one conversation to the next: tool rotations and the clock. */
interface GeneratorState {
  /** Next agent write kind (rotated so that every name occurs). */
  rotation: number;
  /** Next user write kind. */
  userRotation: number;
  /** Milliseconds since the run's start of the last timestamp. */
  clock: number;
}

/** The start of every reconstructed run (timestamps count from it). */
const RUN_START = Date.UTC(2026, 7, 30, 0, 0, 0);

/** The gold actions of one task: a read (retail, airline), one write per aligned write, and unfulfilled extras. */
function taskGold(kit: DomainKit, item: PlannedConversation, taskId: string, ctx: TaskContext, state: GeneratorState, rng: Rng): { golds: GoldSpec[]; writeGold: { kind: WriteKind; args: Args }[] } {
  const aligned = writeMarksOf(item.sequence).filter((x) => x === 1).length;
  const golds: GoldSpec[] = [];
  let actionNo = 0;
  const addGold = (name: string, requestor: "assistant" | "user", args: Args, compareArgs: string[] | null, toolType: "read" | "write") =>
    golds.push({ action: { action_id: `${taskId}_${actionNo++}`, requestor, name, arguments: args, info: null, compare_args: compareArgs }, toolType });

  const rg = kit.readGold(ctx);
  if (rg) addGold(rg.name, "assistant", rg.args, rg.compareArgs, "read");
  const writeGold: { kind: WriteKind; args: Args }[] = [];
  let entity = 0;
  const nextWriteGold = () => {
    const kind = kit.agentWrites[state.rotation++ % kit.agentWrites.length];
    const args = kind.args(ctx, ctx.entities[entity++ % ctx.entities.length], rng);
    writeGold.push({ kind, args });
    addGold(kind.name, kind.requestor, args, kind.compareArgs, "write");
  };
  for (let k = 0; k < aligned; k++) nextWriteGold();
  // A task the agent did not fully solve keeps one more gold write it never performs (always when there is no aligned write).
  if (aligned === 0 || item.group !== "reward=1") nextWriteGold();
  if (kit.userWrites.length > 0 && item.group !== "reward=1") {
    const kind = kit.userWrites[state.userRotation++ % kit.userWrites.length];
    addGold(kind.name, kind.requestor, kind.args(ctx, ctx.entities[0], rng), kind.compareArgs, "write");
  }
  return { golds, writeGold };
}

/**
 * The messages of one conversation: greeting turns, then per sequence element a read call, a confirmation and the
 * write call (A: the next gold write exactly; D: an off-gold write, a wrong argument or a repeat), then goodbye.
 */
function conversationMessages(
  kit: DomainKit,
  item: PlannedConversation,
  taskId: string,
  ctx: TaskContext,
  gold: { golds: GoldSpec[]; writeGold: { kind: WriteKind; args: Args }[] },
  stamp: () => string,
  banking: boolean,
  rng: Rng,
): { messages: Record<string, unknown>[]; calls: { name: string; arguments: Args }[] } {
  const goldNames = new Set(gold.golds.map((g) => g.action.name));
  const goldInner = new Set(gold.golds.map((g) => g.action.arguments.agent_tool_name).filter((n): n is string => typeof n === "string"));
  const { writeGold } = gold;
  const messages: Record<string, unknown>[] = [];
  let turn = 0;
  let callNo = 0;
  const say = (role: "user" | "assistant", content: string) => messages.push({ role, content, tool_calls: null, turn_idx: turn++, timestamp: stamp() });
  const calls: { name: string; arguments: Args }[] = [];
  const call = (name: string, args: Args, result: string) => {
    const id = `call_${taskId}_${callNo++}`;
    messages.push({ role: "assistant", content: null, tool_calls: [{ id, name, arguments: args, requestor: "assistant" }], turn_idx: turn++, timestamp: stamp() });
    messages.push({ role: "tool", id, content: result, requestor: "assistant", error: false, turn_idx: turn++, timestamp: stamp() });
    calls.push({ name, arguments: args });
  };
  say("user", `Hi, I need help with ${kit.topic}. My user id is ${ctx.userId}.`);
  say("assistant", `Thanks. Let me look up ${kit.topic} for ${ctx.userId}.`);
  let nextAligned = 0;
  const done: { name: string; args: Args }[] = [];
  for (const x of writeMarksOf(item.sequence)) {
    let write: { name: string; args: Args };
    if (x === 1) {
      const g = writeGold[nextAligned++];
      write = { name: g.kind.name, args: g.args };
      done.push(write);
    } else {
      const kinds: ("off-gold" | "wrong-argument" | "repeat")[] = ["off-gold", "wrong-argument"];
      if (done.length > 0) kinds.push("repeat");
      const kind = banking && rng.next() < 0.5 ? "off-gold" : rng.pick(kinds);
      if (kind === "repeat") write = rng.pick(done);
      else if (kind === "wrong-argument") {
        const g = writeGold[Math.min(nextAligned, writeGold.length - 1)];
        write = { name: g.kind.name, args: g.kind.wrong(g.args, rng) };
      } else write = kit.offGold(ctx, goldNames, goldInner, rng);
    }
    const named = typeof write.args.order_id === "string" ? write.args.order_id : typeof write.args.reservation_id === "string" ? write.args.reservation_id : null;
    // the agent looks up one of the task's own entities (a wrong id in the write itself is the drift)
    const target = named !== null && ctx.entities.includes(named) ? named : ctx.entities[0];
    const r = kit.read(ctx, target);
    call(r.name, r.args, JSON.stringify({ id: String(target), status: "found" }));
    say("assistant", `I am about to run ${write.name}. Shall I proceed?`);
    say("user", "Yes, please go ahead.");
    call(write.name, write.args, JSON.stringify({ status: "ok" }));
  }
  say("assistant", "Is there anything else I can help you with?");
  say("user", "No, that's all. Thanks! ###STOP###");
  return { messages, calls };
}

/** The task record of one conversation (a synthetic task whose evaluation criteria are its gold actions). */
function taskRecord(domain: string, kit: DomainKit, taskId: string, ctx: TaskContext, golds: readonly GoldSpec[]): Record<string, unknown> {
  return {
    id: taskId,
    description: { purpose: "Synthetic task of a reconstruction (not a τ²-bench task).", relevant_policies: null, notes: null },
    user_scenario: { persona: null, instructions: { domain, reason_for_call: `Help with ${kit.topic}.`, known_info: `user id ${ctx.userId}`, unknown_info: null, task_instructions: "Follow the agent." } },
    initial_state: null,
    evaluation_criteria: { actions: golds.map((g) => g.action), env_assertions: null, communicate_info: [], nl_assertions: null, reward_basis: ["DB"] },
  };
}

/**
 * The simulation record of one conversation: reward by group (1, 0, or 0.5 for "other"), and action checks by the
 * official non-consumptive rule ({@link callMatchesGoldAction} over all calls) with their tool types.
 */
function simulationRecord(
  id: string,
  taskId: string,
  group: RewardGroup,
  golds: readonly GoldSpec[],
  messages: Record<string, unknown>[],
  calls: readonly { name: string; arguments: Args }[],
  seed: number,
): Record<string, unknown> {
  const reward = group === "reward=1" ? 1 : group === "reward=0" ? 0 : 0.5;
  const actionChecks = golds.map((g) => {
    const gold = toGold(g.action);
    const match = calls.some((c) => callMatchesGoldAction({ name: c.name, arguments: c.arguments as Record<string, unknown> }, gold));
    return { action: g.action, action_match: match, action_reward: match ? 1 : 0, tool_type: g.toolType };
  });
  const start = messages[0].timestamp as string;
  const end = messages[messages.length - 1].timestamp as string;
  return {
    id,
    task_id: taskId,
    trial: 0,
    start_time: start,
    end_time: end,
    duration: (Date.parse(end + "Z") - Date.parse(start + "Z")) / 1000,
    termination_reason: "user_stop",
    agent_cost: null,
    user_cost: null,
    reward_info: {
      reward,
      db_check: { db_match: reward === 1, db_reward: reward === 1 ? 1 : 0 },
      env_assertions: null,
      action_checks: actionChecks,
      nl_assertions: null,
      communicate_checks: null,
      reward_basis: ["DB"],
      reward_breakdown: { DB: reward },
      info: group === "other" ? { note: "reconstruction: a reward outside {0, 1} (partial credit) stands for the conversations the published reward groups leave out" } : null,
    },
    messages,
    seed,
  };
}

/**
 * Which τ² Results document realises a plan of write sequences? Builds one (see the module comment): the plan in a
 * shuffled run order, then per conversation its task's gold actions, its messages and its scored simulation.
 *
 * @param plan the domain and the conversations (sequence over {A, D}, reward group, count)
 * @param options the seed (default {@link GOAL_DRIFT_RECONSTRUCTION_SEED}) and the agent model name
 * @returns the τ² Results document (plain JSON data)
 * @throws {RangeError} for a domain without a kit, a sequence with characters other than A/D, or a count that is
 *   not an integer ≥ 0
 * @example
 * const doc = reconstructTau2Results({ domain: "retail", conversations: [{ sequence: "AD", group: "reward=0", count: 1 }] }, { seed: 1 });
 * analyzeDrift(loadTau2Results("r.json", JSON.stringify(doc)), { writes: "checks" }).conversations[0].sequence; // [1, 0]
 * reconstructTau2Results({ domain: "retail", conversations: [] }).simulations; // []
 */
export function reconstructTau2Results(plan: ReconstructionPlan, options: ReconstructOptions = {}): Record<string, unknown> {
  const kit = KITS[plan.domain];
  if (!kit) throw new RangeError(`reconstructTau2Results: plan.domain must be one of ${RECONSTRUCTION_DOMAINS.join(", ")}, got ${JSON.stringify(plan.domain)} (an unknown domain)`);
  const seed = options.seed ?? GOAL_DRIFT_RECONSTRUCTION_SEED;
  const rng = makeRng(seed);
  const items = runOrder(plan, rng);

  const tasks: Record<string, unknown>[] = [];
  const simulations: Record<string, unknown>[] = [];
  const state: GeneratorState = { rotation: 0, userRotation: 0, clock: 0 };
  const stamp = () => new Date(RUN_START + (state.clock += 1000 + rng.int(4000))).toISOString().replace("Z", "");
  const prefix = plan.domain === "banking_knowledge" ? "banking" : plan.domain;
  for (const [index, item] of items.entries()) {
    const ctx = kit.newContext(index, rng);
    const taskId = `recon_${prefix}_${String(index).padStart(3, "0")}`;
    const gold = taskGold(kit, item, taskId, ctx, state, rng);
    const { messages, calls } = conversationMessages(kit, item, taskId, ctx, gold, stamp, prefix === "banking", rng);
    tasks.push(taskRecord(plan.domain, kit, taskId, ctx, gold.golds));
    simulations.push(simulationRecord(`recon-${prefix}-${String(index).padStart(3, "0")}-${rng.digits(8)}`, taskId, item.group, gold.golds, messages, calls, seed));
  }
  return {
    timestamp: new Date(RUN_START).toISOString().replace("Z", ""),
    info: {
      git_commit: "reconstruction",
      num_trials: 1,
      max_steps: 200,
      max_errors: 10,
      seed,
      user_info: { implementation: "user_simulator", llm: "reconstruction (synthetic user turns)", llm_args: {}, global_simulation_guidelines: null },
      agent_info: { implementation: "llm_agent", llm: options.agentModel ?? RECONSTRUCTED_AGENT_MODEL, llm_args: {} },
      environment_info: { domain_name: plan.domain, policy: "Reconstruction: synthetic logs consistent with published goal-drift aggregates.", tool_defs: null },
    },
    tasks,
    simulations,
  };
}

/**
 * The file text of {@link reconstructTau2Results}: 2-space JSON plus a final newline (byte-stable: the same plan
 * and seed give the same bytes).
 *
 * @param plan the domain and the conversations
 * @param options the seed and the agent model name
 * @returns the file text
 * @throws {RangeError} as {@link reconstructTau2Results}
 * @example
 * reconstructTau2Text({ domain: "airline", conversations: [] }) === reconstructTau2Text({ domain: "airline", conversations: [] }); // true
 */
export function reconstructTau2Text(plan: ReconstructionPlan, options: ReconstructOptions = {}): string {
  return JSON.stringify(reconstructTau2Results(plan, options), null, 2) + "\n";
}


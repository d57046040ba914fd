/**
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
 *
 * @example
 * const doc = reconstructTau2Results({ domain: "retail", conversations: [{ sequence: "AD", group: "reward=0", count: 1 }] }, { seed: 1 });
 * doc.simulations.length; // 1 — its writes align as [1, 0] under analyzeDrift with the action-check write set
 */
import { mulberry32 } from "../stats/random";
import type { RewardGroup } from "../drift/rewardGroup";
import * as path from "path";
import { callMatchesGoldAction } from "../drift/alignment";
import { analyzeDrift } from "../drift/analyzeDrift";
import { loadRuns } from "../io/load";
import { writesPerConversation } from "../consistency/writesPerConversation";
import type { GoldAction } from "../io/model";
import type { PublishedFigure } from "../stats/published";
import { goalDriftConsistency, type GoalDriftConsistencyOptions, type GoalDriftConsistencyResult } from "../consistency/goalDriftConsistency";
import { goalDriftTargetsFromPublished } from "../consistency/publishedTargets";

export interface ReconstructionPlanEntry {
  sequence: string;
  group: RewardGroup;
  count: number;
}

export interface ReconstructionPlan {
  /** τ² domain name: "retail", "airline" or "banking_knowledge". */
  domain: string;
  conversations: ReconstructionPlanEntry[];
}

export interface ReconstructOptions {
  /** PRNG seed (default {@link GOAL_DRIFT_RECONSTRUCTION_SEED}, 20260830). */
  seed?: number;
  /** Agent model name written to info.agent_info.llm. */
  agentModel?: string;
}

export const RECONSTRUCTED_AGENT_MODEL = "Qwen3.8-27B (RECONSTRUCTION: synthetic logs consistent with published aggregates; not the original run)";
export const RECONSTRUCTION_DOMAINS: readonly string[] = ["retail", "airline", "banking_knowledge"];


type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Args = { [k: string]: Json };

interface Rng {
  next(): number;
  int(n: number): number;
  pick<T>(xs: readonly T[]): T;
  digits(n: number): string;
}

function makeRng(seed: number): Rng {
  const f = mulberry32(seed);
  const int = (n: number) => Math.floor(f() * n);
  return {
    next: f,
    int,
    pick: (xs) => xs[int(xs.length)],
    digits: (n) => {
      let s = "";
      for (let i = 0; i < n; i++) s += String(int(10));
      return s;
    },
  };
}

/** Per-task entities every call refers to (so that calls and gold actions share entity ids). */
interface TaskContext {
  userId: string;
  /** Entity ids (orders, reservations, accounts) usable by this task's actions, in order of use. */
  entities: string[];
  paymentId: string;
}

interface WriteKind {
  name: string;
  requestor: "assistant" | "user";
  compareArgs: string[] | null;
  /** Gold arguments for entity `entity` (the i-th action of the task). */
  args(ctx: TaskContext, entity: string, rng: Rng): Args;
  /** The same call with one compared argument wrong. */
  wrong(args: Args, rng: Rng): Args;
}

interface DomainKit {
  domain: string;
  /** Gold write kinds for aligned writes (agent side), rotated over tasks so every name occurs. */
  agentWrites: WriteKind[];
  /** Gold write kinds the user side owns (banking_knowledge), added unfulfilled to some tasks. */
  userWrites: WriteKind[];
  /** Off-gold write calls (a write tool no gold action of the task uses / a discoverable tool off the gold list). */
  offGold(ctx: TaskContext, goldNames: Set<string>, goldInner: Set<string>, rng: Rng): { name: string; args: Args };
  /** The read call made before a write on `entity`. */
  read(ctx: TaskContext, entity: string): { name: string; args: Args };
  /** A read gold action (retail, airline) or null. */
  readGold(ctx: TaskContext): { name: string; args: Args; compareArgs: string[] | null } | null;
  newContext(index: number, rng: Rng): TaskContext;
  topic: string;
}

const ADDRESS = (rng: Rng): Args => ({
  address1: `${100 + rng.int(900)} ${rng.pick(["Maple", "Oak", "Pine", "Cedar", "Elm"])} Street`,
  address2: `Suite ${rng.int(900) + 100}`,
  city: rng.pick(["Denver", "Austin", "Seattle", "Columbus", "Phoenix"]),
  country: "USA",
  state: rng.pick(["CO", "TX", "WA", "OH", "AZ"]),
  zip: rng.digits(5),
});

const retailKit: DomainKit = {
  domain: "retail",
  topic: "an order",
  newContext: (i, rng) => ({
    userId: `recon_user_${String(i).padStart(4, "0")}`,
    entities: Array.from({ length: 12 }, () => `#W${rng.digits(7)}`),
    paymentId: `credit_card_${rng.digits(7)}`,
  }),
  agentWrites: [
    {
      name: "cancel_pending_order",
      requestor: "assistant",
      compareArgs: null,
      args: (_c, e, rng) => ({ order_id: e, reason: rng.pick(["no longer needed", "ordered by mistake"]) }),
      wrong: (a) => ({ ...a, reason: a.reason === "no longer needed" ? "ordered by mistake" : "no longer needed" }),
    },
    {
      name: "exchange_delivered_order_items",
      requestor: "assistant",
      compareArgs: ["order_id", "item_ids", "new_item_ids", "payment_method_id"],
      args: (c, e, rng) => ({ order_id: e, item_ids: [rng.digits(10)], new_item_ids: [rng.digits(10)], payment_method_id: c.paymentId }),
      wrong: (a, rng) => ({ ...a, new_item_ids: [rng.digits(10)] }),
    },
    {
      name: "modify_pending_order_address",
      requestor: "assistant",
      compareArgs: ["order_id", "address1", "address2", "city", "country", "state", "zip"],
      args: (_c, e, rng) => ({ order_id: e, ...ADDRESS(rng) }),
      wrong: (a, rng) => ({ ...a, zip: rng.digits(5) }),
    },
    {
      name: "modify_pending_order_items",
      requestor: "assistant",
      compareArgs: ["order_id", "item_ids", "new_item_ids", "payment_method_id"],
      args: (c, e, rng) => ({ order_id: e, item_ids: [rng.digits(10)], new_item_ids: [rng.digits(10)], payment_method_id: c.paymentId }),
      wrong: (a, rng) => ({ ...a, new_item_ids: [rng.digits(10)] }),
    },
    {
      name: "modify_pending_order_payment",
      requestor: "assistant",
      compareArgs: null,
      args: (c, e) => ({ order_id: e, payment_method_id: c.paymentId }),
      wrong: (a, rng) => ({ ...a, payment_method_id: `gift_card_${rng.digits(7)}` }),
    },
    {
      name: "modify_user_address",
      requestor: "assistant",
      compareArgs: ["user_id", "address1", "address2", "city", "country", "state", "zip"],
      args: (c, _e, rng) => ({ user_id: c.userId, ...ADDRESS(rng) }),
      wrong: (a, rng) => ({ ...a, address1: `${100 + rng.int(900)} Birch Avenue` }),
    },
    {
      name: "return_delivered_order_items",
      requestor: "assistant",
      compareArgs: ["order_id", "item_ids", "payment_method_id"],
      args: (c, e, rng) => ({ order_id: e, item_ids: [rng.digits(10)], payment_method_id: c.paymentId }),
      wrong: (a, rng) => ({ ...a, item_ids: [rng.digits(10)] }),
    },
  ],
  userWrites: [],
  offGold: (ctx, goldNames, _inner, rng) => {
    const names = retailKit.agentWrites.filter((k) => !goldNames.has(k.name));
    const k = names.length > 0 ? rng.pick(names) : retailKit.agentWrites[0];
    return { name: k.name, args: k.args(ctx, ctx.entities[0], rng) };
  },
  read: (_ctx, e) => ({ name: "get_order_details", args: { order_id: e } }),
  readGold: (ctx) => ({ name: "get_order_details", args: { order_id: ctx.entities[0] }, compareArgs: null }),
};

const PASSENGER = (rng: Rng): Args => ({
  first_name: rng.pick(["Mia", "Noah", "Ava", "Liam", "Zoe", "Ethan"]),
  last_name: rng.pick(["Garcia", "Kim", "Patel", "Silva", "Novak"]),
  dob: `19${50 + rng.int(50)}-0${1 + rng.int(9)}-1${rng.int(10)}`,
});
const FLIGHTS = (rng: Rng): Json[] => [{ flight_number: `HAT${rng.digits(3)}`, date: `2024-05-${10 + rng.int(19)}` }];

const airlineKit: DomainKit = {
  domain: "airline",
  topic: "a reservation",
  newContext: (i, rng) => {
    const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ";
    const resId = () => Array.from({ length: 6 }, () => (rng.int(3) === 0 ? String(rng.int(10)) : letters[rng.int(letters.length)])).join("");
    return { userId: `recon_user_${String(i).padStart(4, "0")}`, entities: Array.from({ length: 12 }, resId), paymentId: `credit_card_${rng.digits(7)}` };
  },
  agentWrites: [
    {
      name: "book_reservation",
      requestor: "assistant",
      compareArgs: ["user_id", "origin", "destination", "flight_type", "cabin", "flights", "passengers", "payment_methods", "total_baggages", "nonfree_baggages", "insurance"],
      args: (c, _e, rng) => ({
        user_id: c.userId,
        origin: rng.pick(["JFK", "SFO", "ORD", "LAX"]),
        destination: rng.pick(["SEA", "DEN", "ATL", "BOS"]),
        flight_type: "one_way",
        cabin: rng.pick(["economy", "business"]),
        flights: FLIGHTS(rng),
        passengers: [PASSENGER(rng)],
        payment_methods: [{ payment_id: c.paymentId, amount: 100 + rng.int(400) }],
        total_baggages: 1,
        nonfree_baggages: 0,
        insurance: rng.pick(["yes", "no"]),
      }),
      wrong: (a) => ({ ...a, cabin: a.cabin === "economy" ? "basic_economy" : "economy" }),
    },
    {
      name: "cancel_reservation",
      requestor: "assistant",
      compareArgs: null,
      args: (_c, e) => ({ reservation_id: e }),
      wrong: (a) => ({ reservation_id: `${String(a.reservation_id).slice(0, 5)}Z` }),
    },
    {
      name: "update_reservation_baggages",
      requestor: "assistant",
      compareArgs: ["reservation_id", "total_baggages", "nonfree_baggages", "payment_id"],
      args: (c, e, rng) => ({ reservation_id: e, total_baggages: 1 + rng.int(3), nonfree_baggages: rng.int(2), payment_id: c.paymentId }),
      wrong: (a) => ({ ...a, total_baggages: Number(a.total_baggages) + 1 }),
    },
    {
      name: "update_reservation_flights",
      requestor: "assistant",
      compareArgs: ["reservation_id", "cabin", "flights", "payment_id"],
      args: (c, e, rng) => ({ reservation_id: e, cabin: rng.pick(["economy", "business"]), flights: FLIGHTS(rng), payment_id: c.paymentId }),
      wrong: (a, rng) => ({ ...a, flights: FLIGHTS(rng).concat([{ flight_number: "HAT000", date: "2024-05-30" }]) }),
    },
    {
      name: "update_reservation_passengers",
      requestor: "assistant",
      compareArgs: ["reservation_id", "passengers"],
      args: (_c, e, rng) => ({ reservation_id: e, passengers: [PASSENGER(rng)] }),
      wrong: (a, rng) => ({ ...a, passengers: [PASSENGER(rng), PASSENGER(rng)] }),
    },
  ],
  userWrites: [],
  offGold: (ctx, goldNames, _inner, rng) => {
    const names = airlineKit.agentWrites.filter((k) => !goldNames.has(k.name));
    const k = names.length > 0 ? rng.pick(names) : airlineKit.agentWrites[1];
    return { name: k.name, args: k.args(ctx, ctx.entities[0], rng) };
  },
  read: (_ctx, e) => ({ name: "get_reservation_details", args: { reservation_id: e } }),
  readGold: (ctx) => ({ name: "get_reservation_details", args: { reservation_id: ctx.entities[0] }, compareArgs: null }),
};

/** Synthetic discoverable-tool names (the real ones are hidden from the prompt and not public here). */
const DISCOVERABLE = ["open_card_dispute", "freeze_debit_card", "update_credit_limit", "issue_statement_credit", "order_replacement_card", "waive_overdraft_fee", "close_savings_account", "set_travel_notice"];

const discoverable = (inner: string): WriteKind => ({
  name: "call_discoverable_agent_tool",
  requestor: "assistant",
  compareArgs: ["agent_tool_name", "arguments"],
  args: (c, e, rng) => ({ agent_tool_name: inner, arguments: JSON.stringify({ account_id: e, user_id: c.userId, amount: 10 * (1 + rng.int(50)) }) }),
  wrong: (a) => {
    const inside = JSON.parse(String(a.arguments)) as Args;
    return { ...a, arguments: JSON.stringify({ ...inside, amount: Number(inside.amount) + 5 }) };
  },
});

const bankingKit: DomainKit = {
  domain: "banking_knowledge",
  topic: "an account",
  newContext: (i, rng) => ({
    userId: `recon_user_${String(i).padStart(4, "0")}`,
    entities: Array.from({ length: 12 }, () => `acct_${rng.digits(8)}`),
    paymentId: `acct_${rng.digits(8)}`,
  }),
  agentWrites: [
    ...DISCOVERABLE.slice(0, 4).map(discoverable),
    {
      name: "change_user_email",
      requestor: "assistant",
      compareArgs: ["user_id", "new_email"],
      args: (c, _e, rng) => ({ user_id: c.userId, new_email: `${c.userId}.${rng.digits(3)}@example.com` }),
      wrong: (a) => ({ ...a, new_email: `x${String(a.new_email)}` }),
    },
    {
      name: "log_verification",
      requestor: "assistant",
      compareArgs: ["user_id", "method"],
      args: (c) => ({ user_id: c.userId, method: "security_questions" }),
      wrong: (a) => ({ ...a, method: "date_of_birth" }),
    },
  ],
  userWrites: [
    { name: "apply_for_credit_card", requestor: "user", compareArgs: null, args: (c) => ({ user_id: c.userId, card_type: "rewards" }), wrong: (a) => a },
    { name: "submit_referral", requestor: "user", compareArgs: null, args: (c) => ({ user_id: c.userId, referred_email: "friend@example.com" }), wrong: (a) => a },
    {
      name: "call_discoverable_user_tool",
      requestor: "user",
      compareArgs: ["user_tool_name", "arguments"],
      args: (c, e) => ({ user_tool_name: "confirm_identity_in_app", arguments: JSON.stringify({ account_id: e, user_id: c.userId }) }),
      wrong: (a) => a,
    },
    { name: "request_human_agent_transfer", requestor: "user", compareArgs: [], args: (c) => ({ user_id: c.userId, reason: "wants a human" }), wrong: (a) => a },
    { name: "submit_transaction", requestor: "user", compareArgs: null, args: (c, e) => ({ user_id: c.userId, account_id: e, amount: 25 }), wrong: (a) => a },
  ],
  offGold: (ctx, _goldNames, goldInner, rng) => {
    const names = DISCOVERABLE.filter((n) => !goldInner.has(n));
    const inner = rng.pick(names);
    return { name: "call_discoverable_agent_tool", args: discoverable(inner).args(ctx, ctx.entities[0], rng) };
  },
  read: (ctx, e) => ({ name: "unlock_discoverable_agent_tool", args: { agent_tool_name: "lookup_account", user_id: ctx.userId, account_id: e } }),
  readGold: () => null,
};

const KITS: Record<string, DomainKit> = { retail: retailKit, airline: airlineKit, banking_knowledge: bankingKit };

interface GoldSpec {
  action: { action_id: string; requestor: "assistant" | "user"; name: string; arguments: Args; info: null; compare_args: string[] | null };
  toolType: "read" | "write";
}

function toGold(a: GoldSpec["action"]): GoldAction {
  return { actionId: a.action_id, name: a.name, arguments: a.arguments as Record<string, unknown>, compareArgs: a.compare_args, requestor: a.requestor };
}

/** The τ² Results document for one plan (see the module comment). */
export function reconstructTau2Results(plan: ReconstructionPlan, options: ReconstructOptions = {}): Record<string, unknown> {
  const kit = KITS[plan.domain];
  if (!kit) throw new RangeError(`reconstructTau2Results: unknown domain ${JSON.stringify(plan.domain)} (known: ${RECONSTRUCTION_DOMAINS.join(", ")})`);
  const seed = options.seed ?? GOAL_DRIFT_RECONSTRUCTION_SEED;
  const rng = makeRng(seed);

  // Expand and shuffle into run order.
  const items: { sequence: string; group: RewardGroup }[] = [];
  for (const [i, e] of plan.conversations.entries()) {
    if (!/^[AD]*$/.test(e.sequence)) throw new RangeError(`reconstructTau2Results: conversations[${i}].sequence ${JSON.stringify(e.sequence)} is not over {A, D}`);
    if (!Number.isInteger(e.count) || e.count < 0) throw new RangeError(`reconstructTau2Results: conversations[${i}].count must be a non-negative integer`);
    for (let k = 0; k < e.count; k++) items.push({ sequence: e.sequence, group: e.group });
  }
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }

  const tasks: Record<string, unknown>[] = [];
  const simulations: Record<string, unknown>[] = [];
  const base = Date.UTC(2026, 7, 30, 0, 0, 0);
  let clock = 0;
  let rotation = 0;
  let userRotation = 0;
  const stamp = () => new Date(base + (clock += 1000 + rng.int(4000))).toISOString().replace("Z", "");
  const prefix = plan.domain === "banking_knowledge" ? "banking" : plan.domain;

  for (const [index, item] of items.entries()) {
    const ctx = kit.newContext(index, rng);
    const taskId = `recon_${prefix}_${String(index).padStart(3, "0")}`;
    const aligned = [...item.sequence].filter((c) => c === "A").length;
    const golds: GoldSpec[] = [];
    let actionNo = 0;
    const addGold = (name: string, requestor: "assistant" | "user", args: Args, compareArgs: string[] | null, toolType: "read" | "write") =>
      golds.push({ action: { action_id: `${taskId}_${actionNo++}`, requestor, name, arguments: args, info: null, compare_args: compareArgs }, toolType });

    const rg = kit.readGold(ctx);
    if (rg) addGold(rg.name, "assistant", rg.args, rg.compareArgs, "read");
    const writeGold: { kind: WriteKind; args: Args }[] = [];
    let entity = 0;
    const nextWriteGold = () => {
      const kind = kit.agentWrites[rotation++ % kit.agentWrites.length];
      const args = kind.args(ctx, ctx.entities[entity++ % ctx.entities.length], rng);
      writeGold.push({ kind, args });
      addGold(kind.name, kind.requestor, args, kind.compareArgs, "write");
    };
    for (let k = 0; k < aligned; k++) nextWriteGold();
    // A task the agent did not fully solve keeps one more gold write it never performs (always when there is no aligned write).
    if (aligned === 0 || item.group !== "reward=1") nextWriteGold();
    if (kit.userWrites.length > 0 && item.group !== "reward=1") {
      const kind = kit.userWrites[userRotation++ % kit.userWrites.length];
      addGold(kind.name, kind.requestor, kind.args(ctx, ctx.entities[0], rng), kind.compareArgs, "write");
    }
    const goldNames = new Set(golds.map((g) => g.action.name));
    const goldInner = new Set(golds.map((g) => g.action.arguments.agent_tool_name).filter((n): n is string => typeof n === "string"));

    // Messages.
    const messages: Record<string, unknown>[] = [];
    let turn = 0;
    let callNo = 0;
    const say = (role: "user" | "assistant", content: string) => messages.push({ role, content, tool_calls: null, turn_idx: turn++, timestamp: stamp() });
    const allCalls: { name: string; arguments: Args }[] = [];
    const call = (name: string, args: Args, result: string) => {
      const id = `call_${taskId}_${callNo++}`;
      messages.push({ role: "assistant", content: null, tool_calls: [{ id, name, arguments: args, requestor: "assistant" }], turn_idx: turn++, timestamp: stamp() });
      messages.push({ role: "tool", id, content: result, requestor: "assistant", error: false, turn_idx: turn++, timestamp: stamp() });
      allCalls.push({ name, arguments: args });
    };
    say("user", `Hi, I need help with ${kit.topic}. My user id is ${ctx.userId}.`);
    say("assistant", `Thanks. Let me look up ${kit.topic} for ${ctx.userId}.`);
    let nextAligned = 0;
    const done: { name: string; args: Args }[] = [];
    for (const ch of item.sequence) {
      let write: { name: string; args: Args };
      if (ch === "A") {
        const g = writeGold[nextAligned++];
        write = { name: g.kind.name, args: g.args };
        done.push(write);
      } else {
        const kinds: ("off-gold" | "wrong-argument" | "repeat")[] = ["off-gold", "wrong-argument"];
        if (done.length > 0) kinds.push("repeat");
        const kind = prefix === "banking" && rng.next() < 0.5 ? "off-gold" : rng.pick(kinds);
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

    const reward = item.group === "reward=1" ? 1 : item.group === "reward=0" ? 0 : 0.5;
    const actionChecks = golds.map((g) => {
      const gold = toGold(g.action);
      const match = allCalls.some((c) => callMatchesGoldAction({ name: c.name, arguments: c.arguments as Record<string, unknown> }, gold));
      return { action: g.action, action_match: match, action_reward: match ? 1 : 0, tool_type: g.toolType };
    });
    tasks.push({
      id: taskId,
      description: { purpose: "Synthetic task of a reconstruction (not a τ²-bench task).", relevant_policies: null, notes: null },
      user_scenario: { persona: null, instructions: { domain: plan.domain, reason_for_call: `Help with ${kit.topic}.`, known_info: `user id ${ctx.userId}`, unknown_info: null, task_instructions: "Follow the agent." } },
      initial_state: null,
      evaluation_criteria: { actions: golds.map((g) => g.action), env_assertions: null, communicate_info: [], nl_assertions: null, reward_basis: ["DB"] },
    });
    const start = messages[0].timestamp as string;
    const end = messages[messages.length - 1].timestamp as string;
    simulations.push({
      id: `recon-${prefix}-${String(index).padStart(3, "0")}-${rng.digits(8)}`,
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
        info: item.group === "other" ? { note: "reconstruction: a reward outside {0, 1} (partial credit) stands for the conversations the published reward groups leave out" } : null,
      },
      messages,
      seed,
    });
  }
  return {
    timestamp: new Date(base).toISOString().replace("Z", ""),
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

/** The file text of {@link reconstructTau2Results}: 2-space JSON plus a final newline (byte-stable). */
export function reconstructTau2Text(plan: ReconstructionPlan, options: ReconstructOptions = {}): string {
  return JSON.stringify(reconstructTau2Results(plan, options), null, 2) + "\n";
}

/** One domain's solved plan plus what the solver said (timings are kept out of the committed plan). */
export interface GoalDriftPlanDomain {
  /** Published key (retail, airline, banking). */
  key: string;
  /** τ² domain name. */
  domain: string;
  /** Status of the last HiGHS stage ("Optimal", …). */
  status: string;
  /** Smallest number of conversations in neither reward group. */
  otherCount: number;
  /** Every published figure re-checked exactly on the plan. */
  verified: boolean;
  conversations: ReconstructionPlanEntry[];
}

export interface GoalDriftPlanSolve {
  plan: GoalDriftPlanDomain;
  result: GoalDriftConsistencyResult;
}

/**
 * Solve, per published domain, the smallest-"other" set of conversations closest to the realistic writes-per-
 * conversation distribution (lib/src/consistency), as plans for {@link reconstructTau2Results}.
 * Throws when a domain is infeasible even with "other" conversations, or undecided (time limit).
 *
 * @example
 * const solved = await solveGoalDriftPlans(pub.figures, pub.domains, [30, 11, 6, 3, 1]);
 * solved.map((s) => [s.plan.key, s.plan.otherCount]); // [["retail", 0], ["airline", …], ["banking", …]]
 */
export async function solveGoalDriftPlans(
  figures: readonly PublishedFigure[],
  domains: Record<string, string>,
  writesPerConversation: readonly number[],
  options: GoalDriftConsistencyOptions = {},
): Promise<GoalDriftPlanSolve[]> {
  const out: GoalDriftPlanSolve[] = [];
  for (const [key, domain] of Object.entries(domains)) {
    const targets = goalDriftTargetsFromPublished(figures, key);
    const result = await goalDriftConsistency(targets, { allowOther: true, writesPerConversation, ...options });
    if (result.feasible !== true || !result.conversations) {
      throw new Error(`solveGoalDriftPlans: ${key}: no consistent set found (status ${result.status}, feasible ${result.feasible})`);
    }
    out.push({
      plan: {
        key,
        domain,
        status: result.status,
        otherCount: result.otherCount ?? 0,
        verified: result.verified,
        conversations: result.conversations.map((c) => ({ sequence: c.sequence, group: c.group, count: c.count })),
      },
      result,
    });
  }
  return out;
}

/** Solver settings of the committed plan (data/reconstructed/tau2.plan.json). */
export const GOAL_DRIFT_PLAN_OPTIONS: Readonly<GoalDriftConsistencyOptions> = Object.freeze({ maxLength: 10, window: 3, timeLimitSeconds: 120, realisticGap: 1 });

/** Seed of the committed reconstruction. */
export const GOAL_DRIFT_RECONSTRUCTION_SEED = 20260830;

/** The measured distribution of writes per conversation, as stored in data/reconstructed/tau2.writes-per-conversation.json. */
export interface WritesDistributionFile {
  description: string;
  method: string;
  measuredOn: { file: string; conversationsWithWrites: number }[];
  excludedRuns: { file: string; reason: string }[];
  /** counts[n−1] = conversations with n writes, pooled. */
  counts: number[];
  shares: number[];
}

/**
 * Measure writes per conversation on the public τ² runs of `dir` (retail and airline by default): every run that
 * loads is analysed with `analyzeDrift` (write tools: action checks if typed, else the registry); runs of other
 * domains or with suspect data quality are listed in `excludedRuns` with the reason; load errors too.
 *
 * @example
 * const d = measureWritesDistribution("../shared/data/tau2");
 * d.counts; // [30, 11, 6, 3, 1] on the gpt-4.1 retail + airline files
 */
export function measureWritesDistribution(dir: string, domains: readonly string[] = ["retail", "airline"]): WritesDistributionFile {
  const { runs, errors } = loadRuns([dir]);
  const excludedRuns = errors.map((e) => ({ file: path.basename(e.file), reason: `not loaded: ${e.detail}` }));
  const measuredOn: WritesDistributionFile["measuredOn"] = [];
  const rows: { excluded: string | null; writeCount: number }[] = [];
  for (const run of [...runs].sort((a, b) => (a.source < b.source ? -1 : 1))) {
    const file = path.basename(run.source);
    if (!run.domain || !domains.includes(run.domain)) {
      excludedRuns.push({ file, reason: `domain ${run.domain ?? "(none)"} is not among ${domains.join(", ")}` });
      continue;
    }
    const report = analyzeDrift(run);
    if (report.dataQuality.suspect) {
      excludedRuns.push({ file, reason: `suspect data quality (${report.dataQuality.flagged} of ${report.dataQuality.conversations} conversations flagged)` });
      continue;
    }
    const m = writesPerConversation(report.conversations);
    measuredOn.push({ file, conversationsWithWrites: m.conversations });
    rows.push(...report.conversations);
  }
  const m = writesPerConversation(rows);
  return {
    description: "Writes per conversation (N ≥ 1) on public τ²-bench runs: the realistic target of the reconstruction's objective.",
    method: "loadRun + analyzeDrift (write tools from typed action checks, else the τ² registry); conversations included in the drift aggregates; counts[n-1] = conversations with n writes",
    measuredOn,
    excludedRuns,
    counts: m.counts,
    shares: m.shares.map((s) => Math.round(s * 1e6) / 1e6),
  };
}

/** The stored text of a writes distribution (2-space JSON + newline). */
export function writesDistributionText(d: WritesDistributionFile): string {
  return JSON.stringify(d, null, 2) + "\n";
}

/** The committed plan document. */
export interface GoalDriftPlanFile {
  description: string;
  seed: number;
  options: { maxLength: number; window: number; realisticGap: number };
  domains: GoalDriftPlanDomain[];
}

/** The text of data/reconstructed/tau2.plan.json for solved plans (no timings: they vary between runs). */
export function goalDriftPlanText(plans: readonly GoalDriftPlanDomain[], seed: number = GOAL_DRIFT_RECONSTRUCTION_SEED): string {
  const doc: GoalDriftPlanFile = {
    description:
      "Write sequences (A = aligned write, D = drift write) and reward groups solved by lib/src/consistency so that every published goal-drift figure holds; input of the reconstructed τ² files.",
    seed,
    options: { maxLength: GOAL_DRIFT_PLAN_OPTIONS.maxLength ?? 10, window: GOAL_DRIFT_PLAN_OPTIONS.window ?? 3, realisticGap: GOAL_DRIFT_PLAN_OPTIONS.realisticGap ?? 1 },
    domains: plans.map((p) => ({ ...p, conversations: p.conversations.map((c) => ({ ...c })) })),
  };
  return JSON.stringify(doc, null, 2) + "\n";
}

/** File name of the reconstructed results file of a domain. */
export function reconstructedFileName(domain: string): string {
  return `tau2_${domain}_Qwen3.8-27B_reconstruction.json`;
}

/**
 * The reconstructed files of a plan document: file name → text (one per domain, seed from the plan).
 *
 * @example
 * Object.keys(reconstructGoalDriftFiles(JSON.parse(fs.readFileSync("data/reconstructed/tau2.plan.json", "utf8"))));
 * // ["tau2_retail_Qwen3.8-27B_reconstruction.json", "tau2_airline_…", "tau2_banking_knowledge_…"]
 */
export function reconstructGoalDriftFiles(plan: GoalDriftPlanFile): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of plan.domains) out[reconstructedFileName(d.domain)] = reconstructTau2Text({ domain: d.domain, conversations: d.conversations }, { seed: plan.seed });
  return out;
}

/**
 * The domain kits of the τ² reconstruction, as data: per domain (retail, airline, banking_knowledge), the real
 * write-tool names with their gold arguments and a wrong-argument variant, the read call made before a write, the
 * off-gold writes drift uses, and the entity ids a task refers to. The generator (tau2.ts) is the same for every
 * domain; only the kit differs.
 *
 * banking_knowledge's discoverable tools are reached through `call_discoverable_agent_tool` with
 * `{agent_tool_name, arguments: <JSON string>}`; the inner names here are invented (the real ones are not public).
 */
import { mulberry32 } from "../stats/random";

/**
 * A JSON value as the generator writes it.
 *
 * @internal
 */
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
/**
 * Tool-call arguments.
 *
 * @internal
 */
export type Args = { [k: string]: Json };

/**
 * The seeded random draws of the generator (mulberry32).
 *
 * @internal
 */
export interface Rng {
  next(): number;
  int(n: number): number;
  pick<T>(xs: readonly T[]): T;
  digits(n: number): string;
}

/**
 * The generator's random draws from one mulberry32 stream: uniforms, integers in [0, n), picks and digit strings.
 *
 * @internal
 * @param seed the stream's seed
 * @returns the draws
 * @example
 * makeRng(1).digits(3).length; // 3
 */
export function makeRng(seed: number): Rng {
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

/**
 * Per-task entities every call refers to (so that calls and gold actions share entity ids).
 *
 * @internal
 */
export interface TaskContext {
  userId: string;
  /** Entity ids (orders, reservations, accounts) usable by this task's actions, in order of use. */
  entities: string[];
  paymentId: string;
}

/**
 * One write tool of a domain kit: its gold arguments and a wrong variant.
 *
 * @internal
 */
export interface WriteKind {
  name: string;
  requestor: "assistant" | "user";
  compareArgs: string[] | null;
  /** Gold arguments for entity `entity` (the i-th action of the task). */
  args(ctx: TaskContext, entity: string, rng: Rng): Args;
  /** The same call with one compared argument wrong. */
  wrong(args: Args, rng: Rng): Args;
}

/**
 * Everything the generator needs to know about one τ² domain: write tools, reads, off-gold writes, entities.
 *
 * @internal
 */
export interface DomainKit {
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

/**
 * The domain kits by τ² domain name.
 *
 * @internal
 */
export const KITS: Readonly<Record<string, DomainKit>> = { retail: retailKit, airline: airlineKit, banking_knowledge: bankingKit };

/** The τ² domains the generator has a kit for, in a fixed order. */
export const RECONSTRUCTION_DOMAINS: readonly string[] = Object.keys(KITS);

/*
 * Alignment of write calls to gold actions: the x_1..x_N sequence (1 = aligned write, 0 = drift write) that
 * every goal-drift number is computed from (docs/definitions/goal-drift.md#alignment).
 *
 * Two parts:
 *
 * 1. {@link callMatchesGoldAction}: τ²'s official rule `Action.compare_with_tool_call` (evaluator_action.py):
 *    same name; the compared keys are the action's `compare_args`, or the call's OWN argument keys when
 *    `compare_args` is null; an empty key set matches on the name alone; otherwise the two argument objects,
 *    restricted to those keys, must be deeply equal (a key present on one side only fails; see jsonEqual.ts).
 *    `requestor` is not compared. τ-bench v1 has no compare_args; for v1 logs pass `nullCompareArgs: "all-keys"`
 *    so that the whole argument objects are compared (every gold kwarg must be present and equal, no extra key).
 *
 * 2. {@link alignWrites}: CONSUMPTIVE alignment of the conversation's write calls, in order. Each write call
 *    consumes the first (in gold order) not-yet-consumed gold action it matches, and is then aligned (x = 1);
 *    a write that matches no unconsumed gold action is drift (x = 0). So a correct write repeated twice is
 *    aligned once and drift the second time (the official, non-consumptive check would accept both; see
 *    officialAgreement.ts). Matching is greedy in call order, not a maximum bipartite matching.
 *
 * Gold actions: a task whose gold actions are `null` is "not evaluated by actions" and has no alignment at all
 * (conversationDrift.ts excludes such conversations with a reason); an EMPTY list means "the correct behaviour
 * is to write nothing", so every write is drift (reason "no-gold-actions").
 *
 * Cost: O(N × G) name/argument comparisons for N writes and G gold actions (both small per conversation).
 */
import type { GoldAction, ToolCall } from "../io/model";
import { jsonEqual } from "../io/jsonEqual";

/** How keys are chosen when a gold action's compareArgs is null. */
export type NullCompareArgsRule =
  /** τ² official: the call's own argument keys (a gold argument the call omits is not checked). */
  | "call-keys"
  /** Whole-object equality (τ-bench v1, which has no compare_args: all gold kwargs are compared). */
  | "all-keys";

/** How gold actions are matched ({@link callMatchesGoldAction}). */
export interface MatchOptions {
  /** Default "call-keys" (the τ² rule). */
  nullCompareArgs?: NullCompareArgsRule;
}

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/**
 * Does a tool call do what a gold action asks? τ²'s official rule `Action.compare_with_tool_call`
 * (evaluator_action.py).
 *
 * Rule: the same name; then the compared keys are the action's `compareArgs`, or — when it is null — the call's own
 * argument keys ("call-keys", τ²) or all keys on both sides ("all-keys", τ-bench v1); the two argument objects,
 * restricted to those keys, must be equal as JSON (a key present on one side only fails). `requestor` is not
 * compared. Edges: compareArgs `[]` → the name alone decides; compareArgs null and a call without arguments → the
 * name alone decides (under "call-keys").
 * Source: docs/definitions/goal-drift.md#alignment; sierra-research/tau2-bench, src/tau2/data_model/tasks.py.
 *
 * @param call the tool call (name and parsed arguments)
 * @param action the gold action (name, arguments, compareArgs)
 * @param options the key rule for a null compareArgs (default "call-keys")
 * @returns whether the call matches
 * @example
 * const gold = { name: "get_user_details", arguments: { user_id: "u1" }, compareArgs: null };
 * callMatchesGoldAction({ name: "get_user_details", arguments: { user_id: "u1" } }, gold);              // true
 * callMatchesGoldAction({ name: "get_user_details", arguments: { user_id: "u1", x: 1 } }, gold);        // false: extra key
 * callMatchesGoldAction({ name: "get_user_details", arguments: {} }, gold);                             // true: no keys → name only
 * callMatchesGoldAction({ name: "get_user_details", arguments: {} }, gold, { nullCompareArgs: "all-keys" }); // false
 */
export function callMatchesGoldAction(
  call: Pick<ToolCall, "name" | "arguments">,
  action: Pick<GoldAction, "name" | "arguments" | "compareArgs">,
  options: MatchOptions = {},
): boolean {
  if (call.name !== action.name) return false;
  const callArgs = call.arguments ?? {};
  const goldArgs = action.arguments ?? {};
  if (action.compareArgs === null || action.compareArgs === undefined) {
    if ((options.nullCompareArgs ?? "call-keys") === "all-keys") return jsonEqual(callArgs, goldArgs);
    // keys = the call's own keys: every call key must exist in the gold arguments with an equal value.
    for (const k in callArgs) {
      if (!hasOwn(callArgs, k)) continue;
      if (!hasOwn(goldArgs, k)) return false;
      if (!jsonEqual(callArgs[k], goldArgs[k])) return false;
    }
    return true;
  }
  for (const k of action.compareArgs) {
    const inCall = hasOwn(callArgs, k);
    const inGold = hasOwn(goldArgs, k);
    if (inCall !== inGold) return false;
    if (inCall && !jsonEqual(callArgs[k], goldArgs[k])) return false;
  }
  return true;
}

/**
 * Did any call do what this gold action asks? τ²'s NON-consumptive check of one gold action: any of the calls, in
 * any order, may match it ({@link callMatchesGoldAction}); one call may satisfy several gold actions. With
 * `onlyNames`, only calls with one of those names are tried (e.g. the write tools).
 * Edges: no calls (or none with an allowed name) → false.
 *
 * @param calls the conversation's tool calls
 * @param action the gold action
 * @param options the key rule for a null compareArgs
 * @param onlyNames when given, only calls with one of these names are tried
 * @returns whether some call matches
 * @example
 * const gold = { name: "cancel_pending_order", arguments: { order_id: "#W1" }, compareArgs: null };
 * someCallMatchesGoldAction([{ name: "get_order_details", arguments: {} }, { name: "cancel_pending_order", arguments: { order_id: "#W1" } }], gold); // true
 * someCallMatchesGoldAction([], gold); // false
 */
export function someCallMatchesGoldAction(
  calls: readonly Pick<ToolCall, "name" | "arguments">[],
  action: Pick<GoldAction, "name" | "arguments" | "compareArgs">,
  options: MatchOptions = {},
  onlyNames?: ReadonlySet<string>,
): boolean {
  for (const call of calls) {
    if (onlyNames !== undefined && !onlyNames.has(call.name)) continue;
    if (callMatchesGoldAction(call, action, options)) return true;
  }
  return false;
}

/**
 * Why a write was aligned or drift:
 * - "matched": consumed the gold action `goldActionIndex`;
 * - "no-gold-actions": the task's gold-action list is empty, so any write is drift;
 * - "no-gold-action-with-this-name": no gold action names this tool;
 * - "arguments-differ": gold actions with this name exist but none matches the arguments;
 * - "already-consumed": it matches only gold actions consumed by earlier writes (a repeated write).
 */
export type AlignmentReason = "matched" | "no-gold-actions" | "no-gold-action-with-this-name" | "arguments-differ" | "already-consumed";

/** One write call and its verdict. */
export interface AlignedWrite {
  /** The write call. */
  call: ToolCall;
  /** 0-based position among the conversation's writes (k − 1). */
  writeIndex: number;
  /** 1 = aligned, 0 = drift. */
  x: 0 | 1;
  /** Index into the gold-action list of the action this write consumed, or null. */
  goldActionIndex: number | null;
  /** Why it is aligned or drift. */
  reason: AlignmentReason;
}

/** The alignment of a conversation's writes ({@link alignWrites}). */
export interface WriteAlignment {
  /** x_1..x_N in call order. */
  sequence: (0 | 1)[];
  /** Every write with its verdict, in call order. */
  writes: AlignedWrite[];
  /** Gold actions consumed by some write (≤ N). */
  consumedGoldActions: number;
}

/**
 * Which writes follow the task's gold path? The consumptive, in-order alignment of the write calls to the gold
 * actions: the sequence x_1..x_N.
 *
 * Rule: each write call (a call whose name is in `writeTools`) consumes the first (in gold order) not-yet-consumed
 * gold action it matches and is aligned (x = 1); a write that matches no unconsumed gold action is drift (x = 0).
 * So a correct write repeated twice is aligned once and drift the second time (the official, non-consumptive check
 * would accept both; see {@link officialAgreement}). Matching is greedy in call order, not a maximum bipartite
 * matching. Edges: no writes → an empty sequence; an empty gold list → every write is drift (reason
 * "no-gold-actions").
 * Source: docs/definitions/goal-drift.md#alignment.
 *
 * @param calls the conversation's tool calls, in order
 * @param goldActions the task's gold actions
 * @param writeTools the names of the write tools
 * @param options the key rule for a null compareArgs
 * @returns the sequence, every write with its reason, and the number of gold actions consumed
 * @example
 * const gold = [{ actionId: "0", name: "cancel_pending_order", arguments: { order_id: "#W1", reason: "x" }, compareArgs: null, requestor: "assistant" as const }];
 * const call = (order: number) => ({ id: null, name: "cancel_pending_order", arguments: { order_id: "#W1", reason: "x" }, requestor: "assistant" as const, messageIndex: order, order, path: `c.tool_calls[${order}]` });
 * alignWrites([call(0), call(1)], gold, new Set(["cancel_pending_order"])).sequence; // [1, 0]: the repeat is drift
 */
export function alignWrites(
  calls: readonly ToolCall[],
  goldActions: readonly GoldAction[],
  writeTools: ReadonlySet<string>,
  options: MatchOptions = {},
): WriteAlignment {
  const consumed = new Uint8Array(goldActions.length);
  const sequence: (0 | 1)[] = [];
  const writes: AlignedWrite[] = [];
  let consumedCount = 0;
  for (const call of calls) {
    if (!writeTools.has(call.name)) continue;
    const writeIndex = sequence.length;
    let matched = -1;
    let sameName = false;
    let matchesConsumed = false;
    for (let g = 0; g < goldActions.length; g++) {
      const gold = goldActions[g];
      if (gold.name !== call.name) continue;
      sameName = true;
      if (consumed[g] && matchesConsumed) continue;
      if (!callMatchesGoldAction(call, gold, options)) continue;
      if (consumed[g]) {
        matchesConsumed = true;
        continue;
      }
      matched = g;
      break;
    }
    let reason: AlignmentReason;
    if (matched >= 0) {
      consumed[matched] = 1;
      consumedCount++;
      reason = "matched";
    } else if (goldActions.length === 0) reason = "no-gold-actions";
    else if (matchesConsumed) reason = "already-consumed";
    else if (sameName) reason = "arguments-differ";
    else reason = "no-gold-action-with-this-name";
    const x: 0 | 1 = matched >= 0 ? 1 : 0;
    sequence.push(x);
    writes.push({ call, writeIndex, x, goldActionIndex: matched >= 0 ? matched : null, reason });
  }
  return { sequence, writes, consumedGoldActions: consumedCount };
}

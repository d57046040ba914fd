/**
 * Do a conversation's official action checks score exactly a task's gold actions? The one comparison behind task
 * identity at load (io/taskIdentity.ts) and drift's data-quality rule "action checks differ from gold".
 */
import { jsonEqual } from "./jsonEqual";
import type { ActionCheck, GoldAction } from "./model";

/**
 * Whether the actions of `checks` are the actions `gold` lists, as multisets: the same number, and each check's
 * action paired with a distinct gold action of the same name, equal arguments (`jsonEqual`, Python's `==`) and
 * equal compare_args. Action ids are left out (a renumbered task is the same task); order is ignored (τ² writes one
 * check per gold action, in the gold's order, but a reordering is not a different task).
 *
 * Edges: no checks and no gold actions → true; a different count → false. Time O(n²) in the number of actions
 * (a task has a handful).
 *
 * @internal
 * @param checks the conversation's action checks
 * @param gold a task's gold actions
 * @returns whether they are the same actions
 * @example
 * const a = { actionId: "89_0", name: "return_delivered_order_items", arguments: { order_id: "#W1" }, compareArgs: null, requestor: "assistant" as const };
 * sameActions([{ action: a, actionMatch: true, actionReward: 1, toolType: null }], [{ ...a, actionId: "0_0" }]); // true
 * sameActions([{ action: a, actionMatch: true, actionReward: 1, toolType: null }], [{ ...a, arguments: { order_id: "#W2" } }]); // false
 * sameActions([], []); // true
 */
export function sameActions(checks: readonly ActionCheck[], gold: readonly GoldAction[]): boolean {
  if (checks.length !== gold.length) return false;
  const used = new Uint8Array(gold.length);
  outer: for (const check of checks) {
    const x = check.action;
    for (let j = 0; j < gold.length; j++) {
      if (used[j]) continue;
      const y = gold[j];
      if (x.name === y.name && jsonEqual(x.arguments, y.arguments) && jsonEqual(x.compareArgs ?? null, y.compareArgs ?? null)) {
        used[j] = 1;
        continue outer;
      }
    }
    return false;
  }
  return true;
}

/**
 * Which task is a τ² conversation about? Its `task_id`, checked against what its own official action checks scored.
 * τ² writes one action check per gold action of the task it evaluated, so, when the file embeds its tasks, the
 * checks name the task(s) whose gold actions they are. Source: issue 17 §3 (a public run whose `task_id` is a
 * running index, contradicted by its own checks; a run whose simulations have no `task_id`).
 */
import type { ActionCheck, Task } from "./model";
import { sameActions } from "./sameActions";

/**
 * What the action checks say about a conversation's task (plain JSON data).
 *
 * - `as-logged`: nothing to say against the `task_id` (it agrees with the checks, or the checks cannot tell: none,
 *   tasks not embedded, the named task has no gold actions);
 * - `contradicted`: the checks are not the named task's gold actions but another embedded task's (`scoredAs`);
 * - `derived`: no `task_id`; the checks are the gold actions of exactly one embedded task (`taskId`);
 * - `unknown`: no `task_id`, and the checks name no single embedded task (`scoredAs`: the candidates, 0 or ≥ 2).
 */
export type TaskIdentity =
  | { kind: "as-logged" }
  | { kind: "contradicted"; scoredAs: string[] }
  | { kind: "derived"; taskId: string }
  | { kind: "unknown"; scoredAs: string[] };

/**
 * The embedded tasks whose gold actions a conversation's action checks are ({@link sameActions}), in the tasks'
 * order. No checks (null or `[]`) → `[]`: an empty list of checks names no task (every task without gold actions
 * would fit it).
 *
 * @internal
 * @param checks the conversation's action checks
 * @param tasks the file's embedded tasks, by id
 * @returns the ids of the tasks the checks score
 * @example
 * const gold = [{ actionId: "89_0", name: "cancel_pending_order", arguments: { order_id: "#W1" }, compareArgs: null, requestor: "assistant" as const }];
 * const tasks = new Map([["0", { id: "0", goldActions: [], path: "tasks[0]" }], ["89", { id: "89", goldActions: gold, path: "tasks[1]" }]]);
 * tasksScoredBy([{ action: gold[0], actionMatch: true, actionReward: 1, toolType: null }], tasks); // ["89"]
 * tasksScoredBy([], tasks); // []
 */
export function tasksScoredBy(checks: readonly ActionCheck[] | null, tasks: ReadonlyMap<string, Task>): string[] {
  if (checks === null || checks.length === 0) return [];
  const out: string[] = [];
  for (const [id, task] of tasks) if (task.goldActions !== null && sameActions(checks, task.goldActions)) out.push(id);
  return out;
}

/**
 * What a conversation's action checks say about its task ({@link TaskIdentity}).
 *
 * - With a `task_id` (`taskId` not null): `contradicted` when the named task is embedded with gold actions, the
 *   checks are not those actions, and they are another embedded task's; else `as-logged`. Checks that match no
 *   embedded task at all are left to drift's data-quality rule ("action checks differ from gold"): they say the
 *   evaluator scored something else, not which task the conversation was.
 * - Without one (`taskId` null): `derived` when exactly one embedded task fits, else `unknown`.
 *
 * @param taskId the logged `task_id`, or null when the simulation has none
 * @param checks its action checks
 * @param tasks the file's embedded tasks, by id (empty when it embeds none: then nothing can be derived)
 * @returns the identity
 * @example
 * const gold = [{ actionId: "89_0", name: "cancel_pending_order", arguments: { order_id: "#W1" }, compareArgs: null, requestor: "assistant" as const }];
 * const tasks = new Map([["0", { id: "0", goldActions: [], path: "tasks[0]" }], ["89", { id: "89", goldActions: gold, path: "tasks[1]" }]]);
 * const checks = [{ action: gold[0], actionMatch: true, actionReward: 1, toolType: null }];
 * taskIdentity("0", checks, tasks);  // { kind: "contradicted", scoredAs: ["89"] }
 * taskIdentity("89", checks, tasks); // { kind: "as-logged" }
 * taskIdentity(null, checks, tasks); // { kind: "derived", taskId: "89" }
 * taskIdentity(null, [], tasks);     // { kind: "unknown", scoredAs: [] }
 */
export function taskIdentity(taskId: string | null, checks: readonly ActionCheck[] | null, tasks: ReadonlyMap<string, Task>): TaskIdentity {
  if (taskId === null) {
    const scoredAs = tasksScoredBy(checks, tasks);
    return scoredAs.length === 1 ? { kind: "derived", taskId: scoredAs[0] } : { kind: "unknown", scoredAs };
  }
  const named = tasks.get(taskId);
  if (named === undefined || named.goldActions === null || checks === null || checks.length === 0) return { kind: "as-logged" };
  if (sameActions(checks, named.goldActions)) return { kind: "as-logged" };
  const scoredAs = tasksScoredBy(checks, tasks);
  return scoredAs.length > 0 ? { kind: "contradicted", scoredAs } : { kind: "as-logged" };
}

/**
 * Per-task success of two runs on the same tasks as paired proportions, when each task has one counted trial on
 * each side, and the "resolved" statement that follows from it: the one rule `compare` and the atlas share.
 */
import type { PairedClusterBootstrap, TaskTrialValues } from "./pairedClusterBootstrap";
import { taskEntries } from "./pairedDifference";
import { pairedProportionDifference, type PairedProportionDifference } from "./pairedProportionDifference";
import { isSuccess } from "./success";

/** What "resolved" follows, in words. */
export const RESOLVED_BY = {
  exact: "McNemar's exact test on per-task success",
  bootstrap: "percentile bootstrap over tasks (several trials per task: no exact test)",
} as const;

/** A "resolved" statement: its value (null = unknown), what it follows, and a note when the evidence disagrees. */
export interface ResolvedStatement {
  value: boolean | null;
  by: string;
  note: string | null;
}

/**
 * @internal Per-task success as paired proportions over the tasks present on both sides with a counted trial.
 * @param a trial rewards per task of run A (an empty list = no counted trial)
 * @param b trial rewards per task of run B, the same tasks
 * @param level coverage (the test's α = 1 − level)
 * @returns the paired proportions, or null with the reason (no task with a trial on both sides; several trials)
 * @example
 * pairedSuccess({ t1: [1], t2: [0] }, { t1: [0], t2: [0] }, 0.95).success.aOnly; // 1
 */
export function pairedSuccess(a: TaskTrialValues, b: TaskTrialValues, level: number): { success: PairedProportionDifference | null; reason: string | null } {
  const mb = new Map(taskEntries(b));
  const paired = taskEntries(a).filter(([t, xs]) => xs.length > 0 && (mb.get(t)?.length ?? 0) > 0);
  // tasks whose every conversation was excluded (infrastructure errors) are "not measured" in the reward's exclusions
  if (paired.length === 0) return { success: null, reason: "no shared task with a counted trial on both sides" };
  if (paired.some(([t, xs]) => xs.length !== 1 || (mb.get(t) as readonly number[]).length !== 1)) {
    return { success: null, reason: "several trials per task: McNemar needs one outcome per task (see the paired cluster bootstrap)" };
  }
  const table = { both: 0, aOnly: 0, bOnly: 0, neither: 0 };
  for (const [t, xs] of paired) {
    const sa = isSuccess(xs[0]);
    const sb = isSuccess((mb.get(t) as readonly number[])[0]);
    if (sa && sb) table.both++;
    else if (sa) table.aOnly++;
    else if (sb) table.bOnly++;
    else table.neither++;
  }
  return { success: pairedProportionDifference(table, level), reason: null };
}

/**
 * @internal Is the difference resolved? With paired success, the exact test decides; else the paired cluster
 * bootstrap's percentile interval, said so.
 * @param success the paired proportions, or null
 * @param reward the paired cluster bootstrap of the reward
 * @returns the statement
 * @example
 * resolvedStatement(null, { excludesZero: null, difference: { reason: "no values" } } as never).note; // "no values"
 */
export function resolvedStatement(success: PairedProportionDifference | null, reward: PairedClusterBootstrap): ResolvedStatement {
  if (success) return { value: success.resolved, by: RESOLVED_BY.exact, note: success.note };
  return { value: reward.excludesZero, by: RESOLVED_BY.bootstrap, note: reward.excludesZero === null ? (reward.difference.reason ?? "no interval") : null };
}

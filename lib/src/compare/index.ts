/**
 * Did one agent do better than another on the same tasks? Two runs paired by task: the tasks they share (with the
 * same gold), success and reward differences with their paired intervals, McNemar's exact test and the fault flow
 * of outcome classes between them.
 *
 * @module compare
 */
export { sharedTasks, GOLD_DIFFERS, GOLD_UNKNOWN } from "./sharedTasks";
export type { SharedTasks } from "./sharedTasks";
export { compareRuns } from "./compareRuns";
export type { RunComparison, CompareRunsOptions } from "./compareRuns";

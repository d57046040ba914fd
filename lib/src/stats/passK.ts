/**
 * pass^k and pass@k of a run, for k = 1 .. the smallest trial count of any task, each with its uncertainty over
 * tasks — τ²-bench's definition, plus the interval τ² does not give.
 */
import type { Conversation } from "../io/model";
import type { Exclusion } from "./measurement";
import { passAtK } from "./passAtK";
import { passHatK } from "./passHatK";
import { taskMean, type TaskMean, type TaskMeanOptions } from "./taskMean";
import { taskTrials } from "./taskTrials";

/** One k of {@link passK}. */
export interface PassKRow {
  k: number;
  /** Mean over tasks of C(c, k)/C(n, k), with SE and intervals over tasks. */
  passHat: TaskMean;
  /** Mean over tasks of 1 − C(n − c, k)/C(n, k). */
  passAt: TaskMean;
}

/** Result of {@link passK}. */
export interface PassKReport {
  /** Tasks with at least one counted trial. */
  tasks: number;
  /** Counted conversations. */
  conversations: number;
  /** Smallest and largest trial count of a task. */
  minTrials: number | null;
  maxTrials: number | null;
  /** k = 1..maxK (maxK = minTrials, as τ² sets max_k). */
  rows: PassKRow[];
  /** Conversations left out (infrastructure errors, missing rewards), by reason, with ids. */
  exclusions: Exclusion[];
  /** Why there is no row, else null. */
  reason: string | null;
}

/**
 * How reliably does an agent succeed, k times in a row, over a run's tasks?
 * pass^k (and pass@k) of a run with intervals over tasks.
 *
 * Formula: infrastructure errors are excluded and counted; per task t with n_t counted trials and c_t
 * successes (reward within 1 ± 1e-6, as τ²'s is_successful), pass^k_t = C(c_t, k)/C(n_t, k); pass^k = (1/T) Σ_t pass^k_t for
 * k = 1..min_t n_t (τ²'s `get_metrics_df` + `get_tasks_pass_hat_k` + `compute_metrics`). pass@k likewise with
 * 1 − C(n_t − c_t, k)/C(n_t, k). Each mean comes with SE over tasks and seeded bootstrap intervals resampling tasks
 * ({@link taskMean}).
 * Unit: probability. Range: [0, 1]; pass^k falls and pass@k rises with k.
 * Edges: no counted conversation → no rows, reason "no tasks"; one task → SE and intervals null.
 * Source: docs/definitions/statistics.md#pass-k; τ²-bench src/tau2/metrics/agent_metrics.py.
 *
 * @param conversations the conversations of one run
 * @param options replicates, seed, level of the intervals
 * @returns one row per k with pass^k and pass@k
 * @example
 * passK([]).reason; // "no tasks"
 */
export function passK(conversations: readonly Conversation[], options: TaskMeanOptions = {}): PassKReport {
  const tt = taskTrials(conversations);
  const counts = tt.tasks.map((t) => t.trials);
  const base = { tasks: tt.tasks.length, conversations: tt.conversations, exclusions: tt.exclusions };
  if (counts.length === 0) return { ...base, minTrials: null, maxTrials: null, rows: [], reason: "no tasks" };
  const minTrials = Math.min(...counts);
  const maxTrials = Math.max(...counts);
  const rows: PassKRow[] = [];
  for (let k = 1; k <= minTrials; k++) {
    rows.push({
      k,
      passHat: taskMean(tt.tasks.map((t) => passHatK(t.trials, t.successes, k)), options),
      passAt: taskMean(tt.tasks.map((t) => passAtK(t.trials, t.successes, k)), options),
    });
  }
  return { ...base, minTrials, maxTrials, rows, reason: null };
}

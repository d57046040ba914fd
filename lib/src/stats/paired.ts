import { mean } from "simple-statistics";
import { bootstrapMeanInterval, type BootstrapInterval, type BootstrapOptions } from "./bootstrap";
import { meanStandardError } from "./estimation";

/** Result of {@link pairedComparison} (differences are A − B). */
export interface PairedComparison {
  /** Number of paired units (tasks). */
  n: number;
  /** Mean of A, or null when there are no units. */
  meanA: number | null;
  /** Mean of B, or null when there are no units. */
  meanB: number | null;
  /** mean(A − B), or null when there are no units. */
  difference: number | null;
  /** Sample sd (n − 1) of the paired differences / √n; null when n < 2. */
  se: number | null;
  /** Seeded percentile bootstrap of the mean difference, resampling units. */
  interval: BootstrapInterval;
  /** The interval lies strictly above or strictly below 0 (false when it is null). */
  excludesZero: boolean;
  /** Why a quantity is null ("no tasks", "one task: no spread"); absent otherwise. */
  reason?: string;
}

/**
 * Is model A better than model B on the SAME tasks, beyond what the choice of tasks explains? A paired comparison
 * of per-task values aligned by task index.
 *
 * Formula: d_i = a_i − b_i; difference = mean(d) = mean(a) − mean(b); se = sd(d)/√n with the sample sd (n − 1) of
 * the paired differences (smaller than an unpaired SE when the two models find the same tasks easy);
 * interval = seeded percentile bootstrap of mean(d) resampling tasks (both models' values of a task move
 * together). `excludesZero` is true when the bootstrap interval lies strictly above or strictly below 0 — "the
 * difference is larger than its paired interval at this N".
 *
 * Unit: same as the values. Edges: no tasks → every quantity null, reason "no tasks"; one task → se null (reason
 * "one task: no spread") and a degenerate interval.
 *
 * @param a model A's value per task
 * @param b model B's value per task, in the same task order
 * @param options bootstrap replicates, level and seed
 * @returns the difference A − B with its paired SE and bootstrap interval
 * @throws {RangeError} when a and b have different lengths, or a value is not finite
 * @example
 * pairedComparison([1, 1, 0, 1], [0, 1, 0, 0], { seed: 3 }).difference; // 0.5
 * pairedComparison([], []).reason;                                      // "no tasks"
 */
export function pairedComparison(a: readonly number[], b: readonly number[], options: BootstrapOptions = {}): PairedComparison {
  if (a.length !== b.length) {
    throw new RangeError(`pairedComparison: a and b must have one value per task each (the same tasks), got ${a.length} and ${b.length} values`);
  }
  const d = a.map((x, i) => x - b[i]);
  const est = meanStandardError(d);
  const interval = bootstrapMeanInterval(d, options);
  const n = a.length;
  const reason = n === 0 ? "no tasks" : n === 1 ? "one task: no spread" : undefined;
  return {
    n,
    meanA: n === 0 ? null : mean(a as number[]),
    meanB: n === 0 ? null : mean(b as number[]),
    difference: est.mean,
    se: est.se,
    interval,
    excludesZero: interval.lo !== null && interval.hi !== null && (interval.lo > 0 || interval.hi < 0),
    ...(reason !== undefined ? { reason } : {}),
  };
}

/** Result of {@link independentComparison}. */
export interface IndependentComparison {
  /** mean(a) − mean(b), or null when either side has no values. */
  difference: number | null;
  /** sqrt(se_a² + se_b²), or null when either side has fewer than two values. */
  se: number | null;
  /** Why a quantity is null; absent otherwise. */
  reason?: string;
}

/**
 * How different are two means measured on independent samples (or when the pairing of tasks is not meaningful)?
 *
 * Formula: difference = mean(a) − mean(b), se = sqrt(se_a² + se_b²) with each se = sd/√n (n − 1 form).
 * Use it next to {@link pairedComparison} to see how much the pairing of tasks narrows the uncertainty; when
 * the pairing is real, the paired SE is the right one.
 *
 * Unit: same as the values. Edges: either side empty → difference and se null; either side with one value → se
 * null; the reason names the side ("a: no values").
 *
 * @param a the first sample
 * @param b the second sample
 * @returns the difference of the means and its standard error
 * @throws {RangeError} when a value is not finite
 * @example
 * independentComparison([1, 0, 1, 1], [0, 0, 1, 0]); // { "difference": 0.5, "se": 0.3535… }
 * independentComparison([], [1]).difference;         // null
 */
export function independentComparison(a: readonly number[], b: readonly number[]): IndependentComparison {
  const ea = meanStandardError(a);
  const eb = meanStandardError(b);
  const reasons = [ea.reason ? `a: ${ea.reason}` : null, eb.reason ? `b: ${eb.reason}` : null].filter((r): r is string => r !== null);
  return {
    difference: ea.mean === null || eb.mean === null ? null : ea.mean - eb.mean,
    se: ea.se === null || eb.se === null ? null : Math.sqrt(ea.se ** 2 + eb.se ** 2),
    ...(reasons.length > 0 ? { reason: reasons.join("; ") } : {}),
  };
}

/**
 * Two models on the same tasks given as index-aligned lists (what the AUV family compares): the paired difference
 * of {@link pairedDifference} in the flat form of {@link PairedComparison}, and the independent-samples
 * difference for contrast.
 */
import { flatInterval, type BootstrapInterval, type BootstrapOptions } from "./bootstrap";
import { requireFiniteArray, rangeError } from "./guards";
import { requireBootstrapOptions } from "./clusterBootstrap";
import { meanStandardError } from "./meanStandardError";
import { pairedDifference } from "./pairedDifference";

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
  /** Sample sd (n − 1) of the paired differences / √n; null when n < 2 or every difference is the same. */
  se: number | null;
  /** Seeded percentile bootstrap of the mean difference, resampling units. */
  interval: BootstrapInterval;
  /** The interval lies strictly above or strictly below 0 (false when it is null). */
  excludesZero: boolean;
  /** Why a quantity is null ("no tasks", "one task: no spread", "all values equal: …"); absent otherwise. */
  reason?: string;
}

/** Index-aligned values as per-task values keyed by position. */
const byIndex = (xs: readonly number[]): Record<string, number> => Object.fromEntries(xs.map((x, i) => [String(i), x]));

/**
 * Is model A better than model B on the SAME tasks, beyond what the choice of tasks explains? A paired comparison
 * of per-task values aligned by task index.
 *
 * Formula: {@link pairedDifference} on the tasks 0..n−1 — d_i = a_i − b_i; difference = mean(d) = mean(a) − mean(b);
 * se = sd(d)/√n with the sample sd (n − 1) of the paired differences (smaller than an unpaired SE when the two
 * models find the same tasks easy); interval = the seeded percentile bootstrap of mean(d) resampling tasks (both
 * models' values of a task move together; {@link taskMean}). `excludesZero` is true when the interval lies
 * strictly above or strictly below 0 — "the difference is larger than its paired interval at this N".
 *
 * Unit: same as the values. Edges: no tasks → every quantity null, reason "no tasks"; one task → se and interval
 * null (reason "one task: no spread"); every difference equal (one model is the other plus a constant) → se and
 * interval null, reason "all values equal: no spread observed …".
 * Source: docs/definitions/statistics.md#paired-difference.
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
    throw rangeError("pairedComparison", "b.length", `a.length (${a.length}): one value per task each (the same tasks)`, b.length);
  }
  requireBootstrapOptions("pairedComparison", options);
  requireFiniteArray("pairedComparison", "a", a);
  requireFiniteArray("pairedComparison", "b", b);
  const p = pairedDifference(byIndex(a), byIndex(b), options);
  const n = p.tasks;
  const reason = n === 0 ? "no tasks" : n === 1 ? "one task: no spread" : (p.difference.reason ?? undefined);
  return {
    n,
    meanA: p.meanA,
    meanB: p.meanB,
    difference: p.difference.value,
    se: p.difference.se,
    interval: flatInterval(p.difference, options),
    excludesZero: p.excludesZero === true,
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

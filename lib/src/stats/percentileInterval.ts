/**
 * The percentile bootstrap interval: the (1 − level)/2 and (1 + level)/2 quantiles of the bootstrap replicates.
 */
import type { Interval } from "./interval";
import { checkFiniteArray, checkLevel, rangeError } from "./validate";

/**
 * Quantile of sorted values by linear interpolation between order statistics ("type 7", numpy's default): h = (n −
 * 1)·p, x[⌊h⌋] + (h − ⌊h⌋)(x[⌊h⌋+1] − x[⌊h⌋]).
 *
 * @param sorted the values, sorted ascending (non-empty)
 * @param p the probability, in [0, 1]
 * @returns the type-7 quantile
 * @throws {RangeError} when `sorted` is empty or `p` is outside [0, 1]
 * @internal
 * @example
 * quantileType7([1, 2, 3, 4], 0.5); // 2.5
 */
export function quantileType7(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw rangeError("quantileType7", "sorted", "non-empty", sorted);
  if (!(p >= 0 && p <= 1)) throw rangeError("quantileType7", "p", "in [0, 1]", p);
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

/**
 * Which values does the middle of a bootstrap distribution cover?
 * The percentile interval of bootstrap replicates.
 *
 * Formula: [q_{(1−level)/2}, q_{(1+level)/2}] of the replicates, quantiles by linear interpolation (type 7, as
 * numpy.percentile and scipy.stats.bootstrap's percentile method).
 * Unit: that of the statistic.
 * Edges: no replicates → null; all replicates equal → a zero-width interval (the caller's SE says whether that
 * is an absence of spread: {@link clusterBootstrap} does not resample a single cluster).
 * Source: docs/definitions/statistics.md#percentile-interval (Efron & Tibshirani 1993, §13.3).
 *
 * @param replicates the statistic on each resample
 * @param level coverage in (0, 1), default 0.95
 * @returns the interval, or null when there is no replicate
 * @throws {RangeError} when level is outside (0, 1) or a replicate is not finite
 * @example
 * percentileInterval([0, 1, 2, 3, 4], 0.5); // { "lo": 1, "hi": 3, "level": 0.5, "method": "percentile" }
 * percentileInterval([]);                                      // null
 */
export function percentileInterval(replicates: readonly number[], level = 0.95): Interval | null {
  checkLevel("percentileInterval", level);
  checkFiniteArray("percentileInterval", "replicates", replicates);
  if (replicates.length === 0) return null;
  const sorted = Float64Array.from(replicates).sort();
  const xs = Array.from(sorted);
  return { lo: quantileType7(xs, (1 - level) / 2), hi: quantileType7(xs, (1 + level) / 2), level, method: "percentile" };
}

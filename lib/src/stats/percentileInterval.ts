/**
 * The percentile bootstrap interval: the (1 − level)/2 and (1 + level)/2 quantiles of the bootstrap replicates.
 */
import type { Interval } from "./interval";
import { quantileSorted } from "simple-statistics";
import { requireFiniteArray, requireLevel } from "./guards";

/**
 * Which values does the middle of a bootstrap distribution cover?
 * The percentile interval of bootstrap replicates.
 *
 * Formula: [q_{(1−level)/2}, q_{(1+level)/2}] of the replicates, quantiles by linear interpolation between order
 * statistics (type 7: h = (B − 1)·p, q = x_(⌊h⌋) + (h − ⌊h⌋)(x_(⌊h⌋+1) − x_(⌊h⌋)), as numpy.percentile and
 * scipy.stats.bootstrap's percentile method). simple-statistics' `quantileSorted` (7.12.1, pinned) computes the
 * quantiles; this function adds the level check, the empty-input rule and the interval form.
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
  requireLevel("percentileInterval", level);
  requireFiniteArray("percentileInterval", "replicates", replicates);
  if (replicates.length === 0) return null;
  const sorted = Array.from(Float64Array.from(replicates).sort());
  return { lo: quantileSorted(sorted, (1 - level) / 2), hi: quantileSorted(sorted, (1 + level) / 2), level, method: "percentile" };
}

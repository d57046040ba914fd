/**
 * The seeded percentile bootstrap of a mean over independent units, in the flat form the AUV family reports
 * (`estimate`, `lo`, `hi` and the settings). It is {@link taskMean}'s interval: one resampling procedure
 * ({@link clusterBootstrap}) and one quantile rule ({@link percentileInterval}) for the whole library.
 */
import { requireBootstrapOptions, DEFAULT_BOOTSTRAP_SEED } from "./clusterBootstrap";
import { requireFiniteArray } from "./guards";
import { taskMean, type TaskMean, type TaskMeanOptions } from "./taskMean";

/** Options of {@link bootstrapMeanInterval}: replicates (default 2000), level (0.95), seed ({@link DEFAULT_BOOTSTRAP_SEED}). */
export type BootstrapOptions = TaskMeanOptions;

/** A seeded percentile-bootstrap interval of a mean ({@link bootstrapMeanInterval}). */
export interface BootstrapInterval {
  /** The plain mean of the values (not the mean of the resamples), or null when there are no values. */
  estimate: number | null;
  /** Lower end, or null when the interval is not computable (see `reason`). */
  lo: number | null;
  /** Upper end, or null when the interval is not computable. */
  hi: number | null;
  level: number;
  replicates: number;
  seed: number;
  /** Why the interval is null ("no values", "one value: no spread", "all values equal: …"); absent otherwise. */
  reason?: string;
}

/**
 * @internal The flat bootstrap interval of a {@link TaskMean} computed with `options` (what
 * {@link bootstrapMeanInterval} and the paired comparisons report).
 * @param m the task mean (its percentile interval)
 * @param options the options it was computed with (echoed with their defaults)
 * @returns the estimate, lo, hi, settings, and the reason when the interval is null
 * @example
 * flatInterval(taskMean([]), {}).reason; // "no values"
 */
export function flatInterval(m: TaskMean, options: BootstrapOptions): BootstrapInterval {
  const settings = { level: options.level ?? 0.95, replicates: options.replicates ?? 2000, seed: options.seed ?? DEFAULT_BOOTSTRAP_SEED };
  const lo = m.interval ? m.interval.lo : null;
  const hi = m.interval ? m.interval.hi : null;
  const reason = m.interval ? null : (m.reason ?? "no replicates");
  return { estimate: m.value, lo, hi, ...settings, ...(reason !== null ? { reason } : {}) };
}

/**
 * Where would the mean of these units fall if the units were drawn again? A seeded percentile bootstrap of a mean
 * over independent units (tasks).
 *
 * Procedure: {@link taskMean} with one unit per cluster — draw `replicates` resamples of the n values with
 * replacement (indices ⌊u·n⌋, u from Mulberry32(seed), {@link clusterBootstrap}), take each resample's mean, and
 * report the (1 − level)/2 and (1 + level)/2 type-7 quantiles of those means ({@link percentileInterval}). The same
 * input, seed and replicate count give the same interval on every machine.
 *
 * Unit: same as the values. Defaults: replicates 2000, level 0.95, seed 20260202.
 * Edges (the statistics family's rule, CONTRIBUTING §4): no values → estimate, lo and hi null, reason "no values";
 * one value → lo and hi null, reason "one value: no spread"; all values equal → lo and hi null, reason "all values
 * equal: no spread observed …" (a zero-width interval would claim certainty the resampling cannot give).
 * Source: docs/definitions/statistics.md#task-mean.
 *
 * @param values one value per independent unit, finite numbers
 * @param options replicates, level and seed
 * @returns the estimate and the interval [lo, hi] with the settings that produced it
 * @throws {RangeError} when replicates is not an integer ≥ 1, level is not in (0, 1), seed is not an integer, or a
 *   value is not finite
 * @throws {TypeError} when a value is not a number
 * @example
 * bootstrapMeanInterval([0, 1, 1, 0, 1], { seed: 7 }); // { "estimate": 0.6, "lo": 0.2, "hi": 1, "level": 0.95, "replicates": 2000, "seed": 7 }
 * bootstrapMeanInterval([]).lo;                        // null
 * bootstrapMeanInterval([0.5, 0.5]).reason;            // "all values equal: no spread observed…"
 */
export function bootstrapMeanInterval(values: readonly number[], options: BootstrapOptions = {}): BootstrapInterval {
  requireBootstrapOptions("bootstrapMeanInterval", options);
  requireFiniteArray("bootstrapMeanInterval", "values", values);
  return flatInterval(taskMean(values, options), options);
}

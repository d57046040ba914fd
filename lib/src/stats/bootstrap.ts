import { mean, quantileSorted } from "simple-statistics";
import { checkFiniteValues } from "./checks";
import { mulberry32 } from "./random";

/** Options of {@link bootstrapMeanInterval}. */
export interface BootstrapOptions {
  /** Number of resamples (integer ≥ 1). Default 2000. */
  replicates?: number;
  /** Coverage of the interval, in (0, 1). Default 0.95. */
  level?: number;
  /** Mulberry32 seed (any integer; taken modulo 2^32). Default {@link DEFAULT_BOOTSTRAP_SEED}. */
  seed?: number;
}

/** A seeded percentile-bootstrap interval of a mean ({@link bootstrapMeanInterval}). */
export interface BootstrapInterval {
  /** The plain mean of the values (not the mean of the resamples), or null when there are no values. */
  estimate: number | null;
  /** Lower end, or null when there are no values. */
  lo: number | null;
  /** Upper end, or null when there are no values. */
  hi: number | null;
  level: number;
  replicates: number;
  seed: number;
  /** Why the interval is null ("no values"); absent otherwise. */
  reason?: string;
}

/** The seed of every bootstrap interval unless the caller passes another one. */
export const DEFAULT_BOOTSTRAP_SEED = 20260202;

/**
 * Where would the mean of these units fall if the units were drawn again? A seeded percentile bootstrap of a mean
 * over independent units (tasks).
 *
 * Procedure: draw `replicates` resamples of the n values with replacement, take each resample's mean, and report
 * the (1 − level)/2 and (1 + level)/2 quantiles of those means (linear interpolation between order statistics,
 * "type 7" — numpy's default percentile; simple-statistics `quantileSorted`). Indices are drawn as floor(u · n)
 * with u from the Mulberry32 PRNG seeded with `seed`, so the same input, seed and replicate count give the same
 * interval on every machine.
 *
 * Unit: same as the values. Defaults: replicates 2000, level 0.95, seed 20260202.
 * Edges: no values → estimate, lo and hi null, reason "no values"; one value → lo = hi = that value (the bootstrap
 * cannot see variation; the standard error, null there, says so); all values equal → lo = hi.
 *
 * @param values one value per independent unit, finite numbers
 * @param options replicates, level and seed
 * @returns the estimate and the interval [lo, hi] with the settings that produced it
 * @throws {RangeError} when replicates is not an integer ≥ 1, level is not in (0, 1), seed is not an integer, or a
 *   value is not finite
 * @example
 * bootstrapMeanInterval([0, 1, 1, 0, 1], { seed: 7 }); // { "estimate": 0.6, "lo": 0.2, "hi": 1, "level": 0.95, "replicates": 2000, "seed": 7 }
 * bootstrapMeanInterval([]).lo;                        // null
 */
export function bootstrapMeanInterval(values: readonly number[], options: BootstrapOptions = {}): BootstrapInterval {
  const replicates = options.replicates ?? 2000;
  const level = options.level ?? 0.95;
  const seed = options.seed ?? DEFAULT_BOOTSTRAP_SEED;
  if (!Number.isInteger(replicates) || replicates < 1) throw new RangeError(`bootstrapMeanInterval: replicates must be an integer ≥ 1, got ${replicates}`);
  if (!(level > 0 && level < 1)) throw new RangeError(`bootstrapMeanInterval: level must be in (0, 1), got ${level}`);
  if (!Number.isInteger(seed)) throw new RangeError(`bootstrapMeanInterval: seed must be an integer, got ${seed}`);
  checkFiniteValues(values, "bootstrapMeanInterval");
  const n = values.length;
  if (n === 0) return { estimate: null, lo: null, hi: null, level, replicates, seed, reason: "no values" };
  const means = resampledMeans(values, replicates, mulberry32(seed));
  return {
    estimate: mean(values as number[]),
    lo: quantileSorted(means, (1 - level) / 2),
    hi: quantileSorted(means, (1 + level) / 2),
    level,
    replicates,
    seed,
  };
}

/** The means of `replicates` resamples with replacement, sorted ascending. */
function resampledMeans(values: readonly number[], replicates: number, rng: () => number): number[] {
  const n = values.length;
  const means = new Float64Array(replicates);
  for (let r = 0; r < replicates; r++) {
    let sum = 0;
    for (let k = 0; k < n; k++) sum += values[Math.floor(rng() * n)];
    means[r] = sum / n;
  }
  means.sort();
  return Array.from(means);
}

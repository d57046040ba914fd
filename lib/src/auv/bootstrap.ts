import { mulberry32 } from "../stats/random";
/** Options of {@link bootstrapMeanInterval}. */
export interface BootstrapOptions {
  /** Number of resamples (integer ≥ 1). Default 2000. */
  replicates?: number;
  /** Coverage of the interval, in (0, 1). Default 0.95. */
  level?: number;
  /** Mulberry32 seed (any integer; taken modulo 2^32). Default 20260202. */
  seed?: number;
}

export interface BootstrapInterval {
  /** The plain mean of the values (not the mean of the resamples). */
  estimate: number;
  lo: number;
  hi: number;
  level: number;
  replicates: number;
  seed: number;
}

export const DEFAULT_BOOTSTRAP_SEED = 20260202;

/**
 * Seeded percentile bootstrap of a mean over independent units (tasks).
 *
 * Procedure: draw `replicates` resamples of the n values with replacement, take each resample's mean, and report
 * the (1 − level)/2 and (1 + level)/2 percentiles of those means (linear interpolation between order statistics,
 * "type 7" — numpy's default percentile). Indices are drawn as floor(u · n) with u from the Mulberry32 PRNG
 * seeded with `seed` (a 32-bit integer), so the same input, seed and replicate count give the same interval on
 * every machine.
 *
 * Unit: same as the values. Defaults: replicates 2000, level 0.95, seed 20260202.
 * Edges: no values → RangeError; one value → lo = hi = that value (the bootstrap cannot see variation; use the
 * standard error, which is null there, to notice); all values equal → lo = hi.
 *
 * @example
 * bootstrapMeanInterval([0, 1, 1, 0, 1], { seed: 7 }); // { estimate: 0.6, lo: 0.2, hi: 1, level: 0.95, replicates: 2000, seed: 7 }
 */
export function bootstrapMeanInterval(values: number[], options: BootstrapOptions = {}): BootstrapInterval {
  const replicates = options.replicates ?? 2000;
  const level = options.level ?? 0.95;
  const seed = options.seed ?? DEFAULT_BOOTSTRAP_SEED;
  const n = values.length;
  if (n === 0) throw new RangeError("bootstrapMeanInterval: no values");
  if (!Number.isInteger(replicates) || replicates < 1) throw new RangeError(`bootstrapMeanInterval: replicates must be an integer ≥ 1, got ${replicates}`);
  if (!(level > 0 && level < 1)) throw new RangeError(`bootstrapMeanInterval: level must be in (0, 1), got ${level}`);
  if (!Number.isInteger(seed)) throw new RangeError(`bootstrapMeanInterval: seed must be an integer, got ${seed}`);
  values.forEach((v, i) => {
    if (!Number.isFinite(v)) throw new RangeError(`bootstrapMeanInterval: values[${i}] is not finite`);
  });
  const rng = mulberry32(seed);
  const means = new Float64Array(replicates);
  for (let r = 0; r < replicates; r++) {
    let sum = 0;
    for (let k = 0; k < n; k++) sum += values[Math.floor(rng() * n)];
    means[r] = sum / n;
  }
  means.sort();
  const sorted = Array.from(means);
  const estimate = values.reduce((a, b) => a + b, 0) / n;
  return {
    estimate,
    lo: percentileSorted(sorted, (1 - level) / 2),
    hi: percentileSorted(sorted, (1 + level) / 2),
    level,
    replicates,
    seed,
  };
}

/**
 * Percentile of sorted values by linear interpolation between order statistics ("type 7", numpy default):
 * h = (n − 1)·p, result = x[⌊h⌋] + (h − ⌊h⌋)(x[⌊h⌋+1] − x[⌊h⌋]).
 *
 * Edges: empty → RangeError; p outside [0, 1] → RangeError; one value → that value.
 *
 * @example
 * percentileSorted([1, 2, 3, 4], 0.5); // 2.5
 */
export function percentileSorted(sorted: number[], p: number): number {
  if (sorted.length === 0) throw new RangeError("percentileSorted: no values");
  if (!(p >= 0 && p <= 1)) throw new RangeError(`percentileSorted: p must be in [0, 1], got ${p}`);
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}


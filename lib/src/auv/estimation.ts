import { sampleStandardDeviation } from "simple-statistics";
import { auvContributions, successIndicators } from "./auv";
import { bootstrapMeanInterval, type BootstrapInterval, type BootstrapOptions } from "./bootstrap";

/** Result of {@link meanStandardError}. */
export interface MeanEstimate {
  n: number;
  mean: number;
  /** Sample standard deviation (n − 1), or null when n = 1. */
  sd: number | null;
  /** sd / √n, or null when n = 1. */
  se: number | null;
}

/**
 * Mean of independent per-unit values with its standard error.
 *
 * Formula: mean = (1/n) Σ x_i; sd = sqrt( Σ (x_i − mean)² / (n − 1) ) (sample standard deviation, n − 1 in the
 * denominator, via simple-statistics); se = sd / sqrt(n).
 * Unit: same as the values. Edges: n = 0 → RangeError; n = 1 → sd and se null (no spread can be estimated).
 *
 * @example
 * meanStandardError([0, 1, 1, 0]); // { n: 4, mean: 0.5, sd: 0.5773…, se: 0.2886… }
 */
export function meanStandardError(values: number[]): MeanEstimate {
  const n = values.length;
  if (n === 0) throw new RangeError("meanStandardError: no values");
  values.forEach((v, i) => {
    if (!Number.isFinite(v)) throw new RangeError(`meanStandardError: values[${i}] is not finite`);
  });
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n === 1) return { n, mean, sd: null, se: null };
  const sd = sampleStandardDeviation(values);
  return { n, mean, sd, se: sd / Math.sqrt(n) };
}

/** Result of {@link auvEstimate}: AUV and SR of one run, each with SE and bootstrap interval. */
export interface AuvEstimate {
  tMax: number;
  auv: MeanEstimate & { interval: BootstrapInterval };
  sr: MeanEstimate & { interval: BootstrapInterval };
}

/**
 * AUV of one run with its sampling uncertainty over tasks.
 *
 * The per-task contributions c_i = [s_i ≤ H](H − s_i + 0.5)/H have mean AUV (see auvPerTask), so AUV is a mean of
 * n independent task values: its standard error is sd(c)/√n (n − 1 form) and its interval is the seeded
 * percentile bootstrap over tasks ({@link bootstrapMeanInterval}). The same is given for SR = mean of [s_i ≤ H].
 *
 * Unit: fraction. Edges: no tasks → RangeError; one task → se null, interval degenerate.
 *
 * @example
 * const e = auvEstimate([1, 3, null, 2], 4, { seed: 1 });
 * e.auv.mean; // 0.46875
 */
export function auvEstimate(successSteps: (number | null)[], tMax: number, options: BootstrapOptions = {}): AuvEstimate {
  const c = auvContributions(successSteps, tMax);
  const s = successIndicators(successSteps, tMax);
  return {
    tMax,
    auv: { ...meanStandardError(c), interval: bootstrapMeanInterval(c, options) },
    sr: { ...meanStandardError(s), interval: bootstrapMeanInterval(s, options) },
  };
}

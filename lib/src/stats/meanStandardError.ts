import { requireFiniteArray } from "./guards";
import { mean, sampleStandardDeviation } from "simple-statistics";

/** Result of {@link meanStandardError}: a mean with its standard error, null where it cannot be estimated. */
export interface MeanEstimate {
  /** Number of values. */
  n: number;
  /** The plain mean, or null when there are no values. */
  mean: number | null;
  /** Sample standard deviation (n − 1), or null when n < 2. */
  sd: number | null;
  /** sd / √n, or null when n < 2. */
  se: number | null;
  /** Why a quantity is null ("no values", "one value: no spread"); absent when every quantity is measured. */
  reason?: string;
}

/**
 * How far is a mean of independent per-unit values from the mean of the population they were drawn from?
 *
 * Formula: mean = (1/n) Σ x_i; sd = sqrt( Σ (x_i − mean)² / (n − 1) ) (sample standard deviation, n − 1 in the
 * denominator); se = sd / sqrt(n). simple-statistics computes `mean` (compensated summation) and
 * `sampleStandardDeviation`; this function adds the standard error and the empty-input policy.
 * Unit: same as the values. Range: se ≥ 0.
 * Edges: no values → mean, sd and se null, reason "no values"; one value → sd and se null, reason "one value: no
 * spread" (a spread cannot be estimated from one unit).
 *
 * @param values one value per independent unit (task, conversation), finite numbers
 * @returns n, mean, sd and se; null quantities come with a `reason`
 * @throws {TypeError} when a value is not a number
 * @throws {RangeError} when a value is NaN or infinite
 * @example
 * meanStandardError([0, 1, 1, 0]).se; // 0.2886751345948129
 * meanStandardError([]);              // { "n": 0, "mean": null, "sd": null, "se": null, "reason": "no values" }
 */
export function meanStandardError(values: readonly number[]): MeanEstimate {
  requireFiniteArray("meanStandardError", "values", values);
  const n = values.length;
  if (n === 0) return { n, mean: null, sd: null, se: null, reason: "no values" };
  const m = mean(values as number[]);
  if (n === 1) return { n, mean: m, sd: null, se: null, reason: "one value: no spread" };
  const sd = sampleStandardDeviation(values as number[]);
  return { n, mean: m, sd, se: sd / Math.sqrt(n) };
}

/**
 * The interval type every estimator of the statistics family returns, and the normal-approximation interval.
 */
import { requireLevel } from "./guards";
import { normalQuantile } from "./normal";

/**
 * How an interval was obtained: "normal" (estimate ± z·SE), "t" (estimate ± t_{G−1}·SE, few clusters), "logit"
 * (a share's normal or t interval on the logit scale, mapped back into [0, 1]), "percentile" and "bca" (bootstrap),
 * "wilson" (score interval of a proportion), "exact" (Clopper–Pearson), "newcombe" (Newcombe's hybrid score
 * interval of a difference of paired proportions), "lang-reiczigel" (Rogan–Gladen prevalence).
 */
export type IntervalMethod =
  | "normal"
  | "t"
  | "logit"
  | "percentile"
  | "bca"
  | "wilson"
  | "exact"
  | "newcombe"
  | "lang-reiczigel";

/** A two-sided interval at coverage `level` (lo ≤ hi). */
export interface Interval {
  lo: number;
  hi: number;
  /** Nominal coverage, in (0, 1). */
  level: number;
  method: IntervalMethod;
  /** Degrees of freedom of a "t" or "logit" interval (G − 1 for G clusters); absent for the other methods. */
  df?: number;
  /** True when the interval was cut to the range of the quantity ([0, 1] for a share); absent otherwise. */
  clipped?: boolean;
}

/**
 * Which values are plausible for a normally distributed estimate?
 * The normal-approximation interval estimate ± z_{(1+level)/2} · se.
 *
 * Formula: [θ − z·se, θ + z·se], z = Φ⁻¹((1 + level)/2) (1.959964 at level 0.95).
 * Unit: that of the estimate. Edges: a null estimate or se → null; se = 0 → a zero-width interval (the caller
 * decides whether a zero SE is meaningful; the estimators of this family return a null SE with a reason instead).
 * Source: docs/definitions/statistics.md#normal-interval.
 *
 * @param estimate the point estimate
 * @param se its standard error (≥ 0)
 * @param level coverage in (0, 1), default 0.95
 * @returns the interval, or null when the estimate or the SE is null
 * @throws {RangeError} when level is outside (0, 1) or se is negative or not finite
 * @example
 * normalInterval(0.5, 0.1).lo; // 0.3040036015
 * normalInterval(0.5, null);   // null
 */
export function normalInterval(estimate: number | null, se: number | null, level = 0.95): Interval | null {
  requireLevel("normalInterval", level);
  if (estimate === null || se === null) return null;
  if (!Number.isFinite(se) || se < 0) throw new RangeError(`normalInterval: se must be a finite number ≥ 0, got ${JSON.stringify(se)}`);
  const z = normalQuantile((1 + level) / 2);
  return { lo: estimate - z * se, hi: estimate + z * se, level, method: "normal" };
}

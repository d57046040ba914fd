import { auvContributions, successIndicators } from "./auv";
import { bootstrapMeanInterval, type BootstrapInterval, type BootstrapOptions } from "./bootstrap";
import { meanStandardError } from "./estimation";

/** Result of {@link pairedComparison} (differences are A − B). */
export interface PairedComparison {
  n: number;
  meanA: number;
  meanB: number;
  difference: number;
  /** Sample sd (n − 1) of the paired differences / √n; null when n = 1. */
  se: number | null;
  interval: BootstrapInterval;
  excludesZero: boolean;
}

/**
 * Paired comparison of two models on the SAME tasks (values aligned by task index).
 *
 * Formula: d_i = a_i − b_i; difference = mean(d) = mean(a) − mean(b); se = sd(d)/√n with the sample sd (n − 1) of
 * the paired differences (smaller than an unpaired SE when the two models find the same tasks easy);
 * interval = seeded percentile bootstrap of mean(d) resampling tasks (both models' values of a task move
 * together).
 * `excludesZero` is true when the bootstrap interval lies strictly above or strictly below 0 — "the difference is
 * larger than its paired interval at this N".
 *
 * Unit: same as the values. Edges: different lengths → RangeError; n = 0 → RangeError; n = 1 → se null and a
 * degenerate interval.
 *
 * @example
 * pairedComparison([1, 1, 0, 1], [0, 1, 0, 0], { seed: 3 }).difference; // 0.5
 */
export function pairedComparison(a: number[], b: number[], options: BootstrapOptions = {}): PairedComparison {
  if (a.length !== b.length) {
    throw new RangeError(`pairedComparison: the two models must be measured on the same tasks (${a.length} vs ${b.length} values)`);
  }
  if (a.length === 0) throw new RangeError("pairedComparison: no tasks");
  const d = a.map((x, i) => x - b[i]);
  const est = meanStandardError(d);
  const interval = bootstrapMeanInterval(d, options);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  return {
    n: a.length,
    meanA: mean(a),
    meanB: mean(b),
    difference: est.mean,
    se: est.se,
    interval,
    excludesZero: interval.lo > 0 || interval.hi < 0,
  };
}

/**
 * Paired AUV and SR comparison of model A against model B from their success steps on the same tasks
 * (successStepsA[i] and successStepsB[i] are the same task). Differences are A − B.
 *
 * Unit: fraction. Edges: as {@link pairedComparison}; steps validated as in successCurve.
 *
 * @example
 * compareModelsPaired([1, 2, null], [3, 2, null], 10).auv.difference; // (0.95 − 0.75) / 3 ≈ 0.0667
 */
export function compareModelsPaired(
  successStepsA: (number | null)[],
  successStepsB: (number | null)[],
  tMax: number,
  options: BootstrapOptions = {},
): { tMax: number; auv: PairedComparison; sr: PairedComparison } {
  return {
    tMax,
    auv: pairedComparison(auvContributions(successStepsA, tMax), auvContributions(successStepsB, tMax), options),
    sr: pairedComparison(successIndicators(successStepsA, tMax), successIndicators(successStepsB, tMax), options),
  };
}

/**
 * Difference of two means measured on independent samples (or when the pairing of tasks is not meaningful):
 * difference = mean(a) − mean(b), se = sqrt(se_a² + se_b²) with each se = sd/√n (n − 1 form).
 * Use it next to {@link pairedComparison} to see how much the pairing of tasks narrows the uncertainty; when
 * the pairing is real, the paired SE is the right one.
 *
 * Unit: same as the values. Edges: either side empty → RangeError; either side with one value → se null.
 *
 * @example
 * independentComparison([1, 0, 1, 1], [0, 0, 1, 0]); // { difference: 0.5, se: 0.3535… }
 */
export function independentComparison(a: number[], b: number[]): { difference: number; se: number | null } {
  const ea = meanStandardError(a);
  const eb = meanStandardError(b);
  return {
    difference: ea.mean - eb.mean,
    se: ea.se === null || eb.se === null ? null : Math.sqrt(ea.se ** 2 + eb.se ** 2),
  };
}

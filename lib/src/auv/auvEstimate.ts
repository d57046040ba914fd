import { bootstrapMeanInterval, type BootstrapInterval, type BootstrapOptions } from "../stats/bootstrap";
import { meanStandardError, type MeanEstimate } from "../stats/meanStandardError";
import { auvContributions, successIndicators } from "./auv";

/** Result of {@link auvEstimate}: AUV and SR of one run, each with SE and bootstrap interval. */
export interface AuvEstimate {
  tMax: number;
  auv: MeanEstimate & { interval: BootstrapInterval };
  sr: MeanEstimate & { interval: BootstrapInterval };
}

/**
 * How precisely does one run measure AUV and SR, given that it saw only N tasks?
 *
 * The per-task contributions c_i = [s_i ≤ H]·(H − s_i + 0.5)/H have mean AUV (see {@link auvPerTask}), so AUV is a
 * mean of n independent task values: its standard error is sd(c)/√n (n − 1 form, {@link meanStandardError}) and its
 * interval the seeded percentile bootstrap over tasks ({@link bootstrapMeanInterval}, the statistics family's
 * `taskMean`: the same resampling as every other interval of the library). The same is given for
 * SR = mean of [s_i ≤ H].
 *
 * Unit: fraction. Edges: no tasks → means, SEs and intervals null (reason "no values"); one task → se and interval
 * null ("one value: no spread"); all tasks alike (e.g. none solved) → the interval is null with the reason "all
 * values equal: no spread observed …", while se is the plain sd/√n = 0.
 * Source: docs/definitions/auv-tide.md#statistical-consistency (the estimator ÂUV_N and its O(1/N) variance).
 *
 * @param successSteps per task, the step at which it was solved (integer ≥ 1) or null when unsolved
 * @param tMax the horizon H (integer ≥ 1)
 * @param options bootstrap replicates, level and seed
 * @returns AUV and SR, each with n, mean, sd, se and interval
 * @throws {RangeError} when tMax is not an integer ≥ 1 or a step is not an integer ≥ 1 or null
 * @example
 * auvEstimate([1, 3, null, 2], 4, { seed: 1 }).auv.mean; // 0.46875
 */
export function auvEstimate(successSteps: readonly (number | null)[], tMax: number, options: BootstrapOptions = {}): AuvEstimate {
  const c = auvContributions(successSteps, tMax);
  const s = successIndicators(successSteps, tMax);
  return {
    tMax,
    auv: { ...meanStandardError(c), interval: bootstrapMeanInterval(c, options) },
    sr: { ...meanStandardError(s), interval: bootstrapMeanInterval(s, options) },
  };
}

import { mean } from "simple-statistics";
import { checkCurve, checkHorizon, checkSuccessStep, successCurve } from "./successCurve";
import { showValue } from "../stats/guards";
import { measurement, type MeasurementPoint } from "../stats/measurement";

/**
 * How early, on average over the horizon, does the agent succeed? Area Under Variation (TIDE Eq. 1): the
 * normalised trapezoid area under a success curve.
 *
 * Formula: AUV = (1/H) Σ_{t=0}^{H−1} (P_t + P_{t+1}) / 2, with H = curve.length − 1 (= t_max).
 * Unit: fraction (same unit as P). Range: [min P, max P]; for a success curve (P_0 = 0, P ≤ 1) AUV ∈ [0, (H − 0.5)/H].
 *
 * TIDE's code (np.trapz(series, dx=1)/H) first subtracts the series minimum and clamps at ≥ 0; both are no-ops
 * for success curves because P_0 = 0 is the minimum. This function does not subtract anything.
 *
 * Edges: a curve needs at least two points (H ≥ 1); non-finite entries are refused.
 * Source: docs/definitions/auv-tide.md#auv.
 *
 * @param curve P_0..P_H
 * @returns AUV
 * @throws {RangeError} when the curve has fewer than 2 points or a point is not finite
 * @example
 * auv([0, 0.25, 0.5, 0.75, 0.75]); // 0.46875 = (0.125 + 0.375 + 0.625 + 0.75) / 4
 */
export function auv(curve: number[]): number {
  checkCurve(curve, "auv");
  const H = curve.length - 1;
  let area = 0;
  for (let t = 0; t < H; t++) area += (curve[t] + curve[t + 1]) / 2;
  return area / H;
}

/**
 * How early does the agent succeed, straight from each task's success step?
 * AUV straight from per-task success steps: auv(successCurve(successSteps, tMax)).
 *
 * Unit: fraction. Range: [0, SR·(tMax − 0.5)/tMax]. Edges as {@link successCurve} (no tasks → null).
 * Source: docs/definitions/auv-tide.md#auv.
 *
 * @param successSteps per task, the step at which it was solved (integer ≥ 1) or null when unsolved
 * @param tMax the horizon t_max (integer ≥ 1)
 * @returns AUV, or null when there are no tasks
 * @throws {RangeError} when tMax or a step is invalid (as {@link successCurve})
 *
 * @example
 * auvFromSteps([1, 3, null, 2], 4); // 0.46875
 */
export function auvFromSteps(successSteps: readonly (number | null)[], tMax: number): number | null {
  const curve = successCurve(successSteps, tMax);
  return curve === null ? null : auv(curve);
}

/**
 * How much does each step's gain add to AUV? AUV in the form of TIDE's Lemma 1: a weighted sum of the per-step
 * gains δ_k = P_{k+1} − P_k.
 *
 * Formula: AUV = P_0 + (1/H) Σ_{k=0}^{H−1} w(k) δ_k, with w(k) = H − k − 0.5.
 * For success curves P_0 = 0 and this is exactly the paper's (1/H) Σ_k (H − k − 0.5) δ_k; the P_0 term makes the
 * identity with {@link auv} hold for any curve. A gain at step k counts w(k)/H: a gain in the first step counts
 * (H − 0.5)/H, one in the last step 0.5/H — moving a gain earlier raises AUV, while SR = Σ δ_k is unchanged.
 *
 * Unit: fraction. Edges: as {@link auv} (≥ 2 points).
 * Source: docs/definitions/auv-tide.md#lemma-1.
 *
 * @param curve P_0..P_H
 * @returns AUV
 * @throws {RangeError} when the curve has fewer than 2 points or a point is not finite
 * @example
 * auvLemma1([0, 0.25, 0.5, 0.75, 0.75]); // 0.46875 = (3.5·0.25 + 2.5·0.25 + 1.5·0.25 + 0.5·0) / 4
 */
export function auvLemma1(curve: number[]): number {
  checkCurve(curve, "auvLemma1");
  const H = curve.length - 1;
  let weighted = 0;
  for (let k = 0; k < H; k++) weighted += (H - k - 0.5) * (curve[k + 1] - curve[k]);
  return curve[0] + weighted / H;
}

/**
 * How early does the agent succeed, task by task?
 * AUV as a mean over tasks: the closed form that follows from Lemma 1.
 *
 * Formula: AUV = (1/N) Σ_i c_i, c_i = [s_i ≠ null and s_i ≤ H] · (H − s_i + 0.5) / H.
 * A task solved at step 1 contributes (H − 0.5)/H, one solved exactly at H contributes 0.5/H, an unsolved one 0.
 * This is the form that gives AUV its standard error (see {@link auvEstimate}).
 *
 * Unit: fraction. Edges: no tasks → null; tMax integer ≥ 1; steps integers ≥ 1 or null.
 * Source: docs/definitions/auv-tide.md#per-task-form.
 *
 * @param successSteps per task, the step at which it was solved (integer ≥ 1) or null when unsolved
 * @param tMax the horizon H (integer ≥ 1)
 * @returns AUV, or null when there are no tasks
 * @throws {RangeError} when tMax or a step is invalid
 * @example
 * auvPerTask([1, 3, null, 2], 4); // 0.46875 = (3.5 + 1.5 + 0 + 2.5) / 4 / 4
 * auvPerTask([], 4);              // null
 */
export function auvPerTask(successSteps: readonly (number | null)[], tMax: number): number | null {
  const c = auvContributions(successSteps, tMax);
  return c.length === 0 ? null : mean(c);
}

/**
 * What does each task add to AUV? The per-task contributions c_i = [s_i ≤ H]·(H − s_i + 0.5)/H, in task order
 * (their mean is AUV).
 *
 * Unit: fraction; each c_i ∈ {0} ∪ [0.5/H, (H − 0.5)/H]. Edges: empty input → empty array.
 * Source: docs/definitions/auv-tide.md#per-task-form.
 *
 * @param successSteps per task, the step at which it was solved (integer ≥ 1) or null when unsolved
 * @param tMax the horizon H (integer ≥ 1)
 * @returns c_1..c_N
 * @throws {RangeError} when tMax or a step is invalid
 *
 * @example
 * auvContributions([1, 3, null, 2], 4); // [0.875, 0.375, 0, 0.625]
 */
export function auvContributions(successSteps: readonly (number | null)[], tMax: number): number[] {
  checkHorizon(tMax, "auvContributions");
  return successSteps.map((s, i) => {
    checkSuccessStep(s, i, "auvContributions");
    return s !== null && s <= tMax ? (tMax - s + 0.5) / tMax : 0;
  });
}

/**
 * What share of the tasks is solved within t_max? Success rate as the TIDE tables report it: SR = P_{tMax}, the
 * share of all N tasks solved within tMax steps (not success within the run's own max_steps), as a measurement
 * point over the tasks.
 *
 * Formula: SR = #{ i : s_i ≠ null and s_i ≤ tMax } / N (the same division as {@link successCurve}'s P_tMax).
 * Unit: fraction of tasks. Range [0, 1]. Edges: no tasks → value null, pointState `no_data` (denominator 0). An
 * unsolved task (null) and a task solved after tMax stay in the denominator: they are observed failures, not
 * exclusions, so the point has no exclusions (planned = included = N).
 * Source: docs/definitions/auv-tide.md#sr.
 *
 * @param successSteps per task, the step at which it was solved (integer ≥ 1) or null when unsolved
 * @param tMax the horizon t_max (integer ≥ 1)
 * @returns SR as a point (tasks solved within tMax / tasks)
 * @throws {RangeError} when tMax or a step is invalid
 * @example
 * successRate([1, 3, null, 25], 20).value; // 0.5 (the task solved at step 25 counts as unsolved at t_max = 20)
 * successRate([1, 3, null, 25], 20);       // { value: 0.5, numerator: 2, denominator: 4, exclusions: [], planned: 4, included: 4, failed: 0, complete: true, pointState: "complete", unit: "fraction" }
 * successRate([], 20).pointState;          // "no_data"
 */
export function successRate(successSteps: readonly (number | null)[], tMax: number): MeasurementPoint {
  checkHorizon(tMax, "successRate");
  let solved = 0;
  successSteps.forEach((s, i) => {
    checkSuccessStep(s, i, "successRate");
    if (s !== null && s <= tMax) solved++;
  });
  return measurement(solved, successSteps.length);
}

/**
 * Was each task solved within H? The per-task success indicators [s_i ≤ H] (their mean is SR = P_H), in task
 * order.
 *
 * Unit: 0/1. Edges: empty input → empty array.
 *
 * @param successSteps per task, the step at which it was solved (integer ≥ 1) or null when unsolved
 * @param tMax the horizon H (integer ≥ 1)
 * @returns one 0/1 per task
 * @throws {RangeError} when tMax or a step is invalid
 *
 * @example
 * successIndicators([1, null, 30], 20); // [1, 0, 0]
 */
export function successIndicators(successSteps: readonly (number | null)[], tMax: number): number[] {
  checkHorizon(tMax, "successIndicators");
  return successSteps.map((s, i) => {
    checkSuccessStep(s, i, "successIndicators");
    return s !== null && s <= tMax ? 1 : 0;
  });
}

/**
 * How high can AUV be for this SR? The largest AUV a success rate allows: AUV ≤ SR · (H − 0.5)/H, reached when every
 * solved task is solved at step 1 (P_0 = 0 forces the first trapezoid to lose half a step).
 *
 * Unit: fraction. Edges: H integer ≥ 1; sr finite.
 * Source: docs/definitions/auv-tide.md#per-task-form.
 *
 * @param sr the success rate (fraction)
 * @param tMax the horizon H (integer ≥ 1)
 * @returns the bound
 * @throws {RangeError} when tMax is not an integer ≥ 1 or sr is not finite
 *
 * @example
 * auvUpperBound(1, 20); // 0.975
 */
export function auvUpperBound(sr: number, tMax: number): number {
  checkHorizon(tMax, "auvUpperBound");
  if (!Number.isFinite(sr)) throw new RangeError(`auvUpperBound: sr must be a finite number, got ${showValue(sr)}`);
  return (sr * (tMax - 0.5)) / tMax;
}

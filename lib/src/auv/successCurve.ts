/**
 * How many of the tasks are solved within t steps, for every t? The success curve P_t: the share of ALL N tasks
 * solved within t steps.
 *
 * Formula: P_t = (1/N) · #{ i : s_i ≠ null and s_i ≤ t } for t = 0, 1, …, tMax, where s_i is the success step of
 * task i (TIDE: the length of the first rollout's trajectory when it succeeded — a rollout stops at the step the
 * environment reports success — and "never" otherwise). `null` means unsolved; it stays in the denominator.
 * Tasks solved after tMax (but within the run's own max_steps) simply never enter the curve: the tables report
 * P at t_max, not success within max_steps.
 *
 * Unit: fraction of tasks. Range: each P_t ∈ [0, 1]; P_0 = 0 (no task is solved in zero steps); non-decreasing.
 * The result has tMax + 1 entries (index t = number of steps allowed).
 *
 * Edges: no tasks → null (a share of zero tasks is not measured; every AUV built on it is null too). One task → a
 * 0/1 step function. tMax must be an integer ≥ 1; each step an integer ≥ 1 or null.
 *
 * Matches TIDE's `pass1_at_T` + `extract_series` (utils/analysis_files/analysis.py): P_T = mean(first_success_step ≤ T),
 * series starting at 0.0 and carried forward past the longest logged trajectory.
 * Source: docs/definitions/auv-tide.md#success-curve.
 *
 * @param successSteps per task, the step at which it was solved (integer ≥ 1) or null when unsolved
 * @param tMax the horizon t_max (integer ≥ 1)
 * @returns P_0..P_tMax, or null when there are no tasks
 * @throws {RangeError} when tMax is not an integer ≥ 1 or a step is not an integer ≥ 1 or null
 * @example
 * successCurve([1, 3, null, 2], 4); // [0, 0.25, 0.5, 0.75, 0.75]
 */
export function successCurve(successSteps: readonly (number | null)[], tMax: number): number[] | null {
  checkHorizon(tMax, "successCurve");
  const n = successSteps.length;
  if (n === 0) return null;
  const solvedAt = new Array<number>(tMax + 1).fill(0);
  successSteps.forEach((s, i) => {
    checkSuccessStep(s, i, "successCurve");
    if (s !== null && s <= tMax) solvedAt[s] += 1;
  });
  const curve: number[] = [];
  let cumulative = 0;
  for (let t = 0; t <= tMax; t++) {
    cumulative += solvedAt[t];
    curve.push(cumulative / n);
  }
  return curve;
}

/**
 * Throws unless tMax is an integer ≥ 1.
 *
 * @internal
 * @param tMax the horizon to check
 * @param fn the calling function's name, for the message
 * @throws {RangeError} `<fn>: tMax must be an integer ≥ 1, got <tMax>`
 */
export function checkHorizon(tMax: number, fn: string): void {
  if (!Number.isInteger(tMax) || tMax < 1) throw new RangeError(`${fn}: tMax must be an integer ≥ 1, got ${tMax}`);
}

/**
 * Throws unless a success step is null or an integer ≥ 1.
 *
 * @internal
 * @param s the step to check
 * @param index its task index, for the message
 * @param fn the calling function's name, for the message
 * @throws {RangeError} `<fn>: successSteps[<index>] must be an integer ≥ 1 or null, got <s>`
 */
export function checkSuccessStep(s: number | null, index: number, fn: string): void {
  if (s === null) return;
  if (typeof s !== "number" || !Number.isInteger(s) || s < 1) {
    throw new RangeError(`${fn}: successSteps[${index}] must be an integer ≥ 1 or null, got ${String(s)}`);
  }
}

/**
 * Throws unless a curve is an array of ≥ 2 finite numbers (P_0..P_H with H ≥ 1).
 *
 * @internal
 * @param curve the curve to check
 * @param fn the calling function's name, for the message
 * @throws {RangeError} when the curve has fewer than 2 points or a point is not finite
 */
export function checkCurve(curve: number[], fn: string): void {
  if (!Array.isArray(curve) || curve.length < 2) {
    throw new RangeError(`${fn}: a curve needs at least 2 points (P_0..P_H with H ≥ 1), got ${curve?.length ?? 0}`);
  }
  curve.forEach((p, t) => {
    if (typeof p !== "number" || !Number.isFinite(p)) throw new RangeError(`${fn}: curve[${t}] is not a finite number`);
  });
}

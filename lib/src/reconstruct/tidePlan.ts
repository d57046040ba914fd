/*
 * A seeded plan of one reconstructed TIDE run: which tasks succeed, at which step, which succeed late (after H), and
 * where the loop steps sit — drawn from smooth distributions and adjusted minimally so that the run's SR, AUV and
 * loop ratio print as published.
 */
import { fnv1a32, mulberry32 } from "../stats/random";
import type { TideEnvironmentSpec } from "../reproduce/tidePublished";
import { auvFromStepSum, tideCountForPercent } from "./tideCounts";

/** Mean of y ∈ [0, L] under density ∝ e^{−λy} (λ may be negative; λ = 0 → uniform). */
function truncExpMean(lambda: number, L: number): number {
  if (Math.abs(lambda) < 1e-9) return L / 2;
  return 1 / lambda - L / Math.expm1(lambda * L);
}

/** Quantile of the truncated exponential on [0, L]. */
function truncExpQuantile(u: number, lambda: number, L: number): number {
  if (Math.abs(lambda) < 1e-9) return u * L;
  return -Math.log1p(-u * -Math.expm1(-lambda * L)) / lambda;
}

/** λ of a truncated exponential on [0, L] with the given mean (bisection, λ ∈ [−5, 5]). */
function solveLambda(mean: number, L: number): number {
  let lo = -5;
  let hi = 5; // mean decreases with λ
  for (let it = 0; it < 100; it++) {
    const mid = (lo + hi) / 2;
    if (truncExpMean(mid, L) > mean) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Plan of one run: per task, its trajectory length and whether it succeeded. */
export interface TideTaskPlan {
  /** Task index 0..N−1 (same task set for every model of an environment). */
  index: number;
  /** EventLog length (steps taken). */
  length: number;
  /** The environment reported success at the last step. */
  success: boolean;
  /** Loop steps to realise in this trajectory (repeats of an immediately repeated cycle). */
  loopSteps: number;
}

/** Plan of one run ({@link tidePlanRun}): its tasks and the totals they realise. */
export interface TideRunPlan {
  environment: string;
  model: string;
  memory: boolean;
  tMax: number;
  maxSteps: number;
  tasks: TideTaskPlan[];
  /** Tasks solved within t_max (the tables' S). */
  solved: number;
  /** Σ of their success steps. */
  stepSum: number;
  /** Tasks solved after t_max but within max_steps (unsolved in the tables). */
  solvedLate: number;
  /** Exact AUV (fraction) of the plan. */
  auv: number;
  /** Loop steps L and total steps D (LR = L/D). */
  loopSteps: number;
  totalSteps: number;
}

/**
 * Success steps for S tasks in 1..H with Σ s = T exactly: stratified quantiles of a truncated exponential whose
 * mean is T/S (rising early and plateauing when T/S is small), then ±1 moves at random tasks to hit T.
 * Edges: S = 0 → []; T outside [S, S·H] is refused.
 *
 * @param solved S
 * @param stepSum T
 * @param tMax H
 * @param rnd the random stream
 * @returns S success steps summing to T
 * @throws {RangeError} when T is outside [S, S·H]
 * @example
 * tideSampleSuccessSteps(4, 10, 20, mulberry32(1)); // [1, 1, 1, 7]: four steps in 1..20 summing to 10
 */
export function tideSampleSuccessSteps(solved: number, stepSum: number, tMax: number, rnd: () => number): number[] {
  if (solved === 0) return [];
  if (stepSum < solved || stepSum > solved * tMax) throw new RangeError(`tideSampleSuccessSteps: stepSum must be in [solved, solved·tMax] = [${solved}, ${solved * tMax}], got ${stepSum}`);
  const L = tMax;
  const lambda = solveLambda(stepSum / solved - 0.5, L);
  const steps: number[] = [];
  for (let i = 0; i < solved; i++) {
    const u = (i + rnd()) / solved;
    const x = 0.5 + truncExpQuantile(u, lambda, L);
    steps.push(Math.min(tMax, Math.max(1, Math.round(x))));
  }
  let diff = stepSum - steps.reduce((a, b) => a + b, 0);
  while (diff !== 0) {
    const i = Math.floor(rnd() * solved);
    if (diff > 0 && steps[i] < tMax) {
      steps[i]++;
      diff--;
    } else if (diff < 0 && steps[i] > 1) {
      steps[i]--;
      diff++;
    }
  }
  return steps;
}

/** Late successes (after H, within max_steps): how many and at which steps, continuing the same distribution. */
function lateSuccesses(solved: number, stepSum: number, unsolved: number, spec: TideEnvironmentSpec, rnd: () => number): number[] {
  const extra = spec.maxSteps - spec.tMax;
  if (extra <= 0 || unsolved === 0 || solved === 0) return [];
  const lambda = solveLambda(stepSum / solved - 0.5, spec.tMax);
  // mass beyond H relative to mass within H, under the same density, halved (curves flatten)
  const within = Math.abs(lambda) < 1e-9 ? spec.tMax : -Math.expm1(-lambda * spec.tMax) / lambda;
  const beyond = Math.abs(lambda) < 1e-9 ? extra : (Math.exp(-lambda * spec.tMax) * -Math.expm1(-lambda * extra)) / lambda;
  const ratio = beyond / within;
  // at least one (so the t_max cut is visible), at most 30% of the unsolved tasks
  const count = Math.min(unsolved, Math.max(1, Math.min(Math.floor(0.3 * unsolved), Math.round(0.5 * solved * ratio))));
  const late: number[] = [];
  for (let i = 0; i < count; i++) {
    const u = (i + rnd()) / count;
    const y = truncExpQuantile(u, lambda, extra);
    late.push(Math.min(spec.maxSteps, spec.tMax + 1 + Math.floor(y)));
  }
  return late;
}

/** Fisher–Yates shuffle of 0..n−1. */
function permutation(n: number, rnd: () => number): number[] {
  const p = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [p[i], p[j]] = [p[j], p[i]];
  }
  return p;
}

/**
 * The integer loop-step count L whose ratio L/D (×100) matches a printed LR, closest to it.
 *
 * @param lrPercent the printed LR (percent)
 * @param decimals its printed decimals
 * @param totalSteps D
 * @returns L
 * @throws {RangeError} when no count out of D prints as the LR
 * @example
 * tideLoopStepsFor(2.0, 1, 666); // 13 (13/666 = 1.95%)
 * tideLoopStepsFor(2.0, 1, 670); // throws RangeError (no count out of 670 prints as 2.0)
 */
export function tideLoopStepsFor(lrPercent: number, decimals: number, totalSteps: number): number {
  const k = tideCountForPercent(lrPercent, decimals, totalSteps);
  if (k === null) throw new RangeError(`tideLoopStepsFor: lrPercent must be reachable as k/${totalSteps} at ${decimals} decimals, got ${lrPercent}`);
  return k;
}

/** Spread L loop steps over trajectories (capacity length − 2 each), favouring failed ones. */
function allocateLoops(tasks: TideTaskPlan[], total: number, tMax: number, rnd: () => number): void {
  if (total === 0) return;
  const cap = tasks.map((t) => Math.max(0, t.length - 2));
  const capacity = cap.reduce((a, b) => a + b, 0);
  if (capacity < total) throw new RangeError(`allocateLoops: total must be at most the trajectories' capacity ${capacity}, got ${total}`);
  const weight = tasks.map((t, i) => {
    const r = rnd();
    if (cap[i] === 0) return 0;
    const failedOrLate = !t.success || t.length > tMax;
    return failedOrLate ? r * r * cap[i] : 0.1 * r * r * cap[i];
  });
  const wsum = weight.reduce((a, b) => a + b, 0);
  let left = total;
  if (wsum > 0) {
    tasks.forEach((t, i) => {
      const share = Math.min(cap[i], Math.floor((total * weight[i]) / wsum));
      t.loopSteps = share;
      left -= share;
    });
  }
  const order = permutation(tasks.length, rnd);
  while (left > 0) {
    for (const i of order) {
      if (left === 0) break;
      if (tasks[i].loopSteps < cap[i] && (weight[i] > 0 || rnd() < 0.5)) {
        tasks[i].loopSteps++;
        left--;
      }
    }
  }
}

/**
 * Plan one run (success steps and loop steps per task) from its targets.
 * `solved` tasks within H with Σ s = `stepSum`; late successes; the rest fail and run to max_steps;
 * `lr` (printed LR and its decimals) fixes the loop steps over all trajectories. Returns null when no loop count
 * out of the run's total steps rounds to the printed LR (then the caller tries another step sum); with
 * `exactLoopRatio = false` the nearest loop count is used instead (for runs whose LR is not published).
 *
 * @param spec the environment
 * @param model the model
 * @param memory the run with its history
 * @param solved S
 * @param stepSum T
 * @param lr the printed LR and its decimals
 * @param exactLoopRatio whether the loop count must print as the LR (default true)
 * @returns the plan, or null when no loop count matches
 * @throws {RangeError} when T is impossible for S, or the loops do not fit the trajectories
 * @example
 * const pub = loadPublishedTide();
 * tidePlanRun(pub.environments[0], "DeepSeek-V3.2", true, 98, 587, { value: 0, decimals: 1 })!.totalSteps; // 639
 */
export function tidePlanRun(
  spec: TideEnvironmentSpec,
  model: string,
  memory: boolean,
  solved: number,
  stepSum: number,
  lr: { value: number; decimals: number },
  exactLoopRatio = true,
): TideRunPlan | null {
  const rnd = mulberry32(fnv1a32(`tide|${spec.id}|${model}|${memory ? "memory" : "no-memory"}`));
  const N = spec.tasks;
  const steps = tideSampleSuccessSteps(solved, stepSum, spec.tMax, rnd);
  const late = lateSuccesses(solved, stepSum, N - solved, spec, rnd);
  const order = permutation(N, rnd);
  const tasks: TideTaskPlan[] = new Array(N);
  order.forEach((taskIndex, k) => {
    if (k < solved) tasks[taskIndex] = { index: taskIndex, length: steps[k], success: true, loopSteps: 0 };
    else if (k < solved + late.length) tasks[taskIndex] = { index: taskIndex, length: late[k - solved], success: true, loopSteps: 0 };
    else tasks[taskIndex] = { index: taskIndex, length: spec.maxSteps, success: false, loopSteps: 0 };
  });
  let totalSteps = tasks.reduce((a, t) => a + t.length, 0);
  // When no integer loop count out of D steps rounds to the printed LR (D small), failed trajectories stop a step
  // earlier (and late successes come a step sooner) until one does.
  const shortenable = tasks.filter((t) => !t.success || t.length > spec.tMax + 1);
  let cursor = 0;
  while (exactLoopRatio && tideCountForPercent(lr.value, lr.decimals, totalSteps) === null) {
    const candidates = shortenable.filter((t) => (t.success ? t.length > spec.tMax + 1 : t.length > 2));
    if (candidates.length === 0) break;
    candidates[cursor++ % candidates.length].length--;
    totalSteps--;
  }
  const exactLoopSteps = tideCountForPercent(lr.value, lr.decimals, totalSteps);
  let loopSteps: number;
  if (exactLoopSteps !== null) loopSteps = exactLoopSteps;
  else if (exactLoopRatio) return null;
  else loopSteps = Math.round((lr.value / 100) * totalSteps);
  allocateLoops(tasks, loopSteps, spec.tMax, rnd);
  return {
    environment: spec.id,
    model,
    memory,
    tMax: spec.tMax,
    maxSteps: spec.maxSteps,
    tasks,
    solved,
    stepSum,
    solvedLate: late.length,
    auv: solved === 0 ? 0 : auvFromStepSum(solved, stepSum, N, spec.tMax),
    loopSteps,
    totalSteps,
  };
}

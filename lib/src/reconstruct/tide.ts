/*
 * Deterministic reconstruction of per-step TIDE logs (JSONL, one line per task) consistent with the published
 * aggregates of arXiv:2602.02196v2: Table 1 (SR = P_{t_max}, AUV), Table 2 (loop ratio LR, pooled) and Table 6
 * (memory index MI = AUV_with − AUV_without). These are NOT the paper's logs (it released none): they are one
 * set of logs among many that reproduce the printed numbers at their printed precision.
 *
 * What is constrained, per model × environment (N tasks, horizon H = t_max, run limit max_steps):
 * - the number S of tasks solved within H (SR = S/N);
 * - Σ s over those tasks (AUV = Σ (H − s + 0.5) / (N·H) depends on nothing else);
 * - the number of loop steps L over all trajectories (LR = L / Σ steps), loops being immediately repeated cycles
 *   of identical observations and actions (TIDE Algorithm 1);
 * - for the memory-free run, its AUV (so that AUV_with − AUV_without rounds to MI).
 * Everything else (which tasks, the exact step of each success, the late successes after H, where loops sit,
 * the memory-free SR and loops) is drawn from a seeded PRNG and smooth distributions, then adjusted minimally.
 *
 * Observations are compact strings: `s<t>` for an ordinary state at step t (the step counter keeps them unique,
 * so no unintended cycle can form), `c<b>.<q>` for the q-th state of loop block b (repeated verbatim);
 * actions `a<t>` and `l<b>.<q>` likewise.
 */
import { fnv1a32, mulberry32 } from "../stats/random";
import { matchesAtPrecision } from "../stats/published";
import type { TideEnvironmentSpec, TidePublished } from "../reproduce/tide";
import { tideFigure, tideRunPath } from "../reproduce/tide";

/**
 * The integer count k ∈ [0, n] whose share k/n (×100) matches a printed percentage at its printed precision
 * ({@link matchesAtPrecision}), searching outwards from round(percent/100 · n) (at equal distance the smaller k
 * first). Returns null when no count matches (the printed value is impossible for this n).
 *
 * @param percent the printed percentage
 * @param decimals its printed decimals
 * @param n the denominator (tasks, steps)
 * @returns the count k, or null
 * @example
 * tideCountForPercent(52.1, 1, 140); // 73 (73/140 = 52.14%)
 */
export function tideCountForPercent(percent: number, decimals: number, n: number): number | null {
  const centre = Math.round((percent / 100) * n);
  for (let d = 0; d <= n; d++) {
    for (const k of d === 0 ? [centre] : [centre - d, centre + d]) {
      if (k >= 0 && k <= n && matchesAtPrecision({ value: percent, decimals }, k / n, 100)) return k;
    }
    if (centre - d < 0 && centre + d > n) break;
  }
  return null;
}

/**
 * AUV (fraction) of N tasks of which S are solved within H with step sum T = Σ s:
 * AUV = (S(H + 0.5) − T)/(N·H) (the per-task closed form Σ (H − s + 0.5)/(N·H)). S = T = 0 → 0.
 */
function auvFromStepSum(solved: number, stepSum: number, tasks: number, tMax: number): number {
  return (solved * (tMax + 0.5) - stepSum) / (tasks * tMax);
}

/**
 * The step sum T = Σ s over S tasks solved at steps 1..H, chosen so that AUV = (S(H + 0.5) − T)/(N·H) is as close
 * as possible to `auvFraction`: T = round(S(H + 0.5) − auvFraction·N·H) clamped to [S, S·H]. Returns the T and the
 * exact AUV it gives. Edge: S = 0 → { stepSum: 0, auv: 0 }.
 *
 * @param auvFraction the AUV to approach (fraction)
 * @param solved S, tasks solved within H
 * @param tasks N
 * @param tMax H
 * @returns the step sum and its exact AUV
 * @example
 * tideStepSumFor(0.75, 100, 100, 30); // { stepSum: 800, auv: 0.75 }
 */
export function tideStepSumFor(auvFraction: number, solved: number, tasks: number, tMax: number): { stepSum: number; auv: number } {
  if (solved === 0) return { stepSum: 0, auv: 0 };
  const ideal = solved * (tMax + 0.5) - auvFraction * tasks * tMax;
  const stepSum = Math.min(solved * tMax, Math.max(solved, Math.round(ideal)));
  return { stepSum, auv: auvFromStepSum(solved, stepSum, tasks, tMax) };
}

/**
 * Every step sum T ∈ [S, S·H] whose AUV = (S(H + 0.5) − T)/(N·H) matches a printed AUV (percent) at its
 * precision, closest to the printed value first (ties: smaller T first).
 *
 * @param auvFig the printed AUV (percent) and its decimals
 * @param solved S
 * @param tasks N
 * @param tMax H
 * @returns the matching step sums, best first
 * @example
 * tideStepSumCandidates({ value: 75.0, decimals: 1 }, 100, 100, 30); // [800, 799, 801]
 */
export function tideStepSumCandidates(auvFig: { value: number; decimals: number }, solved: number, tasks: number, tMax: number): number[] {
  if (solved === 0) return matchesAtPrecision(auvFig, 0, 100) ? [0] : [];
  const out: { t: number; d: number }[] = [];
  for (let t = solved; t <= solved * tMax; t++) {
    const a = auvFromStepSum(solved, t, tasks, tMax);
    if (matchesAtPrecision(auvFig, a, 100)) out.push({ t, d: Math.abs(a * 100 - auvFig.value) });
  }
  return out.sort((x, y) => x.d - y.d || x.t - y.t).map((x) => x.t);
}

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
  /** Trajectory length (steps taken). */
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

/** One loop block: a cycle of `cycle` states repeated `copies` times (loop steps = (copies − 1)·cycle). */
interface LoopBlock {
  cycle: number;
  copies: number;
}

/** Blocks realising exactly `loopSteps` loop steps within a trajectory of `length` steps (last step kept ordinary). */
function loopBlocks(loopSteps: number, length: number, rnd: () => number): LoopBlock[] {
  if (loopSteps === 0) return [];
  const options: LoopBlock[][] = [];
  for (const c of [1, 2, 3]) {
    if (c > loopSteps) continue;
    const q = Math.floor(loopSteps / c);
    const r = loopSteps - q * c;
    const blocks: LoopBlock[] = [{ cycle: c, copies: q + 1 }];
    if (r > 0) blocks.push({ cycle: 1, copies: r + 1 });
    const used = blocks.reduce((a, b) => a + b.cycle * b.copies, 0) + (blocks.length - 1);
    if (used <= length - 1) options.push(blocks);
  }
  if (options.length === 0) throw new RangeError(`loopBlocks: loopSteps must fit in a trajectory of ${length} steps, got ${loopSteps}`);
  return options[Math.floor(rnd() * options.length)];
}

/**
 * Observations and actions of one trajectory: ordinary steps `s<t>`/`a<t>`, loop blocks `c<b>.<q>`/`l<b>.<q>`.
 * TIDE's Algorithm 1 finds exactly `plan.loopSteps` repeated steps in it.
 *
 * @param plan the task's plan
 * @param rnd the random stream
 * @returns the observations and actions
 * @throws {RangeError} when the loop budget exceeds length − 2
 * @example
 * tideTrajectory({ index: 0, length: 5, success: false, loopSteps: 2 }, mulberry32(1)).observations; // ["c0.0", "c0.1", "c0.0", "c0.1", "s4"]: a 2-cycle repeated once = 2 loop steps
 */
export function tideTrajectory(plan: TideTaskPlan, rnd: () => number): { observations: string[]; actions: string[] } {
  const n = plan.length;
  const blocks = loopBlocks(plan.loopSteps, n, rnd);
  const used = blocks.reduce((a, b) => a + b.cycle * b.copies, 0) + Math.max(0, blocks.length - 1);
  const free = n - 1 - used;
  const start = blocks.length === 0 ? 0 : Math.floor(rnd() * (free + 1));
  const observations: string[] = [];
  const actions: string[] = [];
  const ordinary = (t: number) => {
    observations.push(`s${t}`);
    actions.push(`a${t}`);
  };
  let t = 0;
  while (t < start) ordinary(t++);
  blocks.forEach((b, bi) => {
    if (bi > 0) ordinary(t++);
    for (let k = 0; k < b.copies; k++) {
      for (let q = 0; q < b.cycle; q++) {
        observations.push(`c${bi}.${q}`);
        actions.push(`l${bi}.${q}`);
        t++;
      }
    }
  });
  while (t < n) ordinary(t++);
  return { observations, actions };
}

/**
 * One JSONL line in TIDE's format (TaskRunner.save_result_local) for a planned task. To keep the files small, a
 * step carries only observation and action, and the last step env_feedback {reward, done} (no true_state,
 * analysis, token entropy, action_is_valid: every action is valid); a rollout carries steps, success and
 * meta.total_steps.
 *
 * @param environment the environment id (in the query text)
 * @param plan the task's plan
 * @param traj its observations and actions
 * @returns one JSON line (no newline)
 * @example
 * JSON.parse(tideJsonlLine("BW", { index: 0, length: 1, success: true, loopSteps: 0 }, { observations: ["s0"], actions: ["a0"] })).traj_rollouts[0].rollout_results.success; // true
 */
export function tideJsonlLine(environment: string, plan: TideTaskPlan, traj: { observations: string[]; actions: string[] }): string {
  const n = plan.length;
  const steps = traj.observations.map((observation, t) => {
    if (t < n - 1) return { observation, action: traj.actions[t] };
    return { observation, action: traj.actions[t], env_feedback: { reward: plan.success ? 1 : 0, done: plan.success } };
  });
  const acc = plan.success ? 1 : 0;
  return JSON.stringify({
    query: `${environment} task ${plan.index}`,
    seed: plan.index,
    all_accuracies: [acc],
    avg_accuracy: acc,
    pass_at_n: acc,
    traj_rollouts: [{ rollout_idx: 0, rollout_results: { steps, success: plan.success, meta: { total_steps: n } } }],
    meta: { traj_rollout_n: 1, step_rollout_n: 1 },
  });
}

/**
 * The JSONL text of a planned run (one line per task, in task order, trailing newline), byte-deterministic.
 *
 * @param plan the run's plan
 * @returns the file text
 * @throws {RangeError} when a task's loop budget does not fit its trajectory
 */
export function tideRunJsonl(plan: TideRunPlan): string {
  const rnd = mulberry32(fnv1a32(`tide-traj|${plan.environment}|${plan.model}|${plan.memory ? "memory" : "no-memory"}`));
  return plan.tasks.map((t) => tideJsonlLine(plan.environment, t, tideTrajectory(t, rnd)) + "\n").join("");
}

/** Targets of the with-memory and memory-free runs of one model × environment, derived from the published figures. */
export interface TideRunTargets {
  /** The environment. */
  environment: string;
  /** The model. */
  model: string;
  /** Tasks solved within t_max (Table 1 SR × N). */
  solved: number;
  /** Step sums Σ s matching Table 1's AUV, best first. */
  stepSums: number[];
  /** The printed LR. */
  lr: { value: number; decimals: number };
  /** The printed MI. */
  mi: { value: number; decimals: number };
  /** AUV / SR of the published row (used to give the memory-free run a similar curve shape). */
  auvToSr: number;
}

/**
 * The targets for one model × environment from Tables 1, 2 and 6 (see {@link reconstructTideRuns}).
 *
 * @param pub the published figures
 * @param spec the environment
 * @param model the model
 * @returns S, the matching step sums, LR, MI and the AUV/SR ratio
 * @throws {RangeError} when a figure is missing or the printed SR or AUV is unreachable with N tasks
 * @example
 * const pub = loadPublishedTide();
 * tideRunTargets(pub, pub.environments[0], "DeepSeek-V3.2").stepSums; // [587, 588]
 */
export function tideRunTargets(pub: TidePublished, spec: TideEnvironmentSpec, model: string): TideRunTargets {
  const N = spec.tasks;
  const sr = tideFigure(pub, `table1.${spec.id}.${model}.SR`);
  const au = tideFigure(pub, `table1.${spec.id}.${model}.AUV`);
  const mi = tideFigure(pub, `table6.${spec.id}.${model}.MI`);
  const lr = tideFigure(pub, `table2.${spec.id}.${model}.LR`);
  const solved = tideCountForPercent(sr.value, sr.decimals, N);
  if (solved === null) throw new RangeError(`tideRunTargets: the published SR must be reachable as k/${N}, got ${sr.value}`);
  const stepSums = tideStepSumCandidates(au, solved, N, spec.tMax);
  if (stepSums.length === 0) throw new RangeError(`tideRunTargets: the published AUV of ${spec.id} ${model} must be reachable with ${solved} solved tasks, got ${au.value}`);
  return {
    environment: spec.id,
    model,
    solved,
    stepSums,
    lr: { value: lr.value, decimals: lr.decimals },
    mi: { value: mi.value, decimals: mi.decimals },
    auvToSr: sr.value > 0 ? au.value / sr.value : 0.6,
  };
}

/**
 * A memory-free (S', Σs') such that AUV_with − AUV_without rounds to the printed MI. S' is free (the paper prints
 * no memory-free SR); it is chosen so that the memory-free AUV/SR ratio is close to the with-memory one.
 *
 * @param auvWith the with-memory AUV (fraction)
 * @param mi the printed MI (percent) and its decimals
 * @param auvToSr the with-memory AUV/SR ratio
 * @param tasks N
 * @param tMax H
 * @returns S', Σs' and the memory-free AUV, or null when no pair matches
 * @example
 * tideWithoutMemoryTargets(0.711, { value: 2.5, decimals: 1 }, 0.73, 100, 20); // { solved: 94, stepSum: 555, auv: 0.686 }
 */
export function tideWithoutMemoryTargets(
  auvWith: number,
  mi: { value: number; decimals: number },
  auvToSr: number,
  tasks: number,
  tMax: number,
): { solved: number; stepSum: number; auv: number } | null {
  const want = auvWith - mi.value / 100;
  const ideal = Math.min(tasks, Math.max(0, Math.round((Math.max(0, want) / Math.max(auvToSr, 0.05)) * tasks)));
  for (let d = 0; d <= tasks; d++) {
    for (const s of d === 0 ? [ideal] : [ideal - d, ideal + d]) {
      if (s < 0 || s > tasks) continue;
      const r = tideStepSumFor(Math.max(0, want), s, tasks, tMax);
      if (matchesAtPrecision(mi, auvWith - r.auv, 100)) return { solved: s, stepSum: r.stepSum, auv: r.auv };
    }
  }
  return null;
}

/** One generated file: relative path under data/reconstructed/tide and its text. */
export interface TideGeneratedFile {
  /** Relative path under the TIDE log directory. */
  path: string;
  /** The JSONL text. */
  text: string;
  /** The plan it realises. */
  plan: TideRunPlan;
}

/**
 * Generate the with-memory and memory-free runs of one model × environment (byte-deterministic).
 * With memory: S from SR, then the first step sum matching AUV for which a loop count matching LR exists.
 * Without memory: its AUV from MI; its loop target is the printed LR, met approximately (not published).
 *
 * @param pub the published figures
 * @param environment the environment id
 * @param model the model
 * @returns the two files (with memory, without)
 * @throws {RangeError} when the environment is unknown or no plan meets the published figures together
 *
 * @example
 * const [withMemory, withoutMemory] = reconstructTideRuns(loadPublishedTide(), "BlocksWorld", "DeepSeek-V3.2");
 * withMemory.path; // "BlocksWorld/DeepSeek-V3.2.jsonl"
 */
export function reconstructTideRuns(pub: TidePublished, environment: string, model: string): TideGeneratedFile[] {
  const spec = pub.environments.find((e) => e.id === environment);
  if (!spec) throw new RangeError(`reconstructTideRuns: environment must be one of ${pub.environments.map((e) => e.id).join(", ")}, got ${JSON.stringify(environment)} (an unknown environment)`);
  const t = tideRunTargets(pub, spec, model);
  for (const stepSum of t.stepSums) {
    const withPlan = tidePlanRun(spec, model, true, t.solved, stepSum, t.lr);
    if (withPlan === null) continue;
    const wo = tideWithoutMemoryTargets(withPlan.auv, t.mi, t.auvToSr, spec.tasks, spec.tMax);
    if (wo === null) continue;
    const withoutPlan = tidePlanRun(spec, model, false, wo.solved, wo.stepSum, t.lr, false) as TideRunPlan;
    return [
      { path: tideRunPath(environment, model, true), text: tideRunJsonl(withPlan), plan: withPlan },
      { path: tideRunPath(environment, model, false), text: tideRunJsonl(withoutPlan), plan: withoutPlan },
    ];
  }
  throw new RangeError(`reconstructTideRuns: the published SR, AUV, LR and MI of ${environment} ${model} must be reachable together, got none of ${t.stepSums.length} step sums`);
}

/**
 * Every file of the reconstruction (17 models × 5 environments × {memory, no memory}), in a fixed order.
 *
 * @param pub the published figures
 * @returns a generator of the files
 * @throws {RangeError} as {@link reconstructTideRuns}
 */
export function* reconstructTideAll(pub: TidePublished): Generator<TideGeneratedFile> {
  for (const env of pub.environments) for (const m of pub.models) for (const f of reconstructTideRuns(pub, env.id, m.name)) yield f;
}

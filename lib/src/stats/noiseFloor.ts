/**
 * The noise floor of a score: how much it moves when the same agent is run again on the same tasks, and the
 * smallest difference between two runs that a given number of tasks can then resolve.
 */
import { mean, sampleStandardDeviation, sampleVariance } from "simple-statistics";
import { exclusionsByReason } from "./exclusions";
import type { Exclusion } from "./measurement";
import { minimumDetectableDifference, type PowerOptions } from "./minimumDetectableDifference";
import { requireFiniteArray, requireInteger } from "./guards";
import { clusterBootstrap, DEFAULT_BOOTSTRAP_SEED, requireBootstrapOptions, type ClusterBootstrapOptions } from "./clusterBootstrap";
import type { Interval } from "./interval";
import { percentileInterval } from "./percentileInterval";

/** @internal Why the MDD is null when every task's trials agreed. */
export const NO_SPREAD = "no trial-to-trial spread in any task: the noise is below what these trials can show, so no MDD";

/** One task's repeated scores (one per trial, in trial order). */
export interface TaskScores {
  task: string;
  values: readonly number[];
}

/** Options of {@link noiseFloor}. */
export interface NoiseFloorOptions extends PowerOptions, ClusterBootstrapOptions {
  /** Coverage of the MDD's bootstrap interval, default 0.95. */
  level?: number;
  /** Trials per task averaged into one run's score (m), default 1. */
  trialsPerRun?: number;
  /** Tasks T of the comparison the MDD is computed for; default: the tasks measured. */
  tasks?: number;
}

/** Result of {@link noiseFloor}. */
export interface NoiseFloor {
  /** Tasks with ≥ 2 trials (the ones that show run-to-run spread). */
  tasks: number;
  minTrials: number | null;
  maxTrials: number | null;
  /** σ̄²_w = (1/T) Σ_t s_t², the mean within-task (trial-to-trial) variance; null when no task has 2 trials. */
  withinVariance: number | null;
  /** √(σ̄²_w / (T m)): the SD of the run score between reruns on the same T tasks. */
  runToRunSd: number | null;
  /** Run scores when every task has the same k ≥ 2 trials: run j = the mean over tasks of trial j. */
  runScores: number[];
  /** SD (n − 1) of those k run scores: a direct but coarse check of runToRunSd; null unless k ≥ 2 equal counts. */
  observedRunSd: number | null;
  /** σ²_d = 2σ̄²_w/m, the variance of a per-task difference between two runs that differ only by noise. */
  differenceVariance: number | null;
  /** Tasks the MDD is computed for. */
  mddTasks: number | null;
  /** (z_{1−α/2} + z_power) √(σ²_d / T): the smallest difference two runs on T tasks detect at that power. */
  mdd: number | null;
  /**
   * Percentile bootstrap interval of the MDD, resampling the measured tasks (each with its within-task variance)
   * with T fixed; null with `mddIntervalReason` when the MDD is null. Resamples whose variance is 0 have no MDD and
   * are counted in `mddFailedResamples`.
   */
  mddInterval: Interval | null;
  mddIntervalReason: string | null;
  mddFailedResamples: number;
  /** The bootstrap's settings: level, replicates, seed. */
  mddBootstrap: { level: number; replicates: number; seed: number };
  /** What the MDD is a floor for, in words (a rerun of the same agent on the same tasks, m trials per task). */
  floorFor: string | null;
  alpha: number;
  power: number;
  /** Tasks with a single trial (no within-task spread), by reason. */
  exclusions: Exclusion[];
  reason: string | null;
}

/**
 * How much does a score move from run to run on the same tasks, and what difference could it hide?
 * Run-to-run noise of a mean score from k trials per task, and the minimum detectable difference it implies.
 *
 * Formula: for task t with trials y_t1..y_tk, s_t² = Σ_j (y_tj − ȳ_t)²/(k − 1); σ̄²_w = (1/T) Σ_t s_t².
 * A run scores (1/T) Σ_t y_t (one trial per task; m trials: their mean): with the tasks fixed, its variance
 * between reruns is σ̄²_w/(T m), so runToRunSd = √(σ̄²_w/(T m)). Two runs paired on the same T tasks that differ
 * only by this noise have per-task difference variance σ²_d = 2σ̄²_w/m, and
 * MDD = (z_{1−α/2} + z_power) √(σ²_d/T) (2.80 √(σ²_d/T) at α = 0.05, power 0.8). A real comparison adds the
 * task × system interaction to σ²_d, so this MDD is a floor: no smaller difference can be resolved. It is the
 * floor for a rerun of the same agent on the same T tasks with m trials per task (m = 1: one trial per task), said
 * so in `floorFor`. Its uncertainty: `mddInterval`, the seeded percentile bootstrap of the MDD resampling the
 * measured tasks with their within-task variances ({@link clusterBootstrap}, one task per cluster), T fixed.
 * Unit: that of the score. Range: ≥ 0.
 * Edges: no task with 2 trials → every variance null ("no task with two or more trials"); tasks with one trial
 * are excluded and counted; every task's trials equal → variances 0 (a real observation: the trials agreed) but
 * MDD null with a reason (a zero noise floor would claim that any difference is detectable).
 * Source: docs/definitions/statistics.md#noise-floor.
 *
 * @param tasks per-task scores of repeated trials
 * @param options trialsPerRun m (default 1), tasks T for the MDD (default: measured), alpha, power; level,
 *   replicates and seed of the MDD's bootstrap interval (0.95, 2000, the library's seed)
 * @returns the noise floor
 * @throws {RangeError} when a score is not finite or an option is out of range
 * @example
 * const nf = noiseFloor([{ task: "a", values: [1, 0] }, { task: "b", values: [1, 1] }]);
 * nf.withinVariance; // 0.25
 * nf.runToRunSd;     // 0.3535533905932738
 */
export function noiseFloor(tasks: readonly TaskScores[], options: NoiseFloorOptions = {}): NoiseFloor {
  const m = options.trialsPerRun ?? 1;
  requireInteger("noiseFloor", "trialsPerRun", m, 1);
  if (options.tasks !== undefined) requireInteger("noiseFloor", "tasks", options.tasks, 1);
  const alpha = options.alpha ?? 0.05;
  const power = options.power ?? 0.8;
  requireBootstrapOptions("noiseFloor", options);
  const mddBootstrap = { level: options.level ?? 0.95, replicates: options.replicates ?? 2000, seed: options.seed ?? DEFAULT_BOOTSTRAP_SEED };
  const excluded: { id: string; reason: string }[] = [];
  const variances: number[] = [];
  const used: TaskScores[] = [];
  tasks.forEach((t, i) => {
    requireFiniteArray("noiseFloor", `tasks[${i}].values`, t.values as number[]);
    const k = t.values.length;
    if (k < 2) {
      excluded.push({ id: t.task, reason: k === 0 ? "no trials" : "one trial: no within-task spread" });
      return;
    }
    variances.push(sampleVariance(t.values as number[]));
    used.push(t);
  });
  const counts = used.map((t) => t.values.length);
  const T = used.length;
  const out: NoiseFloor = {
    tasks: T,
    minTrials: T ? Math.min(...counts) : null,
    maxTrials: T ? Math.max(...counts) : null,
    withinVariance: null,
    runToRunSd: null,
    runScores: [],
    observedRunSd: null,
    differenceVariance: null,
    mddTasks: null,
    mdd: null,
    mddInterval: null,
    mddIntervalReason: null,
    mddFailedResamples: 0,
    mddBootstrap,
    floorFor: null,
    alpha,
    power,
    exclusions: exclusionsByReason(excluded, (r) => r.reason, (r) => r.id),
    reason: null,
  };
  if (T === 0) return { ...out, reason: "no task with two or more trials", mddIntervalReason: "no task with two or more trials" };
  const w = mean(variances);
  out.withinVariance = w;
  out.runToRunSd = Math.sqrt(w / (T * m));
  out.differenceVariance = (2 * w) / m;
  out.mddTasks = options.tasks ?? T;
  const T0 = out.mddTasks;
  out.floorFor =
    `a comparison of two runs on the same ${T0} tasks with ${m === 1 ? "one trial" : `${m} trials`} per task whose only noise is that of ` +
    `rerunning the same agent: no smaller true difference is detected with ${Math.round(power * 100)} % power at α = ${alpha}; two ` +
    `different agents add their task × agent interaction, so their MDD is larger`;
  if (w > 0) {
    out.mdd = minimumDetectableDifference(out.differenceVariance, T0, { alpha, power });
    const mddOf = (vs: number[]) => minimumDetectableDifference((2 * mean(vs)) / m, T0, { alpha, power });
    const boot = clusterBootstrap(variances, (_, i) => i, mddOf, { replicates: mddBootstrap.replicates, seed: mddBootstrap.seed });
    out.mddFailedResamples = boot.failed;
    out.mddInterval = percentileInterval(boot.replicates, mddBootstrap.level);
    out.mddIntervalReason = out.mddInterval ? null : (boot.reason ?? "no resample with a positive variance");
  } else {
    out.reason = NO_SPREAD;
    out.mddIntervalReason = NO_SPREAD;
  }
  if (out.minTrials === out.maxTrials) {
    const k = out.minTrials as number;
    for (let j = 0; j < k; j++) out.runScores.push(used.reduce((s, t) => s + t.values[j], 0) / T);
    out.observedRunSd = sampleStandardDeviation(out.runScores); // k ≥ 2: every used task has two or more trials
  }
  return out;
}

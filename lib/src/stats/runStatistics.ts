/**
 * The statistics of one run with the task as the unit: reward with naive beside task-clustered uncertainty,
 * pass^k and pass@k with intervals over tasks, and the noise floor. What `trajlab stats` prints.
 */
import type { Run, RunFormat } from "../io/model";
import { bcaInterval } from "./bcaInterval";
import { clusterBootstrap, DEFAULT_BOOTSTRAP_SEED } from "./clusterBootstrap";
import { clusteredMean, type ClusteredMean } from "./clusteredMean";
import { normalInterval, type Interval } from "./interval";
import type { Exclusion } from "./measurement";
import { noiseFloor, type NoiseFloor } from "./noiseFloor";
import { passK, type PassKReport } from "./passK";
import { percentileInterval } from "./percentileInterval";
import { taskTrials } from "./taskTrials";

/** Options of {@link runStatistics}. */
export interface RunStatisticsOptions {
  level?: number;
  replicates?: number;
  seed?: number;
  /** Tasks T for the noise floor's MDD (default: the run's own). */
  mddTasks?: number;
}

/** The reward of a run with both kinds of uncertainty. */
export interface RewardStatistics extends ClusteredMean {
  /** mean ± z·naiveSe (conversations independent). */
  naiveInterval: Interval | null;
  /** mean ± z·clusteredSe (clustered by task). */
  clusteredInterval: Interval | null;
  /** Percentile interval of the cluster bootstrap (resampling tasks with their trials). */
  bootstrap: Interval | null;
  bca: Interval | null;
  /** clusteredSe / naiveSe. */
  seRatio: number | null;
}

/** Result of {@link runStatistics}. */
export interface RunStatistics {
  run: { source: string; format: RunFormat; domain: string | null; agentModel: string | null; conversations: number; tasks: number };
  settings: { level: number; replicates: number; seed: number };
  reward: RewardStatistics;
  passK: PassKReport;
  noiseFloor: NoiseFloor;
  /** Conversations left out (infrastructure errors, missing rewards), by reason, with ids. */
  exclusions: Exclusion[];
}

/**
 * How well does one run do, and how sure can we be of it?
 * Reward, pass^k and noise floor of one run, every figure with its uncertainty over tasks.
 *
 * Steps: counted trials per task ({@link taskTrials}: infrastructure errors and missing rewards excluded and
 * counted); reward = mean over counted conversations (τ²'s avg_reward) with the naive SE (conversations
 * independent) and the SE clustered by task ({@link clusteredMean}), their normal intervals, and the percentile
 * and BCa intervals of the cluster bootstrap; {@link passK}; {@link noiseFloor} of the reward from the trials of
 * each task.
 * Unit: reward units (fractions for 0/1 rewards). Edges: a run with no counted conversation gives null values with
 * reasons throughout.
 * Source: docs/definitions/statistics.md#run-statistics.
 *
 * @param run a loaded run
 * @param options level (0.95), replicates (2000), seed, mddTasks
 * @returns plain JSON-serialisable statistics
 * @example
 * const s = runStatistics(loadRun("data/examples/tau2_retail_examples.json"));
 * s.reward.n;      // 5 (the sixth conversation has no reward and is excluded)
 * s.passK.rows[0].passHat.value; // 0.6
 */
export function runStatistics(run: Run, options: RunStatisticsOptions = {}): RunStatistics {
  const level = options.level ?? 0.95;
  const replicates = options.replicates ?? 2000;
  const seed = options.seed ?? DEFAULT_BOOTSTRAP_SEED;
  const tt = taskTrials(run.conversations);
  const units = tt.tasks.flatMap((t) => t.rewards.map((r) => ({ task: t.task, reward: r })));
  const cm = clusteredMean(
    units.map((u) => u.reward),
    units.map((u) => u.task),
  );
  const reward: RewardStatistics = {
    ...cm,
    naiveInterval: normalInterval(cm.mean, cm.naiveSe, level),
    clusteredInterval: normalInterval(cm.mean, cm.clusteredSe, level),
    bootstrap: null,
    bca: null,
    seRatio: cm.clusteredSe !== null && cm.naiveSe ? cm.clusteredSe / cm.naiveSe : null,
  };
  if (cm.clusteredSe !== null) {
    const mean = (us: typeof units) => us.reduce((s, u) => s + u.reward, 0) / us.length;
    const b = clusterBootstrap(units, (u) => u.task, mean, { replicates, seed });
    reward.bootstrap = percentileInterval(b.replicates, level);
    reward.bca = bcaInterval(cm.mean as number, b.replicates, b.jackknife, level).interval;
  }
  return {
    run: {
      source: run.source,
      format: run.format,
      domain: run.domain,
      agentModel: run.agentModel,
      conversations: run.conversations.length,
      tasks: tt.tasks.length,
    },
    settings: { level, replicates, seed },
    reward,
    passK: passK(run.conversations, { level, replicates, seed }),
    noiseFloor: noiseFloor(
      tt.tasks.map((t) => ({ task: t.task, values: t.rewards })),
      options.mddTasks ? { tasks: options.mddTasks } : {},
    ),
    exclusions: tt.exclusions,
  };
}

/**
 * The statistics of one run with the task as the unit: reward with naive beside task-clustered uncertainty,
 * pass^k and pass@k with intervals over tasks, and the noise floor. What `trajlab stats` prints.
 */
import type { Run, RunFormat } from "../io/model";
import { bcaInterval } from "./bcaInterval";
import { clusterBootstrap, DEFAULT_BOOTSTRAP_SEED } from "./clusterBootstrap";
import { clusteredInterval } from "./clusteredInterval";
import { clusteredMean, type ClusteredMean } from "./clusteredMean";
import { normalInterval, type Interval } from "./interval";
import type { Exclusion } from "./measurement";
import { noiseFloor, type NoiseFloor } from "./noiseFloor";
import { passK, type PassKReport } from "./passK";
import { percentileInterval } from "./percentileInterval";
import { taskTrials } from "./taskTrials";
import { wilsonInterval } from "./wilson";

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
  /**
   * Conversations independent: the Wilson interval of the successes when every reward is 0 or 1 (a share), else
   * mean ± z·naiveSe (cut to [0, 1] with `clipped` when the rewards lie in [0, 1]).
   */
  naiveInterval: Interval | null;
  /**
   * Clustered by task (CR1 SE): t with G − 1 degrees of freedom, on the logit scale when the rewards lie in [0, 1]
   * (so it stays inside [0, 1]); null with `reason` when the clustered SE is null.
   */
  clusteredInterval: Interval | null;
  /** Percentile interval of the cluster bootstrap (resampling tasks with their trials). */
  bootstrap: Interval | null;
  bca: Interval | null;
  /** Why the bootstrap intervals are null ("no clustered SE: …", BCa's own reason); null when both are given. */
  bootstrapReason: string | null;
  bcaReason: string | null;
  /** clusteredSe / naiveSe. */
  seRatio: number | null;
  /** The design effect in words, with its direction ("naive interval too narrow" above 1, "too wide" below 1). */
  designEffectText: string | null;
  /** How the clustered interval was made, in words (t with G − 1 df, logit scale). */
  intervalNote: string | null;
}

/**
 * @internal The design effect in words with its direction.
 * @param designEffect (clustered SE / naive SE)², or null
 * @returns the sentence, or null when the design effect is null
 * @example
 * designEffectWords(0.54); // "design effect 0.54 < 1: the naive interval is too wide (the clustered SE is 0.73× the naive; trials of a task differ more than tasks do)"
 */
export function designEffectWords(designEffect: number | null): string | null {
  if (designEffect === null) return null;
  const r = Math.sqrt(designEffect);
  const d = designEffect.toFixed(2);
  if (Math.abs(designEffect - 1) < 0.005) return `design effect ${d}: no clustering effect (the naive and the clustered SE agree)`;
  return designEffect > 1
    ? `design effect ${d} > 1: the naive interval is too narrow (the clustered SE is ${r.toFixed(2)}× the naive; trials of a task are alike)`
    : `design effect ${d} < 1: the naive interval is too wide (the clustered SE is ${r.toFixed(2)}× the naive; trials of a task differ more than tasks do)`;
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

/** Conversations independent: Wilson for 0/1 rewards, else the normal interval (cut to [0, 1] for rewards in [0, 1]). */
function naiveRewardInterval(cm: ClusteredMean, rewards: readonly number[], level: number, bounded: boolean, binary: boolean): Interval | null {
  if (cm.naiveSe === null) return null;
  if (binary) return wilsonInterval(rewards.filter((r) => r === 1).length, rewards.length, level);
  const i = normalInterval(cm.mean, cm.naiveSe, level);
  if (i && bounded && (i.lo < 0 || i.hi > 1)) return { ...i, lo: Math.max(0, i.lo), hi: Math.min(1, i.hi), clipped: true };
  return i;
}

/**
 * How well does one run do, and how sure can we be of it?
 * Reward, pass^k and noise floor of one run, every figure with its uncertainty over tasks.
 *
 * Steps: counted trials per task ({@link taskTrials}: infrastructure errors and missing rewards excluded and
 * counted); reward = mean over counted conversations (τ²'s avg_reward) with the naive SE (conversations
 * independent; its interval Wilson for 0/1 rewards) and the SE clustered by task ({@link clusteredMean}, CR1), the
 * clustered interval with t on G − 1 degrees of freedom (on the logit scale for rewards in [0, 1], so a share's
 * interval stays in [0, 1]), the percentile and BCa intervals of the cluster bootstrap (each null with its reason),
 * and the design effect in words with its direction; {@link passK}; {@link noiseFloor} of the reward from the trials of
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
  const rewards = units.map((u) => u.reward);
  const bounded = rewards.every((r) => r >= 0 && r <= 1);
  const binary = rewards.every((r) => r === 0 || r === 1);
  const clustered = clusteredInterval(cm.mean, cm.clusteredSe, cm.clusters, { level, bounded });
  const reward: RewardStatistics = {
    ...cm,
    naiveInterval: naiveRewardInterval(cm, rewards, level, bounded, binary),
    clusteredInterval: clustered,
    bootstrap: null,
    bca: null,
    bootstrapReason: cm.clusteredSe === null ? `no clustered SE: ${cm.reason ?? "not computable"}` : null,
    bcaReason: cm.clusteredSe === null ? `no clustered SE: ${cm.reason ?? "not computable"}` : null,
    seRatio: cm.clusteredSe !== null && cm.naiveSe ? cm.clusteredSe / cm.naiveSe : null,
    designEffectText: designEffectWords(cm.designEffect),
    intervalNote: clustered
      ? `${cm.clusters < 30 ? `few clusters (G = ${cm.clusters} < 30): ` : ""}CR1 clustered SE (G/(G − 1) correction), t with G − 1 = ${clustered.df} df${clustered.method === "logit" ? ", on the logit scale (a share stays in [0, 1])" : ""}${clustered.clipped ? ", cut to [0, 1]" : ""}`
      : null,
  };
  if (cm.clusteredSe !== null) {
    const mean = (us: typeof units) => us.reduce((s, u) => s + u.reward, 0) / us.length;
    const b = clusterBootstrap(units, (u) => u.task, mean, { replicates, seed });
    reward.bootstrap = percentileInterval(b.replicates, level);
    if (reward.bootstrap === null) reward.bootstrapReason = b.reason ?? "no replicates";
    const bca = bcaInterval(cm.mean as number, b.replicates, b.jackknife, level);
    reward.bca = bca.interval;
    reward.bcaReason = bca.reason;
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
      { level, replicates, seed, ...(options.mddTasks ? { tasks: options.mddTasks } : {}) },
    ),
    exclusions: tt.exclusions,
  };
}

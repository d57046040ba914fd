/**
 * The reward of one source with the task as the unit: mean, task-clustered standard error and interval, pass^k
 * when the source is a τ-bench run, and the conversations left out.
 */
import { clusteredMean, type ClusteredMean } from "../stats/clusteredMean";
import type { Interval } from "../stats/interval";
import { clusteredInterval } from "../stats/clusteredInterval";
import { exclusionsByReason } from "../stats/exclusions";
import type { Exclusion } from "../stats/measurement";
import type { PassKReport } from "../stats/passK";
import { runStatistics, type RunStatisticsOptions } from "../stats/runStatistics";
import { TRIAL_EXCLUSION } from "../stats/taskTrials";
import type { EventLog } from "../events/schema";
import type { ExportSource } from "./loadExport";

/** Result of {@link rewardSummary}. */
export interface RewardSummary {
  /** The source's label. */
  source: string;
  /** The mean reward over counted conversations with its naive and task-clustered SEs (`clusteredMean`). */
  reward: ClusteredMean;
  /** mean ± z·clusteredSe, or null when the clustered SE is null (see `reward.reason`). */
  clusteredInterval: Interval | null;
  /** Percentile interval of the task bootstrap (τ-bench runs), or null. */
  bootstrap: Interval | null;
  /** pass^k and pass@k with intervals over tasks (τ-bench runs), or null (see `passKReason`). */
  passK: PassKReport | null;
  /** Why pass^k is not given, else null. */
  passKReason: string | null;
  /** Conversations left out of the reward (infrastructure errors, missing rewards), by reason, with ids. */
  exclusions: Exclusion[];
}

/**
 * The reward of one source, every figure with its uncertainty over tasks
 * (docs/definitions/statistics.md#run-statistics).
 *
 * For a τ-bench run: `runStatistics` (reward with naive and task-clustered SEs, the task bootstrap, pass^k).
 * For a TIDE run or an event log: the same counting rule over its trajectories — a trajectory ending in
 * `infrastructure_error` or without a reward is left out and counted — and `clusteredMean` of the rewards
 * clustered by task (TIDE: success = reward 1, one rollout per task); no bootstrap and no pass^k (they need a
 * τ-bench run's conversations; `passKReason` says so).
 * Unit: reward units (a fraction of tasks for 0/1 rewards). Edges: nothing counted → mean null with reason "no
 * values"; one task → SEs and interval null.
 *
 * @param source one source of {@link loadExport}
 * @param options level, replicates and seed of `runStatistics`
 * @returns the reward with its intervals, pass^k, and what was left out
 * @example
 * const [run, events] = loadExport(["data/examples"]).sources;
 * rewardSummary(run).reward.mean;            // 0.6
 * rewardSummary(run).exclusions[0].reason;   // "reward missing"
 * rewardSummary(events).reward.n;            // 1
 */
export function rewardSummary(source: ExportSource, options: RunStatisticsOptions = {}): RewardSummary {
  if (source.kind === "run") {
    const s = runStatistics(source.run, options);
    const { naiveInterval: _n, clusteredInterval, bootstrap, bca: _b, seRatio: _r, ...reward } = s.reward;
    return { source: source.label, reward, clusteredInterval, bootstrap, passK: s.passK, passKReason: null, exclusions: s.exclusions };
  }
  const ts: readonly EventLogReward[] = source.kind === "events" ? source.eventsFile.logs : source.run.tasks.map((t, i) => ({ id: `task-${i}`, taskId: String(i), reward: t.success ? 1 : 0, termination: null }));
  const reasonOf = (t: EventLogReward) =>
    t.termination === "infrastructure_error" ? TRIAL_EXCLUSION.infrastructureError : t.reward === null || !Number.isFinite(t.reward) ? TRIAL_EXCLUSION.rewardMissing : null;
  const counted = ts.filter((t) => reasonOf(t) === null);
  const reward = clusteredMean(counted.map((t) => t.reward as number), counted.map((t) => t.taskId ?? t.id));
  return {
    source: source.label,
    reward,
    // the run path's rule (runStatistics): t with G − 1 df, on the logit scale for rewards in [0, 1]
    clusteredInterval: clusteredInterval(reward.mean, reward.clusteredSe, reward.clusters, { level: options.level ?? 0.95, bounded: counted.every((t) => (t.reward as number) >= 0 && (t.reward as number) <= 1) }),
    bootstrap: null,
    passK: null,
    passKReason: `pass^k is computed for τ-bench runs (conversations with trials); this source is ${source.kind === "tide" ? "a TIDE run (one rollout per task: pass^1 = the success rate)" : "an event log"}`,
    exclusions: exclusionsByReason(ts, reasonOf, (t) => t.id),
  };
}

/** What the reward of a trajectory needs (an event-log trajectory, or a TIDE task seen as one). */
type EventLogReward = Pick<EventLog, "id" | "taskId" | "reward" | "termination">;

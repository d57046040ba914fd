/**
 * The atlas's main table: per run (an agent on a domain), reward, GD^stock and GD^track with task-clustered
 * intervals, and the data-quality verdict.
 */
import { clusteredMean, type ClusteredMean } from "../stats/clusteredMean";
import { driftIntervals } from "../drift/driftIntervals";
import { normalInterval, type Interval } from "../stats/interval";
import { exclusionsByReason } from "../stats/exclusions";
import type { Exclusion } from "../stats/measurement";
import type { PointInterval, PointIntervalOptions } from "../stats/pointInterval";
import { TRIAL_EXCLUSION } from "../stats/taskTrials";
import { REWARD_GROUPS, type RewardGroup } from "../drift/rewardGroup";
import type { AtlasConversation, AtlasData, AtlasRun } from "./model";

/** The drift points of one reward group of a run. */
export interface AtlasGroupCell {
  /** Conversations of the group measured (with writes and gold actions). */
  conversations: number;
  /** GD^stock pooled over the group, with its task-clustered SE and intervals. */
  gdStock: PointInterval;
  /** The group's mean final GD^track, with its task-clustered SE and intervals. */
  gdTrackFinal: PointInterval;
}

/** One row of {@link atlasCells}: a run and its figures. */
export interface AtlasCell {
  /** The run's label (its path under the shared folder). */
  run: string;
  format: AtlasRun["format"];
  domain: string | null;
  agent: string | null;
  conversations: number;
  tasks: number;
  /** Mean reward over counted conversations, with naive and task-clustered SEs. */
  reward: ClusteredMean;
  /** reward ± z·clusteredSe, or null. */
  rewardInterval: Interval | null;
  /** Conversations left out of the reward (infrastructure errors, missing rewards), by reason, with ids. */
  rewardExclusions: Exclusion[];
  /** GD^stock pooled ΣM/ΣN with its task-clustered SE and intervals. */
  gdStock: PointInterval;
  /** The mean final GD^track with its task-clustered SE and intervals. */
  gdTrackFinal: PointInterval;
  /** Conversations left out of the drift points, by reason, with ids. */
  driftExclusions: Exclusion[];
  /** The same two drift points within each reward group ("reward=1", "reward=0", "other"). */
  byReward: Record<RewardGroup, AtlasGroupCell>;
  /** The run's data-quality verdict (and the writes-off-gold finding). */
  dataQuality: AtlasRun["dataQuality"];
  /** Source of the write-tool set, or null with the reason. */
  writeTools: string;
}

/**
 * Per run of the atlas (docs/definitions/atlas.md): the mean reward with its task-clustered interval
 * (`clusteredMean` over the counted conversations, clustered by task: infrastructure errors and missing rewards
 * left out and counted, as `runStatistics` counts), GD^stock pooled and the mean final GD^track with their
 * task-clustered intervals (`driftIntervals` over the run's drift rows, and over those of each reward group), and
 * the data-quality verdict. The same
 * function runs on an atlas built from the shared files and on the committed table, so both give the same figures.
 * Units: reward units; shares of writes. Edges: a run with no counted conversation → reward null with its reason;
 * no drift row measured → drift points null ("no units").
 *
 * @param data the atlas (from `buildAtlas` or `readAtlas`)
 * @param options level, replicates and seed of the drift intervals
 * @returns one row per run, in the atlas's order
 * @example
 * const cells = atlasCells(readAtlas("data/atlas/conversations.json"));
 * cells.length > 10; // true
 */
export function atlasCells(data: AtlasData, options: PointIntervalOptions = {}): AtlasCell[] {
  const byRun = new Map<number, AtlasConversation[]>();
  for (const c of data.conversations) byRun.set(c.run, [...(byRun.get(c.run) ?? []), c]);
  return data.runs.map((run, r) => {
    const rows = byRun.get(r) ?? [];
    const reasonOf = (c: AtlasConversation) =>
      c.terminationReason === "infrastructure_error" ? TRIAL_EXCLUSION.infrastructureError : c.reward === null || !Number.isFinite(c.reward) ? TRIAL_EXCLUSION.rewardMissing : null;
    const counted = rows.filter((c) => reasonOf(c) === null);
    const reward = clusteredMean(counted.map((c) => c.reward as number), counted.map((c) => c.taskId));
    const drift = driftIntervals(rows, options);
    return {
      run: run.label,
      format: run.format,
      domain: run.domain,
      agent: run.agent,
      conversations: rows.length,
      tasks: new Set(rows.map((c) => c.taskId)).size,
      reward,
      rewardInterval: normalInterval(reward.mean, reward.clusteredSe, options.level ?? 0.95),
      rewardExclusions: exclusionsByReason(rows, reasonOf, (c) => c.conversationId),
      gdStock: drift.stockPooled,
      gdTrackFinal: drift.trackFinalMean,
      driftExclusions: exclusionsByReason(rows, (c) => c.excluded, (c) => c.conversationId),
      byReward: Object.fromEntries(REWARD_GROUPS.map((g) => {
        const mine = rows.filter((c) => c.rewardGroup === g);
        const d = driftIntervals(mine, options);
        return [g, { conversations: mine.filter((c) => c.excluded === null).length, gdStock: d.stockPooled, gdTrackFinal: d.trackFinalMean }];
      })) as Record<RewardGroup, AtlasGroupCell>,
      dataQuality: run.dataQuality,
      writeTools: run.writeTools ? run.writeTools.source : `none: ${run.writeToolsReason ?? "no write-tool set"}`,
    };
  });
}

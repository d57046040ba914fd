/**
 * The drift table of a run by reward group, each point with its task-clustered interval.
 */
import type { DriftReport } from "../drift/analyzeDrift";
import { REWARD_GROUPS, type RewardGroup } from "../drift/rewardGroup";
import { driftIntervals, type DriftIntervals } from "../drift/driftIntervals";
import type { Exclusion } from "../stats/measurement";
import type { PointIntervalOptions } from "../stats/pointInterval";

/** One row of {@link driftByRewardGroup}: a reward group and its five drift points with intervals. */
export interface DriftGroupRow extends DriftIntervals {
  /** "all", "reward=1", "reward=0" or "other" (missing or fractional reward). */
  group: "all" | RewardGroup;
  /** Conversations measured (with writes and gold actions). */
  conversations: number;
  /** Their writes, ΣN. */
  writes: number;
  /** Conversations of this group left out of its points, by reason, with ids. */
  exclusions: Exclusion[];
}

/**
 * The goal-drift table of a run, one row for all conversations and one per reward group
 * (docs/definitions/goal-drift.md#where-each-figure-is-used), each of its five points — GD^stock pooled ΣM/ΣN, the
 * means of GD^track and GD^stock over write moments, the means of the final values — with its task-clustered
 * standard error and intervals (`driftIntervals`: conversations are the units, tasks the clusters).
 * The points equal the report's aggregate cells (`report.overall`); only the intervals are added.
 * Unit: fractions of writes (share of drift writes). Edges: a group with no measured conversation → points null
 * with reason "no units"; a run without a write-tool set → every point null, and the "all" row's exclusions say why.
 *
 * @param report `analyzeDrift(run)`
 * @param options level, replicates and seed of the intervals
 * @returns four rows: all, reward=1, reward=0, other
 * @example
 * const rows = driftByRewardGroup(analyzeDrift(loadRun("data/examples/tau2_retail_examples.json")));
 * rows.map((r) => [r.group, r.conversations, r.writes]); // [["all", 5, 12], ["reward=1", 2, 4], ["reward=0", 2, 7], ["other", 1, 1]]
 * rows[0].stockPooled.value;                              // 0.3333
 */
export function driftByRewardGroup(report: DriftReport, options: PointIntervalOptions = {}): DriftGroupRow[] {
  const groups: ("all" | RewardGroup)[] = ["all", ...REWARD_GROUPS];
  return groups.map((group) => {
    const rows = group === "all" ? report.conversations : report.conversations.filter((c) => c.rewardGroup === group);
    const included = rows.filter((c) => c.excluded === null);
    const ids = new Set(rows.map((c) => c.conversationId));
    const exclusions =
      group === "all"
        ? report.exclusions
        : report.exclusions
            .map((e) => ({ ...e, ids: (e.ids ?? []).filter((id) => ids.has(id)) }))
            .map((e) => ({ ...e, count: e.ids.length }))
            .filter((e) => e.count > 0);
    return {
      group,
      conversations: included.length,
      writes: included.reduce((n, c) => n + c.writeCount, 0),
      exclusions,
      ...driftIntervals(rows, options),
    };
  });
}

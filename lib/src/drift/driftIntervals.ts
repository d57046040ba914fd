/*
 * Task-clustered intervals for every measurement point of a goal-drift report, in one place: the five points of a
 * table cell ({@link driftIntervals} on that cell's rows) and the four no-self-healing shares (one 0/1 unit per
 * conversation), overall and per group ({@link driftReportIntervals}). What `--ci` adds to `trajlab drift` and,
 * through the goal-drift figures, to `trajlab reproduce`; the statistics come from stats/pointInterval.ts.
 * Seeded: the same rows and options give the same intervals.
 */
import { DEFAULT_BOOTSTRAP_SEED } from "../stats/clusterBootstrap";
import { pointInterval, type ClusteredUnit, type PointInterval, type PointIntervalOptions } from "../stats/pointInterval";
import type { ConversationDrift } from "./conversationDrift";
import { selfHealingPattern, type SelfHealingPattern } from "./noSelfHealing";
import { REWARD_GROUPS, type RewardGroup } from "./rewardGroup";
/** The intervals of one drift cell, one per point of `DriftAggregate`. */
export interface DriftIntervals {
  stockPooled: PointInterval;
  trackMomentMean: PointInterval;
  stockMomentMean: PointInterval;
  trackFinalMean: PointInterval;
  stockFinalMean: PointInterval;
}

/**
 * How precise are a drift table's points when conversations of one task are not independent?
 * Task-clustered SEs and intervals for the points of a drift cell, from its per-conversation rows.
 *
 * Units are the included conversations (`excluded === null`), clustered by task id, with the parts
 * aggregateDrift sums: stockPooled = Σ M / Σ N; trackMomentMean = Σ (GD_track_mean · N) / Σ N; stockMomentMean
 * likewise; trackFinalMean = Σ GD_track_final / conversations; stockFinalMean = Σ (M/N) / conversations. Each point
 * gets {@link pointInterval}: the point itself (equal to aggregateDrift's), item/unit/task SEs, the clustered normal
 * interval and the cluster-bootstrap percentile and BCa intervals.
 * Unit: fractions. Edges: no included row → every point null with reason "no units"; rows of a single task → SEs
 * and intervals null ("one cluster").
 * Source: docs/definitions/statistics.md#point-interval.
 *
 * @param rows the drift rows of one cell (e.g. `report.conversations`, or those of one reward group; any rows with
 *   the fields of `ConversationDrift` it reads, such as the atlas's per-conversation rows)
 * @param options level, replicates, seed
 * @returns one PointInterval per drift point
 * @example
 * const report = analyzeDrift(loadRun("data/examples/tau2_retail_examples.json"));
 * driftIntervals(report.conversations).stockPooled.value === report.overall.all.stockPooled.value; // true
 */
export function driftIntervals(
  rows: readonly Pick<ConversationDrift, "taskId" | "excluded" | "writeCount" | "driftCount" | "gdTrackMean" | "gdStockMean" | "gdTrackFinal" | "gdStockFinal">[],
  options: PointIntervalOptions = {},
): DriftIntervals {
  const included = rows.filter((r) => r.excluded === null);
  const units = (part: (r: (typeof included)[number]) => { numerator: number; denominator: number }): ClusteredUnit[] =>
    included.map((r) => ({ cluster: r.taskId, ...part(r) }));
  return {
    stockPooled: pointInterval(units((r) => ({ numerator: r.driftCount ?? 0, denominator: r.writeCount })), options),
    trackMomentMean: pointInterval(units((r) => ({ numerator: (r.gdTrackMean ?? 0) * r.writeCount, denominator: r.writeCount })), options),
    stockMomentMean: pointInterval(units((r) => ({ numerator: (r.gdStockMean ?? 0) * r.writeCount, denominator: r.writeCount })), options),
    trackFinalMean: pointInterval(units((r) => ({ numerator: r.gdTrackFinal ?? 0, denominator: 1 })), options),
    stockFinalMean: pointInterval(units((r) => ({ numerator: r.gdStockFinal ?? 0, denominator: 1 })), options),
  };
}

/** The intervals of the four no-self-healing shares (the points of `NoSelfHealingSummary`). */
export interface SelfHealingIntervals {
  mixedShare: PointInterval;
  alignedAfterDriftShare: PointInterval;
  twoAlignedAfterDriftShare: PointInterval;
  noAlignedWriteShare: PointInterval;
}

/** The intervals of one drift table (a `DriftGroupTable`): the cell of all conversations and one per reward group. */
export interface DriftTableIntervals {
  group: string;
  all: DriftIntervals;
  byReward: Record<RewardGroup, DriftIntervals>;
}

/** Every interval of a drift report, in the report's own layout ({@link driftReportIntervals}). */
export interface DriftReportIntervals {
  /** How they were computed: coverage, bootstrap resamples and seed; the unit resampled. */
  settings: { level: number; replicates: number; seed: number; cluster: "task" };
  /** Beside `report.overall`. */
  overall: DriftTableIntervals;
  /** Beside `report.groups`, same order. */
  groups: DriftTableIntervals[];
  /** Beside `report.noSelfHealing`. */
  noSelfHealing: { overall: SelfHealingIntervals; byGroup: { group: string; intervals: SelfHealingIntervals }[] };
}

/**
 * How uncertain is each no-self-healing share, with the task as the unit? One 0/1 unit per included conversation
 * with writes (mixed, no aligned write) or per mixed conversation (aligned after drift, two aligned after drift),
 * clustered by task ({@link pointInterval}).
 *
 * Formula: share = Σ y_i / n over those conversations; SEs and intervals as {@link pointInterval}.
 * Unit: fraction of conversations. Edges: no such conversation → null with reason "no units"; one task → "one cluster".
 * Source: docs/definitions/goal-drift.md#no-self-healing and docs/definitions/statistics.md#point-interval.
 *
 * @param rows per-conversation drift rows (excluded rows are skipped)
 * @param options level, replicates, seed
 * @returns the four intervals; each `value` equals the share of `noSelfHealing(rows)`
 * @example
 * const report = analyzeDrift(loadRun("data/examples/tau2_retail_examples.json"));
 * selfHealingIntervals(report.conversations).mixedShare.value === report.noSelfHealing.overall.mixedShare.value; // true
 */
export function selfHealingIntervals(rows: readonly ConversationDrift[], options: PointIntervalOptions = {}): SelfHealingIntervals {
  const withWrites: { row: ConversationDrift; p: SelfHealingPattern }[] = [];
  for (const row of rows) {
    if (row.excluded !== null) continue;
    const p = selfHealingPattern(row.sequence);
    if (p.hasWrites) withWrites.push({ row, p });
  }
  const mixed = withWrites.filter((x) => x.p.mixed);
  const units = (list: typeof withWrites, hit: (p: SelfHealingPattern) => boolean): ClusteredUnit[] =>
    list.map((x) => ({ cluster: x.row.taskId, numerator: hit(x.p) ? 1 : 0, denominator: 1 }));
  return {
    mixedShare: pointInterval(units(withWrites, (p) => p.mixed), options),
    alignedAfterDriftShare: pointInterval(units(mixed, (p) => p.alignedAfterDrift), options),
    twoAlignedAfterDriftShare: pointInterval(units(mixed, (p) => p.twoAlignedAfterDrift), options),
    noAlignedWriteShare: pointInterval(units(withWrites, (p) => p.noAlignedWrite), options),
  };
}

function tableIntervals(group: string, rows: readonly ConversationDrift[], options: PointIntervalOptions): DriftTableIntervals {
  const byReward = {} as Record<RewardGroup, DriftIntervals>;
  for (const g of REWARD_GROUPS) byReward[g] = driftIntervals(rows.filter((r) => r.rewardGroup === g), options);
  return { group, all: driftIntervals(rows, options), byReward };
}

/**
 * How uncertain is every point of a drift report, with the task as the unit? The intervals of each table cell
 * ({@link driftIntervals}) and of each no-self-healing share ({@link selfHealingIntervals}), overall and per group,
 * laid out like the report (`overall`, `groups`, `noSelfHealing`).
 *
 * Formula: per point, the ratio over the cell's included conversations with SEs clustered by task and the
 * normal, cluster-bootstrap percentile and BCa intervals ({@link pointInterval}); every point's `value` equals the
 * report's. Unit: fractions. Edges: an empty cell → null intervals with reason "no units"; a cell whose
 * conversations all belong to one task → "one cluster".
 * Source: docs/definitions/statistics.md#point-interval.
 *
 * @param rows the report's per-conversation rows (`report.conversations`)
 * @param groupOf the group of each row, as the report grouped them (default: one group, "all")
 * @param options level (default 0.95), replicates (default 2000), seed (default 20260202)
 * @returns the intervals in the report's layout
 * @throws {RangeError} when the level, replicates or seed are out of their domain
 * @example
 * const report = analyzeDrift(loadRun("data/examples/tau2_retail_examples.json"));
 * const ci = driftReportIntervals(report.conversations, () => "retail", { replicates: 200, seed: 1 });
 * ci.overall.all.stockPooled.value === report.overall.all.stockPooled.value; // true
 * ci.settings; // { level: 0.95, replicates: 200, seed: 1, cluster: "task" }
 */
export function driftReportIntervals(
  rows: readonly ConversationDrift[],
  groupOf: (row: ConversationDrift, index: number) => string = () => "all",
  options: PointIntervalOptions = {},
): DriftReportIntervals {
  const byGroup = new Map<string, ConversationDrift[]>();
  rows.forEach((r, i) => {
    const key = groupOf(r, i);
    const list = byGroup.get(key);
    if (list) list.push(r);
    else byGroup.set(key, [r]);
  });
  const groups = [...byGroup].map(([group, list]) => tableIntervals(group, list, options));
  const overall = groups.length === 1 ? { ...groups[0], group: "all" } : tableIntervals("all", rows, options);
  const shGroups = [...byGroup].map(([group, list]) => ({ group, intervals: selfHealingIntervals(list, options) }));
  return {
    settings: { level: options.level ?? 0.95, replicates: options.replicates ?? 2000, seed: options.seed ?? DEFAULT_BOOTSTRAP_SEED, cluster: "task" },
    overall,
    groups,
    noSelfHealing: { overall: shGroups.length === 1 ? shGroups[0].intervals : selfHealingIntervals(rows, options), byGroup: shGroups },
  };
}

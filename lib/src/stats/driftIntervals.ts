/**
 * Task-clustered intervals for the five points of a goal-drift table cell — the library side of `--ci` on
 * `trajlab drift` (and, through it, on the goal-drift figures of `trajlab reproduce`).
 */
import type { ConversationDrift } from "../drift/conversationDrift";
import { pointInterval, type PointInterval, type PointIntervalOptions, type ClusteredUnit } from "./pointInterval";

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

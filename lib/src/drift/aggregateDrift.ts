/*
 * Goal-drift aggregates over conversations, per group (domain by default) and per reward group, every one a
 * measurement point (docs/definitions/goal-drift.md#gd-track-figures and #gd-stock-figures).
 */
import { measurement, type MeasurementPoint } from "../stats/measurement";
import { driftExclusions, type ConversationDrift } from "./conversationDrift";
import { REWARD_GROUPS, type RewardGroup } from "./rewardGroup";

/** One cell of a drift table: the included conversations and five measurement points ({@link aggregateDrift}). */
export interface DriftAggregate {
  /** Included conversations (all have ≥ 1 write). */
  conversations: number;
  /** Write moments of the included conversations (= ΣN). */
  writeMoments: number;
  /** ΣM / ΣN: drift writes over write calls, pooled over conversations. */
  stockPooled: MeasurementPoint;
  /** Σ over all write moments of GD^track_k / the number of write moments (the source's "mean over write moments"). */
  trackMomentMean: MeasurementPoint;
  /** The same for GD^stock_k. */
  stockMomentMean: MeasurementPoint;
  /** Σ over conversations of GD^track_N / conversations with writes (the source's "mean of conversation finals"). */
  trackFinalMean: MeasurementPoint;
  /** Σ over conversations of GD^stock_N = M/N / conversations with writes. */
  stockFinalMean: MeasurementPoint;
}

/** The drift table of one group: all its conversations, and one cell per reward group. */
export interface DriftGroupTable {
  /** The group key (domain, or whatever the grouping function returned). */
  group: string;
  /** Every conversation of the group. */
  all: DriftAggregate;
  /** One cell per reward group ("reward=1", "reward=0", "other"). */
  byReward: Record<RewardGroup, DriftAggregate>;
}

class Accumulator {
  conversations = 0;
  writes = 0;
  drift = 0;
  trackMomentSum = 0;
  stockMomentSum = 0;
  trackFinalSum = 0;
  stockFinalSum = 0;
  excludedRows: ConversationDrift[] = [];

  add(row: ConversationDrift): void {
    if (row.excluded !== null) {
      this.excludedRows.push(row);
      return;
    }
    this.conversations++;
    this.writes += row.writeCount;
    this.drift += row.driftCount ?? 0;
    // Σ_k GD_k of the conversation = its write-moment mean × N (no second pass over the series)
    this.trackMomentSum += (row.gdTrackMean ?? 0) * row.writeCount;
    this.stockMomentSum += (row.gdStockMean ?? 0) * row.writeCount;
    this.trackFinalSum += row.gdTrackFinal ?? 0;
    this.stockFinalSum += row.gdStockFinal ?? 0;
  }

  result(): DriftAggregate {
    // Every point of the cell leaves out the same conversations: group them by reason once. The samples of every
    // point are conversations; the three over write moments say how many conversations entered them.
    const excluded = driftExclusions(this.excludedRows);
    const overWrites = { included: this.conversations };
    return {
      conversations: this.conversations,
      writeMoments: this.writes,
      stockPooled: measurement(this.drift, this.writes, excluded, overWrites),
      trackMomentMean: measurement(this.trackMomentSum, this.writes, excluded, overWrites),
      stockMomentMean: measurement(this.stockMomentSum, this.writes, excluded, overWrites),
      trackFinalMean: measurement(this.trackFinalSum, this.conversations, excluded),
      stockFinalMean: measurement(this.stockFinalSum, this.conversations, excluded),
    };
  }
}

/**
 * How much do the conversations of each group drift, pooled and on average, by reward group? Aggregates
 * per-conversation rows into one table per group.
 *
 * Points per cell: `stockPooled` = ΣM / ΣN (fraction of writes); `trackMomentMean` = Σ over all write moments of
 * GD^track_k / the number of write moments; `stockMomentMean` likewise for GD^stock; `trackFinalMean` =
 * Σ GD^track_N / conversations with writes; `stockFinalMean` = Σ M/N / conversations with writes. All in [0, 1].
 * Only included conversations (excluded === null, hence N ≥ 1) enter numerators and denominators; every excluded
 * conversation of the cell is listed in the exclusions by reason, with its id. The samples of every point are the
 * cell's conversations: planned = included + excluded conversations, also for the three points whose denominator
 * is write moments (their `included` is the included conversations). Groups come in first-seen order,
 * after the `alwaysInclude` groups, which get a table even with no rows.
 * Edges: a cell with no included conversation has all values null (denominator 0); no rows → no tables.
 * Source: docs/definitions/goal-drift.md#gd-track-figures.
 *
 * @param rows per-conversation drift rows
 * @param groupOf the group of a row (default: one group "all")
 * @param alwaysInclude groups that get a table even without rows
 * @returns one table per group
 * @example
 * const rows = analyzeDrift(loadRun("data/examples/tau2_retail_examples.json")).conversations;
 * const [table] = aggregateDrift(rows);
 * table.all.stockPooled;                     // { value: 0.333, numerator: 4, denominator: 12, exclusions: [{ reason: "no write calls", count: 1, ids: ["ex-05-no-writes"] }], planned: 6, included: 5, failed: 1, complete: false, pointState: "partial", unit: "fraction" }
 * table.all.trackFinalMean.value;            // 0.3
 * table.byReward["reward=1"].conversations;  // 2
 */
export function aggregateDrift(
  rows: readonly ConversationDrift[],
  groupOf: (row: ConversationDrift, index: number) => string = () => "all",
  alwaysInclude: readonly string[] = [],
): DriftGroupTable[] {
  const groups = new Map<string, { all: Accumulator; byReward: Record<RewardGroup, Accumulator> }>();
  const groupFor = (key: string) => {
    let g = groups.get(key);
    if (!g) {
      g = { all: new Accumulator(), byReward: { "reward=1": new Accumulator(), "reward=0": new Accumulator(), other: new Accumulator() } };
      groups.set(key, g);
    }
    return g;
  };
  for (const key of alwaysInclude) groupFor(key);
  rows.forEach((row, i) => {
    const g = groupFor(groupOf(row, i));
    g.all.add(row);
    g.byReward[row.rewardGroup].add(row);
  });
  return [...groups].map(([group, g]) => {
    const byReward = {} as Record<RewardGroup, DriftAggregate>;
    for (const r of REWARD_GROUPS) byReward[r] = g.byReward[r].result();
    return { group, all: g.all.result(), byReward };
  });
}

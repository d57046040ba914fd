/**
 * Goal-drift aggregates over conversations, per group (domain by default) and per reward group, every one a
 * {@link MeasurementPoint} (numerator, denominator, exclusions):
 *
 * - `stockPooled` = ΣM / ΣN: drift writes over write calls, pooled over conversations (seed 000's domain figures,
 *   e.g. retail 0.155). Unit: fraction of writes, [0, 1].
 * - `trackMomentMean` = (Σ over all write moments of GD^track_k) / (number of write moments) — "写操作时刻均值".
 * - `stockMomentMean` = the same for GD^stock_k.
 * - `trackFinalMean` = (Σ over conversations of GD^track_N) / (conversations with writes) — "对话终值均值".
 * - `stockFinalMean` = (Σ over conversations of GD^stock_N = M/N) / (conversations with writes).
 *
 * Only included conversations (excluded === null, hence N ≥ 1) enter numerators and denominators; every
 * excluded conversation of the cell is listed in the exclusions by reason, with its id (unit: conversations).
 * Each table has `all` plus one cell per reward group ("reward=1", "reward=0", "other" — the last holds missing
 * or fractional rewards and is never folded into the others). Edges: a cell with no included conversation has
 * all values null (denominator 0); no rows → no tables.
 *
 * @example
 * // two conversations of one domain, sequences [1, 0] (reward 0) and [1] (reward 1):
 * // all.stockPooled = 1/3; all.trackMomentMean = (0 + 1/2 + 0)/3 = 1/6; all.trackFinalMean = (1/2 + 0)/2 = 1/4
 */
import { measurement, type MeasurementPoint } from "../stats/measurement";
import { driftExclusions, type ConversationDrift } from "./conversationDrift";
import { REWARD_GROUPS, type RewardGroup } from "./rewardGroup";

export interface DriftAggregate {
  /** Included conversations (all have ≥ 1 write). */
  conversations: number;
  /** Write moments of the included conversations (= ΣN). */
  writeMoments: number;
  stockPooled: MeasurementPoint;
  trackMomentMean: MeasurementPoint;
  stockMomentMean: MeasurementPoint;
  trackFinalMean: MeasurementPoint;
  stockFinalMean: MeasurementPoint;
}

export interface DriftGroupTable {
  /** The group key (domain, or whatever the grouping function returned). */
  group: string;
  all: DriftAggregate;
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
    // Every point of the cell leaves out the same conversations: group them by reason once.
    const excluded = driftExclusions(this.excludedRows);
    return {
      conversations: this.conversations,
      writeMoments: this.writes,
      stockPooled: measurement(this.drift, this.writes, excluded),
      trackMomentMean: measurement(this.trackMomentSum, this.writes, excluded),
      stockMomentMean: measurement(this.stockMomentSum, this.writes, excluded),
      trackFinalMean: measurement(this.trackFinalSum, this.conversations, excluded),
      stockFinalMean: measurement(this.stockFinalSum, this.conversations, excluded),
    };
  }
}

/**
 * Aggregate per-conversation drift rows into one table per group (groups in first-seen order, after the
 * `alwaysInclude` groups, which get a table even with no rows). `groupOf` defaults to a single group "all".
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

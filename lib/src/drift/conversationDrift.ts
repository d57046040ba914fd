/**
 * Goal drift of one conversation (one row of the per-conversation table, seed 000 §六):
 *
 * - N = write calls, M = drift writes, A = aligned writes (A + M = N);
 * - the GD^track and GD^stock series over the write moments k = 1..N (gd.ts);
 * - GD_track_mean = (Σ_k GD^track_k) / N, the mean over write moments (GD_stock_mean likewise for GD^stock);
 * - GD_track_final = GD^track_N; GD_stock_final = GD^stock_N = M/N.
 * All GD values are fractions in [0, 1].
 *
 * Exclusion (the first reason that applies; an excluded row has null GD values and empty series):
 * 1. "infrastructure_error termination": the run failed for reasons outside the agent (τ² excludes these from
 *    pass^k too). Other terminations (max_steps, too_many_errors, …) are the agent's doing and stay in.
 * 2. "no gold actions (task not evaluated by actions)": the task's gold actions are null, so there is nothing to
 *    align to. (An EMPTY gold list is not excluded: every write is then drift.)
 * 3. "no write calls": N = 0, so no write moment exists (N, M, A are 0; GD values null).
 *
 * @example
 * // a conversation whose writes align as 1, 0, 1:
 * // { writeCount: 3, driftCount: 1, alignedCount: 2, track: [0, 1/2, 1/3], stock: [0, 1/2, 1/3],
 * //   gdTrackMean: 5/18, gdStockMean: 5/18, gdTrackFinal: 1/3, gdStockFinal: 1/3, excluded: null }
 */
import type { Conversation, Requestor } from "../io/model";
import { exclusionsByReason, type Exclusion } from "../stats/measurement";
import { alignWrites, type AlignmentReason, type MatchOptions } from "./alignment";
import { stockDrift, trackDrift } from "./gd";
import { rewardGroup, type RewardGroup } from "./rewardGroup";

/** The reasons a conversation can be left out of the drift aggregates. */
export const DRIFT_EXCLUSION = {
  infrastructureError: "infrastructure_error termination",
  noGoldActions: "no gold actions (task not evaluated by actions)",
  noWrites: "no write calls",
  /** Never set by {@link conversationDrift}; used when pooling runs whose data quality is suspect (analyzeDrift.ts). */
  suspectRun: "run flagged by data-quality checks (gold actions do not fit the conversations)",
} as const;

export type DriftExclusionReason = (typeof DRIFT_EXCLUSION)[keyof typeof DRIFT_EXCLUSION];

/** One write of the conversation, compactly (no arguments), for reports. */
export interface WriteDetail {
  /** The call's order among all tool calls of the conversation. */
  order: number;
  name: string;
  requestor: Requestor;
  /** JSON path of the call in its file. */
  path: string;
  x: 0 | 1;
  /** Index of the consumed gold action, or null. */
  goldActionIndex: number | null;
  /** Its action id, or null. */
  goldActionId: string | null;
  reason: AlignmentReason;
}

export interface ConversationDrift {
  conversationId: string;
  taskId: string;
  trial: number | null;
  reward: number | null;
  rewardGroup: RewardGroup;
  terminationReason: string | null;
  path: string;
  file: string;
  /** Exclusion reason, or null when the conversation counts in the aggregates. */
  excluded: DriftExclusionReason | null;
  /** N: write calls (counted even when excluded). */
  writeCount: number;
  /** M: drift writes, or null when no alignment was made (excluded for reasons 1–2). */
  driftCount: number | null;
  /** A: aligned writes, or null when no alignment was made. */
  alignedCount: number | null;
  /** x_1..x_N (empty when excluded). */
  sequence: (0 | 1)[];
  track: number[];
  stock: number[];
  gdTrackMean: number | null;
  /** Mean of GD^stock over the write moments (feeds the write-moment mean of the aggregates). */
  gdStockMean: number | null;
  gdTrackFinal: number | null;
  gdStockFinal: number | null;
  writes: WriteDetail[];
}

export interface ConversationDriftOptions extends MatchOptions {
  /** H of GD^track (default 3). */
  window?: number;
}

/**
 * The excluded rows grouped by reason, in first-seen order, each with its count and conversation ids (fresh
 * arrays on every call). Rows with `excluded === null` are skipped; no excluded row → [].
 *
 * @example
 * driftExclusions(rows);
 * // [{ reason: "no write calls", count: 2, ids: ["c3", "c7"] }, { reason: "infrastructure_error termination", count: 1, ids: ["c9"] }]
 */
export function driftExclusions(rows: Iterable<ConversationDrift>): Exclusion[] {
  return exclusionsByReason(rows, (r) => r.excluded, (r) => r.conversationId);
}

/** Drift row of one conversation, given the write-tool set. */
export function conversationDrift(
  conversation: Conversation,
  writeTools: ReadonlySet<string>,
  options: ConversationDriftOptions = {},
): ConversationDrift {
  const window = options.window ?? 3;
  let writeCount = 0;
  for (const call of conversation.toolCalls) if (writeTools.has(call.name)) writeCount++;
  const row: ConversationDrift = {
    conversationId: conversation.id,
    taskId: conversation.taskId,
    trial: conversation.trial,
    reward: conversation.reward,
    rewardGroup: rewardGroup(conversation.reward),
    terminationReason: conversation.terminationReason,
    path: conversation.path,
    file: conversation.file,
    excluded: null,
    writeCount,
    driftCount: null,
    alignedCount: null,
    sequence: [],
    track: [],
    stock: [],
    gdTrackMean: null,
    gdStockMean: null,
    gdTrackFinal: null,
    gdStockFinal: null,
    writes: [],
  };
  // (object spread is avoided on purpose: it is slow in this hot path)
  if (conversation.terminationReason === "infrastructure_error") {
    row.excluded = DRIFT_EXCLUSION.infrastructureError;
    return row;
  }
  const gold = conversation.goldActions;
  if (gold === null) {
    row.excluded = DRIFT_EXCLUSION.noGoldActions;
    return row;
  }
  if (writeCount === 0) {
    row.excluded = DRIFT_EXCLUSION.noWrites;
    row.driftCount = 0;
    row.alignedCount = 0;
    return row;
  }
  const alignment = alignWrites(conversation.toolCalls, gold, writeTools, options);
  const track = trackDrift(alignment.sequence, window);
  const stock = stockDrift(alignment.sequence);
  let trackSum = 0;
  let stockSum = 0;
  for (let k = 0; k < writeCount; k++) {
    trackSum += track[k];
    stockSum += stock[k];
  }
  const alignedCount = alignment.consumedGoldActions;
  row.driftCount = writeCount - alignedCount;
  row.alignedCount = alignedCount;
  row.sequence = alignment.sequence;
  row.track = track;
  row.stock = stock;
  row.gdTrackMean = trackSum / writeCount;
  row.gdStockMean = stockSum / writeCount;
  row.gdTrackFinal = track[writeCount - 1];
  row.gdStockFinal = stock[writeCount - 1];
  const writes: WriteDetail[] = new Array(alignment.writes.length);
  for (let i = 0; i < alignment.writes.length; i++) {
    const w = alignment.writes[i];
    writes[i] = {
      order: w.call.order,
      name: w.call.name,
      requestor: w.call.requestor,
      path: w.call.path,
      x: w.x,
      goldActionIndex: w.goldActionIndex,
      goldActionId: w.goldActionIndex === null ? null : gold[w.goldActionIndex].actionId,
      reason: w.reason,
    };
  }
  row.writes = writes;
  return row;
}

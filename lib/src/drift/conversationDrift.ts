/*
 * Goal drift of one conversation: one row of the per-conversation table
 * (docs/definitions/goal-drift.md#where-each-figure-is-used):
 *
 * - N = write calls, M = drift writes, A = aligned writes (A + M = N);
 * - the GD^track and GD^stock series over the write moments k = 1..N (driftSeries.ts);
 * - GD_track_mean = (Σ_k GD^track_k) / N, the mean over write moments (GD_stock_mean likewise for GD^stock);
 * - GD_track_final = GD^track_N; GD_stock_final = GD^stock_N = M/N.
 * All GD values are fractions in [0, 1].
 *
 * Exclusion (the first reason that applies; an excluded row has null GD values and empty series):
 * 1. "infrastructure_error termination": the run failed for reasons outside the agent (τ² excludes these from
 *    pass^k too). Other terminations (max_steps, too_many_errors, …) are the agent's doing and stay in.
 * 2. "no gold actions (task not evaluated by actions)": the task's gold actions are null, so there is nothing to
 *    align to. (An EMPTY gold list is not excluded: every write is then drift.) analyzeDrift.ts words this reason
 *    more precisely when the task is not embedded in the file at all (goldActions.ts).
 * 3. "no write calls": N = 0, so no write moment exists (N, M, A are 0; GD values null).
 *
 * Where the gold actions came from is part of the row (`goldSource`): "embedded" (the file's own task), "action
 * checks" (the task is not embedded, and the conversation's official action checks stand in for it, one check per
 * gold action as τ² writes them: goldActions.ts), or null (none).
 */
import type { Conversation, Requestor } from "../io/model";
import { exclusionsByReason } from "../stats/exclusions";
import type { Exclusion } from "../stats/measurement";
import { TRIAL_EXCLUSION } from "../stats/taskTrials";
import { alignWrites, type AlignmentReason, type MatchOptions } from "./alignment";
import { stockDrift, trackDrift } from "./driftSeries";
import { rewardGroup, type RewardGroup } from "./rewardGroup";
import { GOLD_MISSING, resolveGold, type GoldSource } from "./goldActions";

/** The reasons a conversation can be left out of the drift aggregates. */
export const DRIFT_EXCLUSION = {
  infrastructureError: TRIAL_EXCLUSION.infrastructureError,
  noGoldActions: "no gold actions (task not evaluated by actions)",
  noWrites: "no write calls",
  /** Never set by {@link conversationDrift}; used when pooling runs whose data quality is suspect (analyzeDrift.ts). */
  suspectRun: "run flagged by data-quality checks (its conversations do not belong to their tasks)",
  /** Never set by {@link conversationDrift}; every conversation of a run without a write-tool set (analyzeDrift.ts). */
  noWriteTools: "no write-tool set for this run (name the write tools: writes: [...], --writes a,b)",
  /**
   * With `options.embeddedTaskIds` only (goldActions.ts): the task is not embedded and the conversation was
   * evaluated without action checks — τ² writes none when a task has no gold actions (an empty or undefined list).
   */
  taskNotEmbeddedNoChecks: GOLD_MISSING.taskNotEmbeddedNoChecks,
  /** With `options.embeddedTaskIds` only: the task is not embedded and the file has no evaluation of the conversation. */
  taskNotEmbeddedNotEvaluated: GOLD_MISSING.taskNotEmbeddedNotEvaluated,
  /** With `options.embeddedTaskIds` only: the task is not embedded and taking gold from the action checks was refused. */
  goldFromChecksRefused: GOLD_MISSING.goldFromChecksRefused,
} as const;

/** A reason a conversation is left out of the drift aggregates (one of {@link DRIFT_EXCLUSION}'s values). */
export type DriftExclusionReason = (typeof DRIFT_EXCLUSION)[keyof typeof DRIFT_EXCLUSION];

/** One write of the conversation, compactly (no arguments), for reports. */
export interface WriteDetail {
  /** The call's order among all tool calls of the conversation. */
  order: number;
  /** The tool's name. */
  name: string;
  /** Who made the call. */
  requestor: Requestor;
  /** JSON path of the call in its file. */
  path: string;
  /** 1 = aligned, 0 = drift. */
  x: 0 | 1;
  /** Index of the consumed gold action, or null. */
  goldActionIndex: number | null;
  /** Its action id, or null. */
  goldActionId: string | null;
  /** Why it is aligned or drift. */
  reason: AlignmentReason;
}

/** The goal drift of one conversation ({@link conversationDrift}): counts, series, summaries, exclusion. */
export interface ConversationDrift {
  /** The conversation's id. */
  conversationId: string;
  /** Its task's id. */
  taskId: string;
  /** The trial number, when the file has one. */
  trial: number | null;
  /** The reward, or null when missing. */
  reward: number | null;
  /** The reward group ({@link rewardGroup}). */
  rewardGroup: RewardGroup;
  /** How the conversation ended, as logged. */
  terminationReason: string | null;
  /** JSON path of the conversation in its file. */
  path: string;
  /** The file it was read from. */
  file: string;
  /** Exclusion reason, or null when the conversation counts in the aggregates. */
  excluded: DriftExclusionReason | null;
  /** Where its gold actions came from ({@link GoldSource}), or null when it has none. */
  goldSource: GoldSource | null;
  /** N: write calls (counted even when excluded). */
  writeCount: number;
  /** M: drift writes, or null when no alignment was made (excluded for reasons 1–2). */
  driftCount: number | null;
  /** A: aligned writes, or null when no alignment was made. */
  alignedCount: number | null;
  /** x_1..x_N (empty when excluded). */
  sequence: (0 | 1)[];
  /** GD^track_1..GD^track_N (empty when excluded). */
  track: number[];
  /** GD^stock_1..GD^stock_N (empty when excluded). */
  stock: number[];
  /** GD_track_mean = (Σ_k GD^track_k) / N, or null when excluded. */
  gdTrackMean: number | null;
  /** Mean of GD^stock over the write moments (feeds the write-moment mean of the aggregates). */
  gdStockMean: number | null;
  /** GD_track_final = GD^track_N, or null when excluded. */
  gdTrackFinal: number | null;
  /** GD_stock_final = GD^stock_N = M/N, or null when excluded. */
  gdStockFinal: number | null;
  /** Every write with its verdict (empty when excluded). */
  writes: WriteDetail[];
}

/** Options of {@link conversationDrift}: the window, the matching rule, and where gold actions may come from. */
export interface ConversationDriftOptions extends MatchOptions {
  /** H of GD^track (default 3). */
  window?: number;
  /**
   * The ids of the tasks the file embeds. When given, a conversation without gold actions whose task is not among
   * them takes its gold actions from its action checks (goldActions.ts; `goldSource` "action checks"), or is
   * excluded with the precise reason why it has none. Default: none given (only the conversation's own gold).
   */
  embeddedTaskIds?: ReadonlySet<string>;
  /** With `embeddedTaskIds`: may action checks stand in for a task that is not embedded (default true)? */
  goldFromChecks?: boolean;
}

/**
 * The excluded rows grouped by reason ({@link exclusionsByReason}), in first-seen order, each with its count and
 * conversation ids (fresh arrays on every call). Rows with `excluded === null` are skipped; no excluded row → [].
 *
 * @internal
 * @param rows per-conversation drift rows
 * @returns one exclusion per reason, with the conversation ids
 * @example
 * driftExclusions(analyzeDrift(loadRun("data/examples/tau2_retail_examples.json")).conversations); // [{ reason: "no write calls", count: 1, ids: ["ex-05-no-writes"] }]
 */
export function driftExclusions(rows: Iterable<ConversationDrift>): Exclusion[] {
  return exclusionsByReason(rows, (r) => r.excluded, (r) => r.conversationId);
}

/**
 * How far did one conversation drift from its task's goal? Its row of the per-conversation table.
 *
 * N = write calls, M = drift writes, A = aligned writes (A + M = N); the GD^track and GD^stock series over the
 * write moments k = 1..N; GD_track_mean = (Σ_k GD^track_k) / N (GD_stock_mean likewise); GD_track_final =
 * GD^track_N; GD_stock_final = GD^stock_N = M/N. Unit: fractions in [0, 1].
 * Edges (the first that applies excludes the row, with null GD values and empty series): an
 * "infrastructure_error" termination; gold actions null (the task is not evaluated by actions); no write calls
 * (N = 0). An EMPTY gold list is not excluded: every write is then drift.
 * Source: docs/definitions/goal-drift.md#gd-track and #gd-stock.
 *
 * @param conversation the conversation (tool calls, gold actions, reward)
 * @param writeTools the names of the write tools
 * @param options the GD^track window H (default 3) and the matching rule
 * @returns the row
 * @throws {RangeError} when the window is not an integer ≥ 1
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * const row = conversationDrift(run.conversations[2], new Set(TAU2_WRITE_TOOL_REGISTRY.retail.agent));
 * row.sequence;     // [1, 0, 1, 1, 1]
 * row.gdTrackFinal; // 0
 * row.gdStockFinal; // 0.2
 */
export function conversationDrift(
  conversation: Conversation,
  writeTools: ReadonlySet<string>,
  options: ConversationDriftOptions = {},
): ConversationDrift {
  const window = options.window ?? 3;
  let source: GoldSource | null = conversation.goldActions === null ? null : "embedded";
  let missing: DriftExclusionReason | null = null;
  if (conversation.goldActions === null && options.embeddedTaskIds !== undefined) {
    const g = resolveGold(conversation, options.embeddedTaskIds, options.goldFromChecks ?? true);
    conversation = g.conversation;
    source = g.source;
    missing = g.missing;
  }
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
    goldSource: source,
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
    row.excluded = missing ?? DRIFT_EXCLUSION.noGoldActions;
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

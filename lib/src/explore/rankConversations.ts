/**
 * Which conversations to read first: the conversations of an export ranked by the warning signs they show.
 */
import type { DiagnosedRun } from "../diagnostics/diagnose";
import type { OutcomeClass } from "../diagnostics/outcome";
import type { DiagnosticPoint } from "../diagnostics/point";

/** A warning sign of {@link rankConversations}. */
export type RankSignal = "failed" | "high GD^stock" | "loop" | "early first deviation";

/** The thresholds of the ranking rule (docs/definitions/explore.md#ranking). */
export const RANKING_RULE: { readonly highStock: number; readonly earlyDeviation: number } = {
  /** GD^stock final (M/N) from which a conversation's drift counts as high: half its writes or more are drift. */
  highStock: 0.5,
  /** A first deviation is early when its event lies within this leading share of the conversation's events. */
  earlyDeviation: 1 / 3,
};

/** Options of {@link rankConversations}. */
export interface RankOptions {
  /** GD^stock final from which drift is high (default {@link RANKING_RULE}.highStock), in [0, 1]. */
  highStock?: number;
  /** Leading share of the events within which a first deviation is early (default {@link RANKING_RULE}.earlyDeviation), in (0, 1]. */
  earlyDeviation?: number;
}

/** One ranked conversation: where it is, what it shows, and why it sits where it does. */
export interface RankedConversation {
  /** 1 = read first. */
  rank: number;
  /** The label of its source (`ExportSource.label`). */
  source: string;
  /** The conversation (trajectory) id: `pickConversation(diagnosed, conversation)` gives its drill-down view. */
  conversation: string;
  task: string | null;
  reward: number | null;
  /** Its outcome class (diagnostics). */
  outcome: OutcomeClass;
  /** Write calls N. */
  writes: number;
  /** Drift writes M, or null when its writes could not be aligned (no gold actions, no write set). */
  driftWrites: number | null;
  /** GD^stock final = M/N, or null (no writes, or not aligned). */
  gdStockFinal: number | null;
  /** Loop steps / agent steps (TIDE's loop rule). */
  loopShare: DiagnosticPoint;
  /** The top first-deviation candidate: its event, message index, and position (0-based event index / events), or null. */
  firstDeviation: { event: string; messageIndex: number | null; position: number } | null;
  /** The warning signs it shows, in the order of {@link RankSignal}. */
  signals: RankSignal[];
  /** Its signs in words, with the numbers behind them. */
  why: string;
}

/**
 * The conversations of one or more diagnosed sources, in the order a reader should open them
 * (docs/definitions/explore.md#ranking).
 *
 * Signs: **failed** — its outcome class is a failure of the agent (drift-write, omission, loop, other; not success,
 * not unscored, not infrastructure); **high GD^stock** — M/N ≥ `highStock` (0.5); **loop** — the agent repeated a
 * cycle of calls from the same state (TIDE's rule, `loopScan`); **early first deviation** — the top
 * first-deviation candidate's event lies within the first `earlyDeviation` (a third) of the conversation's events.
 * Order: more signs first; then higher GD^stock (not measured last); then the earlier first deviation (none last);
 * then source order and file order.
 * Edges: no sources, or sources without conversations → [].
 *
 * @param sources each diagnosed source with its label
 * @param options the two thresholds
 * @returns every conversation, ranked
 * @throws {RangeError} when a threshold is outside its range
 * @example
 * const [run, events] = loadExport(["data/examples"]).sources;
 * const ranked = rankConversations([{ source: run.label, diagnosed: diagnoseSource(run) }, { source: events.label, diagnosed: diagnoseSource(events) }]);
 * [ranked[0].conversation, ranked[0].signals]; // ["ex-02-drift-only", ["failed", "high GD^stock"]]
 * ranked.length; // 7
 */
export function rankConversations(sources: readonly { source: string; diagnosed: DiagnosedRun }[], options: RankOptions = {}): RankedConversation[] {
  const highStock = options.highStock ?? RANKING_RULE.highStock;
  const early = options.earlyDeviation ?? RANKING_RULE.earlyDeviation;
  if (!(highStock >= 0 && highStock <= 1)) throw new RangeError(`rankConversations: options.highStock must be in [0, 1], got ${JSON.stringify(options.highStock)}`);
  if (!(early > 0 && early <= 1)) throw new RangeError(`rankConversations: options.earlyDeviation must be in (0, 1], got ${JSON.stringify(options.earlyDeviation)}`);
  const rows: (Omit<RankedConversation, "rank"> & { order: number })[] = [];
  for (const { source, diagnosed } of sources) {
    diagnosed.diagnosis.conversations.forEach((d, k) => {
      const events = diagnosed.logs[k].events;
      const top = d.firstDeviation.status === "candidates" ? d.firstDeviation.candidates[0] ?? null : null;
      const at = top === null ? -1 : events.findIndex((e) => e.id === top.event);
      const firstDeviation = top === null || at < 0 ? null : { event: top.event, messageIndex: top.messageIndex, position: events.length === 0 ? 0 : at / events.length };
      const n = d.writes.sequence.length;
      const gdStockFinal = d.writes.drift === null || n === 0 ? null : d.writes.drift / n;
      const failed = FAILURES.has(d.outcome.class);
      const signals: RankSignal[] = [];
      if (failed) signals.push("failed");
      if (gdStockFinal !== null && gdStockFinal >= highStock) signals.push("high GD^stock");
      if (d.loop.hasLoop) signals.push("loop");
      if (firstDeviation !== null && (at + 1) / events.length <= early) signals.push("early first deviation");
      const why = [
        failed ? `failed (${d.outcome.class})` : `outcome ${d.outcome.class}`,
        gdStockFinal === null ? "GD^stock not measured" : `GD^stock ${d.writes.drift}/${n} = ${gdStockFinal.toFixed(3)}`,
        ...(d.loop.hasLoop ? [`loop (${d.loop.point.numerator} of ${d.loop.point.denominator} agent steps repeat)`] : []),
        ...(firstDeviation === null ? [] : [`first deviation at event ${at + 1} of ${events.length}${top && top.messageIndex !== null ? ` (message [${top.messageIndex}])` : ""}`]),
      ].join("; ");
      rows.push({
        source, conversation: d.conversation, task: d.taskId, reward: d.reward, outcome: d.outcome.class, writes: d.writes.total,
        driftWrites: d.writes.drift, gdStockFinal, loopShare: d.loop.point, firstDeviation, signals, why, order: rows.length,
      });
    });
  }
  rows.sort(
    (a, b) =>
      b.signals.length - a.signals.length ||
      descNullLast(a.gdStockFinal, b.gdStockFinal) ||
      ascNullLast(a.firstDeviation?.position ?? null, b.firstDeviation?.position ?? null) ||
      a.order - b.order,
  );
  return rows.map(({ order: _o, ...r }, i) => ({ rank: i + 1, ...r }));
}

const FAILURES: ReadonlySet<OutcomeClass> = new Set<OutcomeClass>(["drift-write", "omission", "loop", "other"]);

function descNullLast(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
}

function ascNullLast(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

/*
 * The writes table: one row per write of every conversation that counts in the drift figures
 * (docs/export-schema.md#writes).
 */
import type { Run } from "../io/model";
import type { DriftReport } from "../drift/analyzeDrift";
import type { ExportRow } from "./cells";

const VERDICT: Record<number, string> = { 1: "aligned", 0: "drift", 0.5: "neutral" };

/**
 * Where, write by write, did each conversation drift? The writes table of a run: for every write k = 1..N of a
 * conversation with `drift_excluded` null, its tool, caller, call order and message index, x_k (1 aligned, 0 drift,
 * 0.5 neutral) with the alignment's reason and the gold action it consumed, and GD^track_k, GD^stock_k.
 *
 * Σ(1 − x_k) over a group's rows is its ΣM and the row count its ΣN, so the pooled GD^stock of any grouping is one
 * SQL aggregate. Edges: conversations excluded from drift (and every conversation of a run without a write-tool set)
 * contribute no rows — the exclusions table lists them with table "writes".
 * Source: docs/export-schema.md#writes, docs/definitions/goal-drift.md#gd-track and #gd-stock.
 *
 * @param run the loaded run
 * @param report its goal-drift report (`analyzeDrift` on the same run)
 * @returns the rows, by conversation (file order) then k
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * const rows = writeCallRows(run, analyzeDrift(run)).filter((r) => r.conversation_id === "ex-03-drift-then-recovery");
 * rows.map((r) => r.x);        // [1, 0, 1, 1, 1]
 * rows.map((r) => r.gd_stock); // [0, 0.5, 0.333, 0.25, 0.2]
 * rows[1].verdict;             // "drift"
 */
export function writeCallRows(run: Run, report: DriftReport): ExportRow[] {
  if (!report.writeTools) return [];
  const out: ExportRow[] = [];
  report.conversations.forEach((d, i) => {
    if (d.excluded !== null) return;
    const calls = run.conversations[i].toolCalls;
    d.writes.forEach((w, j) => {
      const call = calls[w.order] && calls[w.order].order === w.order ? calls[w.order] : calls.find((c) => c.order === w.order);
      out.push({
        run: run.source,
        conversation_id: d.conversationId,
        k: j + 1,
        call_order: w.order,
        message_index: call ? call.messageIndex : null,
        tool: w.name,
        requestor: w.requestor,
        x: w.x,
        verdict: VERDICT[w.x],
        reason: w.reason,
        gold_action_index: w.goldActionIndex,
        gold_action_id: w.goldActionId,
        gd_track: d.track[j],
        gd_stock: d.stock[j],
        path: w.path,
      });
    });
  });
  return out;
}

/*
 * The conversations table: one row per loaded conversation, with its drift row and its diagnosis summarised
 * (docs/export-schema.md#conversations).
 */
import type { Conversation, Run } from "../io/model";
import { DRIFT_EXCLUSION, type ConversationDrift } from "../drift/conversationDrift";
import type { DriftReport } from "../drift/analyzeDrift";
import { rewardGroup } from "../drift/rewardGroup";
import type { ConversationDiagnosis, RunDiagnosis } from "../diagnostics/diagnose";
import { jsonText, type ExportRow } from "./cells";

/**
 * What happened in each conversation, in one row? The conversations table of a run: reward and reward group,
 * termination, N writes, M drift writes, the GD^track / GD^stock finals and means, the write tools it called, and
 * a diagnostics summary (outcome class, top first-deviation candidate and its message index, loop and repeated-call
 * counts, tool errors, omitted gold actions, coverage, first-progress steps).
 *
 * Counts are numerators whose denominators are columns too (loop_steps of agent_calls, repeated_calls of
 * tool_calls, no_change_writes of writes_with_result, coverage_complete of writes), so any pooled share is
 * Σ numerator / Σ denominator in SQL. Edges: a conversation excluded from drift has `drift_excluded` set and null GD
 * values; a run without a write-tool set has null `writes`, `drift_writes`, `write_tools_used`; without a
 * diagnosis (`diagnosis` null) every diagnostics column is null. Never 0 for "not measured".
 * Source: docs/export-schema.md#conversations.
 *
 * @param run the loaded run
 * @param report its goal-drift report (`analyzeDrift` on the same run)
 * @param diagnosis its diagnosis (`diagnoseRun` on the same run, same write request), or null when it failed
 * @returns one row per conversation, in file order
 * @throws {RangeError} when the report or the diagnosis does not cover the run's conversations, in order
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * const rows = conversationRows(run, analyzeDrift(run), diagnoseRun(run).diagnosis);
 * rows.map((r) => r.drift_writes);  // [0, 2, 1, 1, 0, 0]
 * rows.map((r) => r.outcome);       // ["success", "drift-write", "drift-write", "success", "success", "unscored"]
 * rows[4].drift_excluded;           // "no write calls"
 * rows[4].gd_stock_final;           // null
 */
export function conversationRows(run: Run, report: DriftReport, diagnosis: RunDiagnosis | null): ExportRow[] {
  const drift = report.writeTools ? report.conversations : null;
  if (drift && drift.length !== run.conversations.length) throw new RangeError(`conversationRows: report.conversations must have one row per conversation (${run.conversations.length}), got ${drift.length}`);
  if (diagnosis && diagnosis.conversations.length !== run.conversations.length) throw new RangeError(`conversationRows: diagnosis.conversations must have one record per conversation (${run.conversations.length}), got ${diagnosis.conversations.length}`);
  const writeSet = report.writeTools ? new Set(report.writeTools.tools) : null;
  return run.conversations.map((c, i) => {
    if (drift && drift[i].conversationId !== c.id) throw new RangeError(`conversationRows: report.conversations[${i}] must be conversation ${JSON.stringify(c.id)}, got ${JSON.stringify(drift[i].conversationId)}`);
    return row(run, c, drift ? drift[i] : null, writeSet, diagnosis ? diagnosis.conversations[i] : null);
  });
}

function writeToolsUsed(c: Conversation, writeSet: ReadonlySet<string>): string[] {
  const used = new Set<string>();
  for (const call of c.toolCalls) if (writeSet.has(call.name)) used.add(call.name);
  return [...used].sort();
}

function row(run: Run, c: Conversation, d: ConversationDrift | null, writeSet: ReadonlySet<string> | null, g: ConversationDiagnosis | null): ExportRow {
  const top = g && g.firstDeviation.status === "candidates" ? (g.firstDeviation.candidates[0] ?? null) : null;
  const latency = g ? g.metrics.firstProgressLatency : null;
  const goldCount = c.goldActions === null ? null : c.goldActions.length;
  return {
    run: run.source,
    conversation_id: c.id,
    task_id: c.taskId,
    trial: c.trial,
    reward: c.reward,
    reward_group: rewardGroup(c.reward),
    termination_reason: c.terminationReason,
    messages: c.messages.length,
    tool_calls: c.toolCalls.length,
    writes: d ? d.writeCount : null,
    drift_writes: d ? d.driftCount : null,
    aligned_writes: d ? d.alignedCount : null,
    drift_excluded: d ? d.excluded : DRIFT_EXCLUSION.noWriteTools,
    gd_track_final: d ? d.gdTrackFinal : null,
    gd_stock_final: d ? d.gdStockFinal : null,
    gd_track_mean: d ? d.gdTrackMean : null,
    gd_stock_mean: d ? d.gdStockMean : null,
    write_tools_used: writeSet ? jsonText(writeToolsUsed(c, writeSet)) : null,
    outcome: g ? g.outcome.class : null,
    outcome_rule: g ? g.outcome.rule : null,
    first_deviation: g ? g.firstDeviation.status : null,
    first_deviation_kind: top ? top.kind : null,
    first_deviation_event: top ? top.event : null,
    first_deviation_message: top ? top.messageIndex : null,
    first_deviation_singled_out: top && g ? g.firstDeviation.singledOut : null,
    loop: g ? g.loop.hasLoop : null,
    loop_steps: g ? g.loop.point.numerator : null,
    agent_calls: g ? g.loop.point.denominator : null,
    repeated_calls: g ? g.metrics.repeatedCalls.numerator : null,
    no_change_writes: g && writeSet ? g.metrics.noChangeWrites.numerator : null,
    writes_with_result: g && writeSet ? g.metrics.noChangeWrites.denominator : null,
    tool_errors: g ? g.errors.length : null,
    first_error_recovered: g ? g.recovery : null,
    gold_actions: goldCount,
    gold_omitted: g && goldCount !== null ? g.goldActions.filter((s) => s.status === "omitted").length : null,
    coverage_complete: g && writeSet ? g.metrics.coverage.numerator : null,
    first_progress_steps: latency && latency.denominator > 0 ? latency.numerator : null,
    file: c.file,
    path: c.path,
  };
}

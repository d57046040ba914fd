/*
 * The runs table: one row per loaded run (docs/export-schema.md#runs).
 */
import type { Run } from "../io/model";
import type { DriftReport } from "../drift/analyzeDrift";
import { jsonText, type ExportRow } from "./cells";

/**
 * What run is this, what did the loader leave out, and can its drift figures be trusted? Its row of the runs
 * table: source, format, domain, models, trial count, tasks and conversations, load exclusions and warnings
 * (counted), the write-tool set and window the drift figures use, and the data-quality verdict.
 *
 * Edges: no write-tool set → `write_source` and `write_tools` null, `write_tools_unavailable` says why; nothing
 * could be checked for data quality → `data_quality` "not measured" with 0 of 0 (a count, not a ratio).
 * Source: docs/export-schema.md#runs.
 *
 * @param run the loaded run
 * @param report its goal-drift report (`analyzeDrift` on the same run)
 * @returns the row, in the schema's column order
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * const row = runRow(run, analyzeDrift(run));
 * [row.format, row.domain, row.conversations, row.write_source, row.data_quality]; // ["tau2-results", "retail", 6, "registry", "ok"]
 */
export function runRow(run: Run, report: DriftReport): ExportRow {
  const dq = report.dataQuality;
  return {
    run: run.source,
    format: run.format,
    domain: run.domain,
    agent_model: run.agentModel,
    user_model: run.userModel,
    trial_count: run.trialCount,
    tasks: run.tasks.length,
    conversations: run.conversations.length,
    load_excluded: run.exclusions.reduce((s, e) => s + e.count, 0),
    load_warnings: run.warnings.reduce((s, w) => s + w.count, 0),
    write_source: report.writeTools ? report.writeTools.source : null,
    write_tools: report.writeTools ? jsonText(report.writeTools.tools) : null,
    write_tools_unavailable: report.writeToolsUnavailable ? report.writeToolsUnavailable.reason : null,
    window: report.settings.window,
    match_rule: report.settings.nullCompareArgs,
    data_quality: dq.verdict,
    data_quality_flagged: dq.flagged,
    data_quality_checked: dq.checked,
  };
}

/*
 * The export tables of one loaded run: the goal-drift report and the diagnosis, each computed once, turned into
 * rows (docs/export-schema.md).
 */
import type { Run } from "../io/model";
import { analyzeDrift } from "../drift/analyzeDrift";
import { DEFAULT_WRITE_TOOLS, type WriteToolRequest } from "../drift/writeTools";
import { diagnoseRun, type RunDiagnosis } from "../diagnostics/diagnose";
import { runEventLogs } from "../events/fromRun";
import type { EventLog } from "../events/schema";
import { emptyTables, type ExportTables } from "./cells";
import { conversationRows } from "./conversationRows";
import { eventRows } from "./eventRows";
import { runExclusionRows, stepExclusionRow } from "./exclusionRows";
import { runRow } from "./runRow";
import { writeCallRows } from "./writeCallRows";

/** Options of {@link runTables} (the same for every run of an export). */
export interface ExportOptions {
  /**
   * Which tools are writes, for drift and for the events' `effect` alike: "default" (the domain's declared set,
   * else the file's typed action checks; the default), "registry", "checks" (the published method) or a list of
   * tool names. A source the run cannot give leaves the run without a write-tool set (its row says why), never an
   * error.
   */
  writes?: WriteToolRequest;
  /** H of GD^track (default 3). */
  window?: number;
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * What goes into the export for one loaded run? Its rows of the five tables: one runs row, one conversations row
 * per conversation, one writes row per write of each conversation that counts in the drift figures, its events,
 * and its exclusions (conversations the loader left out, conversations that count in no drift figure).
 *
 * Steps: the goal-drift report ({@link analyzeDrift}, with `whenWriteToolsUnavailable: "partial"`, so a run
 * without a write-tool set still gets its rows, with nulls), then the diagnosis (`diagnoseRun`, same write
 * request) whose trajectories give the events; then the row builders ({@link runRow}, {@link conversationRows},
 * {@link writeCallRows}, {@link eventRows}, {@link runExclusionRows}). Pure: reads only the run. A diagnosis that fails
 * (a bug) costs only the diagnostics columns — null, with an exclusions row — and, if converting fails too, the
 * events; the drift rows stay.
 * Edges: a run without conversations → one runs row and nothing else. Source: docs/export-schema.md.
 *
 * @param run a loaded run
 * @param options the write-tool request and the window H
 * @returns the rows of the five tables
 * @throws {RangeError} when the window is not an integer ≥ 1
 * @example
 * const t = runTables(loadRun("data/examples/tau2_retail_examples.json"));
 * [t.runs.length, t.conversations.length, t.writes.length, t.exclusions.length]; // [1, 6, 12, 1]
 */
export function runTables(run: Run, options: ExportOptions = {}): ExportTables {
  const writes = options.writes ?? DEFAULT_WRITE_TOOLS;
  const report = analyzeDrift(run, { writes, window: options.window, whenWriteToolsUnavailable: "partial" });
  const tables = emptyTables();
  let diagnosis: RunDiagnosis | null = null;
  let logs: EventLog[] | null = null;
  const failed: string[] = [];
  try {
    const d = diagnoseRun(run, { writes });
    diagnosis = d.diagnosis;
    logs = d.logs;
  } catch (e) {
    failed.push(`internal error (a bug — please report it) in diagnostics on ${run.source}: ${errorText(e)}`);
    try {
      logs = runEventLogs(run, { writes }).logs;
    } catch (e2) {
      failed.push(`internal error (a bug — please report it) in events on ${run.source}: ${errorText(e2)}`);
    }
  }
  tables.runs.push(runRow(run, report));
  tables.conversations = conversationRows(run, report, diagnosis);
  tables.writes = writeCallRows(run, report);
  tables.events = logs ? eventRows(run.source, logs) : [];
  tables.exclusions = runExclusionRows(run, report);
  if (failed.length > 0) tables.exclusions.push(stepExclusionRow(run.source, "conversations", failed[0]));
  if (failed.length > 1) tables.exclusions.push(stepExclusionRow(run.source, "events", failed[1]));
  return tables;
}

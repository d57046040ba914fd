/*
 * The exclusions table: every unit left out of a table, with the reason (docs/export-schema.md#exclusions).
 */
import type { Run } from "../io/model";
import type { DriftReport } from "../drift/analyzeDrift";
import { DRIFT_EXCLUSION } from "../drift/conversationDrift";
import type { ExportRow } from "./cells";
import type { ExportTableName } from "./schema";

/** An input that could not be loaded, or a step that failed on it: what the exclusions table and stderr say. */
export interface ExportInputError {
  /** The input-error kind (io/errors.ts), or "internal" for a bug. */
  kind: string;
  /** The file (or directory) the error is about. */
  file: string;
  /** The JSON path inside it ($ = its root). */
  path: string;
  /** The full message (`<file>: <path>: <detail>`, or the internal-error sentence). */
  message: string;
}

/** The reason of an input that did not load, by error kind. */
function inputReason(kind: string): string {
  return kind === "internal" ? "internal error (a bug — please report it)" : `input not loaded (${kind})`;
}

/**
 * The exclusions row of an input that could not be loaded: it has no row in any table (table "runs", unit
 * "input"). Source: docs/export-schema.md#exclusions.
 *
 * @internal
 * @param error the input's error
 * @returns the row
 * @example
 * inputExclusionRow({ kind: "not-json", file: "bad.json", path: "$", message: "bad.json: $: not valid JSON" }).reason; // "input not loaded (not-json)"
 */
export function inputExclusionRow(error: ExportInputError): ExportRow {
  return row(error.file, "runs", "input", error.file, inputReason(error.kind), error.kind, error.file, error.path, error.message);
}

/**
 * The exclusions row of an input that is the same file as an earlier input (the same path twice, or two paths to
 * one file): it is exported once, and this row (table "runs", unit "input", id `<path> (input N)`, so that each
 * repetition has its own key) says which earlier input it repeats. Source: docs/export-schema.md#exclusions.
 *
 * @internal
 * @param input the repeated input, as given
 * @param position its position among the inputs (1-based)
 * @param sameAs the earlier input, as given
 * @param sameAsPosition that input's position (1-based)
 * @returns the row (kind null: a rule, not a fault)
 * @example
 * const r = duplicateExclusionRow("a.json", 2, "a.json", 1);
 * [r.id, r.reason, r.detail]; // ["a.json (input 2)", "duplicate input (exported once)", "the same file as input 1 (a.json): exported once"]
 */
export function duplicateExclusionRow(input: string, position: number, sameAs: string, sameAsPosition: number): ExportRow {
  return row(input, "runs", "input", `${input} (input ${position})`, "duplicate input (exported once)", null, input, null, `the same file as input ${sameAsPosition} (${sameAs}): exported once`);
}

/**
 * The exclusions row of a run step that failed (a bug): the run's diagnostics (table "conversations": its
 * diagnostics columns are null) or its events (table "events"). Source: docs/export-schema.md#exclusions.
 *
 * @internal
 * @param run the run's source
 * @param table the table that lacks the step's part
 * @param message what failed, in words
 * @returns the row (unit "diagnostics", kind "internal")
 * @example
 * stepExclusionRow("a.json", "events", "internal error …").unit; // "diagnostics"
 */
export function stepExclusionRow(run: string, table: ExportTableName, message: string): ExportRow {
  return row(run, table, "diagnostics", run, inputReason("internal"), "internal", run, null, message);
}

/**
 * Which conversations of a run were left out, and why? Its exclusions rows: the conversations the loader could
 * not read (table "conversations", with the fault's kind, file, JSON path and detail), then the conversations that
 * count in no drift figure (table "writes", with the drift family's reason: infrastructure_error termination, no
 * gold actions, no write calls, or no write-tool set for the run).
 *
 * Edges: nothing left out → []. Source: docs/export-schema.md#exclusions.
 *
 * @param run the loaded run
 * @param report its goal-drift report (`analyzeDrift` on the same run)
 * @returns the rows, loader exclusions first, each group in file order
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * runExclusionRows(run, analyzeDrift(run)).map((r) => [r.table, r.id, r.reason]); // [["writes", "ex-05-no-writes", "no write calls"]]
 */
export function runExclusionRows(run: Run, report: DriftReport): ExportRow[] {
  const out: ExportRow[] = [];
  for (const e of run.exclusions) {
    e.ids.forEach((id, i) => {
      const f = e.faults[i];
      out.push(row(run.source, "conversations", "conversation", id, e.reason, f ? f.kind : null, f ? f.file : null, f ? f.path : null, f ? `${f.file}: ${f.path}: ${f.detail}` : null));
    });
  }
  if (report.writeTools) {
    for (const d of report.conversations) if (d.excluded !== null) out.push(row(run.source, "writes", "conversation", d.conversationId, d.excluded, null, d.file, d.path, null));
  } else {
    for (const c of run.conversations) out.push(row(run.source, "writes", "conversation", c.id, DRIFT_EXCLUSION.noWriteTools, null, c.file, c.path, report.writeToolsUnavailable ? report.writeToolsUnavailable.reason : null));
  }
  return out;
}

function row(run: string, table: ExportTableName, unit: string, id: string, reason: string, kind: string | null, file: string | null, path: string | null, detail: string | null): ExportRow {
  return { run, table, unit, id, reason, kind, file, path, detail };
}

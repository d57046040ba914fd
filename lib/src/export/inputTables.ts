/*
 * One job of an export: one input (a results file or a τ² results directory) loaded and turned into rows. This is
 * what a worker of the pool runs; inputs are independent, so their tables concatenate.
 */
import { loadRun } from "../io/load";
import { TrajlabInputError } from "../io/errors";
import type { Run } from "../io/model";
import { emptyTables, type ExportTables } from "./cells";
import { inputExclusionRow, type ExportInputError } from "./exclusionRows";
import { runTables, type ExportOptions } from "./runTables";

/** The rows one input contributes, and what went wrong with it (for stderr and the exit code). */
export interface InputTables {
  /** The input, as given. */
  input: string;
  tables: ExportTables;
  /** The input's errors ([] when it loaded and every step ran). */
  errors: ExportInputError[];
  /** The loader's warnings about the run, as text (none when it did not load; absent = none). */
  warnings?: ExportWarning[];
  /** Set when the input is the same file as an earlier input of the export: it is not exported again. */
  duplicate?: ExportDuplicate;
}

/**
 * One of the loader's warnings about a run, as the export keeps it (in manifest.json): what was found missing,
 * ignored, suspicious or derived, grouped by kind and detail, with the place of its first occurrence. The runs
 * table counts them (`load_warnings` = Σ count over the run's warnings).
 */
export interface ExportWarning {
  /** The run (its `run` key in the tables). */
  run: string;
  /** missing-part, ignored-part, suspicious-value or derived. */
  kind: string;
  /** The file of the first occurrence. */
  file: string;
  /** The JSON path of the first occurrence ($ = the whole file). */
  path: string;
  /** What was found and what it means, in words. */
  detail: string;
  /** Occurrences grouped in this warning (≥ 1). */
  count: number;
}

/**
 * An input left out because it is the same file (after symbolic links, or the same path given twice) as an earlier
 * input: it would be a second run with the same rows.
 */
export interface ExportDuplicate {
  /** The input, as given. */
  input: string;
  /** Its position among the inputs after directory expansion (1-based). */
  position: number;
  /** The earlier input it repeats, as given. */
  sameAs: string;
  /** That input's position (1-based). */
  sameAsPosition: number;
}

/** The loader's warnings of a run as the export keeps them. */
function warningRecords(run: Run): ExportWarning[] {
  return run.warnings.map((w) => ({ run: run.source, kind: w.kind, file: w.file, path: w.path, detail: w.detail, count: w.count }));
}

/**
 * The error of an input as the export reports it: a {@link TrajlabInputError} as it is, anything else as an
 * internal error naming the step and the input.
 *
 * @internal
 * @param input the input
 * @param step what was being done
 * @param e what was thrown
 * @returns the error
 */
export function inputError(input: string, step: string, e: unknown): ExportInputError {
  if (e instanceof TrajlabInputError) return { kind: e.kind, file: e.file, path: e.path, message: e.message };
  return { kind: "internal", file: input, path: "$", message: `internal error (a bug — please report it) in ${step} on ${input}: ${e instanceof Error ? e.message : String(e)}` };
}

/**
 * What does one input contribute to an export? Loads it ({@link loadRun}) and builds its rows ({@link runTables}).
 * The loader's warnings come with the rows, as text (`warnings`). An input that does not load contributes one
 * exclusions row (table "runs", unit "input", with the error's kind,
 * JSON path and message) and its error; so does one whose tables fail (a bug: kind "internal"). Never throws for
 * a bad input: one bad file never costs the others.
 * Source: docs/export-schema.md#exclusions.
 *
 * @param input a results file or a τ² results directory (one entry of `expandRunPath`)
 * @param options the write-tool request and the window H
 * @returns the rows and the errors
 * @throws {RangeError} when the window is not an integer ≥ 1
 * @example
 * inputTables("data/examples/tau2_retail_examples.json").tables.conversations.length; // 6
 * const bad = inputTables("no/such/file.json");
 * [bad.tables.exclusions[0].reason, bad.errors[0].kind]; // ["input not loaded (unreadable)", "unreadable"]
 */
export function inputTables(input: string, options: ExportOptions = {}): InputTables {
  const window = options.window ?? 3;
  if (!Number.isInteger(window) || window < 1) throw new RangeError(`inputTables: options.window must be an integer ≥ 1, got ${JSON.stringify(window)}`);
  let run;
  try {
    run = loadRun(input);
  } catch (e) {
    const error = inputError(input, "loading", e);
    const tables = emptyTables();
    tables.exclusions.push(inputExclusionRow(error));
    return { input, tables, errors: [error] };
  }
  try {
    const tables = runTables(run, options);
    const errors = tables.exclusions
      .filter((r) => r.kind === "internal")
      .map((r): ExportInputError => ({ kind: "internal", file: input, path: "$", message: String(r.detail) }));
    return { input, tables, errors, warnings: warningRecords(run) };
  } catch (e) {
    const error = inputError(input, "export", e);
    const tables = emptyTables();
    tables.exclusions.push(inputExclusionRow(error));
    return { input, tables, errors: [error], warnings: warningRecords(run) };
  }
}

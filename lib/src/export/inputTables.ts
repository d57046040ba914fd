/*
 * One job of an export: one input (a results file or a τ² results directory) loaded and turned into rows. This is
 * what a worker of the pool runs; inputs are independent, so their tables concatenate.
 */
import { loadRun } from "../io/load";
import { TrajlabInputError } from "../io/errors";
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
 * An input that does not load contributes one exclusions row (table "runs", unit "input", with the error's kind,
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
    return { input, tables, errors };
  } catch (e) {
    const error = inputError(input, "export", e);
    const tables = emptyTables();
    tables.exclusions.push(inputExclusionRow(error));
    return { input, tables, errors: [error] };
  }
}

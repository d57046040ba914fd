/*
 * `trajlab export`'s work as a library call: inputs expanded (each file once), each input turned into rows (in this
 * thread or by a worker pool), rows checked against the schema and written, in input order, to one file per table,
 * plus a manifest — all in a temporary sibling of the export directory, swapped into place when complete
 * (transaction.ts), under the directory's lock.
 */
import * as fs from "fs";
import * as path from "path";
import { expandRunPath } from "../io/load";
import { DEFAULT_WRITE_TOOLS, type WriteToolRequest } from "../drift/writeTools";
import { checkRow, emptyTables } from "./cells";
import { inputExclusionRow, type ExportInputError } from "./exclusionRows";
import { EXPORT_MANIFEST } from "./exportTarget";
import { EXPORT_FORMATS, tableFile, type ExportFormat, type TableSink } from "./formats";
import { inputError, type ExportDuplicate, type ExportWarning, type InputTables } from "./inputTables";
import { loadParquetModule, parquetSink } from "./parquetSink";
import { beginExportTransaction, type ExportTransaction } from "./transaction";
import { uniqueInputs } from "./uniqueInputs";
import { mapOnWorkers, type WorkerTask } from "./workers";
import type { ExportOptions } from "./runTables";
import { EXPORT_SCHEMA_VERSION, EXPORT_TABLES, type ExportTable, type ExportTableName } from "./schema";
import { csvSink, jsonlSink } from "./textSinks";

/** Options of {@link exportRuns}. */
export interface ExportRunsOptions extends ExportOptions {
  /** File format (default "parquet"). */
  format?: ExportFormat;
  /** Worker threads for the inputs (default 1: everything in this thread). */
  jobs?: number;
  /** The compiled worker script (default: lib/dist/export/worker.js beside the compiled library). */
  workerScript?: string;
  /** Called after each input is written, with the count so far (progress). */
  onInput?(done: number, total: number, input: string): void;
  /**
   * The writer of each table file (default: the format's own). Tests pass a failing one to see what a write error
   * (a full disk) does.
   *
   * @internal
   */
  openSink?(file: string, table: ExportTable, format: ExportFormat): TableSink;
}

/** One table file of an export. */
export interface ExportedTable {
  name: ExportTableName;
  /** The file written. */
  file: string;
  rows: number;
  columns: number;
}

/** What {@link exportRuns} wrote. */
export interface ExportSummary {
  /** The export directory. */
  outDir: string;
  format: ExportFormat;
  /** The settings every run was exported with. */
  settings: { writes: WriteToolRequest; window: number };
  /** The inputs, after directory expansion, in output order (a repeated input only once: see `duplicates`). */
  inputs: string[];
  /** Runs exported (rows of the runs table). */
  runs: number;
  /** One entry per table, in file order. */
  tables: ExportedTable[];
  /** Inputs that did not load, and steps that failed (each also a row of the exclusions table). */
  errors: ExportInputError[];
  /** Inputs left out because they are the same file as an earlier input (each also a row of the exclusions table). */
  duplicates: ExportDuplicate[];
  /** The loader's warnings about the runs, as text (the runs table counts them in `load_warnings`). */
  warnings: ExportWarning[];
  /**
   * What else happened, in sentences: each duplicate input, a stale lock taken over, leftovers of killed exports
   * removed (the CLI prints them as notes).
   */
  notes: string[];
  /** The manifest written beside the tables. */
  manifest: string;
  /**
   * The load report of each run exported, from its row of the runs table: conversations `seen` = `loaded` +
   * `excluded` (each excluded conversation is a row of the exclusions table, with its reason) and the loader's
   * warning occurrences.
   */
  loads: ExportRunLoad[];
}

/** One run's load counts in an export (see {@link ExportSummary.loads}). */
export interface ExportRunLoad {
  /** The run's file or directory. */
  source: string;
  seen: number;
  loaded: number;
  excluded: number;
  /** The loader's warnings, in occurrences. */
  warnings: number;
}

function checkOptions(options: ExportRunsOptions): { format: ExportFormat; jobs: number; window: number } {
  const format = options.format ?? "parquet";
  if (!EXPORT_FORMATS.includes(format)) throw new RangeError(`exportRuns: options.format must be one of ${EXPORT_FORMATS.join(", ")}, got ${JSON.stringify(format)}`);
  const jobs = options.jobs ?? 1;
  if (!Number.isInteger(jobs) || jobs < 1) throw new RangeError(`exportRuns: options.jobs must be an integer ≥ 1, got ${JSON.stringify(jobs)}`);
  const window = options.window ?? 3;
  if (!Number.isInteger(window) || window < 1) throw new RangeError(`exportRuns: options.window must be an integer ≥ 1, got ${JSON.stringify(window)}`);
  return { format, jobs, window };
}

/** The pool's items: each path's inputs, or the result of a path that does not expand (one exclusion). */
function expandInputs(paths: readonly string[]): WorkerTask[] {
  const items: WorkerTask[] = [];
  for (const p of paths) {
    try {
      items.push(...expandRunPath(p));
    } catch (e) {
      const error = inputError(p, "listing the inputs", e);
      const tables = emptyTables();
      tables.exclusions.push(inputExclusionRow(error));
      items.push({ input: p, tables, errors: [error] });
    }
  }
  return items;
}

/**
 * An input's tables if every row is what the schema says; else (a bug) none of its rows, and an internal-error
 * exclusion naming the first bad cell — so one input's fault never reaches the files or costs the other inputs.
 */
function checked(r: InputTables, counts: Record<ExportTableName, number>): InputTables {
  try {
    for (const t of EXPORT_TABLES) r.tables[t.name].forEach((row, i) => checkRow(t, row, counts[t.name] + i));
    return r;
  } catch (e) {
    const error = inputError(r.input, "checking the rows", e);
    const tables = emptyTables();
    tables.exclusions.push(inputExclusionRow(error));
    return { input: r.input, tables, errors: [...r.errors, error], warnings: r.warnings };
  }
}

async function openSinks(dir: string, format: ExportFormat, open: ExportRunsOptions["openSink"]): Promise<Record<ExportTableName, TableSink>> {
  const module = format === "parquet" && !open ? await loadParquetModule() : null;
  const sinks = {} as Record<ExportTableName, TableSink>;
  for (const t of EXPORT_TABLES) {
    const file = tableFile(dir, t.name, format);
    sinks[t.name] = open ? open(file, t, format) : module ? parquetSink(module, file, t, EXPORT_SCHEMA_VERSION) : format === "csv" ? csvSink(file, t) : jsonlSink(file, t);
  }
  return sinks;
}

/**
 * A file-system error of the writing, said with the file it concerns and what it did not touch (one line; the
 * error's `code` kept).
 */
function writeFailure(e: unknown, file: string, outDir: string): unknown {
  const code = (e as NodeJS.ErrnoException).code;
  if (typeof code !== "string") return e;
  const error = new Error(`${file}: ${(e as Error).message}; ${outDir} was not changed`) as NodeJS.ErrnoException;
  error.code = code;
  return error;
}

/**
 * Close the sinks not closed yet, after a failure, ignoring their errors (the first error is the one reported; the
 * files go with the temporary). A sink is closed once only: its file descriptor may belong to another file after.
 */
function closeQuietly(sinks: Record<ExportTableName, TableSink>, closed: ReadonlySet<ExportTableName>): void {
  for (const t of EXPORT_TABLES) {
    if (closed.has(t.name)) continue;
    try {
      sinks[t.name].close();
    } catch {
      // already failed, or closed: nothing more to report
    }
  }
}

/** Run `step`; a file-system error it throws names `file`. */
function writing<T>(file: string, outDir: string, step: () => T): T {
  try {
    return step();
  } catch (e) {
    throw writeFailure(e, file, outDir);
  }
}

/**
 * Export runs as tidy tables for other tools: `<outDir>/runs|conversations|writes|events|exclusions.<format>` and
 * a `manifest.json`. Each path is a file or a directory ({@link expandRunPath}); each input is loaded and turned
 * into rows independently ({@link inputTables}) — by `jobs` worker threads when jobs > 1 — and the rows are
 * written in input order, so the files do not depend on `jobs` (byte for byte). Every row is checked against the
 * schema (`checkRow`) before it is written: null stays null in every format.
 *
 * The export is a transaction: everything is written into a temporary sibling of `outDir`
 * (`.<name>.tmp-<pid>-<random>`), every file fsynced, the manifest last (`complete: true`), then swapped into place
 * with renames, under an exclusive lock (`.<name>.lock`). So `outDir` is at every moment either the previous
 * complete export or the new complete one: an error (a full disk) removes the temporary and leaves the previous
 * export as it was; a second export into the same directory at the same time is refused. The new export replaces
 * the whole directory, so no table of another format survives; a directory holding anything but an export's files
 * is refused, never emptied.
 *
 * One bad input never costs the others: it becomes an exclusions row (table "runs") and an entry of `errors`. An
 * input that is the same file as an earlier one is exported once: an exclusions row and an entry of `duplicates`.
 * Because inputs are independent and every figure is a ratio of sums, exports of disjoint sets of inputs (shards)
 * concatenate: `SELECT … FROM read_parquet('shard-*\/conversations.parquet')` gives the figures of one export of
 * all the inputs (docs/scale-out.md).
 * Edges: no input loads → every table written with its header and no row (exclusions lists why).
 * Source: docs/export-schema.md.
 *
 * @param paths files and directories
 * @param outDir the export directory (created when missing; a previous export in it is replaced wholly)
 * @param options format, jobs, write-tool request, window H, progress callback
 * @returns what was written
 * @throws {RangeError} for a format not in {@link EXPORT_FORMATS}, jobs or window not an integer ≥ 1
 * @throws {ExportRefusedError} when another export is writing `outDir`, or it holds files that are not an export's
 * @throws {Error} when the export cannot be written (the file system's error, naming the file, with its `code`), or
 * jobs > 1 without the compiled worker
 * @example
 * fs.mkdirSync("reports", { recursive: true });
 * const out = fs.mkdtempSync(path.join("reports", "export-example-"));
 * const s = await exportRuns(["data/examples"], out, { format: "jsonl" });
 * s.tables.map((t) => [t.name, t.rows]); // [["runs", 1], ["conversations", 6], ["writes", 12], ["events", 140], ["exclusions", 1]]
 * s.errors; // []
 * JSON.parse(fs.readFileSync(path.join(out, "manifest.json"), "utf8")).complete; // true
 * fs.rmSync(out, { recursive: true });
 */
export async function exportRuns(paths: readonly string[], outDir: string, options: ExportRunsOptions = {}): Promise<ExportSummary> {
  const { format, jobs, window } = checkOptions(options);
  const writes = options.writes ?? DEFAULT_WRITE_TOOLS;
  const runOptions: ExportOptions = { writes: Array.isArray(writes) ? [...writes] : writes, window };
  const items = uniqueInputs(expandInputs(paths));
  const tx = beginExportTransaction(outDir);
  try {
    const summary = await writeExport(tx, items, outDir, format, jobs, runOptions, options);
    writing(tx.tempDir, outDir, () => tx.commit());
    return summary;
  } finally {
    tx.abort();
  }
}

/** The export's files written into the transaction's temporary directory, the manifest last. */
async function writeExport(tx: ExportTransaction, items: WorkerTask[], outDir: string, format: ExportFormat, jobs: number, runOptions: ExportOptions, options: ExportRunsOptions): Promise<ExportSummary> {
  const sinks = await writing(tx.tempDir, outDir, () => openSinks(tx.tempDir, format, options.openSink));
  const counts: Record<ExportTableName, number> = { runs: 0, conversations: 0, writes: 0, events: 0, exclusions: 0 };
  const errors: ExportInputError[] = [];
  const duplicates: ExportDuplicate[] = [];
  const warnings: ExportWarning[] = [];
  const notes = [...tx.notes];
  const inputs: string[] = [];
  const loads: ExportRunLoad[] = [];
  let done = 0;
  const write = (given: InputTables) => {
    const r = checked(given, counts);
    for (const row of r.tables.runs) {
      const loaded = Number(row.conversations);
      const excluded = Number(row.load_excluded);
      loads.push({ source: String(row.run), seen: loaded + excluded, loaded, excluded, warnings: Number(row.load_warnings) });
    }
    for (const t of EXPORT_TABLES) {
      const rows = r.tables[t.name];
      writing(sinks[t.name].file, outDir, () => sinks[t.name].append(rows));
      counts[t.name] += rows.length;
    }
    errors.push(...r.errors);
    warnings.push(...(r.warnings ?? []));
    if (r.duplicate) {
      const d = r.duplicate;
      duplicates.push(d);
      notes.push(`input ${d.position} (${d.input}) is the same file as input ${d.sameAsPosition} (${d.sameAs}): exported once`);
    } else inputs.push(r.input);
    done++;
    if (options.onInput) options.onInput(done, items.length, r.input);
  };
  const closed = new Set<ExportTableName>();
  try {
    await mapOnWorkers(items, runOptions, jobs, write, options.workerScript);
    // once more before the commit: a signal that came during the last input stops the export here
    await new Promise<void>((resolve) => setImmediate(resolve));
    for (const t of EXPORT_TABLES) {
      closed.add(t.name);
      writing(sinks[t.name].file, outDir, () => sinks[t.name].close());
    }
  } catch (e) {
    closeQuietly(sinks, closed);
    throw e;
  }
  const tables: ExportedTable[] = EXPORT_TABLES.map((t) => ({ name: t.name, file: tableFile(outDir, t.name, format), rows: counts[t.name], columns: t.columns.length }));
  const settings = { writes: runOptions.writes as WriteToolRequest, window: runOptions.window as number };
  const manifest = {
    schema: "trajlab.export",
    version: EXPORT_SCHEMA_VERSION,
    complete: true,
    format,
    settings,
    inputs,
    tables: tables.map((t) => ({ name: t.name, file: path.basename(t.file), rows: t.rows, columns: t.columns })),
    errors: errors.map((e) => ({ kind: e.kind, file: e.file, path: e.path, message: e.message })),
    duplicates,
    warnings,
    notes,
  };
  const manifestFile = path.join(tx.tempDir, EXPORT_MANIFEST);
  writing(manifestFile, outDir, () => fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + "\n"));
  return { outDir, format, settings, inputs, runs: counts.runs, tables, errors, duplicates, warnings, notes, manifest: path.join(outDir, EXPORT_MANIFEST), loads };
}

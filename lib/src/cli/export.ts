/**
 * `trajlab export <files or dirs…> --out DIR`: tidy tables for other tools — runs, conversations, writes, events,
 * exclusions — as Parquet (default), CSV or JSON Lines, with a manifest (docs/export-schema.md). The work is the
 * export family's `exportRuns` (a transaction: written beside DIR, swapped in when complete); this file parses the
 * command line, reports, and stops an export cleanly on SIGTERM or SIGINT.
 *
 * Exit codes: 0 = every input loaded and was exported; 1 = some input could not be read, loaded no conversation of
 * the ones it held, or a step failed (the
 * rest is exported; each failure is a row of the exclusions table and a line on stderr), or DIR could not be
 * written or was refused (another export is writing it, it holds a user's files; DIR unchanged); 2 = usage error;
 * 130 / 143 = stopped by SIGINT / SIGTERM (DIR unchanged).
 */
import * as path from "path";
import { ExportRefusedError } from "../export/errors";
import { exportRuns, type ExportRunsOptions, type ExportSummary } from "../export/exportRuns";
import { abortActiveExports } from "../export/transaction";
import { EXPORT_FORMATS, type ExportFormat } from "../export/formats";
import { CliUsageError, parseArgs } from "./args";
import { nothingLoadedError } from "./inputs";
import { parsePositiveInt, parseWritesOption, WRITES_OPTION_HELP } from "./options";
import { processIo, type CliIo } from "./command";
import { textTable } from "./textTable";

/** The usage text of `trajlab export`. */
export const EXPORT_USAGE = `usage: trajlab export [options] --out DIR <file or directory>...

Tidy tables of τ²-bench / τ-bench runs for pandas, R, DuckDB, Spark: DIR/runs, conversations, writes, events and
exclusions (.parquet, .csv or .jsonl) and DIR/manifest.json. Columns: docs/export-schema.md. A directory stands
for its results.json (τ² results directory) or else for the *.json files below it.

options:
  --out DIR           the export directory: created when missing, or replaced wholly when it holds a previous
                      export (written beside it and swapped in when complete; never a directory of other files)
  --format F          parquet (default), csv or jsonl
  --jobs N            worker threads for the inputs (default 1); the files are the same for every N
${WRITES_OPTION_HELP}
  --window H          GD^track window: the last H writes (positive integer, default 3)
  --json              print what was written as JSON: {"export": {...}, "errors": [...]}
  -h, --help          show this help

exit codes: 0 ok; 1 some input unreadable or not exported (the rest is exported; see the exclusions table), or DIR
not written (DIR unchanged); 2 usage error; 130/143 stopped by SIGINT/SIGTERM (DIR unchanged)
`;

/** The exit code of a process stopped by a signal: 128 + the signal's number. */
const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * While an export runs: on SIGTERM or SIGINT abort it (the temporary removed, the lock released, DIR unchanged),
 * say so in one line and exit with 143 or 130; on any exit of the process, abort it too. Returns the function that
 * removes the handlers.
 */
function stopOnSignals(outDir: string, io: CliIo): () => void {
  const handlers = (Object.keys(SIGNAL_EXIT) as (keyof typeof SIGNAL_EXIT)[]).map((signal) => {
    const handler = () => {
      const aborted = abortActiveExports();
      io.stderr(`trajlab export: stopped by ${signal}${aborted.length > 0 ? `: nothing written; ${outDir} holds what it held before` : ""}\n`);
      process.exit(SIGNAL_EXIT[signal]);
    };
    process.on(signal, handler);
    return { signal, handler };
  });
  const onExit = () => void abortActiveExports();
  process.on("exit", onExit);
  return () => {
    for (const h of handlers) process.off(h.signal, h.handler);
    process.off("exit", onExit);
  };
}

function parseFormat(value: string): ExportFormat {
  if (!(EXPORT_FORMATS as readonly string[]).includes(value)) throw new CliUsageError(`--format must be one of ${EXPORT_FORMATS.join(", ")}, got ${JSON.stringify(value)}`);
  return value as ExportFormat;
}

/**
 * The text report of an export: the files written with their rows and columns, and the failures.
 *
 * @param s what {@link exportRuns} wrote
 * @returns the text
 */
export function formatExportSummary(s: ExportSummary): string {
  const out: string[] = [];
  const repeated = s.duplicates.length > 0 ? ` (${s.duplicates.length} repeated input(s) exported once: see the notes)` : "";
  out.push(`exported ${s.runs} run(s) from ${s.inputs.length} input(s)${repeated} to ${s.outDir} (${s.format}; writes ${Array.isArray(s.settings.writes) ? s.settings.writes.join(",") : s.settings.writes}, window ${s.settings.window})`);
  out.push(textTable(["table", "rows", "columns", "file"], s.tables.map((t) => [t.name, String(t.rows), String(t.columns), t.file]), { right: [1, 2] }));
  for (const l of s.loads) out.push(`load: ${l.source}: ${l.seen} conversation(s) seen, ${l.loaded} loaded, ${l.excluded} excluded (rows of the exclusions table, with the reason); ${l.warnings} warning(s)${l.warnings > 0 ? " (in the manifest)" : ""}`);
  out.push(`manifest: ${s.manifest}`);
  if (s.errors.length > 0) out.push(`${s.errors.length} input(s) or step(s) failed: see the exclusions table and stderr`);
  return out.join("\n") + "\n";
}

/**
 * Run `trajlab export` with the given arguments (without the "export" word).
 *
 * @param argv the arguments
 * @param io where to write (default: the process streams)
 * @returns the exit code: 0 ok, 1 some input unreadable or not exported, 2 usage error
 * @throws {Error} only for an unexpected failure (a bug, or an export directory that cannot be written)
 * @example
 * fs.mkdirSync("reports", { recursive: true });
 * const out = fs.mkdtempSync(path.join("reports", "export-example-"));
 * await exportCommand(["--out", out, "--format", "csv", "data/examples"], { stdout: () => {}, stderr: () => {} }); // 0
 * fs.readFileSync(path.join(out, "runs.csv"), "utf8").split("\n")[0]; // "run,format,domain,…"
 * fs.rmSync(out, { recursive: true });
 */
export async function exportCommand(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  let outDir: string;
  let json: boolean;
  let inputs: string[];
  const options: ExportRunsOptions = {};
  try {
    const args = parseArgs(argv, { flags: ["json", "help"], values: ["out", "format", "jobs", "writes", "window"] });
    if (args.flags.has("help")) {
      io.stdout(EXPORT_USAGE);
      return 0;
    }
    if (args.positionals.length === 0) throw new CliUsageError("no input files or directories given");
    if (args.values.out === undefined) throw new CliUsageError("--out DIR is required (the export directory)");
    outDir = args.values.out;
    if (args.values.format !== undefined) options.format = parseFormat(args.values.format);
    if (args.values.jobs !== undefined) options.jobs = parsePositiveInt(args.values.jobs, "jobs");
    if (args.values.writes !== undefined) options.writes = parseWritesOption(args.values.writes);
    if (args.values.window !== undefined) options.window = parsePositiveInt(args.values.window, "window");
    json = args.flags.has("json");
    inputs = args.positionals;
  } catch (e) {
    if (e instanceof CliUsageError) {
      io.stderr(`trajlab export: ${e.message}\n\n${EXPORT_USAGE}`);
      return 2;
    }
    throw e;
  }

  // On a terminal, one progress line overwritten per input written.
  if (io.stderrIsTTY) options.onInput = (done, total, input) => io.stderr(`\rtrajlab export: ${done} of ${total} input(s) written (${path.basename(input)})\x1b[K${done === total ? "\n" : ""}`);
  // A plain try/catch keeps stack traces away from users (CONTRIBUTING §3) until the shared safe CLI runner lands
  // in cli/: this call to exportRuns is the place to hook into it.
  let summary: ExportSummary;
  const removeHandlers = stopOnSignals(outDir, io);
  try {
    summary = await exportRuns(inputs, outDir, options);
  } catch (e) {
    if (e instanceof ExportRefusedError) {
      io.stderr(`trajlab export: ${e.message}\n`);
      return 1;
    }
    const message = e instanceof Error ? e.message : String(e);
    // a file-system error (no permission, a file where the directory should be) is the user's to fix; anything
    // else is a bug, said as CONTRIBUTING §3 says it
    const fsError = typeof (e as { code?: unknown }).code === "string";
    io.stderr(fsError ? `trajlab export: error: cannot write the export to ${outDir}: ${message}\n` : `trajlab export: internal error (a bug — please report it) in export on ${outDir}: ${message}\n`);
    return 1;
  } finally {
    removeHandlers();
  }
  if (json) io.stdout(JSON.stringify({ export: { ...summary, errors: undefined }, errors: summary.errors }, null, 2) + "\n");
  else io.stdout(formatExportSummary(summary));
  for (const n of summary.notes) io.stderr(`trajlab export: note: ${n}\n`);
  for (const e of summary.errors) io.stderr(`trajlab export: error: ${e.message}\n`);
  // a run that held conversations and loaded none is a failure, as in every command (cli/inputs.ts)
  const empty = summary.loads.flatMap((l) => nothingLoadedError(l.source, l.seen, l.loaded, "see the exclusions table for the reasons") ?? []);
  for (const e of empty) io.stderr(`trajlab export: error: ${e.message}\n`);
  if (summary.errors.length > 0 || empty.length > 0) {
    io.stderr(`trajlab export: ${summary.errors.length + empty.length} input(s) failed; ${summary.runs} run(s) exported\n`);
    return 1;
  }
  return 0;
}

/**
 * `trajlab drift <files or dirs…>`: goal drift of exported τ-bench / τ²-bench runs, per run and domain.
 *
 * Loads every input with the library's loaders (`loadRuns`), runs `analyzeDrift` on each run, and prints the
 * write-tool source and list, the GD^track / GD^stock table by reward group (measurement points), the
 * no-self-healing table, exclusions with reasons and counts, data-quality flags and the agreement with the
 * official action checks. `--json` prints the same reports as JSON instead.
 *
 * Exit codes: 0 = every input loaded and was analysed; 1 = some input could not be read or analysed (what did
 * load is still printed, the errors go to stderr and, with --json, into `errors`); 2 = usage error.
 */
import * as fs from "fs";
import * as path from "path";
import { loadRuns, expandRunPath } from "../io/load";
import { TrajlabInputError } from "../io/errors";
import { analyzeDrift, WriteToolsUnavailableError, type AnalyzeDriftOptions, type DriftReport } from "../drift/analyzeDrift";
import type { WriteToolRequest } from "../drift/writeTools";
import { CliUsageError, parseArgs, parsePositiveInt } from "./args";
import { formatDriftReport } from "./format";

/** The usage text of `trajlab drift`. */
export const DRIFT_USAGE = `usage: trajlab drift [options] <file or directory>...

Goal drift (GD^track, GD^stock, no self-healing) of τ²-bench results files, τ²-bench results directories and
τ-bench v1 historical-trajectory files. A directory stands for its results.json (τ² results directory) or else
for the *.json files it contains.

options:
  --json              print the reports as JSON: {"reports": [...], "errors": [...]}
  --writes SOURCE     which tools are writes: "registry" (built-in τ² lists), "checks" (tool_type=write in the
                      file's action checks), "default", or a comma-separated list of tool names.
                      Default: the action checks when they carry tool types, else the registry.
  --window H          GD^track window: the last H writes (positive integer, default 3)
  --conversations     also print one row per conversation
  -h, --help          show this help

exit codes: 0 ok; 1 some input unreadable or not analysable (what loaded is still printed); 2 usage error
`;

/** Where the command writes (the real process streams by default; tests pass collectors). */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Whether stderr is a terminal (progress lines are then overwritten in place). */
  stderrIsTTY?: boolean;
}

/** The real process streams. */
export const processIo: CliIo = {
  stdout: (t) => void process.stdout.write(t),
  stderr: (t) => void process.stderr.write(t),
  get stderrIsTTY() {
    return Boolean(process.stderr.isTTY);
  },
};

/** Total input size from which a progress line is shown on stderr. */
export const PROGRESS_THRESHOLD_BYTES = 20 * 1024 * 1024;

/** One input that could not be loaded or analysed, as printed in `--json` output. */
export interface DriftCliError {
  kind: string;
  file: string;
  path: string;
  message: string;
}

/** The `--json` document. */
export interface DriftCliJson {
  reports: DriftReport[];
  errors: DriftCliError[];
}

/**
 * Parse `--writes`: `registry` | `checks` | `default` (the keywords of a write-tool request) or a comma-separated
 * list of tool names (blanks and empty names dropped; an empty list is a usage error).
 *
 * @param value the option's text
 * @returns the write-tool request
 * @throws {CliUsageError} when the list names no tool
 * @example
 * parseWritesOption("registry");            // "registry"
 * parseWritesOption("default");             // "default", not a tool named "default"
 * parseWritesOption("book_reservation, x"); // ["book_reservation", "x"]
 */
export function parseWritesOption(value: string): WriteToolRequest {
  if (value === "registry" || value === "checks" || value === "default") return value;
  const names = value
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (names.length === 0) throw new CliUsageError(`--writes needs "registry", "checks", "default" or a comma-separated list of tool names, got ${JSON.stringify(value)}`);
  return names;
}

/** Bytes of the JSON a path stands for (files, or *.json files below a directory); unreadable → 0. */
function inputBytes(p: string): number {
  try {
    const st = fs.statSync(p);
    if (st.isFile()) return st.size;
    if (!st.isDirectory()) return 0;
    let sum = 0;
    for (const name of fs.readdirSync(p)) {
      const child = path.join(p, name);
      const cst = fs.statSync(child);
      if (cst.isDirectory()) sum += inputBytes(child);
      else if (name.endsWith(".json")) sum += cst.size;
    }
    return sum;
  } catch {
    return 0;
  }
}

function totalInputBytes(paths: readonly string[]): number {
  let sum = 0;
  for (const p of paths) {
    let entries: string[];
    try {
      entries = expandRunPath(p);
    } catch {
      continue;
    }
    for (const e of entries) sum += inputBytes(e);
  }
  return sum;
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

/**
 * Run `trajlab drift` with the given arguments (without the "drift" word).
 *
 * @param argv the arguments
 * @param io where to write (default: the process streams)
 * @returns the exit code: 0 ok, 1 some input unreadable or not analysable, 2 usage error
 * @throws {Error} only for an unexpected failure (a bug): input and usage errors are reported and give exit codes
 * @example
 * const out: string[] = [];
 * runDrift(["--json", "data/examples"], { stdout: (t) => void out.push(t), stderr: () => {} }); // 0
 * JSON.parse(out.join("")).reports[0].overall.all.stockPooled.value; // 0.333
 */
export function runDrift(argv: readonly string[], io: CliIo = processIo): number {
  let options: AnalyzeDriftOptions;
  let json: boolean;
  let perConversation: boolean;
  let inputs: string[];
  try {
    const args = parseArgs(argv, { flags: ["json", "help", "conversations"], values: ["writes", "window"] });
    if (args.flags.has("help")) {
      io.stdout(DRIFT_USAGE);
      return 0;
    }
    if (args.positionals.length === 0) throw new CliUsageError("no input files or directories given");
    options = {};
    if (args.values.writes !== undefined) options.writes = parseWritesOption(args.values.writes);
    if (args.values.window !== undefined) options.window = parsePositiveInt(args.values.window, "window");
    json = args.flags.has("json");
    perConversation = args.flags.has("conversations");
    inputs = args.positionals;
  } catch (e) {
    if (e instanceof CliUsageError) {
      io.stderr(`trajlab drift: ${e.message}\n\n${DRIFT_USAGE}`);
      return 2;
    }
    throw e;
  }

  const total = totalInputBytes(inputs);
  const showProgress = total > PROGRESS_THRESHOLD_BYTES;
  let done = 0;
  let progressShown = false;
  const progress = (text: string) => {
    if (!showProgress) return;
    progressShown = true;
    io.stderr(io.stderrIsTTY ? `\r${text}\x1b[K` : `${text}\n`);
  };
  const endProgress = () => {
    if (progressShown && io.stderrIsTTY) io.stderr("\n");
  };

  progress(`trajlab drift: loading ${mb(total)} MB from ${inputs.length} input(s)…`);
  const { runs, errors: loadErrors } = loadRuns(inputs, {
    onProgress: (file, bytes) => {
      done += bytes;
      progress(`trajlab drift: read ${mb(done)} of ${mb(total)} MB (${path.basename(file)})`);
    },
  });

  const errors: DriftCliError[] = loadErrors.map((e: TrajlabInputError) => ({ kind: e.kind, file: e.file, path: e.path, message: e.message }));
  const reports: DriftReport[] = [];
  runs.forEach((run, i) => {
    progress(`trajlab drift: analysing run ${i + 1} of ${runs.length} (${path.basename(run.source)}, ${run.conversations.length} conversations)`);
    try {
      reports.push(analyzeDrift(run, options));
    } catch (e) {
      if (e instanceof WriteToolsUnavailableError) {
        errors.push({ kind: "write-tools-unavailable", file: run.source, path: "$", message: e.message });
        return;
      }
      throw e;
    }
  });
  endProgress();

  if (json) {
    const doc: DriftCliJson = { reports, errors };
    io.stdout(JSON.stringify(doc, null, 2) + "\n");
  } else {
    io.stdout(reports.map((r) => formatDriftReport(r, { conversations: perConversation })).join("\n"));
    if (reports.length === 0) io.stdout("no run could be analysed\n");
  }
  for (const e of errors) io.stderr(`trajlab drift: error: ${e.message}\n`);
  if (errors.length > 0) {
    io.stderr(`trajlab drift: ${errors.length} input(s) failed; ${reports.length} run(s) analysed\n`);
    return 1;
  }
  return 0;
}

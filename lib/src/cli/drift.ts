/**
 * `trajlab drift <files or dirs…>`: goal drift of exported τ-bench / τ²-bench runs, per run and domain.
 *
 * Loads every input with the library's loaders, runs `analyzeDrift` on each run, and prints what the loader left
 * out or warned about, where the gold actions came from, the write-tool source and list with the other readings the
 * file offers (the checks-derived set beside the declared one, banking wrappers by wrapped tool: both N and both
 * GD values), the GD^track / GD^stock table by reward group (measurement points; with `--ci`, a task-clustered
 * interval beside each), the no-self-healing table, exclusions with reasons and counts, the data-quality verdict
 * with the likely task of each suspect conversation and the writes-off-gold finding, and the agreement with the
 * official action checks. `--json` prints the same reports as JSON instead (each equal to `analyzeDrift`'s report),
 * with the loader's exclusions and warnings per run in `loads`.
 *
 * Every step on every input runs in the safe runner (safeRun.ts): one bad file or a bug on one run is reported and
 * the others are still printed. Exit codes (safeRun.ts): 0 = every input loaded and was analysed; 1 = some input
 * could not be read or analysed, or its requested write tools were unavailable (what did load is still printed, the
 * errors go to stderr and, with --json, into `errors`); 2 = usage error.
 */
import * as fs from "fs";
import * as path from "path";
import { loadRuns, expandRunPath } from "../io/load";
import { describeLoadIssues } from "../io/describe";
import type { LoadExclusion, LoadWarning, Run } from "../io/model";
import { analyzeDrift, type AnalyzeDriftOptions, type DriftReport } from "../drift/analyzeDrift";
import type { WriteToolRequest } from "../drift/writeTools";
import { CliUsageError, parseArgs, parsePositiveInt } from "./args";
import { formatDriftReport } from "./format";
import { CommandContext, processIo as processIoDefault, runCommand, WRITES_HINT, type CliError, type CliIo } from "./safeRun";

export { processIo } from "./safeRun";
export type { CliIo } from "./safeRun";

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
  --no-gold-from-checks
                      a conversation whose task the file does not embed takes its gold actions from its
                      action checks (τ² writes one check per gold action); this refuses it (such
                      conversations are then excluded, with the reason)
  --ci                a task-clustered 95 % interval beside every measurement point (seeded)
  --replicates B      bootstrap resamples for --ci (default 2000)
  --seed S            bootstrap seed for --ci (non-negative integer, default 20260202)
  --conversations     also print one row per conversation
  -h, --help          show this help

exit codes: 0 ok; 1 some input unreadable or not analysable, or its write tools unavailable (what loaded is
still printed); 2 usage error
`;

/** Total input size from which a progress line is shown on stderr. */
export const PROGRESS_THRESHOLD_BYTES = 20 * 1024 * 1024;

/** One input that could not be loaded or analysed, as printed in `--json` output. */
export type DriftCliError = CliError;

/** What the loader left out of one run and what it warned about (`run.exclusions`, `run.warnings`). */
export interface RunLoadIssues {
  /** The run's file or directory. */
  source: string;
  /** Conversations the loader could not read, by reason, each with its file, JSON path and problem. */
  exclusions: LoadExclusion[];
  /** What it found missing, ignored, suspicious or derived. */
  warnings: LoadWarning[];
}

/** The `--json` document. */
export interface DriftCliJson {
  /** One report per run, each exactly `analyzeDrift`'s. */
  reports: DriftReport[];
  /** The loader's exclusions and warnings of each run, in the order of `reports`' runs. */
  loads: RunLoadIssues[];
  /** Every input or step that failed. */
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
 * Parse a bootstrap seed (a non-negative integer).
 *
 * @param value the option's text
 * @returns the seed
 * @throws {CliUsageError} when the text is not a non-negative integer
 * @example
 * parseSeed("7"); // 7
 * parseSeed("-1"); // throws CliUsageError "--seed must be a non-negative integer, got \"-1\""
 */
export function parseSeed(value: string): number {
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new CliUsageError(`--seed must be a non-negative integer, got ${JSON.stringify(value)}`);
  return Number(value);
}

/** What `trajlab drift` was asked to do. */
interface DriftRequest {
  options: AnalyzeDriftOptions;
  json: boolean;
  perConversation: boolean;
  inputs: string[];
}

function parseDriftArgs(argv: readonly string[]): DriftRequest | "help" {
  const args = parseArgs(argv, { flags: ["json", "help", "conversations", "ci", "no-gold-from-checks"], values: ["writes", "window", "replicates", "seed"] });
  if (args.flags.has("help")) return "help";
  if (args.positionals.length === 0) throw new CliUsageError("no input files or directories given");
  const options: AnalyzeDriftOptions = {};
  if (args.values.writes !== undefined) {
    options.writes = parseWritesOption(args.values.writes);
    // an explicit source the run cannot give still gets the parts that need no write set (and an error)
    options.whenWriteToolsUnavailable = "partial";
  }
  if (args.values.window !== undefined) options.window = parsePositiveInt(args.values.window, "window");
  if (args.flags.has("no-gold-from-checks")) options.goldFromChecks = false;
  const ci = args.flags.has("ci");
  if (!ci && (args.values.replicates !== undefined || args.values.seed !== undefined)) throw new CliUsageError("--replicates and --seed set the intervals of --ci: add --ci");
  if (ci) {
    options.intervals = {};
    if (args.values.replicates !== undefined) options.intervals.replicates = parsePositiveInt(args.values.replicates, "replicates");
    if (args.values.seed !== undefined) options.intervals.seed = parseSeed(args.values.seed);
  }
  return { options, json: args.flags.has("json"), perConversation: args.flags.has("conversations"), inputs: args.positionals };
}

/**
 * Load every input, one guarded step per file (a directory of files is expanded first, so one bad or buggy file
 * never takes its neighbours with it).
 *
 * @internal
 * @param ctx the command's context (failures are recorded there)
 * @param inputs the paths given
 * @param onProgress called after each file with the bytes read
 * @returns the runs that loaded, in input order
 */
export function loadInputs(ctx: CommandContext, inputs: readonly string[], onProgress?: (file: string, bytes: number) => void): Run[] {
  const runs: Run[] = [];
  for (const p of inputs) {
    const entries = ctx.guard("finding the runs", p, () => expandRunPath(p));
    if (entries === undefined) continue;
    for (const entry of entries) {
      const loaded = ctx.guard("loading", entry, () => loadRuns([entry], { onProgress }));
      if (loaded === undefined) continue;
      for (const e of loaded.errors) ctx.fail(e, "loading", entry);
      runs.push(...loaded.runs);
    }
  }
  return runs;
}

/**
 * Print a JSON document; when it cannot be written as one (a bug, or a text longer than a JavaScript string can
 * hold), each element of `doc[key]` is written on its own, those that fail replaced by null and recorded as internal
 * errors, and `errors` (the context's, written last) lists them.
 *
 * @internal
 * @param ctx the command's context
 * @param doc the document: `{<key>: [...], …, errors}`
 * @param key the name of its main list
 */
export function printJson(ctx: CommandContext, doc: Record<string, unknown>, key: string): void {
  const whole = ctx.guard("writing the JSON output", "(all inputs)", () => JSON.stringify(doc, null, 2));
  if (whole !== undefined) {
    ctx.io.stdout(whole + "\n");
    return;
  }
  const parts: string[] = [];
  for (const [k, v] of Object.entries(doc)) {
    if (k === "errors") continue;
    if (k === key && Array.isArray(v)) {
      const items = v.map((item, i) => ctx.guard("writing the JSON output", `${key}[${i}]`, () => JSON.stringify(item, null, 2)) ?? "null");
      parts.push(`${JSON.stringify(k)}: [\n${items.join(",\n")}\n]`);
    } else parts.push(`${JSON.stringify(k)}: ${ctx.guard("writing the JSON output", k, () => JSON.stringify(v, null, 2)) ?? "null"}`);
  }
  parts.push(`"errors": ${JSON.stringify(ctx.errors, null, 2)}`);
  ctx.io.stdout(`{\n${parts.join(",\n")}\n}\n`);
}

/**
 * Run `trajlab drift` with the given arguments (without the "drift" word).
 *
 * @param argv the arguments
 * @param io where to write (default: the process streams)
 * @returns the exit code: 0 ok, 1 some input unreadable or not analysable, 2 usage error (never throws)
 * @example
 * const out: string[] = [];
 * runDrift(["--json", "data/examples"], { stdout: (t) => void out.push(t), stderr: () => {} }); // 0
 * JSON.parse(out.join("")).reports[0].overall.all.stockPooled.value; // 0.333
 */
export function runDrift(argv: readonly string[], io: CliIo = processIoDefault): number {
  return runCommand("drift", DRIFT_USAGE, io, (ctx) => {
    const request = parseDriftArgs(argv);
    if (request === "help") {
      io.stdout(DRIFT_USAGE);
      return 0;
    }
    const { options, json, perConversation, inputs } = request;

    ctx.step = "measuring the inputs";
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
      progressShown = false;
    };

    progress(`trajlab drift: loading ${mb(total)} MB from ${inputs.length} input(s)…`);
    const runs = loadInputs(ctx, inputs, (file, bytes) => {
      done += bytes;
      progress(`trajlab drift: read ${mb(done)} of ${mb(total)} MB (${path.basename(file)})`);
    });

    const reports: DriftReport[] = [];
    const loads: RunLoadIssues[] = [];
    const issueLines: string[][] = [];
    let printed = 0;
    const printText = () => {
      endProgress();
      for (; printed < reports.length; printed++) {
        const r = reports[printed];
        const text = ctx.guard("printing the report", r.run.source, () => formatDriftReport(r, { conversations: perConversation, loadIssues: issueLines[printed] }));
        if (text !== undefined) io.stdout((printed > 0 ? "\n" : "") + text);
      }
    };
    const printDoc = () => {
      endProgress();
      const doc: DriftCliJson = { reports, loads, errors: ctx.errors };
      printJson(ctx, doc as unknown as Record<string, unknown>, "reports");
    };
    ctx.onAbort(json ? printDoc : printText);

    runs.forEach((run, i) => {
      progress(`trajlab drift: analysing run ${i + 1} of ${runs.length} (${path.basename(run.source)}, ${run.conversations.length} conversations)`);
      const report = ctx.guard("analysing", run.source, () => analyzeDrift(run, options));
      if (report === undefined) return;
      const u = report.writeToolsUnavailable;
      if (u !== null && options.writes !== undefined && options.writes !== "default") {
        // asked for explicitly and not available: the partial report is printed, and the command fails
        ctx.add({ kind: "write-tools-unavailable", file: run.source, path: "$", message: `${run.source}: no write-tool set from ${describeRequest(u.request)}: ${u.reason}; ${WRITES_HINT}` });
      }
      reports.push(report);
      loads.push({ source: run.source, exclusions: run.exclusions, warnings: run.warnings });
      issueLines.push(ctx.guard("describing what the loader left out", run.source, () => describeLoadIssues(run)) ?? []);
      if (!json) printText();
    });
    endProgress();

    if (json) printDoc();
    else if (reports.length === 0) io.stdout("no run could be analysed\n");
    return ctx.finish(`${reports.length} run(s) analysed`);
  });
}

function describeRequest(request: WriteToolRequest): string {
  if (typeof request !== "string") return `the list ${request.join(",")}`;
  return request === "checks" ? "action_checks" : request;
}

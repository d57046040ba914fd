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
 * Every step on every input runs in the safe runner (command.ts): one bad file or a bug on one run is reported and
 * the others are still printed. Exit codes (command.ts): 0 = every input loaded and was analysed; 1 = some input
 * could not be read or analysed, or its requested write tools were unavailable (what did load is still printed, the
 * errors go to stderr and, with --json, into `errors`); 2 = usage error.
 */
import * as path from "path";

import { loadReport, loadReportLines, type LoadReport } from "../io/describe";
import { analyzeDrift, type AnalyzeDriftOptions, type DriftReport } from "../drift/analyzeDrift";
import type { WriteToolRequest } from "../drift/writeTools";
import { CliUsageError, parseArgs } from "./args";
import { loadInputs, totalInputBytes } from "./inputs";
import { parseIntervalFlags, parsePositiveInt, parseWritesOption, WRITES_OPTION_HELP } from "./options";
import { printJson } from "./output";
import { formatDriftReport } from "./driftText";
import { processIo as processIoDefault, executeCommand, WRITES_HINT, type CliError, type CliIo } from "./command";


/** The usage text of `trajlab drift`. */
export const DRIFT_USAGE = `usage: trajlab drift [options] <file or directory>...

Goal drift (GD^track, GD^stock, no self-healing) of τ²-bench results files, τ²-bench results directories and
τ-bench v1 historical-trajectory files. A directory stands for its results.json (τ² results directory) or else
for the *.json files it contains.

options:
  --json              print the reports as JSON: {"reports": [...], "errors": [...]}
${WRITES_OPTION_HELP}
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

/** What the loader met, loaded and left out of one run, and what it warned about: io's `LoadReport`. */
export type RunLoadIssues = LoadReport;

/** The `--json` document. */
export interface DriftCliJson {
  /** One report per run, each exactly `analyzeDrift`'s. */
  reports: DriftReport[];
  /** The load report of each run (seen = loaded + excluded, exclusions, warnings), in the order of `reports`' runs. */
  loads: RunLoadIssues[];
  /** Every input or step that failed. */
  errors: DriftCliError[];
}




const mb = (bytes: number) => (bytes / 1e6).toFixed(1);


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
  const intervals = parseIntervalFlags(args);
  if (intervals) options.intervals = intervals;
  return { options, json: args.flags.has("json"), perConversation: args.flags.has("conversations"), inputs: args.positionals };
}



/**
 * Run `trajlab drift` with the given arguments (without the "drift" word).
 *
 * @param argv the arguments
 * @param io where to write (default: the process streams)
 * @returns the exit code: 0 ok, 1 some input unreadable or not analysable, 2 usage error (never throws)
 * @example
 * const out: string[] = [];
 * driftCommand(["--json", "data/examples"], { stdout: (t) => void out.push(t), stderr: () => {} }); // 0
 * JSON.parse(out.join("")).reports[0].overall.all.stockPooled.value; // 0.333
 */
export function driftCommand(argv: readonly string[], io: CliIo = processIoDefault): number {
  return executeCommand("drift", DRIFT_USAGE, io, (ctx) => {
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
      loads.push(loadReport(run));
      issueLines.push(ctx.guard("describing what the loader left out", run.source, () => loadReportLines(run)) ?? []);
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

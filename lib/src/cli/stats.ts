/**
 * `trajlab stats <files or dirs…>`: per run, the reward with naive beside task-clustered standard errors and
 * intervals, pass^k and pass@k (k = 1..smallest trial count) with intervals over tasks, and the noise floor.
 *
 * Exit codes: 0 = every input loaded and was analysed; 1 = some input could not be read or analysed (what did
 * load is still printed; errors go to stderr and, with --json, into `errors`); 2 = usage error.
 */
import * as path from "path";
import { loadRuns } from "../io/load";
import { runStatistics, type RunStatistics, type RunStatisticsOptions } from "../stats/runStatistics";
import { CliUsageError, parseArgs, parsePositiveInt } from "./args";
import { processIo, type CliIo } from "./drift";
import { formatNumber } from "./format";
import { MISSING_VALUE as MISSING } from "../plot/missingValue";
import { textTable } from "./textTable";
import { exclusionLines, formatInterval } from "./formatStats";

/** The usage text of `trajlab stats`. */
export const STATS_USAGE = `usage: trajlab stats [options] <file or directory>...

The statistics of each run with the task as the unit: reward with the naive standard error (conversations
independent) beside the one clustered by task, pass^k and pass@k with intervals over tasks, and the noise floor
(run-to-run SD from the trials of each task; the smallest difference 80 % power can detect).

options:
  --json              print {"reports": [...], "errors": [...]} instead of text
  --replicates B      bootstrap resamples (default 2000)
  --seed S            bootstrap seed (non-negative integer, default 20260202)
  --tasks T           number of tasks for the minimum detectable difference (default: the run's own)
  -h, --help          show this help

exit codes: 0 ok; 1 some input unreadable or not analysable (what loaded is still printed); 2 usage error
`;

/** One input that failed, as printed in `--json` output. */
export interface StatsCliError {
  kind: string;
  file: string;
  path: string;
  message: string;
}

function parseSeed(value: string): number {
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new CliUsageError(`--seed must be a non-negative integer, got ${JSON.stringify(value)}`);
  return Number(value);
}

/**
 * The text report of one run's statistics.
 *
 * @param s one run's statistics ({@link runStatistics}'s result)
 * @returns the text report: the run, the reward with its naive and clustered uncertainty, pass^k / pass@k, the noise
 *   floor and the exclusions, ending in a newline
 */
export function formatRunStatistics(s: RunStatistics): string {
  const out: string[] = [];
  const r = s.run;
  const pk = s.passK;
  out.push(`=== ${r.source}`);
  out.push(
    `run: ${r.format} · domain ${r.domain ?? "(none)"} · agent ${r.agentModel ?? "(unknown)"} · ${r.conversations} conversations · ` +
      `${r.tasks} tasks · trials per task ${pk.minTrials === null ? MISSING : pk.minTrials === pk.maxTrials ? pk.minTrials : `${pk.minTrials}–${pk.maxTrials}`}`,
  );
  const w = s.reward;
  const pct = `${Math.round(s.settings.level * 100)} %`;
  out.push("");
  out.push(`Reward: mean over ${w.n} counted conversations = ${formatNumber(w.mean)}${w.reason ? ` (${w.reason})` : ""}`);
  out.push(
    textTable(
      ["standard error", "SE", `${pct} interval`],
      [
        ["naive (conversations independent)", formatNumber(w.naiveSe), formatInterval(w.naiveInterval)],
        [`clustered by task (G = ${w.clusters})`, formatNumber(w.clusteredSe), formatInterval(w.clusteredInterval)],
        [`cluster bootstrap, percentile (B = ${s.settings.replicates})`, "", formatInterval(w.bootstrap)],
        ["cluster bootstrap, BCa", "", formatInterval(w.bca)],
      ],
    ),
  );
  out.push(
    `  clustered / naive SE = ${formatNumber(w.seRatio, 2)} (design effect ${formatNumber(w.designEffect, 2)}): ` +
      (w.seRatio === null ? "not measured" : `the naive interval is ${formatNumber(w.seRatio, 2)}× too narrow`),
  );
  out.push("");
  out.push(`pass^k and pass@k (τ²-bench: per task C(c,k)/C(n,k), averaged over ${pk.tasks} tasks; intervals resample tasks)`);
  if (pk.rows.length === 0) out.push(`  ${pk.reason ?? "no rows"}`);
  else
    out.push(
      textTable(
        ["k", "pass^k", "SE", `${pct} interval`, "pass@k", `${pct} interval`],
        pk.rows.map((x) => [String(x.k), formatNumber(x.passHat.value), formatNumber(x.passHat.se), formatInterval(x.passHat.interval), formatNumber(x.passAt.value), formatInterval(x.passAt.interval)]),
        { right: [0] },
      ),
    );
  const nf = s.noiseFloor;
  out.push("");
  if (nf.withinVariance === null) out.push(`Noise floor: not measured (${nf.reason})`);
  else {
    out.push(`Noise floor (${nf.tasks} tasks with ${nf.minTrials === nf.maxTrials ? nf.minTrials : `${nf.minTrials}–${nf.maxTrials}`} trials each)`);
    out.push(`  within-task variance of the reward σ²_w = ${formatNumber(nf.withinVariance, 4)}`);
    out.push(`  run-to-run SD of the score (one trial per task, same tasks) = ${formatNumber(nf.runToRunSd, 4)}`);
    if (nf.observedRunSd !== null) out.push(`  observed: runs by trial index score ${nf.runScores.map((x) => formatNumber(x)).join(", ")} (SD ${formatNumber(nf.observedRunSd, 4)})`);
    out.push(
      nf.mdd === null
        ? `  minimum detectable difference: ${MISSING} (${nf.reason})`
        : `  minimum detectable difference between two runs on ${nf.mddTasks} tasks (α = ${nf.alpha}, power ${nf.power}): ${formatNumber(nf.mdd)}`,
    );
  }
  for (const e of nf.exclusions) out.push(`  left out: ${e.reason}: ${e.count}`);
  out.push("");
  const n = s.exclusions.reduce((a, e) => a + e.count, 0);
  out.push(`Exclusions: ${n} of ${r.conversations} conversations not counted`);
  out.push(...exclusionLines(s.exclusions));
  return out.join("\n") + "\n";
}

/**
 * Run `trajlab stats` with the given arguments (without the "stats" word). Returns the exit code.
 *
 * @param argv the arguments: options, then files or directories
 * @param io where to write (default: the process streams)
 * @returns the exit code: 0 ok, 1 some input unreadable or not analysable, 2 usage error
 * @throws {Error} only for an unexpected failure (a bug): a usage mistake (a `CliUsageError`, thrown and caught
 *   inside) prints its message and the usage text and gives exit code 2
 * @example
 * const out = [];
 * runStats(["--json", "data/examples"], { stdout: (t) => out.push(t), stderr: () => {} }); // 0
 */
export function runStats(argv: readonly string[], io: CliIo = processIo): number {
  let json: boolean;
  let inputs: string[];
  const options: RunStatisticsOptions = {};
  try {
    const args = parseArgs(argv, { flags: ["json", "help"], values: ["replicates", "seed", "tasks"] });
    if (args.flags.has("help")) {
      io.stdout(STATS_USAGE);
      return 0;
    }
    if (args.positionals.length === 0) throw new CliUsageError("no input files or directories given");
    if (args.values.replicates !== undefined) options.replicates = parsePositiveInt(args.values.replicates, "replicates");
    if (args.values.seed !== undefined) options.seed = parseSeed(args.values.seed);
    if (args.values.tasks !== undefined) options.mddTasks = parsePositiveInt(args.values.tasks, "tasks");
    json = args.flags.has("json");
    inputs = args.positionals;
  } catch (e) {
    if (e instanceof CliUsageError) {
      io.stderr(`trajlab stats: ${e.message}\n\n${STATS_USAGE}`);
      return 2;
    }
    throw e;
  }
  const { runs, errors: loadErrors } = loadRuns(inputs);
  const errors: StatsCliError[] = loadErrors.map((e) => ({ kind: e.kind, file: e.file, path: e.path, message: e.message }));
  const reports: RunStatistics[] = [];
  for (const run of runs) {
    try {
      reports.push(runStatistics(run, options));
    } catch (e) {
      const message = `internal error (a bug — please report it) in stats on ${path.basename(run.source)}: ${e instanceof Error ? e.message : String(e)}`;
      errors.push({ kind: "internal", file: run.source, path: "$", message });
    }
  }
  if (json) io.stdout(JSON.stringify({ reports, errors }, null, 2) + "\n");
  else {
    io.stdout(reports.map(formatRunStatistics).join("\n"));
    if (reports.length === 0) io.stdout("no run could be analysed\n");
  }
  for (const e of errors) io.stderr(`trajlab stats: error: ${e.message}\n`);
  if (errors.length > 0) {
    io.stderr(`trajlab stats: ${errors.length} input(s) failed; ${reports.length} run(s) analysed\n`);
    return 1;
  }
  return 0;
}

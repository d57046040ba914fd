/**
 * `trajlab stats <files or dirs…>`: per run, the reward with naive beside task-clustered standard errors and
 * intervals, pass^k and pass@k (k = 1..smallest trial count) with intervals over tasks, and the noise floor.
 *
 * Every step on every input runs in the safe runner (command.ts). Exit codes: 0 = every input loaded and was
 * analysed; 1 = some input could not be read or analysed (what did load is still printed; errors go to stderr and,
 * with --json, into `errors`); 2 = usage error.
 */
import { runStatistics, type RunStatistics, type RunStatisticsOptions } from "../stats/runStatistics";
import { CliUsageError, parseArgs } from "./args";
import { parseBootstrapFlags, parsePositiveInt } from "./options";
import { loadInputs } from "./inputs";
import { printJson } from "./output";
import { processIo, type CliIo } from "./command";
import { executeCommand, type CliError } from "./command";
import { formatNumber } from "./cells";
import { MISSING_VALUE as MISSING } from "../stats/missingValue";
import { textTable } from "./textTable";
import { exclusionLines, formatInterval } from "./cells";
import { loadReport, loadReportLines, type LoadReport } from "../io/describe";
import type { Run } from "../io/model";

/** The usage text of `trajlab stats`. */
export const STATS_USAGE = `usage: trajlab stats [options] <file or directory>...

The statistics of each run with the task as the unit: reward with the naive standard error (conversations
independent) beside the one clustered by task, pass^k and pass@k with intervals over tasks, and the noise floor
(run-to-run SD from the trials of each task; the smallest difference 80 % power can detect).

options:
  --json              print {"reports": [...], "loads": [...], "errors": [...]} instead of text (loads: what the
                      loader met, loaded and left out of each run, with its exclusions and warnings)
  --replicates B      bootstrap resamples (default 2000)
  --seed S            bootstrap seed (non-negative integer, default 20260202)
  --tasks T           number of tasks for the minimum detectable difference (default: the run's own)
  -h, --help          show this help

exit codes: 0 ok; 1 some input unreadable or not analysable (what loaded is still printed); 2 usage error
`;

/** One input that failed, as printed in `--json` output. */
export type StatsCliError = CliError;

/**
 * The text report of one run's statistics: reward with naive and clustered SEs and intervals, pass^k and pass@k,
 * the noise floor, the exclusions.
 *
 * @param s the run's statistics (runStatistics)
 * @param run the run they were computed on: its load report (conversations seen, loaded, excluded at load, and the
 *   loader's warnings) is printed under the run line and counted in the exclusions; omitted, only the statistics'
 *   own exclusions are
 * @returns the text, ending with a newline
 */
export function formatRunStatistics(s: RunStatistics, run?: Run): string {
  const out: string[] = [];
  const r = s.run;
  const pk = s.passK;
  out.push(`=== ${r.source}`);
  out.push(
    `run: ${r.format} · domain ${r.domain ?? "(none)"} · agent ${r.agentModel ?? "(unknown)"} · ${r.conversations} conversations · ` +
      `${r.tasks} tasks · trials per task ${pk.minTrials === null ? MISSING : pk.minTrials === pk.maxTrials ? pk.minTrials : `${pk.minTrials}–${pk.maxTrials}`}`,
  );
  const load = run === undefined ? null : loadReport(run);
  if (run !== undefined) out.push(...loadReportLines(run).map((l) => `  ${l}`));
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
  if (load === null) out.push(`Exclusions: ${n} of ${r.conversations} conversations not counted`);
  else {
    out.push(`Exclusions: ${n + load.excluded} of ${load.seen} conversations not counted (${load.excluded} at load, ${n} by the statistics)`);
    out.push(...exclusionLines(load.exclusions.map((e) => ({ reason: `at load: ${e.reason}`, count: e.count, ids: e.ids }))));
  }
  out.push(...exclusionLines(s.exclusions));
  return out.join("\n") + "\n";
}

/**
 * Run `trajlab stats` with the given arguments (without the "stats" word).
 *
 * @param argv the arguments
 * @param io where to write (default: the process streams)
 * @returns the exit code: 0 ok, 1 some input unreadable or not analysable, 2 usage error (never throws)
 * @example
 * const out = [];
 * statsCommand(["--json", "data/examples"], { stdout: (t) => out.push(t), stderr: () => {} }); // 0
 */
export function statsCommand(argv: readonly string[], io: CliIo = processIo): number {
  return executeCommand("stats", STATS_USAGE, io, (ctx) => {
    const args = parseArgs(argv, { flags: ["json", "help"], values: ["replicates", "seed", "tasks"] });
    if (args.flags.has("help")) {
      io.stdout(STATS_USAGE);
      return 0;
    }
    if (args.positionals.length === 0) throw new CliUsageError("no input files or directories given");
    const options: RunStatisticsOptions = parseBootstrapFlags(args);
    if (args.values.tasks !== undefined) options.mddTasks = parsePositiveInt(args.values.tasks, "tasks");
    const json = args.flags.has("json");

    const runs = loadInputs(ctx, args.positionals);
    const reports: RunStatistics[] = [];
    const loads: LoadReport[] = [];
    const sources: Run[] = [];
    let printed = 0;
    const printText = () => {
      for (; printed < reports.length; printed++) {
        const r = reports[printed];
        const text = ctx.guard("printing the statistics", r.run.source, () => formatRunStatistics(r, sources[printed]));
        if (text !== undefined) io.stdout((printed > 0 ? "\n" : "") + text);
      }
    };
    const printDoc = () => printJson(ctx, { reports, loads, errors: ctx.errors }, "reports");
    ctx.onAbort(json ? printDoc : printText);
    for (const run of runs) {
      const s = ctx.guard("computing the statistics", run.source, () => runStatistics(run, options));
      if (s === undefined) continue;
      reports.push(s);
      sources.push(run);
      loads.push(loadReport(run));
      if (!json) printText();
    }
    if (json) printDoc();
    else if (reports.length === 0) io.stdout("no run could be analysed\n");
    return ctx.finish(`${reports.length} run(s) analysed`);
  });
}

/**
 * `trajlab stats <files or dirs…>`: per run, the reward with naive beside task-clustered standard errors and
 * intervals, pass^k and pass@k (k = 1..smallest trial count) with intervals over tasks, and the noise floor.
 *
 * Every step on every input runs in the safe runner (command.ts). Exit codes: 0 = every input loaded and was
 * analysed; 1 = some input could not be read or analysed (what did load is still printed; errors go to stderr and,
 * with --json, into `errors`); 2 = usage error.
 */
import { runStatistics, type RunStatistics, type RunStatisticsOptions } from "../stats/runStatistics";
import { judgeAgreement, type JudgeAgreement } from "../stats/judgeAgreement";
import { loadJudgeVerdicts } from "../io/judgeVerdicts";
import type { Interval } from "../stats/interval";
import { CliUsageError, parseArgs } from "./args";
import { parseBootstrapFlags, parsePositiveInt } from "./options";
import { loadInputs } from "./inputs";
import { printJson } from "./output";
import { processIo, type CliIo } from "./command";
import { executeCommand, type CliError } from "./command";
import { formatNumber } from "./cells";
import { MISSING_VALUE as MISSING } from "../stats/missingValue";
import { textTable } from "./textTable";
import { exclusionLines, formatInterval, formatIntervalMethod } from "./cells";
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
  --judge FILE        hold a judge's verdicts against each run's rewards: agreement, Cohen's kappa, confusion,
                      failure detection, calibration (with confidences) and the Rogan–Gladen corrected failure
                      share. FILE is JSON Lines or CSV, one record per judged conversation: simulation_id (or
                      task_id when a task has one conversation), verdict (pass/fail), optional confidence in [0, 1]
                      (τ²-bench judge-viewer records with a judge_response are read too)
  -h, --help          show this help

exit codes: 0 ok; 1 some input unreadable or not analysable (what loaded is still printed); 2 usage error
`;

/** One input that failed, as printed in `--json` output. */
export type StatsCliError = CliError;

/** One run's report as `trajlab stats` prints it: the statistics, and the judge's agreement when `--judge` is given. */
export type StatsReport = RunStatistics & { judge?: JudgeAgreement };

/**
 * The text of a judge held against a run's rewards (`--judge`).
 *
 * @param j the judge's agreement with the run's verifier
 * @param file the verdict file's name
 * @returns the lines of the section
 */
export function formatJudge(j: JudgeAgreement, file: string): string[] {
  const out: string[] = [];
  const pct = (p: { value: number | null; numerator: number; denominator: number; interval: Interval | null }) =>
    `${formatNumber(p.value)} (${p.numerator}/${p.denominator}; Wilson ${formatInterval(p.interval)})`;
  out.push(`Judge vs the run's rewards (${file}; ${j.n} conversations compared; verifier = reward, success = is_successful)`);
  if (j.n === 0) out.push("  no conversation has both a verdict and a counted reward");
  else {
    const c = j.confusion;
    out.push(textTable(["verifier \\ judge", ...c.categories], c.categories.map((g, i) => [g, ...c.counts[i].map(String)]), { right: c.categories.map((_, i) => i + 1) }));
    out.push(`  agreement ${pct(j.agreement)}`);
    out.push(`  Cohen's kappa ${formatNumber(j.kappa.kappa)} ${j.kappa.interval ? `(normal interval ${formatInterval(j.kappa.interval)})` : `(${j.kappa.reason ?? "no interval"})`}`);
    const d = j.failureDetection;
    out.push(`  as a failure detector ("fail" = flag): precision ${pct(d.precision)}, recall ${pct(d.recall)}, specificity ${pct(d.specificity)}`);
    out.push(`  failure share: judge ${pct(j.judgeFailShare)}, verifier ${pct(j.verifierFailShare)}`);
    const r = j.correctedFailShare;
    out.push(
      `  Rogan–Gladen corrected failure share ${formatNumber(r.prevalence)} ${r.interval ? `(Lang–Reiczigel ${formatInterval(r.interval)})` : `(${r.reason ?? "no interval"})`}` +
        ` with sensitivity ${formatNumber(r.sensitivity)} and specificity ${formatNumber(r.specificity)} from the same conversations`,
    );
    out.push(j.calibration ? `  calibration of P(pass): ECE ${formatNumber(j.calibration.ece)}, MCE ${formatNumber(j.calibration.mce)} (${j.calibration.bins.length} bins)` : `  calibration: ${MISSING} (${j.calibrationReason})`);
  }
  for (const e of j.exclusions) out.push(`  left out: ${e.reason}: ${e.count}`);
  return out;
}

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
  const unit = w.n > 0 && w.naiveInterval?.method === "wilson" ? "a share of conversations (0/1 rewards)" : "reward units";
  out.push(`Reward: mean over ${w.n} counted conversations = ${formatNumber(w.mean)}${w.reason ? ` (${w.reason})` : ""}`);
  out.push(`  intervals at ${pct}; unit: ${unit}; bootstrap: B = ${s.settings.replicates} resamples of the tasks, seed ${s.settings.seed}`);
  const why = (i: unknown, reason: string | null) => (i ? "" : (reason ?? ""));
  out.push(
    textTable(
      ["standard error", "SE", `${pct} interval`, "method", "note"],
      [
        ["naive (conversations independent)", formatNumber(w.naiveSe), formatInterval(w.naiveInterval), formatIntervalMethod(w.naiveInterval), why(w.naiveInterval, w.reason)],
        [`clustered by task (G = ${w.clusters}, CR1)`, formatNumber(w.clusteredSe), formatInterval(w.clusteredInterval), formatIntervalMethod(w.clusteredInterval), why(w.clusteredInterval, w.reason)],
        [`cluster bootstrap (B = ${s.settings.replicates}, seed ${s.settings.seed})`, "", formatInterval(w.bootstrap), formatIntervalMethod(w.bootstrap), why(w.bootstrap, w.bootstrapReason)],
        ["cluster bootstrap, same draws", "", formatInterval(w.bca), formatIntervalMethod(w.bca), why(w.bca, w.bcaReason)],
      ],
    ),
  );
  if (w.intervalNote) out.push(`  clustered interval: ${w.intervalNote}`);
  out.push(`  clustered / naive SE = ${formatNumber(w.seRatio, 2)}: ${w.designEffectText ?? `design effect not measured (${w.reason ?? "no clustered SE"})`}`);
  out.push("");
  out.push(
    `pass^k and pass@k (τ²-bench: per task C(c,k)/C(n,k), averaged over ${pk.tasks} tasks; unit: a share of tasks; ${pct} intervals: ` +
      `percentile bootstrap over tasks, B = ${s.settings.replicates}, seed ${s.settings.seed})`,
  );
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
    if (nf.mdd === null) out.push(`  minimum detectable difference (noise floor): ${MISSING} (${nf.reason})`);
    else {
      const b = nf.mddBootstrap;
      out.push(
        `  minimum detectable difference (noise floor) between two runs on ${nf.mddTasks} tasks (two-sided z-test, α = ${nf.alpha}, power ${nf.power}): ` +
          `${formatNumber(nf.mdd)}, ${Math.round(b.level * 100)} % interval ${formatInterval(nf.mddInterval)} ` +
          `(${nf.mddInterval ? `percentile bootstrap over the ${nf.tasks} tasks, B = ${b.replicates}, seed ${b.seed}${nf.mddFailedResamples ? `, ${nf.mddFailedResamples} resamples with no spread left out` : ""}` : (nf.mddIntervalReason ?? "")})`,
      );
      if (nf.floorFor) out.push(`  a floor for ${nf.floorFor}`);
    }
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
    const args = parseArgs(argv, { flags: ["json", "help"], values: ["replicates", "seed", "tasks", "judge"] });
    if (args.flags.has("help")) {
      io.stdout(STATS_USAGE);
      return 0;
    }
    if (args.positionals.length === 0) throw new CliUsageError("no input files or directories given");
    const options: RunStatisticsOptions = parseBootstrapFlags(args);
    if (args.values.tasks !== undefined) options.mddTasks = parsePositiveInt(args.values.tasks, "tasks");
    const json = args.flags.has("json");

    const judgeFile = args.values.judge;
    const judged = judgeFile === undefined ? undefined : ctx.guard("reading the judge's verdicts", judgeFile, () => loadJudgeVerdicts(judgeFile));
    for (const e of judged?.errors ?? []) ctx.fail(e, "reading the judge's verdicts", judgeFile as string);
    const runs = loadInputs(ctx, args.positionals);
    const reports: StatsReport[] = [];
    const loads: LoadReport[] = [];
    const sources: Run[] = [];
    let printed = 0;
    const printText = () => {
      for (; printed < reports.length; printed++) {
        const r = reports[printed];
        const text = ctx.guard("printing the statistics", r.run.source, () => formatRunStatistics(r, sources[printed]) + (r.judge ? "\n" + formatJudge(r.judge, judgeFile as string).join("\n") + "\n" : ""));
        if (text !== undefined) io.stdout((printed > 0 ? "\n" : "") + text);
      }
    };
    const printDoc = () => printJson(ctx, { reports, loads, errors: ctx.errors }, "reports");
    ctx.onAbort(json ? printDoc : printText);
    for (const run of runs) {
      const s = ctx.guard("computing the statistics", run.source, () => runStatistics(run, options));
      if (s === undefined) continue;
      const judge = judged ? ctx.guard("comparing the judge's verdicts", run.source, () => judgeAgreement(run, judged.verdicts, s.settings.level)) : undefined;
      reports.push(judge ? { ...s, judge } : s);
      sources.push(run);
      loads.push(loadReport(run));
      if (!json) printText();
    }
    if (json) printDoc();
    else if (reports.length === 0) io.stdout("no run could be analysed\n");
    return ctx.finish(`${reports.length} run(s) analysed`);
  });
}

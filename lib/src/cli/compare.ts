/**
 * `trajlab compare <A> <B>`: two runs on their shared tasks — reward (paired difference with interval, McNemar's
 * exact p), GD^stock and the repeated-call share (paired ratio differences), the fault-flow table of the diagnostics
 * outcome classes — with the tasks left out (in one run only, or whose gold differs) counted and named.
 *
 * Exit codes: 0 = compared; 1 = an input could not be read, or is not exactly one run; 2 = usage error.
 */
import { loadRuns } from "../io/load";
import type { Run } from "../io/model";
import { compareRuns, type RunComparison } from "../compare/compareRuns";
import type { PairedRatioDifference } from "../stats/pairedRatioDifference";
import type { PairedProportionDifference } from "../stats/pairedProportionDifference";
import { CliUsageError, parseArgs } from "./args";
import { parseBootstrapFlags } from "./options";
import { processIo, type CliIo } from "./command";
import { executeCommand } from "./command";
import { formatCount, formatNumber } from "./cells";
import { MISSING_VALUE as MISSING } from "../stats/missingValue";
import { textTable } from "./textTable";
import { exclusionLines, formatInterval, formatIntervalMethod, formatP, formatSigned } from "./cells";
import { loadReport, loadReportLines } from "../io/describe";
import { otherDomain } from "../compare/sharedTasks";
import { auditRuns } from "../audit/auditRuns";

/** The usage text of `trajlab compare`. */
export const COMPARE_USAGE = `usage: trajlab compare [options] <run A> <run B>

Compare two runs on the tasks they share (every difference is A − B): reward (paired difference with the
percentile bootstrap over tasks), success as paired proportions when each task has one trial (Newcombe's
interval, McNemar's exact p and mid-p; "resolved" follows the exact test, else the bootstrap, and says which),
GD^stock (drift writes / writes), the share of tool calls that
repeat an identical earlier call with no write in between, and the fault flow of the diagnostics outcome classes
(success, infrastructure, drift-write, omission, loop, other) from A to B. Tasks in one run only, or whose
embedded gold actions differ between the runs, are left out and listed.

options:
  --json              print {"comparison": {...}, "loads": [A, B], "errors": [...]} instead of text (loads: each
                      run's load report: conversations seen, loaded and excluded, with exclusions and warnings)
  --replicates B      bootstrap resamples (default 2000)
  --seed S            bootstrap seed (non-negative integer, default 20260202)
  --sound-only        compare only the tasks the task audit (trajlab audit, over the two runs) calls sound;
                      the others are left out and listed, and the report says so
  -h, --help          show this help

exit codes: 0 ok; 1 an input unreadable or not exactly one run, or no shared task (nothing compared: disjoint tasks,
different domains, an empty side); 2 usage error
`;

/** The tasks the audit of the two runs calls sound (every definition of the task id sound). */
function soundTaskFilter(a: Run, b: Run): { name: string; keep: (taskId: string) => boolean } {
  const audit = auditRuns([a, b]);
  const notSound = new Set(audit.tasks.filter((t) => t.verdict !== "sound").map((t) => t.taskId));
  return { name: `tasks the task audit calls sound (trajlab audit over the two runs; ${notSound.size} task(s) suspect or unknown)`, keep: (t) => !notSound.has(t) };
}

function ratioRow(label: string, r: PairedRatioDifference | null): string[] {
  if (!r) return [label, MISSING, MISSING, MISSING, MISSING, MISSING, MISSING, "no write-tool set for this domain"];
  const part = (v: number | null, m: number, n: number) => `${formatNumber(v)} (${formatCount(m)}/${formatCount(n)})`;
  return [label, part(r.ratioA, r.numeratorA, r.denominatorA), part(r.ratioB, r.numeratorB, r.denominatorB), formatSigned(r.difference), formatNumber(r.se), formatInterval(r.interval), formatIntervalMethod(r.interval), r.reason ?? (r.excludesZero ? "percentile bootstrap excludes 0" : "")];
}

function successRow(p: PairedProportionDifference): string[] {
  const share = (v: number | null, x: number) => `${formatNumber(v)} (${formatCount(x)}/${formatCount(p.n)})`;
  const note = p.reason ?? (p.intervalExcludesZero ? "Newcombe interval excludes 0" : "");
  return ["success (share of tasks; Newcombe)", share(p.proportionA, p.both + p.aOnly), share(p.proportionB, p.both + p.bOnly), formatSigned(p.difference), MISSING, formatInterval(p.interval), formatIntervalMethod(p.interval), note];
}

/** The "resolved" sentence: what it follows, and why the bootstrap's "excludes 0" is not the claim when they differ. */
function resolvedLine(c: RunComparison): string {
  const r = c.resolved;
  const word = r.value === null ? `unknown (${r.note ?? "nothing compared"})` : r.value ? "yes" : "no";
  const alpha = formatNumber(1 - c.settings.level, 2);
  const test = c.success ? `; exact p = ${formatP(c.success.test.pValue)} ${c.success.resolved ? "<" : "≥"} ${alpha}` : "";
  const boot =
    c.success && c.reward.excludesZero === true && c.success.resolved === false
      ? ` — the percentile bootstrap's interval excludes 0, but it is too narrow with ${c.success.test.discordant} discordant task(s): not a resolved difference`
      : "";
  const note = c.success && c.success.note ? ` (${c.success.note})` : "";
  return `resolved at ${Math.round(c.settings.level * 100)} %: ${word}, by ${r.by}${test}${boot}${note}`;
}

/**
 * The text report of a comparison.
 *
 * @param c a comparison of two runs ({@link compareRuns}'s result)
 * @param runs the two runs compared, A and B: their load reports (conversations seen, loaded and excluded at load,
 *   the loader's warnings) are printed under their lines; omitted, none is
 * @returns the text report: the shared and excluded tasks, reward, GD^stock and tool-error share differences with
 *   intervals, McNemar's test and the fault-flow table, ending in a newline
 */
export function formatComparison(c: RunComparison, runs?: readonly [Run, Run]): string {
  const out: string[] = [];
  out.push(`=== A: ${c.a.source} (${c.a.agentModel ?? "agent unknown"})`);
  if (runs) out.push(...loadReportLines(runs[0]).map((l) => `  ${l}`));
  out.push(`=== B: ${c.b.source} (${c.b.agentModel ?? "agent unknown"})`);
  if (runs) out.push(...loadReportLines(runs[1]).map((l) => `  ${l}`));
  const left = c.exclusions.reduce((s, e) => s + e.count, 0);
  if (c.taskFilter) out.push(`restricted to: ${c.taskFilter}`);
  out.push(`shared tasks: ${c.sharedTasks.length}; left out of every comparison: ${left}`);
  out.push(...exclusionLines(c.exclusions));
  out.push("");
  const w = c.reward;
  out.push(`Paired comparison on ${w.tasks} tasks (A − B; ${Math.round(c.settings.level * 100)} % intervals; the percentile bootstrap resamples tasks, B = ${c.settings.replicates}, seed ${c.settings.seed})`);
  out.push(
    textTable(
      ["metric", "A", "B", "A − B", "SE", "interval", "method", "note"],
      [
        ["reward (mean over tasks)", formatNumber(w.meanA), formatNumber(w.meanB), formatSigned(w.difference.value), formatNumber(w.difference.se), formatInterval(w.difference.interval), formatIntervalMethod(w.difference.interval), w.difference.reason ?? (w.excludesZero ? "percentile bootstrap excludes 0" : "")],
        ...(c.success ? [successRow(c.success)] : []),
        ratioRow("GD^stock (drift writes/writes)", c.gdStock),
        ratioRow("repeated calls (repeats/calls)", c.repeatedCalls),
      ],
    ),
  );
  out.push(
    "  units: reward and success in shares of tasks (A − B in shares); GD^stock in drift writes per write, repeated calls per call; " +
      "SE over tasks (paired, n − 1); no continuity correction",
  );
  if (w.naiveSe !== null && w.difference.se !== null) out.push(`  reward SE if trials were independent and the runs unrelated: ${formatNumber(w.naiveSe)} (paired over tasks: ${formatNumber(w.difference.se)})`);
  if (c.mcnemar) {
    out.push(`  McNemar exact test on per-task success: A only (A succeeds, B fails) ${c.mcnemar.aOnly}, B only (B succeeds, A fails) ${c.mcnemar.bOnly}, exact p = ${formatP(c.mcnemar.pValue)}, mid-p = ${formatP(c.mcnemar.midP)}${c.mcnemar.note ? ` (${c.mcnemar.note})` : ""}`);
  } else out.push(`  McNemar: ${MISSING} (${c.mcnemarReason})`);
  out.push(`  ${resolvedLine(c)}`);
  if (c.writeTools) out.push(`  write tools: ${c.writeTools.source} (${c.writeTools.tools.join(", ")})`);
  const f = c.faultFlow;
  out.push("");
  out.push(`Fault flow A → B (${f.tasks} tasks; classifier: ${c.settings.classifier}); rows A, columns B`);
  out.push(textTable(["A \\ B", ...f.classes], f.classes.map((cl, i) => [cl, ...f.table[i].map(String)]), { right: f.classes.map((_, i) => i + 1) }));
  const ids = (xs: string[]) => (xs.length ? ` (${xs.slice(0, 10).join(", ")}${xs.length > 10 ? `, … ${xs.length - 10} more` : ""})` : "");
  out.push(`  fixed (A fails, B succeeds): ${f.fixed.count}${ids(f.fixed.tasks)}`);
  out.push(`  broken (A succeeds, B fails): ${f.broken.count}${ids(f.broken.tasks)}`);
  out.push(`  McNemar exact test of broken vs fixed: A only (A succeeds, B fails) ${f.test.aOnly}, B only (B succeeds, A fails) ${f.test.bOnly}, exact p = ${formatP(f.test.pValue)}, mid-p = ${formatP(f.test.midP)}${f.test.note ? ` (${f.test.note})` : ""}${f.ties ? `; ${f.ties} task(s) with tied trial classes` : ""}`);
  return out.join("\n") + "\n";
}

/**
 * Run `trajlab compare` with the given arguments (without the "compare" word). Returns the exit code.
 *
 * @param argv the arguments: options, then the two runs A and B (files or directories)
 * @param io where to write (default: the process streams)
 * @returns the exit code: 0 compared, 1 an input unreadable or not exactly one run, or no shared task to compare,
 *   2 usage error
 * @throws {Error} only for an unexpected failure (a bug): a usage mistake (a `CliUsageError`, thrown and caught
 *   inside) prints its message and the usage text and gives exit code 2
 * @example
 * const out = [];
 * const f = "data/examples/tau2_retail_examples.json";
 * compareCommand([f, f], { stdout: (t) => out.push(t), stderr: () => {} }); // 0
 */
export function compareCommand(argv: readonly string[], io: CliIo = processIo): number {
  // the safe runner (command.ts): an exception that escapes is reported as a bug with the inputs, never a stack trace
  return executeCommand("compare", COMPARE_USAGE, io, (ctx) => {
    ctx.step = "comparing";
    ctx.file = argv.filter((a) => !a.startsWith("-")).join(" vs ") || "(no inputs)";
    return compareUnguarded(argv, io);
  });
}

function compareUnguarded(argv: readonly string[], io: CliIo): number {
  let json: boolean;
  let inputs: string[];
  const options: { replicates?: number; seed?: number } = {};
  let soundOnly = false;
  try {
    const args = parseArgs(argv, { flags: ["json", "help", "sound-only"], values: ["replicates", "seed"] });
    soundOnly = args.flags.has("sound-only");
    if (args.flags.has("help")) {
      io.stdout(COMPARE_USAGE);
      return 0;
    }
    if (args.positionals.length !== 2) throw new CliUsageError(`expected two runs (A and B), got ${args.positionals.length}`);
    Object.assign(options, parseBootstrapFlags(args));
    json = args.flags.has("json");
    inputs = args.positionals;
  } catch (e) {
    if (e instanceof CliUsageError) {
      io.stderr(`trajlab compare: ${e.message}\n\n${COMPARE_USAGE}`);
      return 2;
    }
    throw e;
  }
  const errors: { kind: string; file: string; path: string; message: string }[] = [];
  const sides = inputs.map((p) => {
    const { runs, errors: es } = loadRuns([p]);
    for (const e of es) errors.push({ kind: e.kind, file: e.file, path: e.path, message: e.message });
    if (es.length === 0 && runs.length !== 1) errors.push({ kind: "not-one-run", file: p, path: "$", message: `${p}: $: expected exactly one run, found ${runs.length}` });
    return runs.length === 1 ? runs[0] : null;
  });
  let comparison: RunComparison | null = null;
  if (sides[0] && sides[1]) {
    try {
      comparison = compareRuns(sides[0], sides[1], { ...options, taskFilter: soundOnly ? soundTaskFilter(sides[0], sides[1]) : null });
      if (comparison.sharedTasks.length === 0) {
        const why = comparison.exclusions.map((x) => `${x.reason}: ${x.count}`).join("; ");
        const domains = otherDomain(sides[0], sides[1]);
        const what = domains !== null ? `${domains}, so no task is shared (${comparison.exclusions[0]?.count ?? 0} task(s) left out)` : `no task is in both runs with the same gold${why ? ` (${why})` : ""}`;
        errors.push({ kind: "nothing-compared", file: inputs.join(" vs "), path: "$", message: `${inputs.join(" vs ")}: $: nothing compared: ${what}` });
      }
    } catch (e) {
      errors.push({ kind: "internal", file: inputs.join(" vs "), path: "$", message: `internal error (a bug — please report it) in compare on ${inputs.join(" vs ")}: ${e instanceof Error ? e.message : String(e)}` });
    }
  }
  const loads = sides.map((r) => (r === null ? null : loadReport(r)));
  if (json) io.stdout(JSON.stringify({ comparison, loads, errors }, null, 2) + "\n");
  else if (comparison) io.stdout(formatComparison(comparison, [sides[0] as Run, sides[1] as Run]));
  else io.stdout("no comparison: both runs must load\n");
  for (const e of errors) io.stderr(`trajlab compare: error: ${e.message}\n`);
  return errors.length > 0 ? 1 : 0;
}

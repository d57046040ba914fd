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
import { CliUsageError, parseArgs } from "./args";
import { parseBootstrapFlags } from "./options";
import { processIo, type CliIo } from "./command";
import { executeCommand } from "./command";
import { formatCount, formatNumber } from "./cells";
import { MISSING_VALUE as MISSING } from "../stats/missingValue";
import { textTable } from "./textTable";
import { auditRuns } from "../audit/auditRuns";
import { exclusionLines, formatInterval, formatP, formatSigned } from "./cells";

/** The usage text of `trajlab compare`. */
export const COMPARE_USAGE = `usage: trajlab compare [options] <run A> <run B>

Compare two runs on the tasks they share (every difference is A − B, every interval resamples tasks):
reward (paired difference, McNemar's exact test), GD^stock (drift writes / writes), the share of tool calls that
repeat an identical earlier call with no write in between, and the fault flow of the diagnostics outcome classes
(success, infrastructure, drift-write, omission, loop, other) from A to B. Tasks in one run only, or whose
embedded gold actions differ between the runs, are left out and listed.

options:
  --json              print {"comparison": {...}, "errors": [...]} instead of text
  --replicates B      bootstrap resamples (default 2000)
  --seed S            bootstrap seed (non-negative integer, default 20260202)
  --sound-only        compare only the tasks the task audit (trajlab audit, over the two runs) calls sound;
                      the others are left out and listed, and the report says so
  -h, --help          show this help

exit codes: 0 ok; 1 an input unreadable or not exactly one run; 2 usage error
`;

/** The tasks the audit of the two runs calls sound (every definition of the task id sound). */
function soundTaskFilter(a: Run, b: Run): { name: string; keep: (taskId: string) => boolean } {
  const audit = auditRuns([a, b]);
  const notSound = new Set(audit.tasks.filter((t) => t.verdict !== "sound").map((t) => t.taskId));
  return { name: `tasks the task audit calls sound (trajlab audit over the two runs; ${notSound.size} task(s) suspect or unknown)`, keep: (t) => !notSound.has(t) };
}

function ratioRow(label: string, r: PairedRatioDifference | null): string[] {
  if (!r) return [label, MISSING, MISSING, MISSING, MISSING, MISSING, "no write-tool set for this domain"];
  const part = (v: number | null, m: number, n: number) => `${formatNumber(v)} (${formatCount(m)}/${formatCount(n)})`;
  return [label, part(r.ratioA, r.numeratorA, r.denominatorA), part(r.ratioB, r.numeratorB, r.denominatorB), formatSigned(r.difference), formatNumber(r.se), formatInterval(r.interval), r.reason ?? (r.excludesZero ? "excludes 0" : "")];
}

/**
 * The text report of a comparison.
 *
 * @param c a comparison of two runs ({@link compareRuns}'s result)
 * @returns the text report: the shared and excluded tasks, reward, GD^stock and tool-error share differences with
 *   intervals, McNemar's test and the fault-flow table, ending in a newline
 */
export function formatComparison(c: RunComparison): string {
  const out: string[] = [];
  out.push(`=== A: ${c.a.source} (${c.a.agentModel ?? "agent unknown"})`);
  out.push(`=== B: ${c.b.source} (${c.b.agentModel ?? "agent unknown"})`);
  const left = c.exclusions.reduce((s, e) => s + e.count, 0);
  if (c.taskFilter) out.push(`restricted to: ${c.taskFilter}`);
  out.push(`shared tasks: ${c.sharedTasks.length}; left out of every comparison: ${left}`);
  out.push(...exclusionLines(c.exclusions));
  out.push("");
  const w = c.reward;
  out.push(`Paired comparison on ${w.tasks} tasks (A − B; ${Math.round(c.settings.level * 100)} % intervals resample tasks, B = ${c.settings.replicates}, seed ${c.settings.seed})`);
  out.push(
    textTable(
      ["metric", "A", "B", "A − B", "SE", "interval", "note"],
      [
        ["reward (mean over tasks)", formatNumber(w.meanA), formatNumber(w.meanB), formatSigned(w.difference.value), formatNumber(w.difference.se), formatInterval(w.difference.interval), w.difference.reason ?? (w.excludesZero ? "excludes 0" : "")],
        ratioRow("GD^stock (drift writes/writes)", c.gdStock),
        ratioRow("repeated calls (repeats/calls)", c.repeatedCalls),
      ],
    ),
  );
  if (w.naiveSe !== null && w.difference.se !== null) out.push(`  reward SE if trials were independent and the runs unrelated: ${formatNumber(w.naiveSe)} (paired over tasks: ${formatNumber(w.difference.se)})`);
  if (c.mcnemar) {
    out.push(`  McNemar exact test on per-task success: A only ${c.mcnemar.aOnly}, B only ${c.mcnemar.bOnly}, p = ${formatP(c.mcnemar.pValue)}${c.mcnemar.note ? ` (${c.mcnemar.note})` : ""}`);
  } else out.push(`  McNemar: ${MISSING} (${c.mcnemarReason})`);
  if (c.writeTools) out.push(`  write tools: ${c.writeTools.source} (${c.writeTools.tools.join(", ")})`);
  const f = c.faultFlow;
  out.push("");
  out.push(`Fault flow A → B (${f.tasks} tasks; classifier: ${c.settings.classifier}); rows A, columns B`);
  out.push(textTable(["A \\ B", ...f.classes], f.classes.map((cl, i) => [cl, ...f.table[i].map(String)]), { right: f.classes.map((_, i) => i + 1) }));
  const ids = (xs: string[]) => (xs.length ? ` (${xs.slice(0, 10).join(", ")}${xs.length > 10 ? `, … ${xs.length - 10} more` : ""})` : "");
  out.push(`  fixed (A fails, B succeeds): ${f.fixed.count}${ids(f.fixed.tasks)}`);
  out.push(`  broken (A succeeds, B fails): ${f.broken.count}${ids(f.broken.tasks)}`);
  out.push(`  exact test of fixed vs broken: p = ${formatP(f.test.pValue)}${f.test.note ? ` (${f.test.note})` : ""}${f.ties ? `; ${f.ties} task(s) with tied trial classes` : ""}`);
  return out.join("\n") + "\n";
}

/**
 * Run `trajlab compare` with the given arguments (without the "compare" word). Returns the exit code.
 *
 * @param argv the arguments: options, then the two runs A and B (files or directories)
 * @param io where to write (default: the process streams)
 * @returns the exit code: 0 compared, 1 an input unreadable or not exactly one run, 2 usage error
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
    } catch (e) {
      errors.push({ kind: "internal", file: inputs.join(" vs "), path: "$", message: `internal error (a bug — please report it) in compare on ${inputs.join(" vs ")}: ${e instanceof Error ? e.message : String(e)}` });
    }
  }
  if (json) io.stdout(JSON.stringify({ comparison, errors }, null, 2) + "\n");
  else if (comparison) io.stdout(formatComparison(comparison));
  else io.stdout("no comparison: both runs must load\n");
  for (const e of errors) io.stderr(`trajlab compare: error: ${e.message}\n`);
  return errors.length > 0 ? 1 : 0;
}

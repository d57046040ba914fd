/**
 * `trajlab audit <files or dirs…>`: the task audit — for every task of the runs given, its verdict (sound, suspect
 * with each reason's kind, note and evidence, or unknown), its success across runs with a Wilson interval, and per
 * run the official success rate beside the rate over tasks the audit did not flag.
 *
 * Exit codes: 0 = every input was read and audited; 1 = some input could not be read (what loaded is still audited and
 * printed); 2 = usage.
 */
import { auditRuns, type RunsAudit, type TaskAudit } from "../audit/auditRuns";
import { auditedSuccess, type AuditedSuccess } from "../audit/auditedSuccess";
import type { Run } from "../io/model";
import { loadReport, loadReportLines } from "../io/describe";
import { CliUsageError, parseArgs } from "./args";
import { loadInputs } from "./inputs";
import { printJson } from "./output";
import { executeCommand, processIo, type CliIo } from "./command";
import { formatInterval, formatPoint } from "./cells";
import { textTable } from "./textTable";

/** The usage text of `trajlab audit`. */
export const AUDIT_USAGE = `usage: trajlab audit [options] <file or directory>...

Task audit: which tasks can a policy-following agent not reach? Each gold action's preconditions are checked against
what the runs observed and the run's own policy (reservation, flight and order status, dates and the 24-hour rule,
insurance, cabin, membership, payment methods, items, prices; entities and values nothing showed or fixed), and the
same task is read across runs (success with a Wilson interval, gold writes omitted together, policy sentences cited
when refusing). Verdict per task: sound, suspect (reasons with their events and runs) or unknown. Per run: the
official success rate and, beside it, the rate over tasks not flagged. Each run's load report (conversations seen,
loaded and excluded, with the exclusions and warnings) opens the report.

options:
  --json       print {"loads": [...], "tasks": [{"domain", "taskId", "verdict", "reasons": [{"kind", "note",
               "evidence"}], "runs"}], "runs": [...], "excluded": [...], "errors": [...]}
  -h, --help   show this help

exit codes: 0 ok; 1 some input unreadable or with no conversation loaded (what loaded is still audited); 2 usage error
`;

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * The text report of an audit.
 *
 * @param audit the audit
 * @param rates each run's two success rates
 * @param runs the runs audited: each one's load report (io's `loadReportLines`: conversations seen, loaded and
 *   excluded, each exclusion and warning) opens the report; [] for none
 * @returns the load reports, one table per domain (task, verdict, success across runs, runs, reasons), then the
 *   runs' success rates, then what was left out, ending in a newline
 */
export function formatAudit(audit: RunsAudit, rates: readonly AuditedSuccess[], runs: readonly Run[] = []): string {
  const out: string[] = [];
  for (const run of runs) {
    out.push(`=== ${run.source}`, ...loadReportLines(run).map((l) => `  ${l}`));
  }
  if (runs.length > 0) out.push("");
  const domains = [...new Set(audit.tasks.map((t) => t.domain))];
  for (const d of domains) {
    const tasks = audit.tasks.filter((t) => t.domain === d);
    const count = (v: string) => tasks.filter((t) => t.verdict === v).length;
    out.push(`=== ${d}: ${tasks.length} task(s) — suspect ${count("suspect")}, unknown ${count("unknown")}, sound ${count("sound")}`);
    out.push(textTable(["task", "verdict", "success (k/n)", "95 % Wilson", "runs", "reasons (kind [check]: note) / basis"], tasks.map((t) => taskRow(t))));
    for (const t of tasks.filter((x) => x.reasons.length > 0)) {
      out.push(`  task ${taskName(t)}:`);
      for (const r of t.reasons) {
        out.push(`    - ${r.kind} [${r.check}]${r.goldAction === null ? "" : ` gold #${r.goldAction}`}: ${r.note}`);
        if (r.policy) out.push(`      policy: “${clip(r.policy, 140)}”`);
        out.push(`      evidence: runs ${r.evidence.runs.join(", ")}${r.evidence.events.length ? `; events ${r.evidence.events.slice(0, 4).join(", ")}${r.evidence.events.length > 4 ? `, … ${r.evidence.events.length - 4} more` : ""}` : "; no event shows the value (absence across every run)"}`);
      }
    }
    out.push("");
  }
  if (rates.length > 0) {
    out.push("Success per run: the official rate and, beside it, the rate over tasks the audit did not flag (both measurement points)");
    out.push(textTable(["run", "domain", "agent", "official (num/den)", "not flagged (num/den)", "left out of 'not flagged'"], rates.map((r) => [r.run, r.domain ?? "—", r.agent ?? "—", formatPoint(r.official), formatPoint(r.unflagged), r.unflagged.exclusions.map((e) => `${e.reason}: ${e.count}`).join("; ") || "—"])));
    out.push("");
  }
  for (const e of audit.excluded) out.push(`left out: run ${e.run}: ${e.reason}`);
  for (const e of audit.excludedConversations) out.push(`left out: ${e.count} conversation(s) of ${e.run}: ${e.reason}`);
  if (audit.tasks.length === 0) out.push("no task to audit");
  return out.join("\n") + "\n";
}

const taskName = (t: TaskAudit) => `${t.taskId}${t.variant === null ? "" : ` (definition ${t.variant})`}`;

function taskRow(t: TaskAudit): string[] {
  const s = t.crossRun.success;
  const why = t.reasons.length > 0 ? t.reasons.map((r) => `${r.kind} [${r.check}]: ${r.note}`).join(" | ") : t.basis;
  return [taskName(t), t.verdict, `${s.numerator}/${s.denominator}`, formatInterval(t.crossRun.interval), String(t.runs.length), clip(why, 110)];
}

/**
 * The audit's JSON document: tasks with their verdict, reasons (kind, note, evidence, and the check, gold action and
 * policy sentence) and runs; each run's two success rates; what was left out; the errors.
 *
 * @internal
 * @param audit the audit
 * @param rates the runs' success rates
 * @param runs the runs audited (their load reports go to `loads`, as in every command's --json)
 * @returns the document without `errors`
 */
export function auditJson(audit: RunsAudit, rates: readonly AuditedSuccess[], runs: readonly Run[] = []): Record<string, unknown> {
  return {
    loads: runs.map((r) => loadReport(r)),
    tasks: audit.tasks.map((t) => ({
      domain: t.domain,
      taskId: t.taskId,
      variant: t.variant,
      verdict: t.verdict,
      reasons: t.reasons.map((r) => ({ kind: r.kind, note: r.note, evidence: r.evidence, check: r.check, goldAction: r.goldAction, policy: r.policy })),
      runs: t.runs,
      basis: t.basis,
      undecided: t.undecided,
      success: t.crossRun.success,
      interval: t.crossRun.interval,
      goldActions: t.crossRun.goldActions,
    })),
    runs: rates,
    excluded: { runs: audit.excluded, conversations: audit.excludedConversations },
  };
}

/**
 * Audit loaded runs and each run's success rates, every step guarded.
 *
 * @internal
 * @param runs the runs
 * @param guard the command's guard
 * @returns the audit (empty when it failed) and the rates
 */
export function auditLoaded(runs: readonly Run[], guard: <T>(step: string, file: string, f: () => T) => T | undefined): { audit: RunsAudit; rates: AuditedSuccess[] } {
  const audit = guard("auditing the tasks", runs.map((r) => r.source).join(", ") || "(no runs)", () => auditRuns(runs)) ?? { tasks: [], excluded: [], excludedConversations: [] };
  const rates = runs.flatMap((r) => {
    const x = guard("computing the success rates", r.source, () => auditedSuccess(r, audit));
    return x === undefined ? [] : [x];
  });
  return { audit, rates };
}

/**
 * Run `trajlab audit` with the given arguments (without the "audit" word). Returns the exit code.
 *
 * @param argv the arguments: options, then files or directories
 * @param io where to write (default: the process streams)
 * @returns the exit code: 0 audited, 1 some input unreadable, 2 usage error
 * @throws {Error} only for an unexpected failure (a bug): a usage mistake (a `CliUsageError`, thrown and caught
 *   inside) prints its message and the usage text and gives exit code 2
 * @example
 * const out: string[] = [];
 * auditCommand(["--json", "data/examples"], { stdout: (t) => out.push(t), stderr: () => {} }); // 0
 */
export function auditCommand(argv: readonly string[], io: CliIo = processIo): number {
  return executeCommand("audit", AUDIT_USAGE, io, (ctx) => {
    const args = parseArgs(argv, { flags: ["json", "help"], values: [] });
    if (args.flags.has("help")) {
      io.stdout(AUDIT_USAGE);
      return 0;
    }
    if (args.positionals.length === 0) throw new CliUsageError("no input files or directories given");
    const runs = loadInputs(ctx, args.positionals);
    const { audit, rates } = auditLoaded(runs, (step, file, f) => ctx.guard(step, file, f));
    if (args.flags.has("json")) printJson(ctx, { ...auditJson(audit, rates, runs), errors: ctx.errors }, "tasks");
    else {
      const text = ctx.guard("printing the audit", "(all inputs)", () => formatAudit(audit, rates, runs));
      if (text !== undefined) io.stdout(text);
    }
    return ctx.finish(`${audit.tasks.length} task(s) of ${runs.length} run(s) audited`);
  });
}

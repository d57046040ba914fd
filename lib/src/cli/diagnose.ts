/**
 * `trajlab diagnose <files or dirs…>`: trajectory diagnostics of exported runs — per run the process metrics as
 * measurement points, outcome classes and one row per conversation; with `--conversation ID`, that conversation's
 * full diagnosis record and its events. Inputs: τ²-bench results files and directories and τ-bench v1 files
 * (through `loadRuns`), `.events.jsonl` files (events/jsonl.ts) and TIDE `.jsonl` files (io/tide.ts).
 *
 * Every step on every input runs in the safe runner (command.ts). Exit codes: 0 = every input was read and
 * diagnosed (and the conversation, when asked, was found); 1 = some input could not be read or diagnosed, or the
 * conversation was not found (what did load is still printed); 2 = usage.
 */
import { loadTideJsonl } from "../io/tide";
import { loadEventsJsonl } from "../events/jsonl";
import { PayloadStore } from "../events/payload";
import type { EventLog } from "../events/schema";
import { diagnoseRun, diagnoseTideRun, diagnoseEventLogs, type DiagnosedRun, type RunDiagnosis, type ConversationDiagnosis } from "../diagnostics/diagnose";
import type { LayerFinding } from "../diagnostics/layers";
import type { DiagnosticPoint } from "../diagnostics/point";
import type { Exclusion, MeasurementPoint } from "../stats/measurement";
import { DEFAULT_WRITE_TOOLS, type WriteToolRequest } from "../drift/writeTools";
import { CliUsageError, parseArgs } from "./args";
import { loadInputs as loadRunInputs } from "./inputs";
import { parseWritesOption, WRITES_OPTION_HELP } from "./options";
import { printJson } from "./output";
import { processIo, type CliIo } from "./command";
import { executeCommand, type CliError, type CommandContext } from "./command";
import { formatCount, formatNumber, formatPoint, formatPointCell, formatPointState } from "./cells";
import { MISSING_VALUE as MISSING } from "../stats/missingValue";
import { textTable } from "./textTable";
import { loadReport, loadReportLines, type LoadReport } from "../io/describe";
import { auditLoaded } from "./audit";
import { taskFlagLookup } from "../audit/taskFlagLookup";
import type { TaskFlag } from "../diagnostics/layers";
import type { Run } from "../io/model";

/** The usage text of `trajlab diagnose`. */
export const DIAGNOSE_USAGE = `usage: trajlab diagnose [options] <file or directory>...

EventLog diagnostics: where a run went wrong, with the events that show it. Inputs: τ²-bench results files and
directories, τ-bench v1 historical-trajectory files, .events.jsonl files, TIDE .jsonl files. The task audit
(trajlab audit) runs over every results file given: a failed conversation whose task it finds suspect has the layer
"task or evaluator" as its primary cause, with the audit's reasons — unless every gold action those reasons name was
performed as the gold has it (then the flag is listed among the contributing findings).

options:
  --json               print JSON: {"runs": [...], "loads": [...], "exclusions": [...], "errors": [...]} (loads: each
                       run's load report, null for events and TIDE logs); with --conversation,
                       {"conversations": [{"run", "diagnosis", "trajectory"}], "errors": [...]}
  --conversation ID    the full diagnosis record and the events of conversation ID (looked up in every input)
${WRITES_OPTION_HELP}
  -h, --help           show this help

exit codes: 0 ok; 1 some input unreadable or the conversation not found (what loaded is still printed); 2 usage error
`;

/** One input that could not be read or diagnosed. */
export type DiagnoseCliError = CliError;

/**
 * Move the ids of every exclusion inside `value` into one report-level table (each id listed once per reason),
 * leaving `{reason, count}` in the points. Returns the table. Mutates `value` (a JSON copy).
 *
 * @param value a JSON copy of a report (objects and arrays at any depth); changed in place
 * @returns one row per exclusion reason with every id excluded for it, once, in order of first appearance
 * @example
 * const doc = { a: { exclusions: [{ reason: "no write calls", count: 1, ids: ["c1"] }] } };
 * hoistExclusionIds(doc); // [{ reason: "no write calls", ids: ["c1"] }]
 */
export function hoistExclusionIds(value: unknown): { reason: string; ids: string[] }[] {
  const table = new Map<string, Set<string>>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === "object") {
      const o = v as Record<string, unknown>;
      if (Array.isArray(o.exclusions)) {
        for (const e of o.exclusions as Exclusion[]) {
          if (e && Array.isArray(e.ids)) {
            const set = table.get(e.reason) ?? new Set<string>();
            e.ids.forEach((id) => set.add(id));
            table.set(e.reason, set);
            delete e.ids;
          }
        }
      }
      for (const k of Object.keys(o)) if (k !== "exclusions") walk(o[k]);
    }
  };
  walk(value);
  return [...table].map(([reason, ids]) => ({ reason, ids: [...ids] }));
}

interface Loaded {
  label: string;
  diagnosed: DiagnosedRun;
  /** The load report of a τ² / τ-bench run (null for events and TIDE logs, read line by line). */
  load: { report: LoadReport; lines: string[] } | null;
}

/** The task audit's flags over every τ² / τ-bench run given (so the layer "task or evaluator" rests on its reasons). */
function auditFlags(ctx: CommandContext, runs: readonly Run[]): { lookup: ((t: EventLog) => TaskFlag | null) | null; suspect: number; tasks: number } {
  if (runs.length === 0) return { lookup: null, suspect: 0, tasks: 0 };
  const { audit } = auditLoaded(runs, (step, file, f) => ctx.guard(step, file, f));
  return { lookup: taskFlagLookup(audit), suspect: audit.tasks.filter((t) => t.verdict === "suspect").length, tasks: audit.tasks.length };
}

function loadInputs(ctx: CommandContext, inputs: readonly string[], writes: WriteToolRequest): { loaded: Loaded[]; audit: { suspect: number; tasks: number } } {
  const out: Loaded[] = [];
  const runs: Run[] = [];
  const guard = (file: string, step: string, f: () => void) => ctx.guard(step, file, f);
  for (const p of inputs) {
    if (p.endsWith(".events.jsonl")) {
      guard(p, "reading events", () => {
        const { eventsFile, errors: bad } = loadEventsJsonl(p);
        bad.forEach((e) => ctx.fail(e, "reading events", p));
        const ts: EventLog[] = eventsFile.logs;
        const first = ts[0];
        const payloads = new PayloadStore();
        const diagnosis = diagnoseEventLogs(ts, { source: p, format: first ? first.format : "events-jsonl", domain: first ? first.domain : null, agent: first ? first.agent : null }, { textOf: (h) => payloads.get(h) });
        out.push({ label: p, diagnosed: { diagnosis, logs: ts, payloads, writeToolsReason: null }, load: null });
      });
    } else if (p.endsWith(".jsonl")) {
      guard(p, "diagnosing a TIDE log", () => out.push({ label: p, diagnosed: diagnoseTideRun(loadTideJsonl(p)), load: null }));
    } else runs.push(...loadRunInputs(ctx, [p]));
  }
  const flags = auditFlags(ctx, runs);
  for (const run of runs) guard(run.source, "diagnosis", () => out.push({ label: run.source, diagnosed: diagnoseRun(run, { writes, taskFlags: flags.lookup }), load: { report: loadReport(run), lines: loadReportLines(run) } }));
  return { loaded: out, audit: { suspect: flags.suspect, tasks: flags.tasks } };
}

const pt = (p: MeasurementPoint) => formatPoint(p);
const evidenceCount = (p: DiagnosticPoint) => String(p.evidence.reduce((s, e) => s + e.events.length, 0));

/**
 * The text report of one diagnosed run.
 *
 * @param d one run's diagnosis
 * @param writeToolsReason why the run has no write-tool set (printed when write-based metrics are not measured), or
 *   null
 * @param loadLines the run's load report as lines (io's `loadReportLines`), printed under the run line; [] for none
 * @returns the text report: the run, its process metrics with numerators and denominators, outcome classes and one
 *   row per conversation, ending in a newline
 */
export function formatRunDiagnosis(d: RunDiagnosis, writeToolsReason: string | null, loadLines: readonly string[] = []): string {
  const m = d.metrics;
  const out: string[] = [];
  out.push(`=== ${d.run.source ?? "(events)"}`);
  out.push(`run: ${d.run.format} · domain ${d.run.domain ?? "(none)"} · agent ${d.run.agent ?? "(unknown)"} · ${d.run.conversations} conversation${d.run.conversations === 1 ? "" : "s"}`);
  for (const line of loadLines) out.push(`  ${line}`);
  out.push(d.writeTools ? `write tools: from ${d.writeTools.source} (${d.writeTools.tools.length}): ${d.writeTools.tools.join(", ") || "(none)"}` : `write tools: none (${writeToolsReason ?? "not given"}) — write-based metrics are not measured`);
  out.push("");
  out.push("Process metrics");
  const row = (name: string, p: DiagnosticPoint, unit: string, note = "") => [name, formatPointCell(p), formatPointState(p), unit, evidenceCount(p), p.value === null ? (p.reason ?? "") : note];
  const r = m.recovery;
  const pr = m.propagation;
  out.push(
    textTable(
      ["metric", "value (num/den)", "state", "unit", "evidence events", "note"],
      [
        row("diagnostic coverage", m.coverage, "share of writes", `chain ${pt(m.coverage.parts.parentChain)}, arguments ${pt(m.coverage.parts.arguments)}, result ${pt(m.coverage.parts.result)}`),
        row("repeated identical calls", m.repeatedCalls, "share of tool calls"),
        row("writes that changed nothing", m.noChangeWrites, "share of writes"),
        row("errors → argument changed", r.changedArgument, "share of tool errors"),
        row("errors → same call repeated", r.repeated, "share of tool errors"),
        row("errors → tool given up", r.gaveUp, "share of tool errors"),
        row("errors eventually recovered", r.recovered, "share of tool errors"),
        row("loop share (agent)", m.loops, "share of agent calls"),
        row("first-progress latency", m.firstProgressLatency, "mean steps"),
        row("cost per success", m.costPerSuccess, "agent calls per success", `mean calls ${formatNumber(m.meanActions.value)}, success rate ${pt(m.successRate)}`),
        row("propagation length", pr.meanLength, "mean agent steps", `tool-error ${pr.byDetection["tool-error"]}, user-correction ${pr.byDetection["user-correction"]}, final-check ${pr.byDetection["final-check"]}, undetected ${pr.byDetection.undetected}`),
        row("impact radius", pr.meanImpactRadius, "dependent calls per drift write"),
      ],
      { right: [4] },
    ),
  );
  out.push(
    "  value (numerator/denominator); — = not measured (denominator 0), the note says why. state: complete, partial: F of P left out",
    "  (F of the P samples kept out of the denominator, not failures: conversations for the pooled shares, drift writes for propagation;",
    "  --json lists them), or no data.",
  );
  out.push("");
  out.push(`Outcomes: ${d.outcomes.filter((o) => o.count > 0).map((o) => `${o.class} ${o.count}`).join(", ") || "(none)"}`);
  out.push("");
  out.push("Per conversation");
  out.push(
    textTable(
      ["conversation", "task", "reward", "outcome", "first deviation (top)", "loop", "recovery", "omitted", "coverage"],
      d.conversations.map((c) => conversationRow(c)),
      { right: [2] },
    ),
  );
  if (d.limits.length > 0) {
    out.push("");
    out.push("What this log cannot tell");
    for (const l of d.limits) out.push(`  - ${l.limit} (${l.conversations} of ${d.run.conversations})`);
  }
  return out.join("\n") + "\n";
}

function conversationRow(c: ConversationDiagnosis): string[] {
  const top = c.firstDeviation.candidates[0];
  const fd = c.firstDeviation.status === "candidates" && top ? `${top.kind} ${top.event}${top.messageIndex === null ? "" : ` [${top.messageIndex}]`}${c.firstDeviation.singledOut ? "" : " (tie)"}` : c.firstDeviation.status;
  return [
    c.conversation,
    c.taskId ?? MISSING,
    c.reward === null ? MISSING : formatCount(c.reward),
    c.outcome.class,
    fd,
    c.loop.hasLoop ? "yes" : "no",
    c.recovery === null ? MISSING : c.recovery ? "yes" : "no",
    String(c.goldActions.filter((g) => g.status === "omitted").length),
    formatPoint(c.metrics.coverage),
  ];
}

/**
 * The text record of one conversation: its diagnosis and its events.
 *
 * @param run the run's label (its file)
 * @param t the conversation's trajectory (its events are listed)
 * @param c the conversation's diagnosis
 * @returns the text record: outcome, writes, first-deviation candidates, gold-action statuses, metrics and the
 *   events, ending in a newline
 */
export function formatConversationRecord(run: string, t: EventLog, c: ConversationDiagnosis): string {
  const out: string[] = [];
  out.push(`=== conversation ${t.id} (${run})`);
  out.push(c.story);
  out.push(`task ${t.taskId ?? MISSING} · trial ${t.trial ?? MISSING} · reward ${t.reward ?? MISSING} · termination ${t.termination ?? MISSING}`);
  out.push(`outcome: ${c.outcome.class} — ${c.outcome.rule}${c.outcome.events.length ? ` [${c.outcome.events.join(", ")}]` : ""}`);
  out.push(`writes: ${c.writes.total} (x = ${c.writes.sequence.join("") || "—"})${c.writes.alignmentReason ? `; not aligned: ${c.writes.alignmentReason}` : ""}`);
  out.push("");
  const fd = c.firstDeviation;
  out.push(`First deviation: ${fd.status}${fd.reason ? ` — ${fd.reason}` : ""}${fd.status === "candidates" && !fd.singledOut ? " (the evidence does not single one out)" : ""}`);
  if (fd.candidates.length > 0) {
    out.push(textTable(["rank", "kind", "by", "event", "message", "note"], fd.candidates.map((k) => [String(k.rank), k.kind, k.actor, k.event, k.messageIndex === null ? MISSING : String(k.messageIndex), k.quote ? `“${k.quote.slice(0, 70)}” — ${k.note}` : k.note]), { right: [0, 4] }));
  }
  out.push("");
  out.push("Gold actions");
  out.push(c.goldActions.length === 0 ? "  (none)" : textTable(["#", "action", "status", "verdict / events"], c.goldActions.map((g) => [String(g.index), g.action.name, g.status, g.verdict ? `${g.verdict}: ${g.why}` : g.events.join(", ")])));
  if (c.propagation.length > 0) {
    out.push("");
    out.push("Drift writes: propagation and impact");
    out.push(textTable(["write", "tool", "executed", "detected by", "length", "impact radius"], c.propagation.map((p) => [p.write, p.tool, p.executed ? "yes" : "no", p.detectedBy ? `${p.detection} ${p.detectedBy}` : p.detection, p.length === null ? MISSING : String(p.length), String(p.impactRadius)]), { right: [4, 5] }));
  }
  if (c.errors.length > 0) {
    out.push("");
    out.push("Tool errors and what came next");
    out.push(textTable(["error", "call", "tool", "next", "outcome", "changed", "recovered by"], c.errors.map((f) => [f.error, f.request, f.tool, f.next ?? MISSING, f.outcome, f.changedKeys.join(", "), f.recoveredBy ?? MISSING])));
  }
  const layerLine = (l: LayerFinding) => `${l.layer}${l.subLayer ? ` / ${l.subLayer}` : ""}: ${l.rule}${l.events.length ? ` [${l.events.slice(0, 8).join(", ")}${l.events.length > 8 ? ", …" : ""}]` : ""}`;
  out.push("");
  out.push(`Layer (primary cause): ${c.layers.primary ? layerLine(c.layers.primary) : "none"}`);
  for (const l of c.layers.contributing) out.push(`  contributing — ${layerLine(l)}`);
  for (const l of c.layers.symptoms) out.push(`  symptom — ${layerLine(l)}`);
  const decisions = c.decisions.filter((d) => d.acts.length > 0);
  if (decisions.length > 0) {
    out.push("");
    out.push("Decision evidence (turns whose words propose, refuse, transfer, close, accept, decline or stop)");
    out.push(textTable(["message", "by", "acts", "names", "refuses", "gold values"], decisions.map((d) => [d.messageIndex === null ? MISSING : String(d.messageIndex), d.actor, d.acts.join(", "), d.names.join(", ") || MISSING, d.refuses.join(", ") || MISSING, d.values.filter((v) => v.gold.length > 0).map((v) => v.value).slice(0, 6).join(", ") || MISSING]), { right: [0] }));
  }
  out.push("");
  out.push(`Loop: ${c.loop.hasLoop ? "yes" : "no"} — ${formatPoint(c.loop.point)} of agent calls repeat a loop (three or more identical calls with nothing new between them)${c.loop.repeats.length ? `; repeats (two identical calls): ${c.loop.repeats.map((r) => r.calls.join(" = ")).join("; ")}` : ""}`);
  for (const l of c.loop.loops.slice(0, 5)) out.push(`  ${l.calls.length} identical ${l.tool} calls: ${l.calls.join(", ")}`);
  out.push("");
  out.push("Metrics");
  out.push(`  coverage ${formatPoint(c.metrics.coverage)} · repeated calls ${formatPoint(c.metrics.repeatedCalls)} · no-change writes ${formatPoint(c.metrics.noChangeWrites)} · first-progress latency ${formatPoint(c.metrics.firstProgressLatency)}`);
  out.push("");
  out.push("Events");
  out.push(
    textTable(
      ["seq", "id", "type", "actor", "tool", "effect", "result", "parents", "resources"],
      t.events.map((e) => [String(e.seq), e.id, e.type, e.actor, e.tool ?? "", e.effect ?? "", e.result ?? "", e.parents.join(" "), e.resources.join(" ")]),
      { right: [0] },
    ),
  );
  if (t.limits.length > 0) {
    out.push("");
    out.push("What this log cannot tell");
    for (const l of t.limits) out.push(`  - ${l}`);
  }
  return out.join("\n") + "\n";
}

/**
 * Run `trajlab diagnose` with the given arguments (without the "diagnose" word). Returns the exit code.
 *
 * @param argv the arguments: options, then files or directories
 * @param io where to write (default: the process streams)
 * @returns the exit code: 0 diagnosed, 1 some input unreadable or the conversation not found, 2 usage error
 * @throws {Error} only for an unexpected failure (a bug): a usage mistake (a `CliUsageError`, thrown and caught
 *   inside) prints its message and the usage text and gives exit code 2
 * @example
 * const out: string[] = [];
 * diagnoseCommand(["--json", "data/examples"], { stdout: (t) => out.push(t), stderr: () => {} }); // 0
 */
export function diagnoseCommand(argv: readonly string[], io: CliIo = processIo): number {
  return executeCommand("diagnose", DIAGNOSE_USAGE, io, (ctx) => {
    const args = parseArgs(argv, { flags: ["json", "help"], values: ["conversation", "writes"] });
    if (args.flags.has("help")) {
      io.stdout(DIAGNOSE_USAGE);
      return 0;
    }
    if (args.positionals.length === 0) throw new CliUsageError("no input files or directories given");
    const json = args.flags.has("json");
    const conversation = args.values.conversation ?? null;
    const writes: WriteToolRequest = args.values.writes === undefined ? DEFAULT_WRITE_TOOLS : parseWritesOption(args.values.writes);
    const inputs = args.positionals;

    const { loaded, audit } = loadInputs(ctx, inputs, writes);
    let notFound = false;
    if (conversation !== null) {
      const hits = loaded.flatMap((l) => {
        const k = l.diagnosed.logs.findIndex((t) => t.id === conversation);
        return k < 0 ? [] : [{ run: l.label, log: l.diagnosed.logs[k], diagnosis: l.diagnosed.diagnosis.conversations[k] }];
      });
      if (hits.length === 0) {
        notFound = true;
        ctx.add({ kind: "not-found", file: inputs.join(", "), path: "$", message: `no conversation ${JSON.stringify(conversation)} in ${loaded.length} run(s) read` });
      }
      if (json) printJson(ctx, { conversations: hits, errors: ctx.errors }, "conversations");
      else
        hits.forEach((h, i) => {
          const text = ctx.guard("printing the conversation", h.run, () => formatConversationRecord(h.run, h.log, h.diagnosis));
          if (text !== undefined) io.stdout((i > 0 ? "\n" : "") + text);
        });
    } else if (json) {
      const runs = loaded.map((l) => ctx.guard("preparing the JSON output", l.label, () => JSON.parse(JSON.stringify({ ...l.diagnosed.diagnosis, writeToolsReason: l.diagnosed.writeToolsReason })) as unknown) ?? null);
      const exclusions = ctx.guard("listing the exclusions", "(all inputs)", () => hoistExclusionIds(runs)) ?? [];
      const loads = loaded.map((l) => (l.load === null ? null : l.load.report));
      printJson(ctx, { runs, loads, taskAudit: audit, exclusions, errors: ctx.errors }, "runs");
    } else {
      if (audit.tasks > 0) io.stdout(`task audit (trajlab audit): ${audit.suspect} of ${audit.tasks} task(s) suspect — their failures are laid to the layer "task or evaluator" where a gold action the audit names was not performed as the gold has it\n\n`);
      loaded.forEach((l, i) => {
        const text = ctx.guard("printing the diagnosis", l.label, () => formatRunDiagnosis(l.diagnosed.diagnosis, l.diagnosed.writeToolsReason, l.load === null ? [] : l.load.lines));
        if (text !== undefined) io.stdout((i > 0 ? "\n" : "") + text);
      });
      if (loaded.length === 0) io.stdout("no run could be diagnosed\n");
    }
    return ctx.finish(`${loaded.length} run(s) diagnosed${notFound ? " (conversation not found)" : ""}`);
  });
}

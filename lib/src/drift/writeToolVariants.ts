/**
 * How much do the drift figures depend on which tools count as writes? Every other write-tool reading a run
 * offers, beside the one its report uses, with the difference it makes.
 *
 * Readings ({@link WriteToolVariantKind}):
 * - `"action_checks"`: the file's typed action checks (`tool_type == "write"`), the published method's set
 *   (docs/definitions/goal-drift.md#write-operations), when the file carries tool types and the report uses
 *   another set;
 * - `"registry"`: the domain's declared set, when the registry knows the domain and the report uses another set;
 * - `"by-wrapped-tool"`: the report's set, except that a discoverable-tool wrapper call (banking_knowledge's
 *   `call_discoverable_agent_tool` / `call_discoverable_user_tool`, see {@link TAU2_DISCOVERABLE_WRAPPERS}) is a
 *   write only when the tool it wraps is declared WRITE; a wrapper around a READ or GENERIC tool is then a read.
 *   Offered when the report's set counts a wrapper. The published method counts every wrapper call as a write, so
 *   the gap between the two is the discoverable-tool noise the published banking figures carry, as a measured
 *   number (docs/definitions/goal-drift.md#discoverable-tools).
 *
 * For each: the tools (and wrapped tools) whose calls one reading counts and the other does not, with their calls
 * over every conversation of the run; the write calls under both readings; and the variant's whole drift table
 * (the cells of `report.overall.all`, same exclusion rules, same window and matching rule), so N = ΣN
 * (`stockPooled.denominator`) and GD^stock can be set side by side: e.g. on an airline file whose checks carry
 * tool types, the declared set counts `send_certificate` (N 40, GD^stock 0.750) and the checks do not (N 39, 0.744).
 *
 * Edges: no other reading available → []; a run without conversations → variants with empty differences and a
 * table of null cells. Cost: one drift pass over the run per variant.
 *
 * @example
 * const run = loadRun("data/reconstructed/tau2/tau2_airline_Qwen3.8-27B_reconstruction.json");
 * const report = analyzeDrift(run);
 * writeToolVariants(run, report.writeTools).map((v) => [v.variant, v.overall.stockPooled.denominator]); // [["action_checks", 122]] (the typed checks count the same 122 writes as the registry)
 */
import type { Conversation, Run } from "../io/model";
import { measurement, type MeasurementPoint } from "../stats/measurement";
import { aggregateDrift, type DriftAggregate } from "./aggregateDrift";
import type { NullCompareArgsRule } from "./alignment";
import { conversationDrift, type ConversationDrift } from "./conversationDrift";
import { actionCheckWriteTools, classifyWrappedCall, registryWriteTools, type WriteToolSet } from "./writeTools";

/** The other readings of "which calls are writes" that a run can offer. */
export type WriteToolVariantKind = "action_checks" | "registry" | "by-wrapped-tool";

/** Calls of one tool (and, for a wrapper, one wrapped tool) that one reading counts as writes and the other does not. */
export interface WriteCallDifference {
  tool: string;
  /** The wrapped tool for a discoverable-tool wrapper call, else null. */
  wrapped: string | null;
  /** Calls over every conversation of the run (unit: tool calls). */
  calls: number;
}

/** One alternative reading and what it changes (plain JSON data). */
export interface WriteToolVariant {
  variant: WriteToolVariantKind;
  /** The variant's tool names (for "by-wrapped-tool": the report's set, re-read call by call as described). */
  set: WriteToolSet;
  /** Write calls the report's set counts and the variant does not, by tool, most calls first. */
  onlyReportSet: WriteCallDifference[];
  /** Write calls the variant counts and the report's set does not, by tool, most calls first. */
  onlyVariant: WriteCallDifference[];
  /** Write calls over every conversation of the run (excluded conversations included; unit: tool calls). */
  writeCalls: { reportSet: number; variant: number };
  /** Pooled GD^stock = ΣM/ΣN under both readings (denominator = N over the conversations each table includes). */
  stockPooled: { reportSet: MeasurementPoint; variant: MeasurementPoint };
  /** The variant's drift table over the whole run (compare with `report.overall.all`). */
  overall: DriftAggregate;
  /** "by-wrapped-tool" only: wrapper calls whose wrapped tool is missing or not in the list (kept writes); else 0. */
  unknownWrapped: number;
}

/** Options: the report's window and matching rule, so both tables are computed the same way. */
export interface WriteToolVariantOptions {
  /** H of GD^track (default 3). */
  window?: number;
  /** Key rule for gold actions without compare_args (default "call-keys"). */
  nullCompareArgs?: NullCompareArgsRule;
}

/** Does the reading count this call as a write? */
type IsWrite = (call: Conversation["toolCalls"][number]) => boolean;

/**
 * Every other write-tool reading of `run` than `reportSet`, with the difference it makes (see the module comment).
 * Unit of the differences and `writeCalls`: tool calls; of the tables: as in aggregateDrift.ts (fractions of writes).
 * Edges: no other reading → []; no conversations → each variant with empty differences and null cells.
 *
 * @param run the run's domain and conversations
 * @param reportSet the write set of the report
 * @param options the window and matching rule of the report's rows
 * @param reportRows the report's own rows of `run.conversations` (same order, same write set and options), when the
 *   caller has them: a conversation with no call the two readings judge differently then keeps its row, and only
 *   the others get a drift pass of their own (the same rows either way, one pass fewer)
 * @returns one variant per other reading, in the order action_checks, registry, by-wrapped-tool
 * @example
 * const check = { action: { actionId: null, name: "cancel_reservation", arguments: {}, compareArgs: null, requestor: "assistant" }, actionMatch: false, actionReward: 0, toolType: "write" };
 * const c = { id: "c", taskId: "t", trial: 0, reward: 0, terminationReason: null, messageCount: 0, messages: [], toolCalls: [{ id: null, name: "send_certificate", arguments: {}, requestor: "assistant", messageIndex: 0, order: 0, path: "" }], goldActions: [], actionChecks: [check], verification: null, path: "", file: "" };
 * writeToolVariants({ domain: "airline", conversations: [c] }, { source: "registry", domain: "airline", tools: ["cancel_reservation", "send_certificate"], note: "" })[0].onlyReportSet; // [{"tool": "send_certificate", "wrapped": null, "calls": 1}]
 * @internal
 */
export function writeToolVariants(
  run: Pick<Run, "domain" | "conversations">,
  reportSet: WriteToolSet,
  options: WriteToolVariantOptions = {},
  reportRows?: readonly ConversationDrift[],
): WriteToolVariant[] {
  const reportTools = new Set(reportSet.tools);
  const inReport: IsWrite = (call) => reportTools.has(call.name);
  const rows = reportRows ?? run.conversations.map((c) => conversationDrift(c, reportTools, options));
  const reportTable = tableOf(rows);
  const out: WriteToolVariant[] = [];
  const named: [WriteToolVariantKind, ReturnType<typeof registryWriteTools>][] = [
    ["action_checks", actionCheckWriteTools(run.conversations, run.domain)],
    ["registry", registryWriteTools(run.domain)],
  ];
  for (const [kind, resolution] of named) {
    if (!resolution.ok || resolution.set.source === reportSet.source) continue;
    const tools = new Set(resolution.set.tools);
    const table = driftTable(run.conversations, rows, (call) => inReport(call) !== tools.has(call.name), tools, null, options);
    out.push(variantOf(kind, resolution.set, run.conversations, run.domain, inReport, (call) => tools.has(call.name), reportTable, table, 0));
  }
  const readWrapper: IsWrite = (call) => {
    const w = classifyWrappedCall(call, run.domain);
    return w !== null && w.kind === "read";
  };
  const countsAWrapper = reportSet.tools.some((t) => classifyWrappedCall({ name: t, arguments: {} }, run.domain) !== null);
  if (countsAWrapper) {
    let unknownWrapped = 0;
    for (const c of run.conversations) {
      for (const call of c.toolCalls) {
        if (reportTools.has(call.name) && classifyWrappedCall(call, run.domain)?.kind === "unknown") unknownWrapped++;
      }
    }
    const set: WriteToolSet = {
      ...reportSet,
      note: `${reportSet.note}; a discoverable-tool wrapper call counts only when the tool it wraps is declared a write`,
    };
    const table = driftTable(run.conversations, rows, (call) => inReport(call) && readWrapper(call), reportTools, readWrapper, options);
    out.push(variantOf("by-wrapped-tool", set, run.conversations, run.domain, inReport, (call) => inReport(call) && !readWrapper(call), reportTable, table, unknownWrapped));
  }
  return out;
}

/**
 * The overall drift table of the run under one reading; `dropAsRead` removes calls the reading takes as reads. A
 * conversation without a call the two readings judge differently (`differs`) has the same write calls under both,
 * so it keeps its row of the report.
 */
function driftTable(
  conversations: readonly Conversation[],
  reportRows: readonly ConversationDrift[],
  differs: IsWrite,
  tools: ReadonlySet<string>,
  dropAsRead: IsWrite | null,
  options: WriteToolVariantOptions,
): DriftAggregate {
  const rows = conversations.map((c, i) => {
    if (!c.toolCalls.some(differs)) return reportRows[i];
    const view = dropAsRead === null ? c : Object.assign({}, c, { toolCalls: c.toolCalls.filter((call) => !dropAsRead(call)) });
    return conversationDrift(view, tools, options);
  });
  return tableOf(rows);
}

/** The run's overall table of these rows (aggregateDrift.ts). */
function tableOf(rows: readonly ConversationDrift[]): DriftAggregate {
  return aggregateDrift(rows, () => "all", ["all"])[0].all;
}

function variantOf(
  variant: WriteToolVariantKind,
  set: WriteToolSet,
  conversations: readonly Conversation[],
  domain: string | null,
  inReport: IsWrite,
  inVariant: IsWrite,
  reportTable: DriftAggregate,
  table: DriftAggregate,
  unknownWrapped: number,
): WriteToolVariant {
  const onlyReport = new Map<string, WriteCallDifference>();
  const onlyVariant = new Map<string, WriteCallDifference>();
  let reportCalls = 0;
  let variantCalls = 0;
  for (const c of conversations) {
    for (const call of c.toolCalls) {
      const a = inReport(call);
      const b = inVariant(call);
      if (a) reportCalls++;
      if (b) variantCalls++;
      if (a === b) continue;
      const w = classifyWrappedCall(call, domain);
      const wrapped = w === null ? null : w.wrapped;
      const key = `${call.name}\u0000${wrapped ?? ""}`;
      const into = a ? onlyReport : onlyVariant;
      const d = into.get(key);
      if (d) d.calls++;
      else into.set(key, { tool: call.name, wrapped, calls: 1 });
    }
  }
  const byCalls = (m: Map<string, WriteCallDifference>) =>
    [...m.values()].sort((x, y) => y.calls - x.calls || x.tool.localeCompare(y.tool) || (x.wrapped ?? "").localeCompare(y.wrapped ?? ""));
  return {
    variant,
    set,
    onlyReportSet: byCalls(onlyReport),
    onlyVariant: byCalls(onlyVariant),
    writeCalls: { reportSet: reportCalls, variant: variantCalls },
    stockPooled: { reportSet: copyPoint(reportTable.stockPooled), variant: copyPoint(table.stockPooled) },
    overall: table,
    unknownWrapped,
  };
}

/** A point without its exclusion ids (the variant's table carries them once). */
function copyPoint(p: MeasurementPoint): MeasurementPoint {
  return measurement(p.numerator, p.denominator, p.exclusions.map((e) => ({ reason: e.reason, count: e.count })), { included: p.included, unit: p.unit });
}

/**
 * Fault layers from the log only (docs/definitions/diagnostics.md#layers), as the trajectory-evaluation source names them: agent decision
 * (goal understanding, tool choice, arguments, evidence integration, stopping/recovery), user simulator, tool contract,
 * environment/infrastructure, task or evaluator. The primary cause, contributing factors and downstream symptoms are
 * kept apart, each with the rule that fired and its events; a layer is never guessed from the outcome alone.
 */
import { isSuccess } from "../stats/success";
import type { EventLog, LogEvent } from "../events/schema";
import type { EventAlignment } from "./eventAlignment";
import type { LoopScan } from "./eventLoops";
import type { FirstDeviation } from "./firstDeviation";
import type { GoldActionStatus } from "./omissions";
import { viewOf } from "./view";

/** The layers this family names. */
export type FaultLayer = "agent decision" | "user simulator" | "tool contract" | "environment/infrastructure" | "task or evaluator";

/** Where inside the agent's decision. */
export type AgentSubLayer = "goal understanding" | "tool choice" | "arguments" | "evidence integration" | "stopping/recovery";

/** One layer finding. */
export interface LayerFinding {
  layer: FaultLayer;
  /** For the agent decision layer, where inside it; else null. */
  subLayer: AgentSubLayer | null;
  /** The rule that fired, in words. */
  rule: string;
  events: string[];
}

/** The layers of one conversation: the primary cause, contributing factors, downstream symptoms. */
export interface LayerAttribution {
  /** The layer of the first deviation (or of the run's failure outside the agent); null for a success or when unknown. */
  primary: LayerFinding | null;
  /** Other faults the log shows that made the failure likelier. */
  contributing: LayerFinding[];
  /** What followed from the primary cause (loops, later drift writes, running out of steps). */
  symptoms: LayerFinding[];
}

/**
 * What the task audit says of the conversation's task (plain data: the audit family produces it; see
 * `taskFlagLookup` there).
 */
export interface TaskFlag {
  verdict: "sound" | "suspect" | "unknown";
  reasons: { kind: string; note: string; goldAction?: number | null }[];
}

/** What {@link faultLayers} reads besides the log. */
export interface FaultLayerInput {
  alignment: EventAlignment;
  gold: readonly GoldActionStatus[];
  firstDeviation: FirstDeviation;
  loops: LoopScan;
  /** The task audit's verdict on the conversation's task, when known. */
  taskFlag?: TaskFlag | null;
}

const passed = (e: LogEvent | undefined): boolean | null => (e && e.detail && typeof e.detail.passed === "boolean" ? (e.detail.passed as boolean) : null);
const LIMIT_TERMINATIONS: ReadonlySet<string> = new Set(["max_steps", "too_many_errors"]);

/**
 * In which layer did this conversation fail, what contributed, and what followed? (See {@link LayerAttribution}.)
 *
 * Primary, the first rule that applies: an infrastructure_error termination → environment/infrastructure; a task the
 * audit finds suspect, for a reason about the whole task or about a gold action the conversation did not perform as the
 * gold has it → task or evaluator (those reasons; a suspect gold action performed exactly is not why the task failed,
 * and the flag is then listed among the contributing findings, saying so); a reward that contradicts its own checks → task or
 * evaluator; the first deviation by the user (it supplied the value the write differs in, or declined a
 * gold-consistent offer) → user simulator; a call matching a gold action refused although nothing the agent did
 * touched its resources → tool contract; any other first deviation → agent decision, with the sub-layer its kind
 * shows (a write with wrong values: arguments; a write, or a read, of the wrong tool: tool choice; a refusal or a
 * missed read: evidence integration; a transfer, a stop or a loop: stopping/recovery).
 * Contributing: the other rules that fire (user tool errors, tool-contract refusals, evaluator inconsistencies).
 * Symptoms: loops and repeats, executed drift writes after the first deviation, a step or error limit reached.
 * Edges: a success without findings → primary null and empty lists.
 * Source: docs/definitions/diagnostics.md#layers.
 *
 * @param t the event log
 * @param input its alignment, gold-action statuses, first deviation, loop scan and (optionally) the task audit's flag
 * @returns the primary layer, contributing factors and symptoms, each with its rule and events
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * const d = diagnoseEventLog(t);
 * [d.layers.primary?.layer, d.layers.primary?.subLayer]; // ["agent decision", "arguments"]
 */
export function faultLayers(t: EventLog, input: FaultLayerInput): LayerAttribution {
  const v = viewOf(t);
  const found: LayerFinding[] = [];
  const end = t.events.find((e) => e.type === "termination");
  const failed = t.reward !== null && !isSuccess(t.reward);
  if (t.termination === "infrastructure_error") found.push(finding("environment/infrastructure", null, "infrastructure_error termination", end ? [end.id] : []));

  const flag = input.taskFlag ?? null;
  const suspect = failed && flag !== null && flag.verdict === "suspect";
  // a suspect gold action the conversation performed as the gold has it is not why the task failed
  const bearing = suspect ? flag.reasons.filter((r) => bearsOnFailure(r, input.gold)) : [];
  if (suspect && bearing.length > 0) {
    found.push(finding("task or evaluator", null, `the task audit finds the task suspect: ${bearing.map((r) => r.note).join("; ")}`, []));
  }
  const performedSuspect = suspect && bearing.length === 0 ? finding("task or evaluator", null, `the task audit finds the task suspect (${flag.reasons.map((r) => r.note).join("; ")}), but not the primary cause: the gold action(s) it names were performed as the gold has them`, []) : null;
  const evaluator = evaluatorFinding(v);
  if (evaluator) found.push(evaluator);

  const userErrors = t.events.filter((e) => e.type === "tool_observation" && (e.result === "error" || e.result === "rejected") && e.parents.some((p) => v.byId.get(p)?.actor === "user"));
  const userFinding = userErrors.length > 0 ? finding("user simulator", null, "a tool call of the simulated user failed", userErrors.flatMap((o) => [...o.parents, o.id])) : null;

  const executedWrites = v.requests.filter((r) => r.effect === "write" && v.observationOf.get(r.id)?.result === "ok");
  const refusedGold = input.alignment.gold.flatMap((g) => g.matchedBy).filter((id) => {
    const o = v.observationOf.get(id);
    if (o === undefined || (o.result !== "error" && o.result !== "rejected")) return false;
    const req = v.byId.get(id) as LogEvent;
    return !executedWrites.some((w) => w.seq < req.seq && w.resources.some((r) => req.resources.includes(r)));
  });
  const toolFinding = refusedGold.length > 0 ? finding("tool contract", null, "a call that matches a gold action was refused (no earlier write touched its resources)", [...new Set(refusedGold)].flatMap((id) => [id, (v.observationOf.get(id) as LogEvent).id])) : null;

  const fd = input.firstDeviation;
  const top = fd.status === "candidates" ? fd.candidates[0] : null;
  let deviationFinding: LayerFinding | null = null;
  if (top && failed) {
    if (top.actor === "user") deviationFinding = finding("user simulator", null, `the first deviation is the user's (${top.kind}): ${top.note}`, top.evidence);
    else if (toolFinding && top.kind === "drift-write" && top.evidence.some((e) => refusedGold.includes(e))) deviationFinding = toolFinding;
    else deviationFinding = finding("agent decision", subLayerOf(top.kind, top.note), `the first deviation is the agent's (${top.kind}): ${top.note}`, top.evidence);
  }

  // primary: environment, then the task, then the evaluator, then the first deviation's layer
  const primary = found.find((f) => f.layer === "environment/infrastructure") ?? found.find((f) => f.layer === "task or evaluator") ?? deviationFinding ?? (failed ? toolFinding ?? userFinding : null) ?? null;
  const contributing = [...found, ...(deviationFinding ? [deviationFinding] : []), ...(toolFinding ? [toolFinding] : []), ...(userFinding ? [userFinding] : []), ...(performedSuspect ? [performedSuspect] : [])].filter((f, i, all) => f !== primary && all.indexOf(f) === i);

  const symptoms: LayerFinding[] = [];
  for (const l of input.loops.loops) symptoms.push(finding("agent decision", "stopping/recovery", `loop: ${l.calls.length} identical ${l.tool} calls with nothing new between them`, l.calls));
  for (const r of input.loops.repeats) symptoms.push(finding("agent decision", "stopping/recovery", `repeat: the same ${r.tool} call twice with nothing new between`, r.calls));
  if (t.termination !== null && LIMIT_TERMINATIONS.has(t.termination)) symptoms.push(finding("agent decision", "stopping/recovery", `the run stopped at its limit (${t.termination})${input.loops.loops.length > 0 ? " inside a loop" : ""}`, [...(end ? [end.id] : []), ...input.loops.loops.flatMap((l) => l.calls.slice(-1))]));
  const topSeq = top ? (v.byId.get(top.event)?.seq ?? -1) : Infinity;
  const laterDrift = input.alignment.writes.filter((w) => w.x === 0 && w.result === "ok" && w.actor === "agent" && (v.byId.get(w.event)?.seq ?? 0) > topSeq && !(top?.evidence.includes(w.event) ?? false));
  if (laterDrift.length > 0) symptoms.push(finding("agent decision", null, `${laterDrift.length} executed drift write(s) after the first deviation`, laterDrift.map((w) => w.event)));
  return { primary, contributing, symptoms };
}

/**
 * Whether an audit reason can explain this failure: it concerns the whole task (no gold action), or a gold action the
 * conversation did not perform as the gold has it (omitted, or attempted with other values). A suspect gold action
 * performed exactly as the gold says is not why the task failed.
 */
function bearsOnFailure(reason: TaskFlag["reasons"][number], gold: readonly GoldActionStatus[]): boolean {
  if (reason.goldAction === null || reason.goldAction === undefined) return true;
  const g = gold.find((x) => x.index === reason.goldAction);
  return g !== undefined && g.status !== "matched";
}

function finding(layer: FaultLayer, subLayer: AgentSubLayer | null, rule: string, events: string[]): LayerFinding {
  return { layer, subLayer, rule, events };
}

/** A reward that contradicts its own checks: the task or the evaluator, not the agent. */
function evaluatorFinding(v: ReturnType<typeof viewOf>): LayerFinding | null {
  const reward = v.byId.get("v.reward");
  const db = v.byId.get("v.db");
  if (!reward || !reward.detail) return null;
  const r = reward.detail.reward as number | null;
  const basis = (reward.detail.basis as string[] | null) ?? null;
  const breakdown = (reward.detail.breakdown as Record<string, number> | null) ?? null;
  if (r !== null && isSuccess(r) && passed(db) === false && basis !== null && basis.includes("DB")) {
    return finding("task or evaluator", null, "reward 1 although the database check failed and DB is in the reward basis", [reward.id, (db as LogEvent).id]);
  }
  if (r !== null && basis !== null && breakdown !== null && basis.every((b) => typeof breakdown[b] === "number")) {
    const product = basis.reduce((p, b) => p * breakdown[b], 1);
    if (Math.abs(product - r) > 1e-9) return finding("task or evaluator", null, `reward ${r} differs from the product of its breakdown over the basis (${product})`, [reward.id]);
  }
  return null;
}

/** The agent sub-layer a first-deviation kind shows. */
function subLayerOf(kind: string, note: string): AgentSubLayer {
  switch (kind) {
    case "proposal":
    case "drift-write":
      return /no gold action of this tool/.test(note) ? "tool choice" : "arguments";
    case "drift-read":
      return "arguments";
    case "wrong-call":
      return "tool choice";
    case "refusal":
    case "missing-read":
    case "no-lookup":
    case "wrong-entity":
    case "passed-over":
      return "evidence integration";
    default:
      return "stopping/recovery";
  }
}

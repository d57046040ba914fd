/**
 * One entry point for trajectory diagnostics: the per-conversation diagnosis record and the run-level process
 * metrics, every one a measurement point with its evidence (docs/definitions/diagnostics.md).
 *
 * Steps: convert (events/, with an explicit write set: `DEFAULT_WRITE_TOOLS` by default) → per trajectory: alignment
 * (drift family), coverage, effective actions, loops (TIDE's scan), latency, propagation, gold-action status,
 * first-deviation candidates, layers, outcome class → pooled points over the run (numerators and denominators add).
 */
import type { Run } from "../io/model";
import type { TideRun } from "../io/tide";
import { runEventLogs, type RunEventLogsOptions } from "../events/fromRun";
import { tideRunEvents } from "../events/fromTide";
import { PayloadStore } from "../events/payload";
import type { EventLog } from "../events/schema";
import type { MeasurementPoint } from "../stats/measurement";
import { diagnosticCoverage, runCoverage, type CoveragePoint } from "./coverage";
import { errorFollowUps, errorRecovery, noChangeWrites, repeatedCalls, runNoChangeWrites, runRepeatedCalls, type ErrorFollowUp, type ErrorRecoverySummary } from "./effectiveActions";
import { firstDeviation, type FirstDeviation } from "./firstDeviation";
import { faultLayers, type LayerAttribution, type TaskFlag } from "./layers";
import { decisionEvidence, type DecisionTurn } from "./decisionEvidence";
import { conversationStory } from "./story";
import { loopScan, runLoops, type CallRun } from "./eventLoops";
import { goldActionStatus, toolAvailability, type GoldActionStatus, type ToolAvailability } from "./omissions";
import { classifyOutcome, OUTCOME_CLASSES, type Outcome, type OutcomeClass } from "./outcome";
import type { DiagnosticPoint } from "./point";
import { actionsAndSuccess, costPerSuccess, firstProgressLatency, meanFirstProgressLatency } from "./progress";
import { errorPropagation, propagationSummary, type DriftWritePropagation, type PropagationSummary } from "./propagation";
import { eventAlignment } from "./eventAlignment";

/** The limit a diagnosis names when the simulated user's instructions are unknown. */
const NO_SCENARIO = "no user instructions: a fact the simulated user withheld (first deviation \"user-withheld\") cannot be detected";

/** Options of {@link diagnoseEventLog} and {@link diagnoseEventLogs}. */
export interface DiagnoseOptions {
  /** Payload texts by sha256 (user-correction detection, unused reads); without it those rules are skipped. */
  textOf?: ((sha256: string) => string | null) | null;
  /** Tools seen per side in the run (for omission verdicts); default: from the trajectories given. */
  availability?: ToolAvailability;
  /**
   * The task audit's verdict on a conversation's task (the audit family's `taskFlagLookup`), for the layer "task or
   * evaluator"; without it no task is suspect.
   */
  taskFlags?: ((t: EventLog) => TaskFlag | null) | null;
  /**
   * The simulated user's instructions for a conversation's task (`Task.scenario`), for the rule that a user withheld
   * a fact its instructions hold; without it that rule is skipped. {@link diagnoseRun} reads them from the run's tasks.
   */
  scenarioOf?: ((t: EventLog) => string | null) | null;
}

/** The diagnosis record of one conversation. Plain JSON data. */
export interface ConversationDiagnosis {
  conversation: string;
  taskId: string | null;
  trial: number | null;
  reward: number | null;
  termination: string | null;
  outcome: Outcome;
  firstDeviation: FirstDeviation;
  /** Every drift write with its detection and impact. */
  propagation: DriftWritePropagation[];
  /** Every gold action: matched, attempted, or omitted (with a verdict). */
  goldActions: GoldActionStatus[];
  /** The primary layer, contributing factors and downstream symptoms. */
  layers: LayerAttribution;
  /** The turns where decisions are made in words: agent turns with acts, user turns with acts, turns carrying gold values. */
  decisions: DecisionTurn[];
  /** Loops (three or more identical calls with nothing new between them) and repeats (two). */
  loop: { hasLoop: boolean; point: DiagnosticPoint; loops: CallRun[]; repeats: CallRun[] };
  /** The conversation in one line: outcome, first deviation, layer, loops, omissions. */
  story: string;
  /** Every tool error and what followed. */
  errors: ErrorFollowUp[];
  /** Was the first tool error recovered (a later call of that tool with other arguments succeeded)? null: no error. */
  recovery: boolean | null;
  writes: { total: number; aligned: number | null; drift: number | null; sequence: (0 | 1)[]; alignmentReason: string | null };
  metrics: {
    coverage: CoveragePoint;
    repeatedCalls: DiagnosticPoint;
    noChangeWrites: DiagnosticPoint;
    firstProgressLatency: DiagnosticPoint;
  };
  limits: string[];
}

/**
 * What went wrong in one conversation, and which events show it? The diagnosis record of one trajectory (see
 * {@link ConversationDiagnosis}). Pure: reads only the trajectory, the optional texts and the run's tool
 * availability.
 *
 * Edges: a trajectory without gold actions → alignment-based parts null with their reason; no tool call → the
 * point-valued metrics null with their reason.
 * Source: docs/definitions/diagnostics.md.
 *
 * @param t the trajectory
 * @param options payload texts (`textOf`, for the user-correction and unused-read rules) and the run's tool
 *   availability (`availability`, for omission verdicts; default: from `t` alone)
 * @returns the conversation's diagnosis record: outcome class, first-deviation candidates, propagation, gold-action
 *   statuses, fault layers, loops, tool errors, recovery, writes, metrics and the log's limits
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * const d = diagnoseEventLog(t);
 * [d.outcome.class, d.firstDeviation.candidates[0].messageIndex]; // ["drift-write", 5]
 */
export function diagnoseEventLog(t: EventLog, options: DiagnoseOptions = {}): ConversationDiagnosis {
  const textOf = options.textOf ?? null;
  const availability = options.availability ?? toolAvailability([t]);
  const alignment = eventAlignment(t);
  const gold = goldActionStatus(t, availability);
  const propagation = errorPropagation(t, textOf);
  const loops = loopScan(t, "agent", textOf);
  const errors = errorFollowUps(t);
  const aligned = alignment.aligned ? alignment.sequence.filter((x) => x === 1).length : null;
  const evidence = decisionEvidence(t, textOf);
  const scenario = options.scenarioOf ? options.scenarioOf(t) : null;
  const fd = firstDeviation({ log: t, decisions: evidence, propagation, gold, loops, textOf, scenario });
  const layers = faultLayers(t, { alignment, gold, firstDeviation: fd, loops, taskFlag: options.taskFlags ? options.taskFlags(t) : null });
  const outcome = classifyOutcome(t, alignment, gold, loops);
  const record: Omit<ConversationDiagnosis, "story"> = {
    conversation: t.id,
    taskId: t.taskId,
    trial: t.trial,
    reward: t.reward,
    termination: t.termination,
    outcome,
    firstDeviation: fd,
    propagation,
    goldActions: gold,
    layers,
    decisions: evidence.turns.filter((d) => d.acts.length > 0 || d.values.some((x) => x.gold.length > 0)),
    loop: { hasLoop: loops.hasLoop, point: loops.point, loops: loops.loops, repeats: loops.repeats },
    errors,
    recovery: errors.length === 0 ? null : errors[0].recovered,
    writes: {
      total: alignment.writes.length,
      aligned,
      drift: aligned === null ? null : alignment.sequence.length - aligned,
      sequence: alignment.sequence,
      alignmentReason: alignment.reason,
    },
    metrics: {
      coverage: diagnosticCoverage(t),
      repeatedCalls: repeatedCalls(t),
      noChangeWrites: noChangeWrites(t),
      firstProgressLatency: firstProgressLatency(t),
    },
    limits: [...t.limits, ...evidence.limits, ...(scenario ? [] : [NO_SCENARIO])],
  };
  return { ...record, story: conversationStory(record) };
}

/** Run-level process metrics, each pooled over the run's trajectories. */
export interface RunMetrics {
  coverage: CoveragePoint;
  repeatedCalls: DiagnosticPoint;
  noChangeWrites: DiagnosticPoint;
  recovery: Omit<ErrorRecoverySummary, "followUps">;
  loops: DiagnosticPoint;
  firstProgressLatency: DiagnosticPoint;
  costPerSuccess: DiagnosticPoint;
  meanActions: MeasurementPoint;
  successRate: MeasurementPoint;
  propagation: Omit<PropagationSummary, "writes">;
}

/** The diagnosis of a run: its metrics, its per-conversation records, outcome counts and what the log cannot tell. */
export interface RunDiagnosis {
  run: { source: string | null; format: string; domain: string | null; agent: string | null; conversations: number };
  writeTools: { source: string; tools: string[] } | null;
  /** Each limit sentence with the number of trajectories it applies to. */
  limits: { limit: string; conversations: number }[];
  metrics: RunMetrics;
  /** Trajectories per outcome class, with their ids. */
  outcomes: { class: OutcomeClass; count: number; ids: string[] }[];
  conversations: ConversationDiagnosis[];
}

/**
 * Where did a run go wrong, metric by metric, and in which conversations? Diagnose a set of trajectories of one run.
 * Edges: no trajectories → every metric null with its reason, no rows.
 * Every run-level metric pools the per-conversation points (numerators and denominators add).
 * Source: docs/definitions/diagnostics.md.
 *
 * @param ts the trajectories of one run
 * @param meta the run's source file, format, domain and agent (copied into the diagnosis)
 * @param options payload texts and tool availability, as for {@link diagnoseEventLog} (availability defaults to the
 *   tools seen in `ts`)
 * @returns the run's metrics, one record per trajectory, outcome counts with ids and the log's limits with the number
 *   of trajectories each applies to
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * diagnoseEventLogs([t], { source: null, format: "events-jsonl", domain: "retail", agent: null }).outcomes[2]; // { "class": "drift-write", "count": 1, "ids": ["tiny-1"] }
 */
export function diagnoseEventLogs(
  ts: readonly EventLog[],
  meta: { source: string | null; format: string; domain: string | null; agent: string | null },
  options: DiagnoseOptions = {},
): RunDiagnosis {
  const availability = options.availability ?? toolAvailability(ts);
  const conversations = ts.map((t) => diagnoseEventLog(t, { ...options, availability }));
  const { followUps: _f, ...recovery } = errorRecovery(ts);
  const { writes: _w, ...propagation } = propagationSummary(conversations.flatMap((c) => c.propagation));
  const limitCounts = new Map<string, number>();
  for (const t of ts) for (const l of t.limits) limitCounts.set(l, (limitCounts.get(l) ?? 0) + 1);
  const { meanActions, successRate } = actionsAndSuccess(ts);
  return {
    run: { ...meta, conversations: ts.length },
    writeTools: ts.length > 0 ? ts[0].writeTools : null,
    limits: [...limitCounts].map(([limit, conversations]) => ({ limit, conversations })),
    metrics: {
      coverage: runCoverage(ts),
      repeatedCalls: runRepeatedCalls(ts),
      noChangeWrites: runNoChangeWrites(ts),
      recovery,
      loops: runLoops(ts, "agent", options.textOf ?? null),
      firstProgressLatency: meanFirstProgressLatency(ts),
      costPerSuccess: costPerSuccess(ts),
      meanActions,
      successRate,
      propagation,
    },
    outcomes: OUTCOME_CLASSES.map((cls) => {
      const ids = conversations.filter((c) => c.outcome.class === cls).map((c) => c.conversation);
      return { class: cls, count: ids.length, ids };
    }),
    conversations,
  };
}

/** A diagnosed run: the diagnosis, the trajectories it was computed from, and their payload texts. */
export interface DiagnosedRun {
  diagnosis: RunDiagnosis;
  logs: EventLog[];
  payloads: PayloadStore;
  /** Why no write set applied, or null. */
  writeToolsReason: string | null;
}

/**
 * Where did a loaded τ²-bench or τ-bench run go wrong? Convert and diagnose a loaded τ²/τ-bench run. Write set:
 * `options.writes` (default `DEFAULT_WRITE_TOOLS`: the domain's declared set, else the file's typed action checks).
 * With `options.taskFlags` (the audit family's lookup), a task the audit finds suspect is the primary layer.
 *
 * Edges: a run without conversations → every metric null with its reason; no write set for the domain → the
 * write-based metrics null, `writeToolsReason` says why.
 *
 * @param run a loaded run (`loadRun`)
 * @param options the converter's options (the write set `writes`) and the task audit's flags (`taskFlags`)
 * @returns the diagnosis, the trajectories it was computed from, their payload texts and why no write set applied (or
 *   null)
 * @example
 * const { diagnosis } = diagnoseRun(loadRun("data/examples/tau2_retail_examples.json"));
 * diagnosis.metrics.coverage.value; // 1 (every write traces to a user turn and has a result)
 * diagnosis.metrics.coverage.denominator; // 12 writes
 */
export function diagnoseRun(run: Run, options: Omit<RunEventLogsOptions, "payloads"> & Pick<DiagnoseOptions, "taskFlags"> = {}): DiagnosedRun {
  const payloads = new PayloadStore();
  const { taskFlags, ...convert } = options;
  const { logs, writeToolsReason } = runEventLogs(run, { ...convert, payloads });
  const scenarios = new Map(run.tasks.map((x) => [x.id, x.scenario ?? null]));
  const scenarioOf = (t: EventLog) => (t.taskId === null ? null : (scenarios.get(t.taskId) ?? null));
  const diagnosis = diagnoseEventLogs(logs, { source: run.source, format: run.format, domain: run.domain, agent: run.agentModel }, { textOf: (h) => payloads.get(h), taskFlags, scenarioOf });
  return { diagnosis, logs, payloads, writeToolsReason };
}

/**
 * Where did a TIDE run go wrong? Convert and diagnose a TIDE run (no gold actions: alignment-based metrics are null
 * with their reason; loops are TIDE's own).
 *
 * Edges: an empty run → every metric null with its reason.
 *
 * @param run a loaded TIDE run (`loadTideJsonl`)
 * @returns the diagnosis of the first rollout of every task, with its trajectories and payload texts
 * @example
 * const run = loadTideJsonl("data/reconstructed/tide/BlocksWorld/DeepSeek-V3.2.jsonl", { model: "DeepSeek-V3.2", environment: "BlocksWorld" });
 * const loops = diagnoseTideRun(run).diagnosis.metrics.loops;
 * [loops.numerator, loops.denominator]; // [0, 639] (loop steps over steps, TIDE's own scan)
 */
export function diagnoseTideRun(run: TideRun): DiagnosedRun {
  const payloads = new PayloadStore();
  const logs = tideRunEvents(run, payloads);
  const diagnosis = diagnoseEventLogs(logs, { source: run.source, format: "tide", domain: run.environment, agent: run.model }, { textOf: (h) => payloads.get(h) });
  return { diagnosis, logs, payloads, writeToolsReason: "TIDE logs declare no write tools (effect is observed from state changes)" };
}

/** One conversation of a diagnosed run, ready for the drill-down view. */
export interface DiagnosedConversation {
  log: EventLog;
  diagnosis: ConversationDiagnosis;
  payloads: PayloadStore;
}

/**
 * One conversation of a diagnosed run by id, or null when the run has no such conversation.
 *
 * @param d a diagnosed run ({@link diagnoseRun}, {@link diagnoseTideRun})
 * @param id the conversation (trajectory) id
 * @returns the conversation's trajectory, diagnosis and the run's payload texts (for `conversationHtml`), or
 *   null when the run has no conversation `id`
 * @example
 * const d = diagnoseRun(loadRun("data/examples/tau2_retail_examples.json"));
 * pickConversation(d, "ex-02-drift-only")?.diagnosis.outcome.class; // "drift-write"
 * pickConversation(d, "no-such-conversation"); // null
 */
export function pickConversation(d: DiagnosedRun, id: string): DiagnosedConversation | null {
  const k = d.logs.findIndex((t) => t.id === id);
  if (k < 0) return null;
  return { log: d.logs[k], diagnosis: d.diagnosis.conversations[k], payloads: d.payloads };
}

/**
 * The trajectory event schema (`trajlab.events`, version 1.0): one trajectory as a list of typed, linked events,
 * so that every diagnostic can cite the events behind it.
 *
 * Design (docs/definitions/events.md): a fixed core — stable id, parent ids, run-local sequence number, wall clock
 * when the log has it, type, actor, tool, normalised arguments, result class, resources touched, state version —
 * and large payloads (message text, tool output) by reference with a sha256, never copied into the event. Claims
 * are kept apart from evidence: what the model says it did is a `model_turn`; what a tool returned is a
 * `tool_observation`; what the evaluator found is a `verification`.
 *
 * Versioning: `version` is "major.minor". A new minor only adds optional fields (logs of the same major merge);
 * a new major changes the meaning of a field, and logs of different majors are never merged
 * (see {@link EVENT_SCHEMA_VERSION}, events/jsonl.ts).
 */
import type { GoldAction } from "../io/model";

/** The schema's name, written in every `.events.jsonl` trajectory line. */
export const EVENT_SCHEMA_NAME = "trajlab.events";

/**
 * The schema version this library writes: "major.minor". Readers accept any minor of a supported major
 * (`SUPPORTED_EVENT_SCHEMA_MAJORS`: 1) and refuse other majors.
 *
 * @example
 * EVENT_SCHEMA_VERSION; // "1.0"
 */
export const EVENT_SCHEMA_VERSION = "1.0";

/**
 * The majors this library reads. A log of another major is refused, never reinterpreted.
 *
 * @internal
 */
export const SUPPORTED_EVENT_SCHEMA_MAJORS: readonly number[] = Object.freeze([1]);

/**
 * What happened:
 * - `user_turn`: the (simulated) user said something;
 * - `model_turn`: the agent said something — a claim, not evidence;
 * - `tool_request`: an actor asked a tool to run, with arguments;
 * - `tool_observation`: what the tool returned (evidence of execution);
 * - `state_commit`: the environment's state changed (a new state version) — converters from τ-bench logs never
 *   emit it, those logs have no state snapshots;
 * - `verification`: an evaluator's finding (reward, database check, action check, assertion);
 * - `compaction`: the context was compressed (range, summary hash) — none of the supported logs records it;
 * - `approval`: a human or policy approved or refused an action — none of the supported logs records it;
 * - `termination`: how the run ended (an extension of the list: the log states it, and diagnostics cite it).
 */
export type EventType =
  | "user_turn"
  | "model_turn"
  | "tool_request"
  | "tool_observation"
  | "state_commit"
  | "verification"
  | "compaction"
  | "approval"
  | "termination";

/** Every event type, in the order above. */
export const EVENT_TYPES: readonly EventType[] = Object.freeze([
  "user_turn",
  "model_turn",
  "tool_request",
  "tool_observation",
  "state_commit",
  "verification",
  "compaction",
  "approval",
  "termination",
] as EventType[]);

/** Who acted: the agent, the (simulated) user, the environment (tools, orchestrator), or the evaluator. */
export type Actor = "agent" | "user" | "environment" | "evaluator";

/** Every actor. */
export const ACTORS: readonly Actor[] = Object.freeze(["agent", "user", "environment", "evaluator"] as Actor[]);

/**
 * How a tool execution went: `ok`; `error` (the tool raised or returned an error); `rejected` (the call was refused
 * before running: a policy, permission or approval gate). τ-bench logs distinguish only ok and error.
 */
export type ResultClass = "ok" | "error" | "rejected";

/** Every result class. */
export const RESULT_CLASSES: readonly ResultClass[] = Object.freeze(["ok", "error", "rejected"] as ResultClass[]);

/** Declared or observed effect of a tool request on the environment's state. */
export type Effect = "read" | "write";

/**
 * A large payload by reference: its sha256 (hex, of the UTF-8 bytes), its size, and where it can be found.
 * `text` is present only when a log chose to inline it (`.events.jsonl` writers may).
 */
export interface PayloadRef {
  /** Lower-case hex sha256 of the UTF-8 encoding of the text. */
  sha256: string;
  /** Size of the UTF-8 encoding, in bytes. */
  bytes: number;
  /** `<file>#<JSON path>` of the text in its source log, or null. */
  ref: string | null;
  /** The text itself, only when inlined. */
  text?: string;
}

/** One event of a trajectory. Plain JSON data. */
export interface LogEvent {
  /**
   * Stable id, unique within its trajectory and derived from the event's place in the source log only (so two
   * conversions of one log give the same ids): `m7` (message 7's text, or the tool result it carries), `m7.c0`
   * (the first tool call of message 7), `end` (termination), `v.reward`, `v.db`, `v.action.2`, `v.env.0`,
   * `v.nl.1` (verification), `s3.obs` / `s3.act` (TIDE step 3). Globally, an event is `<trajectory id>/<id>`.
   */
  id: string;
  /** Run-local sequence number: 0, 1, 2, … in log order (local commit order, not wall-clock order). */
  seq: number;
  /** Ids of the events this one depends on (see docs/definitions/events.md#parent-links). */
  parents: string[];
  /** Wall-clock time as logged (ISO 8601), or null. Used for waits, never to reorder events. */
  time: string | null;
  type: EventType;
  actor: Actor;
  /** Tool name for `tool_request` / `tool_observation`, else null. */
  tool: string | null;
  /** Normalised arguments of a `tool_request` (object keys sorted, strings trimmed), else null. */
  args: Record<string, unknown> | null;
  /** The log's own call id (requests and observations), or null. Never part of a fingerprint. */
  callId: string | null;
  /** Result class of a `tool_observation`, or null when the log does not say (and for other types). */
  result: ResultClass | null;
  /**
   * How `result` was obtained: "flag" (the log's own error flag), "text" (inferred from the tool output, e.g.
   * τ-bench v1 outputs starting with "Error"), or null.
   */
  resultBasis: "flag" | "text" | null;
  /** For a `tool_request`: "write" when its tool is in the converter's write set (or its state changed), "read" when not, null when unknown. */
  effect: Effect | null;
  /** Resource ids the event touches, as `<argument key>:<value>` (e.g. `reservation_id:H9ZU1C`), sorted. */
  resources: string[];
  /** State version after the event, when the log has one (τ-bench logs do not): else null. */
  stateVersion: string | null;
  /** Message text or tool output, by reference; null when there is none. */
  payload: PayloadRef | null;
  /** Type-specific facts: verification `{ check, passed, … }`, termination `{ reason }`, else null. */
  detail: Record<string, unknown> | null;
  /** JSON path of the event's source in its log (e.g. `simulations[3].messages[7].tool_calls[0]`), or null. */
  source: string | null;
  /** Index of the source message in `Conversation.messages` (what labels cite), or null. */
  messageIndex: number | null;
}

/** The write-tool set a converter used to set `effect`, and where it came from. */
export interface EventWriteTools {
  /** "registry" | "action_checks" | "caller" (drift/writeTools.ts), or "observed" (TIDE: the state changed). */
  source: string;
  tools: string[];
}

/** One trajectory: who, what task, how it was scored, what the converter could not know, and its events. */
export interface EventLog {
  schema: typeof EVENT_SCHEMA_NAME;
  /** "major.minor" of the schema the trajectory follows. */
  version: string;
  /** Conversation id (τ² simulation id, τ-bench v1 `task-<id>-trial-<n>`, TIDE `task-<index>`). */
  id: string;
  /** The log the trajectory came from (run source), or null. */
  run: string | null;
  /** Source format: "tau2-results", "tau2-dir", "tau1-historical", "tide", or what a harness writes. */
  format: string;
  domain: string | null;
  agent: string | null;
  taskId: string | null;
  trial: number | null;
  /** The reward as logged, or null. */
  reward: number | null;
  /** Termination reason as logged, or null. */
  termination: string | null;
  /** The task's gold actions (evaluation criteria), or null when the task defines none. */
  goldActions: GoldAction[] | null;
  /** Tool names the log says were available to the agent, or null when it does not say (every τ-bench log). */
  availableTools: string[] | null;
  /** The write set behind `effect`, or null when none applied. */
  writeTools: EventWriteTools | null;
  /** What this log cannot tell (one sentence each), so metrics can say how they degrade. */
  limits: string[];
  events: LogEvent[];
}

/**
 * An event with every optional field empty (null, or [] for lists), for converters to fill in; `seq` is assigned when
 * the event is appended.
 *
 * @param id the event's id
 * @param type the event's type
 * @param actor who acted
 * @returns the event without `seq`
 * @internal
 */
export function blankEvent(id: string, type: EventType, actor: Actor): Omit<LogEvent, "seq"> {
  return {
    id,
    parents: [],
    time: null,
    type,
    actor,
    tool: null,
    args: null,
    callId: null,
    result: null,
    resultBasis: null,
    effect: null,
    resources: [],
    stateVersion: null,
    payload: null,
    detail: null,
    source: null,
    messageIndex: null,
  };
}

/**
 * The per-conversation outcome class: success, or one failure class with its evidence — the unit of the fault
 * flow tables that compare versions (docs/definitions/diagnostics.md#outcome).
 */
import type { EventLog } from "../events/schema";
import { isSuccess } from "../stats/success";
import type { LoopScan } from "./eventLoops";
import type { GoldActionStatus } from "./omissions";
import type { EventAlignment } from "./eventAlignment";

/** Outcome classes. `unscored` is not a failure: the log has no reward. */
export type OutcomeClass = "success" | "infrastructure" | "drift-write" | "omission" | "loop" | "other" | "unscored";

/** Every outcome class, in precedence order (a failure takes the first class whose rule fires). */
export const OUTCOME_CLASSES: readonly OutcomeClass[] = Object.freeze(["success", "infrastructure", "drift-write", "omission", "loop", "other", "unscored"] as OutcomeClass[]);

/** The class of one trajectory and what shows it. */
export interface Outcome {
  class: OutcomeClass;
  reward: number | null;
  /** The rule that fired, in words. */
  rule: string;
  events: string[];
}

/**
 * How did a conversation end: success, or which kind of failure?
 * Classify one trajectory's outcome. Rules, in order: reward null → "unscored"; reward 1 (within τ²'s tolerance,
 * `isSuccess`: the rule of the statistics family, so fault-flow fixes and McNemar's test count the same successes)
 * → "success";
 * `infrastructure_error` termination → "infrastructure"; an agent write that is drift (executed or refused) →
 * "drift-write"; a gold action never attempted (either side) → "omission"; an agent loop → "loop"; else "other".
 * Precedence follows the causal order of docs/definitions/diagnostics.md#outcome: a loop is usually an amplifier of an earlier fault, so
 * it is the class only when nothing earlier explains the failure. A fractional reward below 1 is a failure.
 * As a fault-flow classifier over whole runs: `diagnosticOutcomeClassifier`.
 * Source: docs/definitions/diagnostics.md#outcome.
 *
 * @param t the trajectory
 * @param a its write alignment ({@link eventAlignment})
 * @param gold the status of its gold actions ({@link goldActionStatus})
 * @param loops its loop scan ({@link loopScan})
 * @returns the class, the reward, the rule that fired and the events behind it
 *
 * Edges: reward null → "unscored" (not a failure).
 * Source: docs/definitions/diagnostics.md#outcome.
 *
 * @param t the trajectory
 * @param a its alignment ({@link eventAlignment})
 * @param gold its gold-action statuses ({@link goldActionStatus})
 * @param loops its loop scan ({@link loopScan})
 * @returns the class, the rule that gave it and the events behind the rule
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * classifyOutcome(t, eventAlignment(t), goldActionStatus(t, toolAvailability([t])), loopScan(t)).class; // "drift-write"
 */
export function classifyOutcome(t: EventLog, a: EventAlignment, gold: readonly GoldActionStatus[], loops: LoopScan): Outcome {
  const reward = t.reward;
  if (reward === null) return { class: "unscored", reward, rule: "the log has no reward", events: [] };
  const rv = t.events.find((e) => e.id === "v.reward" || e.id === "v.success");
  if (isSuccess(reward)) return { class: "success", reward, rule: `reward ${reward}`, events: rv ? [rv.id] : [] };
  const end = t.events.find((e) => e.type === "termination");
  if (t.termination === "infrastructure_error") return { class: "infrastructure", reward, rule: "infrastructure_error termination", events: end ? [end.id] : [] };
  const drift = a.writes.filter((w) => w.x === 0 && w.actor === "agent");
  if (drift.length > 0) {
    const executed = drift.filter((w) => w.result === "ok").length;
    return { class: "drift-write", reward, rule: `${drift.length} agent drift write(s), ${executed} executed`, events: drift.map((w) => w.event) };
  }
  const omitted = gold.filter((g) => g.status === "omitted");
  if (omitted.length > 0) return { class: "omission", reward, rule: `gold action(s) never attempted: ${omitted.map((g) => `${g.index} ${g.action.name}`).join(", ")}`, events: rv ? [rv.id] : [] };
  if (loops.hasLoop) return { class: "loop", reward, rule: "the agent repeated a cycle of calls from the same state", events: loops.point.evidence.flatMap((e) => e.events) };
  return { class: "other", reward, rule: a.aligned ? "no drift write, no omission, no loop" : `no alignment (${a.reason}), no loop`, events: rv ? [rv.id] : [] };
}

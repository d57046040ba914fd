/**
 * Loops from normalised state–action fingerprints, scanned with TIDE's cycle algorithm (detectCycles.ts
 * `detectCycles`, imported, not copied). docs/definitions/diagnostics.md#loops.
 *
 * Steps are the tool requests of one actor (the agent by default). The action of a step is its fingerprint (tool
 * and normalised arguments; call ids and timestamps removed). The state of a step is the evidence the actor had
 * when choosing it: the latest tool observation before it (its result class and payload hash), or "start".
 * A loop is a cycle of steps immediately repeated with the same states and actions. Iteration whose arguments
 * shrink changes the action, and iteration whose evidence grows changes the state, so neither is a loop.
 * For TIDE trajectories the state before `s<i>.act` is `s<i>.obs`, so this is TIDE's own loop count.
 */
import { detectCycles, type Cycle } from "./detectCycles";
import { actionFingerprint } from "../events/normalize";
import type { Actor, EventLog, LogEvent } from "../events/schema";
import { diagnosticPoint, poolPoints, type DiagnosticPoint } from "./point";

/** The fingerprints a loop scan compares, and what it found. */
export interface LoopScan {
  conversation: string;
  actor: Actor;
  /** Event ids of the steps, in order. */
  steps: string[];
  /** State fingerprint of each step. */
  states: string[];
  /** Action fingerprint of each step. */
  actions: string[];
  cycles: Cycle[];
  /** repeating[k]: step k repeats the cycle just before it (TIDE's is_repeating). */
  repeating: boolean[];
  /** Loop steps / steps, with the repeating steps as evidence. */
  point: DiagnosticPoint;
  /** At least one looped cycle. */
  hasLoop: boolean;
}

/** The state fingerprint of an observation: result class and payload hash (or "-" when it has none). */
function stateOf(o: LogEvent | null): string {
  if (o === null) return "start";
  return `${o.result ?? "?"}|${o.payload ? o.payload.sha256 : "-"}`;
}

/**
 * Does the agent go round in a loop? Scan one trajectory for loops (see the module comment).
 *
 * Formula: loop share = #{steps k with repeating[k]} / #steps. Unit: fraction of the actor's tool requests.
 * Range [0, 1): the first step never repeats.
 * Edges: no step → null, reason "no tool calls by <actor>".
 * Evidence: the repeating steps with the steps they repeat, and their fingerprints.
 * Source: docs/definitions/diagnostics.md#loops; TIDE Algorithm 1 (`detectCycles.ts`).
 *
 * @param t the trajectory
 * @param actor whose tool requests are the steps (default "agent"; "user" scans the simulated user's calls)
 * @returns the loop share, whether a cycle loops, the repeating steps with the steps they repeat, and the step
 *   fingerprints
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * loopScan(t).hasLoop; // false (four calls from four different states)
 */
export function loopScan(t: EventLog, actor: Actor = "agent"): LoopScan {
  const steps: string[] = [];
  const states: string[] = [];
  const actions: string[] = [];
  let lastObservation: LogEvent | null = null;
  for (const e of t.events) {
    if (e.type === "tool_observation") lastObservation = e;
    else if (e.type === "tool_request" && e.actor === actor) {
      steps.push(e.id);
      states.push(stateOf(lastObservation));
      actions.push(actionFingerprint(e.tool ?? "", e.args));
    }
  }
  const { cycles, repeating } = detectCycles(states, actions);
  const evidence = cycles
    .filter((c) => c.looped)
    .map((c) => {
      const len = c.end - c.start;
      const first = steps.slice(c.start, c.end);
      const again = steps.slice(c.end, c.end + len);
      return {
        conversation: t.id,
        events: [...first, ...again],
        note: `${again.join(", ")} repeat${again.length === 1 ? "s" : ""} ${first.join(", ")} from the same state: ${actions.slice(c.start, c.end).join(" → ")}`,
      };
    });
  const loopSteps = repeating.filter(Boolean).length;
  return {
    conversation: t.id,
    actor,
    steps,
    states,
    actions,
    cycles,
    repeating,
    point: diagnosticPoint(loopSteps, steps.length, evidence, `no tool calls by ${actor}`),
    hasLoop: cycles.some((c) => c.looped),
  };
}

/**
 * What share of a run's steps only repeat a loop? Loop share pooled over trajectories (TIDE's step-normalised loop
 * ratio when the trajectories are TIDE's): Σ loop steps / Σ steps.
 *
 * Formula: Σ loop steps / Σ steps. Unit: fraction of the actor's tool requests. Range [0, 1).
 * Edges: no step in any trajectory → null with its reason; trajectories without steps are exclusions.
 * Source: docs/definitions/diagnostics.md#loops.
 *
 * @param ts the trajectories of one run
 * @param actor whose tool requests are the steps (default "agent")
 * @returns the pooled point with every loop's evidence
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * runLoops([t]).value; // 0
 */
export function runLoops(ts: readonly EventLog[], actor: Actor = "agent"): DiagnosticPoint {
  return poolPoints(ts.map((t) => ({ conversation: t.id, point: loopScan(t, actor).point })), `no tool calls by ${actor} in any trajectory`);
}

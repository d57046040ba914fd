/**
 * Progress and efficiency: steps to the first aligned write, and actions per
 * successful task (docs/definitions/diagnostics.md#progress). Efficiency compares systems only at equal outcome:
 * a short trajectory may be efficient or may have stopped too early.
 */
import { isSuccess } from "../stats/success";
import type { EventLog } from "../events/schema";
import { measurement, type Exclusion, type MeasurementPoint } from "../stats/measurement";
import { diagnosticPoint, poolPoints, type DiagnosticPoint } from "./point";
import { eventAlignment } from "./eventAlignment";
import { viewOf } from "./view";

/** Latency is a mean (steps per trajectory), not a share. */
const STEPS = { unit: "mean" } as const;

/**
 * How many steps did it take to make the first real progress? First-progress latency of one trajectory: the number of
 * tool requests (any actor) up to and including the first aligned write whose result is ok — the first step that
 * moved the environment toward the gold state.
 *
 * Unit: steps (tool requests). Range: 1 … number of requests.
 * Edges: no alignment (no gold actions, no write set) or no executed aligned write → value null with the reason;
 * the point is steps/1 so that pooling gives the mean over trajectories that progressed.
 * Evidence: the aligned write.
 * Source: docs/definitions/diagnostics.md#progress.
 *
 * @param t the trajectory
 * @returns the latency as a point (numerator: the steps, denominator 1), or value null with the reason
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * firstProgressLatency(t).reason; // "no executed aligned write"
 */
export function firstProgressLatency(t: EventLog): DiagnosticPoint {
  const a = eventAlignment(t);
  if (!a.aligned) return diagnosticPoint(0, 0, [], a.reason ?? "no alignment", [], STEPS);
  const k = a.requests.findIndex((r) => r.x === 1 && r.result === "ok");
  if (k < 0) return diagnosticPoint(0, 0, [], a.writes.length === 0 ? "no write calls" : "no executed aligned write", [], STEPS);
  const r = a.requests[k];
  return diagnosticPoint(k + 1, 1, [{ conversation: t.id, events: [r.event], note: `first executed aligned write ${r.event} (${r.tool}) at step ${k + 1}` }], null, [], STEPS);
}

/**
 * How many steps does a run take, on average, to make its first real progress? Mean first-progress latency over
 * trajectories: Σ steps / #trajectories that progressed (the others are exclusions, by reason).
 *
 * Formula: Σ latency / #trajectories that progressed. Unit: steps. Range ≥ 1.
 * Edges: no trajectory progressed → null with its reason; the others are exclusions, by reason.
 * Source: docs/definitions/diagnostics.md#progress.
 *
 * @param ts the trajectories of one run
 * @returns the mean as a point (numerator Σ steps, denominator the trajectories that progressed)
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * meanFirstProgressLatency([t]).value; // null
 */
export function meanFirstProgressLatency(ts: readonly EventLog[]): DiagnosticPoint {
  return poolPoints(ts.map((t) => ({ conversation: t.id, point: firstProgressLatency(t) })), "no trajectory with an executed aligned write", "mean");
}

/**
 * How many actions does one success cost, given the mean actions per task and the success rate? Actions per
 * successful task from a mean and a rate (the worked example of docs/definitions/diagnostics.md#progress).
 *
 * Formula: cost = mean actions per task / success rate. Unit: actions per success.
 * Edges: success rate 0 → null (no success, cost not measured). Throws RangeError for a negative or non-finite
 * mean, or a rate outside [0, 1].
 * Source: docs/definitions/diagnostics.md#progress.
 *
 * @param meanActions mean actions per task (≥ 0)
 * @param successRate share of successful tasks, in [0, 1]
 * @returns actions per success, or null when the success rate is 0
 * @throws {RangeError} when `meanActions` is negative or not finite, or `successRate` is outside [0, 1]
 * @example
 * costPerSuccessFromRates(12, 0.8); // 15
 * costPerSuccessFromRates(7, 0.55); // 12.727272727272727
 * costPerSuccessFromRates(5, 0); // null
 */
export function costPerSuccessFromRates(meanActions: number, successRate: number): number | null {
  if (!Number.isFinite(meanActions) || meanActions < 0) throw new RangeError(`costPerSuccessFromRates: meanActions must be a non-negative finite number, got ${JSON.stringify(meanActions)}`);
  if (!Number.isFinite(successRate) || successRate < 0 || successRate > 1) throw new RangeError(`costPerSuccessFromRates: successRate must be in [0, 1], got ${JSON.stringify(successRate)}`);
  return successRate === 0 ? null : meanActions / successRate;
}

/**
 * How many actions does one success cost, failures included? Cost per success over trajectories: all agent actions
 * (the agent's tool requests) over the number of successful trajectories (reward exactly 1). Failed trajectories add
 * their actions and no success — the cost of failures is part of the cost of success.
 *
 * Formula: Σ_traj agent requests / #{reward = 1}. Unit: actions per success. Equals mean actions / success rate.
 * Edges: no success → null, reason "no successful task"; trajectories without a reward are exclusions
 * ("no reward in the log").
 * Evidence: the reward verification of each success.
 * Source: docs/definitions/diagnostics.md#progress.
 *
 * @param ts the trajectories of one run
 * @returns the point Σ agent requests / #successes; unscored trajectories are an exclusion; value null with a reason
 *   when no trajectory succeeded
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * costPerSuccess([t]).reason; // "no successful task"
 */
export function costPerSuccess(ts: readonly EventLog[]): DiagnosticPoint {
  let actions = 0;
  let successes = 0;
  const unscored: string[] = [];
  const evidence = [];
  for (const t of ts) {
    if (t.reward === null) {
      unscored.push(t.id);
      continue;
    }
    actions += viewOf(t).requests.filter((r) => r.actor === "agent").length;
    if (t.reward !== null && isSuccess(t.reward)) {
      successes++;
      const v = t.events.find((e) => e.type === "verification" && (e.id === "v.reward" || e.id === "v.success"));
      evidence.push({ conversation: t.id, events: v ? [v.id] : [], note: "successful task" });
    }
  }
  const exclusions: Exclusion[] = unscored.length > 0 ? [{ reason: "no reward in the log", count: unscored.length, ids: unscored }] : [];
  // the samples are trajectories: the scored ones entered (their actions are the numerator), the others are the exclusion
  return diagnosticPoint(actions, successes, evidence, ts.length === unscored.length ? "no scored task" : "no successful task", exclusions, {
    included: ts.length - unscored.length,
    unit: "mean",
  });
}

/**
 * Mean actions per task (agent tool requests per scored trajectory) and success rate (reward 1 per scored
 * trajectory) behind {@link costPerSuccess}, as measurement points. Edges: no scored trajectory → both null.
 *
 * @param ts the trajectories of one run
 * @returns the mean actions per scored trajectory and the success rate, as points over the scored trajectories
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * actionsAndSuccess([t]).meanActions.value; // 4
 * @internal
 */
export function actionsAndSuccess(ts: readonly EventLog[]): { meanActions: MeasurementPoint; successRate: MeasurementPoint } {
  const scored = ts.filter((t) => t.reward !== null);
  const actions = scored.reduce((s, t) => s + viewOf(t).requests.filter((r) => r.actor === "agent").length, 0);
  return {
    meanActions: measurement(actions, scored.length, [], { unit: "mean" }),
    successRate: measurement(scored.filter((t) => t.reward !== null && isSuccess(t.reward)).length, scored.length),
  };
}

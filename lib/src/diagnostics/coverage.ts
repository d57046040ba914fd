/**
 * Diagnostic coverage: the share of key events — write requests — that carry a complete parent chain,
 * their arguments and evidence of their result (docs/definitions/diagnostics.md#coverage). When coverage is
 * low, every root-cause share is only a description of the observed subset.
 */
import type { EventLog, LogEvent } from "../events/schema";
import { measurement, type MeasurementPoint } from "../stats/measurement";
import { diagnosticPoint, poolPoints, type DiagnosticPoint, type Evidence } from "./point";
import { viewOf, type EventLogView } from "./view";

/** Coverage of one trajectory (or pooled): the joint point plus one point per part. */
export interface CoveragePoint extends DiagnosticPoint {
  parts: {
    /** Writes whose every ancestor resolves and ends at a root (a user turn, or an initial state observation). */
    parentChain: MeasurementPoint;
    /** Writes with an argument object. */
    arguments: MeasurementPoint;
    /** Writes with an observation whose result class is known. */
    result: MeasurementPoint;
  };
}

/** Why a write's chain is incomplete, or null when it is complete. */
function chainProblem(v: EventLogView, start: LogEvent): string | null {
  const seen = new Set<string>();
  const stack: LogEvent[] = [start];
  while (stack.length > 0) {
    const e = stack.pop() as LogEvent;
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    if (e.parents.length === 0) {
      const root = e.type === "user_turn" || (e.type === "tool_observation" && e.tool === null);
      if (!root) return `${e.id} (${e.type}) has no parent`;
      continue;
    }
    for (const p of e.parents) {
      const pe = v.byId.get(p);
      if (!pe) return `${e.id} names a missing parent ${JSON.stringify(p)}`;
      stack.push(pe);
    }
  }
  return null;
}

/**
 * How much of a trajectory's writes can be traced to their origin and their result? Diagnostic coverage of one
 * trajectory.
 *
 * Formula: coverage = #{writes with complete parent chain ∧ arguments ∧ known result} / #writes.
 * Unit: fraction of write requests. Range [0, 1]; 1 = every write can be traced and its result is known.
 * Edges: no write request → value null, reason "no write calls" (or "no write-tool set" when no effect is known).
 * Evidence: the incomplete writes, each with what is missing.
 * Source: docs/definitions/diagnostics.md#coverage.
 *
 * @param t the trajectory (events with parent links; writes are requests with `effect: "write"`)
 * @returns the joint coverage point with its three parts (parent chain, arguments, result), the incomplete writes as
 *   evidence; value null with a reason when there is no write
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * diagnosticCoverage(t).value; // 1 (both writes trace to the user turn m0 and have a result)
 */
export function diagnosticCoverage(t: EventLog): CoveragePoint {
  const v = viewOf(t);
  const writes = v.requests.filter((e) => e.effect === "write");
  let chain = 0;
  let args = 0;
  let result = 0;
  let complete = 0;
  const evidence: Evidence[] = [];
  for (const w of writes) {
    const problem = chainProblem(v, w);
    const hasArgs = w.args !== null;
    const obs = v.observationOf.get(w.id);
    const hasResult = obs !== undefined && obs.result !== null;
    if (problem === null) chain++;
    if (hasArgs) args++;
    if (hasResult) result++;
    if (problem === null && hasArgs && hasResult) complete++;
    else {
      const missing = [problem === null ? null : `parent chain: ${problem}`, hasArgs ? null : "no arguments", hasResult ? null : obs ? "result class unknown" : "no observation"].filter(Boolean);
      evidence.push({ conversation: t.id, events: [w.id], note: `incomplete: ${missing.join("; ")}` });
    }
  }
  const reason = writes.length > 0 ? null : v.requests.length > 0 && v.requests.every((e) => e.effect === null) ? "no write-tool set" : "no write calls";
  return {
    ...diagnosticPoint(complete, writes.length, evidence, reason),
    parts: { parentChain: measurement(chain, writes.length), arguments: measurement(args, writes.length), result: measurement(result, writes.length) },
  };
}

/**
 * How much of a run's writes can be traced? Diagnostic coverage pooled over trajectories: complete writes over all
 * writes (numerators and denominators add; trajectories without writes are excluded, by reason). Edges: no trajectory
 * with a write → value null.
 *
 * Formula: Σ complete writes / Σ writes over the trajectories; each part likewise. Unit: fraction of write requests.
 * Range [0, 1].
 * Source: docs/definitions/diagnostics.md#coverage.
 *
 * @param ts the trajectories of one run
 * @returns the pooled coverage point and its pooled parts; trajectories without writes are exclusions (by reason)
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * runCoverage([t, t]).denominator; // 4
 */
export function runCoverage(ts: readonly EventLog[]): CoveragePoint {
  const per = ts.map((t) => ({ conversation: t.id, point: diagnosticCoverage(t) }));
  const pooled = poolPoints(per, "no write calls in any trajectory");
  const part = (k: keyof CoveragePoint["parts"]) =>
    measurement(
      per.reduce((s, p) => s + p.point.parts[k].numerator, 0),
      per.reduce((s, p) => s + p.point.parts[k].denominator, 0),
    );
  return { ...pooled, parts: { parentChain: part("parentChain"), arguments: part("arguments"), result: part("result") } };
}

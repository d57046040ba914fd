/**
 * Diagnostic points: a measurement point (stats/measurement.ts, in full form) plus the events that show it, and
 * pooling of per-trajectory points into run-level points (numerators and denominators add; never an average of
 * values). A per-trajectory point's samples are its denominator's units (writes, tool calls, steps); a pooled
 * point's samples are the trajectories (included = those whose own denominator is positive, failed = those left out).
 */
import { measurement, type Exclusion, type MeasurementOptions, type MeasurementPoint } from "../stats/measurement";
import { mergeExclusions } from "../stats/exclusions";
import type { PointUnit } from "../stats/measurement";

/** Events of one trajectory cited for a finding. */
export interface Evidence {
  conversation: string;
  /** Event ids (citable: each names an event of the trajectory). */
  events: string[];
  /** What the events show, in words. */
  note: string;
}

/** A measurement point with its evidence and, when the value is null, the reason in words. */
export interface DiagnosticPoint extends MeasurementPoint {
  evidence: Evidence[];
  /** Why `value` is null ("no write calls", …); null when a value was computed. */
  reason: string | null;
}

/**
 * A diagnostic point `numerator / denominator` with evidence; `reason` is required when the denominator is 0
 * (the value is then null, never 0) and dropped otherwise.
 *
 * @param numerator the count of units with the property
 * @param denominator the count of units measured
 * @param evidence the events that show the finding
 * @param reason why the value is null (used only when the denominator is 0; default "denominator 0")
 * @param exclusions units left out of the denominator, with their reasons
 * @param options the included samples when they are not the denominator, and the unit (as for `measurement`)
 * @returns the point: value = numerator / denominator (null when the denominator is 0), its exclusions, evidence and
 *   reason
 * @example
 * diagnosticPoint(1, 4, []).value; // 0.25
 * diagnosticPoint(0, 0, [], "no write calls").reason; // "no write calls"
 * diagnosticPoint(29, 3, [], null, [{ reason: "no reward in the log", count: 1 }], { included: 5, unit: "mean" }).planned; // 6
 * @internal
 */
export function diagnosticPoint(
  numerator: number,
  denominator: number,
  evidence: Evidence[],
  reason: string | null = null,
  exclusions: Exclusion[] = [],
  options: MeasurementOptions = {},
): DiagnosticPoint {
  const p = measurement(numerator, denominator, exclusions, options);
  return { ...p, evidence, reason: p.value === null ? (reason ?? "denominator 0") : null };
}

/**
 * Pool per-trajectory points: numerators and denominators add, evidence is concatenated, and every trajectory
 * whose own denominator is 0 becomes an exclusion (grouped by its reason, with its id). `reason` is used when the
 * pooled denominator is 0. The pooled point's samples are the trajectories: included = trajectories whose own
 * denominator is positive, failed = the trajectories left out (plus any exclusion of the per-trajectory points,
 * which counts their own units: only `noChangeWrites` has one, writes without result evidence).
 *
 * @param points per-trajectory points with their trajectory ids
 * @param reason the reason when the pooled denominator is 0
 * @param unit the unit of the pooled value (default `fraction`; `mean` for a mean such as steps per trajectory)
 * @returns the pooled point: Σ numerators / Σ denominators, evidence concatenated, exclusions merged
 * @example
 * const a = diagnosticPoint(1, 2, []);
 * const b = diagnosticPoint(0, 0, [], "no write calls");
 * const p = poolPoints([{ conversation: "t1", point: a }, { conversation: "t2", point: b }], "no trajectory with write calls");
 * [p.value, p.exclusions[0].ids]; // [0.5, ["t2"]]
 * [p.planned, p.included, p.failed, p.pointState]; // [2, 1, 1, "partial"]
 * @internal
 */
export function poolPoints(points: readonly { conversation: string; point: DiagnosticPoint }[], reason: string, unit: PointUnit = "fraction"): DiagnosticPoint {
  let num = 0;
  let den = 0;
  let included = 0;
  const evidence: Evidence[] = [];
  const excluded: Exclusion[][] = [];
  const inner: Exclusion[][] = [];
  for (const { conversation: log, point } of points) {
    num += point.numerator;
    den += point.denominator;
    evidence.push(...point.evidence);
    inner.push(point.exclusions);
    if (point.denominator === 0) excluded.push([{ reason: point.reason ?? "denominator 0", count: 1, ids: [log] }]);
    else included++;
  }
  // mergeExclusions groups equal reasons (first-seen order), adding counts and ids: the stats helper, not a copy.
  return diagnosticPoint(num, den, evidence, reason, mergeExclusions(...excluded, ...inner), { included, unit });
}

/**
 * Diagnostic points: a measurement point (stats/measurement.ts) plus the events that show it, and pooling of
 * per-trajectory points into run-level points (numerators and denominators add; never an average of values).
 */
import { measurement, mergeExclusions, type Exclusion, type MeasurementPoint } from "../stats/measurement";

/** Events of one trajectory cited for a finding. */
export interface Evidence {
  trajectory: string;
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
 * @returns the point: value = numerator / denominator (null when the denominator is 0), its exclusions, evidence and
 *   reason
 * @example
 * diagnosticPoint(1, 4, []).value; // 0.25
 * diagnosticPoint(0, 0, [], "no write calls").reason; // "no write calls"
 * @internal
 */
export function diagnosticPoint(numerator: number, denominator: number, evidence: Evidence[], reason: string | null = null, exclusions: Exclusion[] = []): DiagnosticPoint {
  const p = measurement(numerator, denominator, exclusions);
  return { ...p, evidence, reason: p.value === null ? (reason ?? "denominator 0") : null };
}

/**
 * Pool per-trajectory points: numerators and denominators add, evidence is concatenated, and every trajectory
 * whose own denominator is 0 becomes an exclusion (grouped by its reason, with its id). `reason` is used when the
 * pooled denominator is 0.
 *
 * @param points per-trajectory points with their trajectory ids
 * @param reason the reason when the pooled denominator is 0
 * @returns the pooled point: Σ numerators / Σ denominators, evidence concatenated, exclusions merged
 * @example
 * const a = diagnosticPoint(1, 2, []);
 * const b = diagnosticPoint(0, 0, [], "no write calls");
 * const p = poolPoints([{ trajectory: "t1", point: a }, { trajectory: "t2", point: b }], "no trajectory with write calls");
 * [p.value, p.exclusions[0].ids]; // [0.5, ["t2"]]
 * @internal
 */
export function poolPoints(points: readonly { trajectory: string; point: DiagnosticPoint }[], reason: string): DiagnosticPoint {
  let num = 0;
  let den = 0;
  const evidence: Evidence[] = [];
  const excluded: Exclusion[][] = [];
  const inner: Exclusion[][] = [];
  for (const { trajectory, point } of points) {
    num += point.numerator;
    den += point.denominator;
    evidence.push(...point.evidence);
    inner.push(point.exclusions);
    if (point.denominator === 0) excluded.push([{ reason: point.reason ?? "denominator 0", count: 1, ids: [trajectory] }]);
  }
  // mergeExclusions groups equal reasons (first-seen order), adding counts and ids: the stats helper, not a copy.
  return diagnosticPoint(num, den, evidence, reason, mergeExclusions(...excluded, ...inner));
}

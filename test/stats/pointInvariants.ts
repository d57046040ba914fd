/**
 * Test helper: the invariants every measurement point keeps (docs/definitions/measurement-points.md#fields), and a
 * walk that finds every point inside a report, so each family's tests can check all its points at once.
 *
 * - planned = included + failed, failed = Σ exclusions[].count, every count a non-negative integer;
 * - value null ⇔ denominator 0 (a count point keeps its count over no samples; a recommendation gap is null when
 *   its two points are not paired — both with pointState no_data);
 * - pointState = no_data ⇔ denominator 0 (the gap: ⇔ value null), else complete ⇔ failed = 0, else partial;
 * - complete ⇔ planned > 0 ∧ failed = 0 (a gap, a difference of two points: complete only when it has a value and
 *   both its points are complete, so complete ⇒ planned > 0 ∧ failed = 0);
 * - a positive denominator has at least one included sample.
 */
import { expect } from "vitest";
import type { MeasurementPoint } from "../../lib/src";

const STATES = ["no_data", "complete", "partial"];
const UNITS = ["fraction", "percent", "count", "percentage_points", "mean"];

/** Is `x` a full measurement point (it has the four figures and the state)? */
export function isFullPoint(x: unknown): x is MeasurementPoint {
  return x !== null && typeof x === "object" && "pointState" in x && "exclusions" in x && "numerator" in x && "denominator" in x && "value" in x;
}

/** Fails the test (naming `label`) when a point breaks one of the invariants. */
export function expectPointInvariants(p: MeasurementPoint, label: string): void {
  const failed = p.exclusions.reduce((s, e) => s + e.count, 0);
  for (const n of [p.planned, p.included, p.failed, ...p.exclusions.map((e) => e.count)]) {
    expect(Number.isInteger(n) && n >= 0, `${label}: counts are non-negative integers`).toBe(true);
  }
  expect(p.failed, `${label}: failed = Σ exclusions`).toBe(failed);
  expect(p.planned, `${label}: planned = included + failed`).toBe(p.included + p.failed);
  expect(STATES, `${label}: a known state`).toContain(p.pointState);
  expect(UNITS, `${label}: a known unit`).toContain(p.unit);
  if (p.unit === "percentage_points") {
    // a gap is a difference of two points: complete only when it has a value and both its points are complete
    expect(p.pointState === "no_data", `${label}: a gap has no data ⇔ its value is null`).toBe(p.value === null);
    if (p.complete) expect(p.planned > 0 && p.failed === 0 && p.value !== null, `${label}: a complete gap has a value and nothing failed`).toBe(true);
    return;
  }
  expect(p.complete, `${label}: complete ⇔ planned > 0 ∧ failed = 0`).toBe(p.planned > 0 && p.failed === 0);
  expect(p.pointState === "no_data", `${label}: no_data ⇔ denominator 0`).toBe(p.denominator === 0);
  if (p.pointState !== "no_data") expect(p.pointState, `${label}: complete ⇔ nothing failed`).toBe(p.failed === 0 ? "complete" : "partial");
  if (p.unit === "count") expect(p.value, `${label}: a count point's value is its count`).toBe(p.numerator);
  else expect(p.value === null, `${label}: value null ⇔ denominator 0`).toBe(p.denominator === 0);
  if (p.denominator > 0) expect(p.included, `${label}: a positive denominator has included samples`).toBeGreaterThan(0);
}

/** Every full point inside `x` (objects and arrays, depth first), with its JSON path. */
export function collectPoints(x: unknown, path = "$", out: { path: string; point: MeasurementPoint }[] = []): { path: string; point: MeasurementPoint }[] {
  if (x === null || typeof x !== "object") return out;
  if (isFullPoint(x)) out.push({ path, point: x });
  if (Array.isArray(x)) x.forEach((v, i) => collectPoints(v, `${path}[${i}]`, out));
  else for (const [k, v] of Object.entries(x)) collectPoints(v, `${path}.${k}`, out);
  return out;
}

/**
 * Checks every point inside `x` and returns how many there were and how many of each state (a caller asserts that
 * the report did hold points, and which states occurred).
 */
export function expectAllPointsHold(x: unknown, label: string): { points: number; states: Record<string, number> } {
  const found = collectPoints(x);
  const states: Record<string, number> = {};
  for (const { path, point } of found) {
    expectPointInvariants(point, `${label} ${path}`);
    states[point.pointState] = (states[point.pointState] ?? 0) + 1;
  }
  return { points: found.length, states };
}

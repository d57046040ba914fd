import { describe, expect, test } from "vitest";
import { diagnosticPoint, poolPoints } from "../../lib/src/diagnostics/point";

describe("diagnosticPoint", () => {
  test("a ratio with evidence; no reason when a value is computed", () => {
    const p = diagnosticPoint(1, 4, [{ conversation: "t", events: ["m1"], note: "x" }], "unused");
    expect([p.value, p.reason, p.evidence[0].events]).toEqual([0.25, null, ["m1"]]);
  });
  test("a zero denominator is null with its reason, never 0", () => {
    expect(diagnosticPoint(0, 0, [], "no write calls")).toMatchObject({ value: null, numerator: 0, denominator: 0, reason: "no write calls" });
  });
  test("a real zero over a valid denominator is 0", () => {
    expect(diagnosticPoint(0, 3, []).value).toBe(0);
  });
});

describe("poolPoints", () => {
  test("numerators and denominators add (the pooled value is not a mean of values)", () => {
    const p = poolPoints([{ conversation: "a", point: diagnosticPoint(1, 1, []) }, { conversation: "b", point: diagnosticPoint(0, 3, []) }], "none");
    expect([p.value, p.numerator, p.denominator]).toEqual([0.25, 1, 4]);
  });
  test("trajectories without units become exclusions grouped by reason, with their ids", () => {
    const p = poolPoints(
      [
        { conversation: "a", point: diagnosticPoint(0, 0, [], "no write calls") },
        { conversation: "b", point: diagnosticPoint(2, 2, [{ conversation: "b", events: ["m3"], note: "" }]) },
        { conversation: "c", point: diagnosticPoint(0, 0, [], "no write calls") },
      ],
      "none",
    );
    expect(p.exclusions).toEqual([{ reason: "no write calls", count: 2, ids: ["a", "c"] }]);
    expect(p.evidence).toHaveLength(1);
  });
  test("no trajectories → null with the pooled reason", () => {
    expect(poolPoints([], "no trajectories")).toMatchObject({ value: null, reason: "no trajectories", exclusions: [] });
  });
});

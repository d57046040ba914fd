/** The plan's probe count; docs/definitions/probes.md#planned-vs-recorded. */
import { describe, expect, test } from "vitest";
import { plannedProbeCount } from "../../lib/src";

describe("plannedProbeCount", () => {
  test("models × repetitions × (D objects + eligible K keywords)", () => {
    // the source's plan: three routes, one repetition, the target's D and two K words per case → 9 per case
    expect(plannedProbeCount({ models: 3, repetitions: 1, domainObjects: 1, eligibleKeywords: 2 })).toBe(9);
    expect(plannedProbeCount({ models: 2, repetitions: 5, domainObjects: 1, eligibleKeywords: 0 })).toBe(10);
  });

  test("any zero factor gives 0", () => {
    expect(plannedProbeCount({ models: 0, repetitions: 3, domainObjects: 1, eligibleKeywords: 2 })).toBe(0);
  });

  test("a count that is not a non-negative integer is a RangeError", () => {
    expect(() => plannedProbeCount({ models: -1, repetitions: 1, domainObjects: 1, eligibleKeywords: 1 })).toThrow(/^plannedProbeCount: plan.models must be a non-negative integer, got -1$/);
    expect(() => plannedProbeCount({ models: 1, repetitions: 1.5, domainObjects: 1, eligibleKeywords: 1 })).toThrow(RangeError);
  });
});

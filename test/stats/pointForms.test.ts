/**
 * The full measurement point's vocabulary and special constructors (docs/definitions/measurement-points.md): state,
 * count points, points over a denominator that is not the sample count, the one place a point is assembled, and the
 * one way it is printed.
 */
import * as path from "path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { analyzeDrift, countPoint, describePoint, loadRun, loopRatio, measurement, pointCells, pointDisplayValue, pointWithDenominator } from "../../lib/src";
import { assemblePoint, pointStateOf, ratioOptions } from "../../lib/src/stats/measurement";
import { countText, describePointState, formatPointText } from "../../lib/src/stats/pointText";
import { expectPointInvariants } from "./pointInvariants";

const exclusionArb = fc.record({
  reason: fc.constantFrom("no write calls", "reward missing", "analysis_failed"),
  count: fc.integer({ min: 0, max: 20 }),
});

describe("countPoint", () => {
  test("the value is the count, over the included samples", () => {
    expect(countPoint(2, 4)).toMatchObject({ value: 2, numerator: 2, denominator: 4, unit: "count", pointState: "complete" });
  });

  test("no included sample: the value stays 0 but the state is no_data", () => {
    const p = countPoint(0, 0, [{ reason: "analysis_failed", count: 2 }]);
    expect(p.value).toBe(0);
    expect(p.pointState).toBe("no_data");
    expect(p.complete).toBe(false);
  });

  test("a count above the included samples is a RangeError", () => {
    expect(() => countPoint(3, 2)).toThrow(/^countPoint: count must be at most included \(2\), got 3$/);
  });
});

describe("pointWithDenominator", () => {
  const base = countPoint(2, 4, [{ reason: "analysis_failed", count: 1 }]);

  test("keeps the samples of its base and takes its own numerator and denominator", () => {
    const p = pointWithDenominator(base, 2, 5, { scale: 100 });
    expect(p).toMatchObject({ value: 40, numerator: 2, denominator: 5, planned: 5, included: 4, failed: 1, complete: false, pointState: "partial", unit: "percent" });
    expect(p.exclusions).toEqual(base.exclusions);
  });

  test("the denominator cannot be recomputed from the included samples", () => {
    const p = pointWithDenominator(base, 2, 5, { scale: 100 });
    expect(p.denominator).not.toBe(p.included);
  });

  test("a zero denominator gives null and no_data even when samples were included", () => {
    const p = pointWithDenominator(countPoint(0, 3), 0, 0, { scale: 100 });
    expect(p.value).toBeNull();
    expect(p.pointState).toBe("no_data");
    expect(p.included).toBe(3);
  });

  test("a numerator above a positive denominator is a RangeError", () => {
    expect(() => pointWithDenominator(base, 6, 5)).toThrow(/^pointWithDenominator: numerator must be at most denominator \(5\), got 6$/);
  });
});

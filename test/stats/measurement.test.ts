/**
 * A measurement point carries its value, numerator, denominator and exclusions, and — in full form — the samples it
 * was planned on, how many entered and failed, and its state; null is not zero.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { exclusionsByReason, measurement, mergeExclusions } from "../../lib/src";
import { assemblePoint, pointStateOf, ratioOptions } from "../../lib/src/stats/measurement";
import { expectPointInvariants } from "./pointInvariants";

const exclusionArb = fc.record({
  reason: fc.constantFrom("no write calls", "reward missing", "analysis_failed"),
  count: fc.integer({ min: 0, max: 20 }),
});

describe("measurement", () => {
  test("value = numerator / denominator, with both kept, in full form", () => {
    expect(measurement(3, 4)).toEqual({
      value: 0.75,
      numerator: 3,
      denominator: 4,
      exclusions: [],
      planned: 4,
      included: 4,
      failed: 0,
      complete: true,
      pointState: "complete",
      unit: "fraction",
    });
  });

  test("planned = included + Σ excluded, and the point is partial when something was left out", () => {
    const p = measurement(1, 4, [{ reason: "no write calls", count: 2, ids: ["a", "b"] }]);
    expect(p).toMatchObject({ value: 0.25, planned: 6, included: 4, failed: 2, complete: false, pointState: "partial" });
  });

  test("a 0 over a valid denominator is a real 0, complete when nothing failed", () => {
    const p = measurement(0, 3);
    expect(p.value).toBe(0);
    expect(p.pointState).toBe("complete");
    expect(p.complete).toBe(true);
  });

  test("no denominator: value null and no_data — never 0 — and not complete even with nothing failed", () => {
    const none = measurement(0, 0);
    expect([none.value, none.pointState, none.complete, none.planned]).toEqual([null, "no_data", false, 0]);
    const allFailed = measurement(0, 0, [{ reason: "offline_not_applicable", count: 3 }], { scale: 100 });
    expect([allFailed.value, allFailed.pointState, allFailed.planned, allFailed.failed]).toEqual([null, "no_data", 3, 3]);
  });

  test("a denominator that is not a count of the excluded units carries `included` explicitly; the value is untouched", () => {
    // GD^stock pooled: 4 drift writes of 12 write moments, over 5 included conversations and 1 excluded one
    const p = measurement(4, 12, [{ reason: "no write calls", count: 1 }], { included: 5 });
    expect(p).toMatchObject({ value: 4 / 12, denominator: 12, included: 5, planned: 6, failed: 1, pointState: "partial" });
    // included > 0 over a zero denominator is a point with samples but nothing to divide by (cost per success, no success)
    expect(measurement(0, 0, [], { included: 3 })).toMatchObject({ value: null, pointState: "no_data", planned: 3, complete: true });
  });

  test("scale and unit: a percent is 100 × numerator / denominator; the default unit follows the scale", () => {
    expect(measurement(3, 4, [], { scale: 100 })).toMatchObject({ value: 75, unit: "percent" });
    expect(measurement(1, 2).unit).toBe("fraction");
    expect(measurement(7, 2, [], { unit: "mean" })).toMatchObject({ value: 3.5, unit: "mean" });
  });

  test("the value is exactly numerator / denominator for scale 1 (no figure moves under the full point)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        expect(measurement(n, d).value).toBe(n / d);
        expect(measurement(n / 3, d, [], { included: 1 }).value).toBe(n / 3 / d);
      }),
    );
  });

  test("exclusions are copied: changing a point's list does not change the caller's", () => {
    const input = [{ reason: "b", count: 2, ids: ["x", "y"] }];
    const p = measurement(1, 1, input);
    p.exclusions[0].ids!.push("z");
    expect(input[0].ids).toEqual(["x", "y"]);
  });

  test("property: the point invariants hold for any counts and exclusions", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.array(exclusionArb, { maxLength: 4 }), (d, exclusions) => {
        const p = measurement(Math.floor(d / 2), d, exclusions);
        const failed = exclusions.reduce((s, e) => s + e.count, 0);
        expect(p.failed).toBe(failed);
        expect(p.planned).toBe(d + failed);
        expectPointInvariants(p, "measurement");
      }),
    );
  });

  test("a zero denominator gives value null, never 0", () => {
    const p = measurement(0, 0, [{ reason: "no write calls", count: 2 }]);
    expect(p.value).toBeNull();
    expect(p.exclusions).toEqual([{ reason: "no write calls", count: 2 }]);
  });

  test("exclusions with a zero count are dropped; others are kept in order", () => {
    const p = measurement(1, 2, [
      { reason: "a", count: 0 },
      { reason: "b", count: 1 },
      { reason: "c", count: 3 },
    ]);
    expect(p.exclusions.map((e) => e.reason)).toEqual(["b", "c"]);
  });

  test("bad arguments are RangeErrors in the error grammar", () => {
    expect(() => measurement(Number.NaN, 1)).toThrow(/^measurement: numerator must be a finite number, got NaN$/);
    expect(() => measurement(1, -1)).toThrow(/^measurement: denominator must be a non-negative finite number, got -1$/);
    expect(() => measurement(1, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => measurement(0.5, 2.5)).toThrow(/^measurement: options.included must be given when the denominator is not a count, got denominator 2.5$/);
    expect(() => measurement(1, 2, [], { included: 1.5 })).toThrow(/^measurement: options.included must be a non-negative integer, got 1.5$/);
    expect(() => measurement(1, 2, [], { included: 0 })).toThrow(/^measurement: options.included must be positive when the denominator is positive/);
    expect(() => measurement(1, 2, [{ reason: "r", count: 1.5 }])).toThrow(/^measurement: exclusions\[0\]\.count must be a non-negative integer, got 1.5$/);
    expect(() => measurement(1, 2, [], { scale: 0 })).toThrow(/^measurement: options.scale must be a positive finite number, got 0$/);
  });

  test("property: value × denominator = numerator whenever the denominator is positive", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const p = measurement(n, d);
        expect(p.value).not.toBeNull();
        expect(Math.abs((p.value as number) * d - n)).toBeLessThanOrEqual(1e-9 * Math.max(1, n));
      }),
    );
  });
});

describe("pointStateOf", () => {
  test("a zero denominator is no_data whatever was planned", () => {
    expect(pointStateOf(0, 0, 0)).toBe("no_data");
    expect(pointStateOf(0, 5, 5)).toBe("no_data");
  });
  test("a positive denominator is complete when nothing failed, else partial", () => {
    expect(pointStateOf(3, 3, 0)).toBe("complete");
    expect(pointStateOf(3, 4, 1)).toBe("partial");
  });
});

describe("assemblePoint", () => {
  test("planned, failed, complete and state follow from the exclusions and the included samples", () => {
    const p = assemblePoint("f", 0.5, 1, 2, [{ reason: "a", count: 0 }, { reason: "b", count: 2, ids: ["x", "y"] }], 2, "fraction");
    expect(p).toEqual({
      value: 0.5,
      numerator: 1,
      denominator: 2,
      exclusions: [{ reason: "b", count: 2, ids: ["x", "y"] }],
      planned: 4,
      included: 2,
      failed: 2,
      complete: false,
      pointState: "partial",
      unit: "fraction",
    });
  });

  test("an exclusion count that is not a non-negative integer is a RangeError naming the constructor", () => {
    expect(() => assemblePoint("countPoint", 0, 0, 0, [{ reason: "r", count: -1 }], 0, "count")).toThrow(/^countPoint: exclusions\[0\]\.count must be a non-negative integer, got -1$/);
  });

  test("property: every assembled point keeps the invariants", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.array(exclusionArb, { maxLength: 4 }), (included, exclusions) => {
        const n = Math.floor(included / 3);
        expectPointInvariants(assemblePoint("f", included === 0 ? null : n / included, n, included, exclusions, included, "fraction"), "assemblePoint");
      }),
    );
  });
});

describe("ratioOptions", () => {
  test("scale 1 and fraction by default; percent for scale 100; a bad scale is a RangeError", () => {
    expect(ratioOptions("f", {})).toEqual({ scale: 1, unit: "fraction" });
    expect(ratioOptions("f", { scale: 100 })).toEqual({ scale: 100, unit: "percent" });
    expect(() => ratioOptions("f", { scale: -1 })).toThrow(/^f: options.scale must be a positive finite number, got -1$/);
  });
});

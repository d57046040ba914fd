/**
 * The full measurement point (docs/definitions/measurement-points.md): planned, included, failed, value, complete,
 * pointState — and lifting today's MeasurementPoint into it changes no figure.
 */
import * as path from "path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  analyzeDrift,
  countPoint,
  describePoint,
  liftMeasurementPoint,
  loadRun,
  loopRatio,
  measurement,
  metricPoint,
  pointCells,
  pointDisplayValue,
  pointWithDenominator,
  type MeasurementPoint,
} from "../../lib/src";
import { pointStateOf } from "../../lib/src/stats/point";

const exclusionArb = fc.record({
  reason: fc.constantFrom("no write calls", "reward missing", "analysis_failed"),
  count: fc.integer({ min: 0, max: 20 }),
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

describe("metricPoint", () => {
  test("value = scale × numerator / included, with planned = included + failed", () => {
    const p = metricPoint(3, 4, [{ reason: "analysis_failed", count: 1, ids: ["d3"] }], { scale: 100 });
    expect(p).toEqual({
      value: 75,
      numerator: 3,
      denominator: 4,
      exclusions: [{ reason: "analysis_failed", count: 1, ids: ["d3"] }],
      planned: 5,
      included: 4,
      failed: 1,
      complete: false,
      pointState: "partial",
      unit: "percent",
    });
  });

  test("a 0 over a valid denominator is a real 0, complete when nothing failed", () => {
    const p = metricPoint(0, 3, [], { scale: 100 });
    expect(p.value).toBe(0);
    expect(p.pointState).toBe("complete");
    expect(p.complete).toBe(true);
  });

  test("no included sample gives value null and no_data — never 0 — and is not complete even with 0 failed", () => {
    const none = metricPoint(0, 0);
    expect(none.value).toBeNull();
    expect(none.pointState).toBe("no_data");
    expect(none.complete).toBe(false); // planned = 0
    const allFailed = metricPoint(0, 0, [{ reason: "offline_not_applicable", count: 3 }], { scale: 100 });
    expect(allFailed.value).toBeNull();
    expect(allFailed.planned).toBe(3);
    expect(allFailed.failed).toBe(3);
  });

  test("the default unit follows the scale", () => {
    expect(metricPoint(1, 2).unit).toBe("fraction");
    expect(metricPoint(1, 2, [], { scale: 100 }).unit).toBe("percent");
  });

  test("exclusions with count 0 are dropped, and the input list is not shared", () => {
    const input = [{ reason: "a", count: 0 }, { reason: "b", count: 2, ids: ["x", "y"] }];
    const p = metricPoint(1, 1, input);
    expect(p.exclusions).toEqual([{ reason: "b", count: 2, ids: ["x", "y"] }]);
    p.exclusions[0].ids!.push("z");
    expect(input[1].ids).toEqual(["x", "y"]);
  });

  test("bad arguments are RangeErrors in the error grammar", () => {
    expect(() => metricPoint(-1, 2)).toThrow(/^metricPoint: numerator must be a non-negative finite number, got -1$/);
    expect(() => metricPoint(1, 2.5)).toThrow(/^metricPoint: included must be a non-negative integer, got 2.5$/);
    expect(() => metricPoint(Number.NaN, 2)).toThrow(/got NaN$/);
    expect(() => metricPoint(1, 2, [{ reason: "r", count: 1.5 }])).toThrow(/^metricPoint: exclusions\[0\]\.count must be a non-negative integer/);
    expect(() => metricPoint(1, 2, [], { scale: 0 })).toThrow(/^metricPoint: options.scale must be a positive finite number, got 0$/);
  });

  test("property: planned = included + failed, failed = Σ counts, complete ⇔ planned > 0 and failed = 0", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.array(exclusionArb, { maxLength: 4 }), (included, exclusions) => {
        const p = metricPoint(Math.floor(included / 2), included, exclusions, { scale: 100 });
        const failed = exclusions.reduce((s, e) => s + e.count, 0);
        expect(p.failed).toBe(failed);
        expect(p.planned).toBe(included + failed);
        expect(p.complete).toBe(p.planned > 0 && failed === 0);
        expect(p.pointState).toBe(included === 0 ? "no_data" : failed === 0 ? "complete" : "partial");
        expect(p.value === null).toBe(included === 0);
      }),
    );
  });
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

describe("liftMeasurementPoint", () => {
  const keptExactly = (p: MeasurementPoint) => {
    const lifted = liftMeasurementPoint(p);
    expect(lifted.value).toBe(p.value); // the same number, not a recomputation
    expect(lifted.numerator).toBe(p.numerator);
    expect(lifted.denominator).toBe(p.denominator);
    expect(lifted.exclusions).toEqual(p.exclusions);
    return lifted;
  };

  test("keeps value, numerator, denominator and exclusions; planned = denominator + Σ excluded", () => {
    const p = measurement(1, 4, [{ reason: "no write calls", count: 2, ids: ["a", "b"] }]);
    const lifted = keptExactly(p);
    expect(lifted).toMatchObject({ planned: 6, included: 4, failed: 2, complete: false, pointState: "partial", unit: "fraction" });
  });

  test("a point with denominator 0 lifts to no_data with value null", () => {
    expect(keptExactly(measurement(0, 0, [{ reason: "no write calls", count: 3 }]))).toMatchObject({ value: null, pointState: "no_data", planned: 3 });
  });

  test("property: lifting any measurement point keeps its four fields exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), fc.array(exclusionArb, { maxLength: 4 }), (n, d, ex) => {
        keptExactly(measurement(Math.min(n, d), d, ex));
      }),
    );
  });

  test("lifting today's drift and loop-ratio points changes no figure (the example τ² export)", () => {
    const report = analyzeDrift(loadRun(path.join(__dirname, "..", "..", "data", "examples", "tau2_retail_examples.json")));
    const all = report.overall.all;
    // stockPooled is over write moments while its exclusions count conversations: lift with the included conversations
    const pooled = liftMeasurementPoint(all.stockPooled, { included: all.conversations });
    expect(pooled.value).toBe(all.stockPooled.value);
    expect(pooled.denominator).toBe(all.writeMoments);
    expect(pooled.included).toBe(all.conversations);
    expect(pooled.planned).toBe(report.run.conversations); // 5 included + 1 excluded ("no write calls")
    expect(pooled.failed).toBe(1);
    keptExactly(all.stockFinalMean);
    keptExactly(report.noSelfHealing.overall.mixedShare);
    keptExactly(report.dataQuality.flaggedShare);
    keptExactly(loopRatio([{ observations: ["A", "A", "A"], actions: ["w", "w", "w"] }]));
  });

  test("a denominator that is not a count needs options.included", () => {
    const mean = { value: 0.25, numerator: 0.5, denominator: 2.5, exclusions: [] };
    expect(() => liftMeasurementPoint(mean)).toThrow(/^liftMeasurementPoint: options.included must be given when the denominator is not a count/);
    expect(liftMeasurementPoint(mean, { included: 2 }).planned).toBe(2);
    expect(() => liftMeasurementPoint(measurement(1, 2), { included: 0 })).toThrow(/options.included must be positive/);
  });
});

describe("pointDisplayValue, describePoint and pointCells", () => {
  test("a no_data count point shows as missing, not as an observed 0", () => {
    expect(pointDisplayValue(countPoint(0, 0))).toBeNull();
    expect(pointDisplayValue(countPoint(0, 2))).toBe(0);
    expect(describePoint(countPoint(0, 0))).toBe("— (0/0) no_data");
  });

  test("a partial point states how many of how many failed, by reason", () => {
    const p = metricPoint(1, 3, [{ reason: "offline_not_applicable", count: 2 }, { reason: "analysis_failed", count: 1 }], { scale: 100 });
    expect(describePoint(p)).toBe("33.3 % (1/3) partial: 3 of 6 failed (offline_not_applicable: 2, analysis_failed: 1)");
    expect(describePoint(metricPoint(1, 1, [], { scale: 100 }))).toBe("100.0 % (1/1) complete");
    expect(describePoint(pointWithDenominator(countPoint(1, 1), 1, 1, { scale: 1, unit: "percentage_points" }), 2)).toBe("1.00 pp (1/1) complete");
  });

  test("pointCells flattens a point for a table", () => {
    expect(pointCells(metricPoint(1, 4, [{ reason: "x", count: 1 }], { scale: 100 }))).toEqual({
      value: 25,
      numerator: 1,
      denominator: 4,
      planned: 5,
      failed: 1,
      state: "partial",
    });
  });
});

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

describe("every family builds the one point (no figure moves)", () => {
  test("the drift, self-healing, data-quality, agreement and loop-ratio points of the example τ² export, in full form", () => {
    const report = analyzeDrift(loadRun(path.join(__dirname, "..", "..", "data", "examples", "tau2_retail_examples.json")));
    const all = report.overall.all;
    // stockPooled is over write moments while its exclusions count conversations: its samples are conversations
    expect(all.stockPooled).toMatchObject({ value: 4 / 12, numerator: 4, denominator: all.writeMoments, included: all.conversations, failed: 1 });
    expect(all.stockPooled.planned).toBe(report.run.conversations); // 5 included + 1 excluded ("no write calls")
    expect(all.stockFinalMean).toMatchObject({ denominator: 5, included: 5, planned: 6, pointState: "partial" });
    expect(report.noSelfHealing.overall.mixedShare).toMatchObject({ value: 0.4, planned: 6, pointState: "partial" });
    expect(report.dataQuality.flaggedShare.pointState).toBe(report.dataQuality.flaggedShare.failed === 0 ? "complete" : "partial");
    expect(report.officialAgreement.agreement).toMatchObject({ value: 1, denominator: 16, included: 5, planned: 6 });
    expect(loopRatio([{ observations: ["A", "A", "A"], actions: ["w", "w", "w"] }, { observations: [], actions: [] }])).toMatchObject({
      value: 2 / 3,
      denominator: 3,
      included: 1,
      planned: 2,
      pointState: "partial",
    });
  });
});

describe("pointDisplayValue, describePoint and pointCells", () => {
  test("a no_data count point shows as missing, not as an observed 0", () => {
    expect(pointDisplayValue(countPoint(0, 0))).toBeNull();
    expect(pointDisplayValue(countPoint(0, 2))).toBe(0);
    expect(describePoint(countPoint(0, 0))).toBe("— (0/0) no data");
  });

  test("a partial point states how many of how many failed, by reason", () => {
    const p = measurement(1, 3, [{ reason: "offline_not_applicable", count: 2 }, { reason: "analysis_failed", count: 1 }], { scale: 100 });
    expect(describePoint(p)).toBe("33.3 % (1/3) partial: 3 of 6 left out (offline_not_applicable: 2, analysis_failed: 1)");
    expect(describePoint(measurement(1, 1, [], { scale: 100 }))).toBe("100.0 % (1/1) complete");
    expect(describePoint(pointWithDenominator(countPoint(1, 1), 1, 1, { scale: 1, unit: "percentage_points" }), 2)).toBe("1.00 pp (1/1) complete");
  });

  test("a point with no data whose samples all failed says so: null, never 0", () => {
    expect(describePoint(measurement(0, 0, [{ reason: "offline_not_applicable", count: 3 }], { scale: 100 }))).toBe("— (0/0) no data: 3 of 3 left out (offline_not_applicable: 3)");
  });

  test("describePointState: the state in words, with what failed", () => {
    expect(describePointState(measurement(4, 11, [{ reason: "no write calls", count: 1 }]))).toBe("partial: 1 of 12 left out");
    expect(describePointState(measurement(0, 0))).toBe("no data");
    expect(describePointState(measurement(0, 0, [{ reason: "r", count: 2 }]))).toBe("no data: 2 of 2 left out");
    expect(describePointState(measurement(4, 11))).toBe("complete");
  });

  test("formatPointText: the state always, unless complete, or never; reasons and unit suffix on request", () => {
    const p = measurement(4, 11, [{ reason: "no write calls", count: 1 }]);
    const o = { decimals: 3, reasons: false, unitSuffix: false } as const;
    expect(formatPointText(p, { ...o, state: "unless-complete" })).toBe("0.364 (4/11) partial: 1 of 12 left out");
    expect(formatPointText(p, { ...o, state: "never" })).toBe("0.364 (4/11)");
    expect(formatPointText(measurement(4, 11), { ...o, state: "unless-complete" })).toBe("0.364 (4/11)");
    expect(formatPointText(measurement(4, 11), { ...o, state: "always" })).toBe("0.364 (4/11) complete");
    expect(formatPointText(measurement(11 / 3, 12, [], { included: 5 }), { ...o, state: "never" })).toBe("0.306 (3.667/12)");
  });

  test("countText: integers as is, sums of fractions with up to 3 decimals", () => {
    expect([countText(4), countText(5 / 6), countText(1.5)]).toEqual(["4", "0.833", "1.5"]);
  });

  test("pointCells flattens a point for a table", () => {
    expect(pointCells(measurement(1, 4, [{ reason: "x", count: 1 }], { scale: 100 }))).toEqual({
      value: 25,
      numerator: 1,
      denominator: 4,
      planned: 5,
      "left out": 1,
      state: "partial",
    });
  });

  test("the state text calls excluded samples \"left out\", never \"failed\" (they are not task failures)", () => {
    const p = measurement(24, 49, [{ reason: "infrastructure_error", count: 1 }]);
    expect(describePointState(p)).toBe("partial: 1 of 50 left out");
    expect(describePoint(p)).not.toMatch(/failed/);
    expect(pointCells(p)).not.toHaveProperty("failed");
  });
});

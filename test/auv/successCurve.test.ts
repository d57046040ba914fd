import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { successCurve, successRate } from "../../lib/src";

import { stepsAndHorizon } from "./helpers";

describe("successCurve P_t", () => {
  it("is the share of ALL tasks solved within t steps, starting at P_0 = 0", () => {
    expect(successCurve([1, 3, null, 2], 4)).toEqual([0, 0.25, 0.5, 0.75, 0.75]);
  });
  it("leaves tasks solved after tMax out of the curve but in the denominator", () => {
    expect(successCurve([2, 25], 20)!.at(-1)).toBe(0.5);
  });
  it("has tMax + 1 points, is non-decreasing and ends at SR", () => {
    fc.assert(
      fc.property(stepsAndHorizon, ([H, steps]) => {
        const c = successCurve(steps, H)!;
        expect(c).toHaveLength(H + 1);
        expect(c[0]).toBe(0);
        for (let t = 1; t <= H; t++) expect(c[t]).toBeGreaterThanOrEqual(c[t - 1]);
        expect(c[H]).toBe(successRate(steps, H).value);
      }),
    );
  });
  it("over no tasks is not measured: null, never a throw and never 0", () => {
    expect(successCurve([], 5)).toBeNull();
  });
  it("rejects bad inputs", () => {
    expect(() => successCurve([1], 0)).toThrow(/tMax/);
    expect(() => successCurve([1], 2.5)).toThrow(/tMax/);
    expect(() => successCurve([0], 5)).toThrow(/successSteps\[0\]/);
    expect(() => successCurve([1, 2.5], 5)).toThrow(/successSteps\[1\]/);
    expect(() => successCurve([-1], 5)).toThrow(RangeError);
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { auv, auvContributions, auvFromSteps, auvLemma1, auvPerTask, auvUpperBound, successCurve, successIndicators, successRate } from "../../lib/src";

import { stepsAndHorizon } from "./helpers";

describe("AUV: three forms", () => {
  it("computes the hand example: trapezoids (0.125 + 0.375 + 0.625 + 0.75)/4", () => {
    const curve = [0, 0.25, 0.5, 0.75, 0.75];
    expect(auv(curve)).toBeCloseTo(0.46875, 15);
    expect(auvLemma1(curve)).toBeCloseTo(0.46875, 15);
    expect(auvPerTask([1, 3, null, 2], 4)).toBeCloseTo(0.46875, 15);
    expect(auvContributions([1, 3, null, 2], 4)).toEqual([0.875, 0.375, 0, 0.625]);
  });
  it("trapezoid, Lemma 1 and per-task forms agree on every step list", () => {
    fc.assert(
      fc.property(stepsAndHorizon, ([H, steps]) => {
        const c = successCurve(steps, H)!;
        const a = auv(c);
        expect(auvLemma1(c)).toBeCloseTo(a, 12);
        expect(auvPerTask(steps, H)).toBeCloseTo(a, 12);
        expect(auvFromSteps(steps, H)).toBe(a);
      }),
    );
  });
  it("trapezoid and Lemma 1 agree on arbitrary curves (P_0 ≠ 0 included)", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 2, maxLength: 50 }), (curve) => {
        expect(auvLemma1(curve)).toBeCloseTo(auv(curve), 10);
      }),
    );
  });
  it("AUV ≤ SR·(H − 0.5)/H, with equality when every solved task is solved at step 1", () => {
    fc.assert(
      fc.property(stepsAndHorizon, ([H, steps]) => {
        const sr = successRate(steps, H).value!;
        expect(auvFromSteps(steps, H)).toBeLessThanOrEqual(auvUpperBound(sr, H) + 1e-12);
        expect(auvFromSteps(steps, H)).toBeGreaterThanOrEqual(0);
      }),
    );
    expect(auvFromSteps([1, 1, null], 20)).toBeCloseTo(auvUpperBound(2 / 3, 20), 15);
    expect(auvUpperBound(1, 20)).toBe(0.975);
  });
  it("moving one gain earlier raises AUV and leaves SR unchanged", () => {
    const late = [5, 10, null];
    const early = [2, 10, null];
    expect(successRate(early, 10).value).toBe(successRate(late, 10).value);
    expect(auvFromSteps(early, 10)).toBeGreaterThan(auvFromSteps(late, 10)!);
    // by exactly the weight difference (w(1) − w(4))/(H·N) = 3/30
    expect(auvFromSteps(early, 10)! - auvFromSteps(late, 10)!).toBeCloseTo(3 / 30, 15);
  });
  it("a task solved exactly at H contributes 0.5/H; one solved after H contributes 0", () => {
    expect(auvContributions([20, 21], 20)).toEqual([0.5 / 20, 0]);
    expect(successIndicators([20, 21, null], 20)).toEqual([1, 0, 0]);
  });
  it("rejects curves with fewer than two points or non-finite values", () => {
    expect(() => auv([0])).toThrow(RangeError);
    expect(() => auv([0, NaN])).toThrow(/curve\[1\]/);
    expect(() => auvLemma1([])).toThrow(RangeError);
    expect(() => auvUpperBound(NaN, 3)).toThrow(RangeError);
  });
  it("no tasks is not measured: SR, AUV and the per-task AUV are null (never a throw, never 0)", () => {
    expect(auvPerTask([], 3)).toBeNull();
    expect(auvFromSteps([], 3)).toBeNull();
    expect(successRate([], 3)).toMatchObject({ value: null, numerator: 0, denominator: 0, pointState: "no_data" });
    expect(auvContributions([], 3)).toEqual([]);
    expect(successIndicators([], 3)).toEqual([]);
  });
});

describe("successRate", () => {
  it("is a measurement point over the tasks: solved within t_max / all tasks, unsolved and late tasks in the denominator", () => {
    expect(successRate([1, 3, null, 25], 20)).toEqual({
      value: 0.5,
      numerator: 2,
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
  it("a real 0 over tasks is 0 and complete; over no task it is null and no_data", () => {
    expect(successRate([null, null], 5)).toMatchObject({ value: 0, pointState: "complete" });
    expect(successRate([], 5)).toMatchObject({ value: null, pointState: "no_data", planned: 0 });
  });
  it("names itself in its argument errors", () => {
    expect(() => successRate([1], 0)).toThrow(/^successRate: tMax must be an integer ≥ 1, got 0$/);
    expect(() => successRate([0], 3)).toThrow(/^successRate: successSteps\[0\] must be an integer ≥ 1 or null, got 0$/);
  });
});

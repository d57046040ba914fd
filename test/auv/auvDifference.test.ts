import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { auv, auvDifferenceByGainStep, runningAuvDifference, stepGains, successCurve } from "../../lib/src";

const curvePair = fc.integer({ min: 1, max: 30 }).chain((H) => {
  const steps = fc.array(fc.option(fc.integer({ min: 1, max: H + 5 }), { nil: null }), { minLength: 1, maxLength: 30 });
  return fc.tuple(fc.constant(H), steps, steps);
});


describe("running AUV difference", () => {
  it("ends at AUV(A) − AUV(B) and starts at 0", () => {
    fc.assert(
      fc.property(curvePair, ([H, a, b]) => {
        const A = successCurve(a, H)!;
        const B = successCurve(b, H)!;
        const d = runningAuvDifference(A, B);
        expect(d).toHaveLength(H + 1);
        expect(d[0]).toBe(0);
        expect(d[H]).toBeCloseTo(auv(A) - auv(B), 12);
        const byGain = auvDifferenceByGainStep(A, B);
        expect(byGain.reduce((s, x) => s + x, 0)).toBeCloseTo(auv(A) - auv(B), 12);
      }),
    );
  });
  it("hand example: A solves at step 1, B at step 2 (H = 2)", () => {
    expect(runningAuvDifference([0, 1, 1], [0, 0, 1])).toEqual([0, 0.25, 0.5]);
    expect(auvDifferenceByGainStep([0, 1, 1], [0, 0, 1])).toEqual([0.75, -0.25]);
    expect(stepGains([0, 0.25, 0.5, 0.75, 0.75])).toEqual([0.25, 0.25, 0.25, 0]);
  });
  it("refuses curves with different horizons", () => {
    expect(() => runningAuvDifference([0, 1], [0, 1, 1])).toThrow(/horizon/);
    expect(() => stepGains([1])).toThrow(RangeError);
  });
  it("validates curves as auv() does (one shared check): too short or non-finite entries name the function and the point", () => {
    expect(() => stepGains([])).toThrow(/stepGains: a curve needs at least 2 points/);
    expect(() => runningAuvDifference([0, NaN], [0, 1])).toThrow(/runningAuvDifference: curve\[1\] is not a finite number/);
    expect(() => auvDifferenceByGainStep([0, 1], [0, Infinity])).toThrow(/auvDifferenceByGainStep: curve\[1\] is not a finite number/);
    expect(() => auv([0, NaN])).toThrow(/auv: curve\[1\] is not a finite number/);
  });
});

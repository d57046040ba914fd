import { describe, expect, it } from "vitest";
import { chooseTMax, plateauStep } from "../../lib/src";

describe("plateau helpers", () => {
  it("no-gain rule: first t after the first gain with k flat steps", () => {
    expect(plateauStep([0, 0.3, 0.5, 0.6, 0.6, 0.6, 0.6], { rule: "no-gain", k: 3 })).toBe(3);
    // a slow start (flat at 0) is not a plateau
    expect(plateauStep([0, 0, 0, 0, 0.4, 0.5, 0.5, 0.5], { rule: "no-gain", k: 2 })).toBe(5);
    expect(plateauStep([0, 0, 0], { rule: "no-gain", k: 1 })).toBeNull();
    expect(plateauStep([0, 0.1, 0.2, 0.3], { rule: "no-gain", k: 1 })).toBeNull();
  });
  it("moving-average rule: mean gain over the window below epsilon", () => {
    const c = [0, 0.4, 0.6, 0.65, 0.66, 0.665, 0.667, 0.667];
    expect(plateauStep(c, { rule: "moving-average", window: 2, epsilon: 0.03 })).toBe(3);
    expect(plateauStep(c, { rule: "moving-average", window: 2, epsilon: 0.0015 })).toBe(5);
    expect(() => plateauStep(c, { rule: "moving-average", window: 0, epsilon: 0.01 })).toThrow(RangeError);
  });
  it("chooseTMax: smallest t by which the given share of curves plateaued", () => {
    const curves = [
      [0, 0.5, 0.6, 0.6, 0.6, 0.6],
      [0, 0.2, 0.4, 0.4, 0.4, 0.4],
      [0, 0.1, 0.2, 0.3, 0.4, 0.5],
    ];
    expect(chooseTMax(curves, { rule: "no-gain", k: 2 }, 0.6)).toEqual({ tMax: 2, plateauSteps: [2, 2, null] });
    expect(chooseTMax(curves, { rule: "no-gain", k: 2 }, 1).tMax).toBeNull();
    expect(chooseTMax([], { rule: "no-gain", k: 2 }).tMax).toBeNull();
  });
});

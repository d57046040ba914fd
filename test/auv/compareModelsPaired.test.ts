import { describe, expect, it } from "vitest";
import { auvFromSteps, compareModelsPaired } from "../../lib/src";

describe("compareModelsPaired", () => {
  it("compares AUV and SR of two models on the same tasks", () => {
    const r = compareModelsPaired([1, 2, null], [3, 2, null], 10);
    expect(r.auv.difference).toBeCloseTo(auvFromSteps([1, 2, null], 10)! - auvFromSteps([3, 2, null], 10)!, 15);
    expect(r.sr.difference).toBe(0);
  });
  it("refuses different task lists", () => {
    expect(() => compareModelsPaired([1], [1, 2], 5)).toThrow(RangeError);
  });
});

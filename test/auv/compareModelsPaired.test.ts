import { describe, expect, it } from "vitest";
import { auvContributions, auvFromSteps, compareModelsPaired, pairedDifference } from "../../lib/src";

describe("compareModelsPaired", () => {
  it("compares AUV and SR of two models on the same tasks", () => {
    const r = compareModelsPaired([1, 2, null], [3, 2, null], 10);
    expect(r.auv.difference).toBeCloseTo(auvFromSteps([1, 2, null], 10)! - auvFromSteps([3, 2, null], 10)!, 15);
    expect(r.sr.difference).toBe(0);
  });
  it("uses the statistics family's paired machinery: the interval is pairedDifference's over the per-task contributions", () => {
    const a = [1, 3, null, 2, 7, null, 1];
    const b = [2, 3, 5, null, 4, 8, 1];
    const r = compareModelsPaired(a, b, 10, { seed: 5, replicates: 300 });
    const d = pairedDifference({ ...auvContributions(a, 10) }, { ...auvContributions(b, 10) }, { seed: 5, replicates: 300 });
    expect([r.auv.difference, r.auv.se, r.auv.interval.lo, r.auv.interval.hi]).toEqual([d.difference.value, d.difference.se, d.difference.interval!.lo, d.difference.interval!.hi]);
  });
  it("the same SR on every task (both solve the same tasks) has no spread: SR interval null with a reason", () => {
    const r = compareModelsPaired([1, null, 2], [3, null, 4], 10);
    expect(r.sr).toMatchObject({ difference: 0, se: null, excludesZero: false });
    expect(r.sr.interval.lo).toBeNull();
    expect(r.sr.reason).toMatch(/^all values equal: no spread observed/);
  });
  it("refuses different task lists", () => {
    expect(() => compareModelsPaired([1], [1, 2], 5)).toThrow(RangeError);
  });
});

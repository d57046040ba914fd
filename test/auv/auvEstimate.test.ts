import { describe, expect, it } from "vitest";
import { auvContributions, auvEstimate, auvFromSteps, bootstrapMeanInterval, successRate } from "../../lib/src";

describe("auvEstimate", () => {
  it("uses the per-task contributions: mean = AUV, SE by hand", () => {
    const steps = [1, 3, null, 2];
    const e = auvEstimate(steps, 4);
    expect(e.auv.mean).toBeCloseTo(auvFromSteps(steps, 4)!, 15);
    const c = [0.875, 0.375, 0, 0.625];
    const m = c.reduce((a, b) => a + b) / 4;
    const sd = Math.sqrt(c.reduce((s, x) => s + (x - m) ** 2, 0) / 3);
    expect(e.auv.se).toBeCloseTo(sd / 2, 12);
    expect(e.sr.mean).toBe(successRate(steps, 4).value);
  });
  it("its interval is the task bootstrap of the contributions (bootstrapMeanInterval: the library's one bootstrap)", () => {
    const steps = [1, 3, null, 2, 6, null, 4, 1];
    const e = auvEstimate(steps, 8, { seed: 2, replicates: 400 });
    expect(e.auv.interval).toEqual(bootstrapMeanInterval(auvContributions(steps, 8), { seed: 2, replicates: 400 }));
    expect(e.auv.interval.lo!).toBeLessThan(e.auv.mean!);
    expect(e.auv.interval.hi!).toBeGreaterThan(e.auv.mean!);
  });
  it("no tasks gives null estimates and null intervals with a reason", () => {
    const e = auvEstimate([], 4);
    expect(e.auv).toMatchObject({ n: 0, mean: null, se: null, reason: "no values" });
    expect(e.auv.interval.lo).toBeNull();
    expect(e.sr.mean).toBeNull();
  });
});

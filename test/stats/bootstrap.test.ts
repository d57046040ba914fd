import { describe, expect, it } from "vitest";
import { quantileSorted } from "simple-statistics";
import { bootstrapMeanInterval, meanStandardError } from "../../lib/src";

describe("bootstrapMeanInterval", () => {
  it("is reproducible for a seed and changes with the seed", () => {
    const v = Array.from({ length: 50 }, (_, i) => (i * 37) % 11);
    const a = bootstrapMeanInterval(v, { seed: 11 });
    expect(bootstrapMeanInterval(v, { seed: 11 })).toEqual(a);
    const b = bootstrapMeanInterval(v, { seed: 12 });
    expect([b.lo, b.hi]).not.toEqual([a.lo, a.hi]);
    expect(a.lo!).toBeLessThanOrEqual(a.estimate!);
    expect(a.hi!).toBeGreaterThanOrEqual(a.estimate!);
  });
  it("has width close to 2·1.96·SE for a large sample", () => {
    const v = Array.from({ length: 400 }, (_, i) => (i % 3 === 0 ? 1 : 0));
    const iv = bootstrapMeanInterval(v, { seed: 5, replicates: 4000 });
    const se = meanStandardError(v).se!;
    expect((iv.hi! - iv.lo!) / (2 * 1.96 * se)).toBeGreaterThan(0.9);
    expect((iv.hi! - iv.lo!) / (2 * 1.96 * se)).toBeLessThan(1.1);
  });
  it("collapses when there is no spread, and rejects bad options", () => {
    expect(bootstrapMeanInterval([0.5, 0.5, 0.5])).toMatchObject({ lo: 0.5, hi: 0.5, estimate: 0.5 });
    expect(() => bootstrapMeanInterval([1], { level: 1 })).toThrow(/level/);
    expect(() => bootstrapMeanInterval([1], { replicates: 0 })).toThrow(/replicates/);
    expect(() => bootstrapMeanInterval([1], { seed: 1.5 })).toThrow(/seed/);
  });
  it("gives a null interval with a reason for no values (never a throw); bad options are still refused", () => {
    expect(bootstrapMeanInterval([], { seed: 3 })).toEqual({ estimate: null, lo: null, hi: null, level: 0.95, replicates: 2000, seed: 3, reason: "no values" });
    expect(() => bootstrapMeanInterval([], { level: 2 })).toThrow(RangeError);
  });
  it("takes its quantiles with simple-statistics' quantileSorted, which interpolates linearly (numpy type 7)", () => {
    expect(quantileSorted([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantileSorted([1, 2, 3, 4], 0)).toBe(1);
    expect(quantileSorted([1, 2, 3, 4], 1)).toBe(4);
    expect(quantileSorted([10, 20], 0.25)).toBe(12.5);
    expect(() => quantileSorted([], 0.5)).toThrow();
  });
});

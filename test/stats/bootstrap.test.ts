import { describe, expect, it } from "vitest";
import { quantileSorted } from "simple-statistics";
import { bootstrapMeanInterval, meanStandardError, mulberry32, taskMean } from "../../lib/src";

/** The definition written out: B resamples, indices ⌊u·n⌋ from Mulberry32(seed), the means, type-7 quantiles. */
function byDefinition(values: number[], replicates: number, seed: number, level: number): [number, number] {
  const u = mulberry32(seed);
  const means: number[] = [];
  for (let r = 0; r < replicates; r++) {
    let s = 0;
    for (let k = 0; k < values.length; k++) s += values[Math.floor(u() * values.length)];
    means.push(s / values.length);
  }
  means.sort((x, y) => x - y);
  const q = (p: number) => {
    const h = (means.length - 1) * p;
    const lo = Math.floor(h);
    return means[lo] + (h - lo) * (means[Math.min(lo + 1, means.length - 1)] - means[lo]);
  };
  return [q((1 - level) / 2), q((1 + level) / 2)];
}

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
  it("is the type-7 percentile interval of the resampled means, resampling as the definition says", () => {
    const v = [0.2, 0.9, 0.4, 0.4, 1, 0, 0.75, 0.3, 0.6];
    for (const [seed, level] of [[1, 0.95], [20260202, 0.9], [7, 0.5]] as const) {
      const iv = bootstrapMeanInterval(v, { seed, level, replicates: 500 });
      const [lo, hi] = byDefinition(v, 500, seed, level);
      expect(iv.lo).toBeCloseTo(lo, 14);
      expect(iv.hi).toBeCloseTo(hi, 14);
    }
  });
  it("is taskMean's percentile interval (one bootstrap for the whole library)", () => {
    const v = [3, 1, 4, 1, 5, 9, 2, 6];
    const m = taskMean(v, { seed: 4, replicates: 300 });
    expect(bootstrapMeanInterval(v, { seed: 4, replicates: 300 })).toMatchObject({ estimate: m.value, lo: m.interval!.lo, hi: m.interval!.hi });
  });
  it("one value, or no spread at all, gives a null interval with a reason (never a zero-width interval)", () => {
    expect(bootstrapMeanInterval([0.5, 0.5, 0.5])).toMatchObject({ estimate: 0.5, lo: null, hi: null });
    expect(bootstrapMeanInterval([0.5, 0.5, 0.5]).reason).toMatch(/^all values equal: no spread observed/);
    expect(bootstrapMeanInterval([0.3])).toMatchObject({ estimate: 0.3, lo: null, hi: null, reason: "one value: no spread" });
  });
  it("rejects bad options in its own name", () => {
    expect(() => bootstrapMeanInterval([1], { level: 1 })).toThrow(/^bootstrapMeanInterval: level must be in \(0, 1\), got 1$/);
    expect(() => bootstrapMeanInterval([1], { replicates: 0 })).toThrow(/^bootstrapMeanInterval: options.replicates must be an integer ≥ 1, got 0$/);
    expect(() => bootstrapMeanInterval([1], { seed: 1.5 })).toThrow(/^bootstrapMeanInterval: options.seed must be an integer, got 1.5$/);
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

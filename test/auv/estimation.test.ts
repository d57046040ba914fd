import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { auvEstimate, meanStandardError } from "../../lib/src/auv/estimation";
import { bootstrapMeanInterval, percentileSorted } from "../../lib/src/auv/bootstrap";
import { mulberry32 } from "../../lib/src/stats/random";
import { compareModelsPaired, independentComparison, pairedComparison } from "../../lib/src/auv/paired";
import { auvFromSteps, successRate } from "../../lib/src/auv/auv";

describe("meanStandardError", () => {
  it("matches the textbook SE computed by hand: sd with n − 1, divided by √n", () => {
    // values 2, 4, 4, 4, 5, 5, 7, 9: mean 5, Σ(x−5)² = 32, sd = √(32/7), se = √(32/7)/√8
    const e = meanStandardError([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(e.mean).toBe(5);
    expect(e.sd).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(e.se).toBeCloseTo(Math.sqrt(32 / 7) / Math.sqrt(8), 12);
  });
  it("gives null sd/se for a single value and refuses no values", () => {
    expect(meanStandardError([0.3])).toEqual({ n: 1, mean: 0.3, sd: null, se: null });
    expect(() => meanStandardError([])).toThrow(RangeError);
    expect(() => meanStandardError([1, NaN])).toThrow(/values\[1\]/);
  });
});

describe("auvEstimate", () => {
  it("uses the per-task contributions: mean = AUV, SE by hand", () => {
    const steps = [1, 3, null, 2];
    const e = auvEstimate(steps, 4);
    expect(e.auv.mean).toBeCloseTo(auvFromSteps(steps, 4), 15);
    const c = [0.875, 0.375, 0, 0.625];
    const m = c.reduce((a, b) => a + b) / 4;
    const sd = Math.sqrt(c.reduce((s, x) => s + (x - m) ** 2, 0) / 3);
    expect(e.auv.se).toBeCloseTo(sd / 2, 12);
    expect(e.sr.mean).toBe(successRate(steps, 4));
  });
});

describe("bootstrapMeanInterval", () => {
  it("is reproducible for a seed and changes with the seed", () => {
    const v = Array.from({ length: 50 }, (_, i) => (i * 37) % 11);
    const a = bootstrapMeanInterval(v, { seed: 11 });
    expect(bootstrapMeanInterval(v, { seed: 11 })).toEqual(a);
    const b = bootstrapMeanInterval(v, { seed: 12 });
    expect([b.lo, b.hi]).not.toEqual([a.lo, a.hi]);
    expect(a.lo).toBeLessThanOrEqual(a.estimate);
    expect(a.hi).toBeGreaterThanOrEqual(a.estimate);
  });
  it("has width close to 2·1.96·SE for a large sample", () => {
    const v = Array.from({ length: 400 }, (_, i) => (i % 3 === 0 ? 1 : 0));
    const iv = bootstrapMeanInterval(v, { seed: 5, replicates: 4000 });
    const se = meanStandardError(v).se!;
    expect((iv.hi - iv.lo) / (2 * 1.96 * se)).toBeGreaterThan(0.9);
    expect((iv.hi - iv.lo) / (2 * 1.96 * se)).toBeLessThan(1.1);
  });
  it("collapses when there is no spread, and rejects bad options", () => {
    expect(bootstrapMeanInterval([0.5, 0.5, 0.5])).toMatchObject({ lo: 0.5, hi: 0.5, estimate: 0.5 });
    expect(() => bootstrapMeanInterval([])).toThrow(RangeError);
    expect(() => bootstrapMeanInterval([1], { level: 1 })).toThrow(/level/);
    expect(() => bootstrapMeanInterval([1], { replicates: 0 })).toThrow(/replicates/);
    expect(() => bootstrapMeanInterval([1], { seed: 1.5 })).toThrow(/seed/);
  });
  it("percentileSorted interpolates linearly (numpy type 7)", () => {
    expect(percentileSorted([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentileSorted([1, 2, 3, 4], 0)).toBe(1);
    expect(percentileSorted([1, 2, 3, 4], 1)).toBe(4);
    expect(percentileSorted([10, 20], 0.25)).toBe(12.5);
    expect(() => percentileSorted([], 0.5)).toThrow(RangeError);
  });
  it("mulberry32 gives uniforms in [0, 1), the same sequence for the same seed", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = mulberry32(seed);
        const b = mulberry32(seed);
        for (let i = 0; i < 5; i++) {
          const u = a();
          expect(u).toBe(b());
          expect(u).toBeGreaterThanOrEqual(0);
          expect(u).toBeLessThan(1);
        }
      }),
    );
  });
});

describe("paired comparison", () => {
  it("takes the SE from the paired differences (n − 1), by hand", () => {
    const a = [1, 1, 0, 1, 0.5];
    const b = [0, 1, 0, 0, 0.5];
    const d = [1, 0, 0, 1, 0];
    const m = 0.4;
    const sd = Math.sqrt(d.reduce((s, x) => s + (x - m) ** 2, 0) / 4);
    const p = pairedComparison(a, b, { seed: 1 });
    expect(p.difference).toBeCloseTo(0.4, 15);
    expect(p.se).toBeCloseTo(sd / Math.sqrt(5), 12);
    expect(p.meanA - p.meanB).toBeCloseTo(p.difference, 15);
  });
  it("paired SE is zero when one model is the other plus a constant per task pattern", () => {
    const a = [0.9, 0.1, 0.5, 0.7];
    const p = pairedComparison(a, a.map((x) => x - 0.05));
    expect(p.se).toBeCloseTo(0, 12);
    expect(p.excludesZero).toBe(true);
  });
  it("a difference inside the noise does not exclude zero", () => {
    const p = pairedComparison([1, 0, 1, 0, 1, 0], [0, 1, 0, 1, 1, 0], { seed: 2 });
    expect(p.difference).toBe(0);
    expect(p.excludesZero).toBe(false);
  });
  it("compares AUV and SR of two models on the same tasks", () => {
    const r = compareModelsPaired([1, 2, null], [3, 2, null], 10);
    expect(r.auv.difference).toBeCloseTo(auvFromSteps([1, 2, null], 10) - auvFromSteps([3, 2, null], 10), 15);
    expect(r.sr.difference).toBe(0);
  });
  it("refuses different task lists", () => {
    expect(() => pairedComparison([1, 2], [1])).toThrow(/same tasks/);
    expect(() => compareModelsPaired([1], [1, 2], 5)).toThrow(RangeError);
    expect(() => pairedComparison([], [])).toThrow(RangeError);
  });
});

describe("independentComparison", () => {
  it("combines the two standard errors in quadrature (by hand)", () => {
    // a: mean 0.75, sd² = 0.25 → se² = 0.0625; b: mean 0.25, same se² → se = √0.125
    const r = independentComparison([1, 0, 1, 1], [0, 0, 1, 0]);
    expect(r.difference).toBe(0.5);
    expect(r.se).toBeCloseTo(Math.sqrt(0.125), 12);
    expect(independentComparison([1], [0, 1]).se).toBeNull();
    expect(() => independentComparison([], [1])).toThrow(RangeError);
  });
});

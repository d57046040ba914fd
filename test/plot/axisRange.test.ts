import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fitRange } from "../../lib/src/plot/axisRange";

describe("fitRange", () => {
  it("spans the data with 5% of the span on each side", () => {
    expect(fitRange([2, 4])).toEqual([1.9, 4.1]);
  });

  it("includes the values of `include` (an axis that starts at 0)", () => {
    expect(fitRange([0.1, 0.3], { include: [0] })).toEqual([-0.015, 0.315]);
  });

  it("clips to the domain before padding: a share that reaches only 0.3 gets an axis to about 0.3, not to 1", () => {
    expect(fitRange([0, 0.3], { domain: [0, 1] })).toEqual([-0.015, 0.315]);
    expect(fitRange([0, 1], { domain: [0, 1] })).toEqual([-0.05, 1.05]);
    expect(fitRange([-5, 0.5], { domain: [0, 1] })).toEqual([-0.025, 0.525]);
  });

  it("ignores null, NaN and infinities; with no finite value gives the domain, else null", () => {
    expect(fitRange([null, Number.NaN, 2, Infinity, 4])).toEqual([1.9, 4.1]);
    expect(fitRange([], { domain: [0, 100] })).toEqual([0, 100]);
    expect(fitRange([null, undefined])).toBeNull();
  });

  it("does not collapse when all values are equal", () => {
    expect(fitRange([3, 3])).toEqual([2.5, 3.5]);
    expect(fitRange([1], { domain: [0, 1] })).toEqual([0.95, 1.05]);
  });

  it("rejects a negative padding and a domain that is not lo < hi", () => {
    expect(() => fitRange([1], { pad: -0.1 })).toThrow(/fitRange: pad must be a non-negative number/);
    expect(() => fitRange([1], { domain: [1, 1] })).toThrow(/fitRange: domain must be two finite numbers lo < hi/);
  });

  it("always contains every finite value clipped to the domain (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1 }), (xs) => {
        const [lo, hi] = fitRange(xs, { domain: [-1000, 1000] })!;
        for (const x of xs) {
          const c = Math.min(1000, Math.max(-1000, x));
          expect(lo).toBeLessThanOrEqual(c + 1e-9);
          expect(hi).toBeGreaterThanOrEqual(c - 1e-9);
        }
        expect(lo).toBeGreaterThanOrEqual(-1000 - 0.05 * 2000 - 1e-9);
        expect(hi).toBeLessThanOrEqual(1000 + 0.05 * 2000 + 1e-9);
      }),
    );
  });
});

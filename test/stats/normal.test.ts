/** Φ and Φ⁻¹ agree with scipy.stats.norm to 12 significant digits, and invert each other. */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { normalCdf, normalQuantile } from "../../lib/src/stats/normal";
import { REF } from "./reference";

describe("normalCdf", () => {
  test("equals scipy.stats.norm.cdf (relative 1e-12)", () => {
    REF.normal.z.forEach((z: number, i: number) => {
      const want = REF.normal.cdf[i];
      expect(Math.abs(normalCdf(z) - want) / want).toBeLessThan(1e-12);
    });
  });
  test("is symmetric: Φ(−z) = 1 − Φ(z)", () => {
    fc.assert(fc.property(fc.double({ min: -6, max: 6, noNaN: true }), (z) => Math.abs(normalCdf(-z) - (1 - normalCdf(z))) < 1e-14));
  });
  test("NaN is a RangeError in the project's grammar", () => {
    expect(() => normalCdf(Number.NaN)).toThrow(/^normalCdf: z must be a number, got NaN$/);
  });
});

describe("normalQuantile", () => {
  test("equals scipy.stats.norm.ppf (1e-12)", () => {
    REF.normal.p.forEach((p: number, i: number) => {
      expect(normalQuantile(p)).toBeCloseTo(REF.normal.ppf[i], 11);
    });
  });
  test("inverts normalCdf", () => {
    fc.assert(fc.property(fc.double({ min: 1e-10, max: 1 - 1e-10, noNaN: true }), (p) => Math.abs(normalCdf(normalQuantile(p)) - p) < 1e-13));
  });
  test("0 and 1 give the infinities; outside [0, 1] is a RangeError", () => {
    expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalQuantile(1)).toBe(Number.POSITIVE_INFINITY);
    expect(() => normalQuantile(1.5)).toThrow(/^normalQuantile: p must be in \[0, 1\], got 1.5$/);
  });
});

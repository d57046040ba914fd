import { describe, expect, test } from "vitest";
import { mcnemarExact } from "../../lib/src";
import { binomialHalfLogTail, binomialTwoSidedHalf, logChoose } from "../../lib/src/stats/mcnemar";
import { REF } from "./reference";
import { REF18 } from "./reference18";

describe("mcnemarExact", () => {
  test("equals statsmodels mcnemar(exact=True) on the reference tables", () => {
    for (const c of REF.mcnemar) expect(mcnemarExact(c.b, c.c).pValue).toBeCloseTo(c.pValue, 12);
  });
  test("exact p and mid-p equal scipy's binomtest and binom (mid-p = 2·[F(k) − f(k)/2])", () => {
    for (const c of REF18.mcnemar) {
      const r = mcnemarExact(c.b, c.c);
      expect(r.pValue).toBeCloseTo(c.pValue, 12);
      expect(r.midP).toBeCloseTo(c.midP, 12);
      expect(r.midP).toBeLessThanOrEqual(r.pValue);
    }
  });
  test("by hand: b = 1, c = 4 → 2·(1 + 5)/32 = 0.375; mid-p 0.375 − 5/32 = 0.21875", () => {
    expect(mcnemarExact(1, 4).pValue).toBeCloseTo(0.375, 15);
    expect(mcnemarExact(1, 4).midP).toBeCloseTo(0.21875, 15);
    expect(binomialTwoSidedHalf(3, 3)).toBeCloseTo(0.25, 15);
    expect(Math.exp(logChoose(6, 3))).toBeCloseTo(20, 10);
    expect(Math.exp(binomialHalfLogTail(1, 4).logPoint)).toBeCloseTo(4 / 16, 15);
  });
  test("the motivating pair b = 0, c = 4: exact p = 0.125 (2/16), not below 0.05", () => {
    expect(mcnemarExact(0, 4).pValue).toBe(0.125);
  });
  test("p stays in (0, 1]: b = 0, c = 2000 is the smallest double, its log10 p the value scipy computes", () => {
    const r = mcnemarExact(REF18.mcnemarTiny.b, REF18.mcnemarTiny.c);
    expect(r.pValue).toBeGreaterThan(0);
    expect(r.midP).toBeGreaterThan(0);
    expect(r.log10P).toBeCloseTo(REF18.mcnemarTiny.log10P, 8);
    expect(r.note).toMatch(/^p below the smallest double: log10 p = -601\.8$/);
    for (const [b, c] of [[0, 1], [7, 7], [300, 0], [1, 1]]) {
      const s = mcnemarExact(b, c);
      expect(s.pValue > 0 && s.pValue <= 1).toBe(true);
      expect(s.midP > 0 && s.midP <= 1).toBe(true);
    }
  });
  test("no discordant task: p = mid-p = 1 with a note", () => {
    expect(mcnemarExact(0, 0)).toEqual({ aOnly: 0, bOnly: 0, discordant: 0, pValue: 1, log10P: 0, midP: 1, note: "no discordant task: nothing to test" });
  });
  test("counts must be integers ≥ 0 (NaN and Infinity too)", () => {
    expect(() => mcnemarExact(-1, 2)).toThrow(/^mcnemarExact: aOnly must be an integer ≥ 0, got -1$/);
    expect(() => mcnemarExact(1, NaN)).toThrow(RangeError);
    expect(() => mcnemarExact(Infinity, 1)).toThrow(RangeError);
  });
});

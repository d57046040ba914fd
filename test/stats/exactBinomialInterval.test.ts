import { describe, expect, test } from "vitest";
import { exactBinomialInterval } from "../../lib/src/stats/exactBinomialInterval";
import { REF18 } from "./reference18";

describe("exactBinomialInterval", () => {
  test("equals the Beta-quantile form of Clopper–Pearson (scipy.stats.beta.ppf)", () => {
    for (const c of REF18.clopperPearson) {
      const r = exactBinomialInterval(c.x, c.n);
      expect(r?.lo).toBeCloseTo(c.lo, 10);
      expect(r?.hi).toBeCloseTo(c.hi, 10);
      expect(r?.method).toBe("exact");
    }
  });
  test("x = 0 gives lo = 0 and x = n gives hi = 1; n = 0 gives null", () => {
    expect(exactBinomialInterval(0, 5)?.lo).toBe(0);
    expect(exactBinomialInterval(5, 5)?.hi).toBe(1);
    expect(exactBinomialInterval(0, 0)).toBeNull();
  });
  test("bad counts are RangeErrors", () => {
    expect(() => exactBinomialInterval(3, 2)).toThrow(/^exactBinomialInterval: successes must be ≤ trials \(2\), got 3$/);
    expect(() => exactBinomialInterval(NaN, 2)).toThrow(RangeError);
    expect(() => exactBinomialInterval(1, 2, 1)).toThrow(RangeError);
  });
});

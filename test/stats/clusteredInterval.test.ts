import { describe, expect, test } from "vitest";
import { clusteredInterval } from "../../lib/src/stats/clusteredInterval";
import { REF18 } from "./reference18";

describe("clusteredInterval", () => {
  test("equals the t (G − 1 df) and logit-scale intervals written out with scipy.stats.t.ppf", () => {
    for (const c of REF18.clusteredInterval) {
      const r = clusteredInterval(c.estimate, c.se, c.clusters, { bounded: c.bounded })!;
      expect(r.lo).toBeCloseTo(c.lo, 10);
      expect(r.hi).toBeCloseTo(c.hi, 10);
      expect(r.method).toBe(c.method);
      expect(r.df).toBe(c.df);
    }
  });
  test("5 tasks, mean 0.8, SE 0.2: the normal interval [0.408, 1.192] passes 1; the share's interval stays inside (0, 1)", () => {
    const r = clusteredInterval(0.8, 0.2, 5, { bounded: true })!;
    expect(r.lo).toBeGreaterThan(0);
    expect(r.hi).toBeLessThan(1);
    // t with 4 df is wider than z on the unbounded scale
    const t = clusteredInterval(0.8, 0.2, 5)!;
    expect(t.hi - t.lo).toBeGreaterThan(2 * 1.959964 * 0.2);
  });
  test("a share at 0 or 1 with a positive SE: the t interval cut to [0, 1], flagged", () => {
    expect(clusteredInterval(1, 0.1, 10, { bounded: true })).toMatchObject({ hi: 1, method: "t", clipped: true, df: 9 });
  });
  test("no zero-width interval: SE 0, one cluster or a null estimate give null", () => {
    expect(clusteredInterval(0.5, 0, 10)).toBeNull();
    expect(clusteredInterval(0.5, 0.1, 1)).toBeNull();
    expect(clusteredInterval(null, 0.1, 10)).toBeNull();
  });
  test("bad arguments are RangeErrors", () => {
    expect(() => clusteredInterval(0.5, -1, 10)).toThrow(/^clusteredInterval: se must be a finite number ≥ 0, got -1$/);
    expect(() => clusteredInterval(0.5, NaN, 10)).toThrow(RangeError);
    expect(() => clusteredInterval(0.5, 0.1, 2.5)).toThrow(RangeError);
  });
});

import { describe, expect, test } from "vitest";
import { studentTCdf, studentTQuantile } from "../../lib/src/stats/studentT";
import { normalQuantile } from "../../lib/src/stats/normal";
import { REF18 } from "./reference18";

describe("studentTQuantile", () => {
  test("equals scipy.stats.t.ppf on the reference grid (df 1 to 200)", () => {
    for (const c of REF18.studentT) expect(studentTQuantile(c.p, c.df)).toBeCloseTo(c.q, 9);
  });
  test("is the inverse of the CDF and symmetric", () => {
    for (const df of [1, 3, 12.5, 40]) {
      expect(studentTCdf(studentTQuantile(0.9, df), df)).toBeCloseTo(0.9, 12);
      expect(studentTQuantile(0.1, df)).toBeCloseTo(-studentTQuantile(0.9, df), 12);
    }
  });
  test("by hand: df = 1 is the Cauchy, t = tan(π(p − ½)); large df tends to the normal", () => {
    expect(studentTQuantile(0.975, 1)).toBeCloseTo(Math.tan(Math.PI * 0.475), 8);
    expect(studentTQuantile(0.975, 1e7)).toBeCloseTo(normalQuantile(0.975), 5);
  });
  test("bad arguments are RangeErrors", () => {
    expect(() => studentTQuantile(1.5, 3)).toThrow(/^studentTQuantile: p must be in \[0, 1\], got 1.5$/);
    expect(() => studentTQuantile(0.5, 0)).toThrow(/^studentTQuantile: df must be a finite number > 0, got 0$/);
    expect(() => studentTCdf(NaN, 3)).toThrow(RangeError);
  });
});

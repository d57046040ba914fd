import { describe, expect, test } from "vitest";
import { wilsonInterval } from "../../lib/src";
import { normalQuantile } from "../../lib/src/stats/normal";
import { REF } from "./reference";

describe("wilsonInterval", () => {
  test("equals statsmodels proportion_confint(method='wilson')", () => {
    for (const c of REF.wilson) {
      const i = wilsonInterval(c.x, c.n)!;
      expect(i.lo).toBeCloseTo(c.lo, 12);
      expect(i.hi).toBeCloseTo(c.hi, 12);
    }
  });
  test("written out: the roots of |p̂ − p| = z √(p(1 − p)/n)", () => {
    const i = wilsonInterval(3, 10)!;
    const z = normalQuantile(0.975);
    for (const p of [i.lo, i.hi]) expect(Math.abs(0.3 - p)).toBeCloseTo(z * Math.sqrt((p * (1 - p)) / 10), 12);
  });
  test("n = 0 → null; x = 0 and x = n touch the bounds, never zero width", () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(wilsonInterval(0, 5)!.lo).toBe(0);
    expect(wilsonInterval(5, 5)!.hi).toBe(1);
    expect(wilsonInterval(5, 5)!.lo).toBeLessThan(1);
    expect(() => wilsonInterval(6, 5)).toThrow(/^wilsonInterval: successes must be ≤ trials \(5\), got 6$/);
  });
});

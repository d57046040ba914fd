import { describe, expect, test } from "vitest";
import { pairedProportionDifference } from "../../lib/src";
import { newcombeBounds } from "../../lib/src/stats/pairedProportionDifference";
import { REF18 } from "./reference18";

const table = (t: number[]) => ({ both: t[0], aOnly: t[1], bOnly: t[2], neither: t[3] });

describe("pairedProportionDifference", () => {
  test("the motivating pair (b = 0, c = 4, n = 38, B succeeds on every task): Newcombe [−0.241, +0.006], exact p = 0.125, not resolved", () => {
    const r = pairedProportionDifference(table([34, 0, 4, 0]));
    expect(r.difference).toBeCloseTo(-4 / 38, 15);
    expect(r.interval?.lo).toBeCloseTo(-0.241, 3);
    expect(r.interval?.hi).toBeCloseTo(0.006, 3);
    expect(r.interval?.method).toBe("newcombe");
    expect(r.test.pValue).toBe(0.125);
    expect(r.resolved).toBe(false);
    expect(r.agreement).toBe(true);
  });
  test("Newcombe's bounds and the exact p equal the Python reference (method 10 written out, scipy binomtest)", () => {
    for (const c of REF18.newcombe) {
      const r = pairedProportionDifference(table(c.table));
      const b = newcombeBounds(table(c.table), 0.95);
      expect(b.lo).toBeCloseTo(c.lo, 12);
      expect(b.hi).toBeCloseTo(c.hi, 12);
      expect(r.test.pValue).toBeCloseTo(c.pValue, 12);
      expect(r.test.midP).toBeCloseTo(c.midP, 12);
    }
  });
  test("over the (b, c, n) grid: resolved is exact p < 0.05, and the interval disagrees exactly where the reference says", () => {
    const disagree = new Set(REF18.grid.disagree.map((t: number[]) => t.join(",")));
    let checked = 0;
    for (const row of REF18.grid.rows) {
      const [a, b, c, d, lo, hi, p] = row;
      const r = pairedProportionDifference(table([a, b, c, d]));
      if (r.interval) {
        expect(r.interval.lo).toBeCloseTo(lo, 12);
        expect(r.interval.hi).toBeCloseTo(hi, 12);
      } else expect(hi - lo).toBeLessThan(1e-12);
      expect(r.test.pValue).toBeCloseTo(p, 12);
      expect(r.resolved).toBe(p < 0.05);
      expect(r.agreement === false).toBe(disagree.has([a, b, c, d].join(",")));
      checked++;
    }
    expect(checked).toBe(REF18.grid.rows.length);
  });
  test("where they disagree, the interval excludes 0 and the exact test does not: resolved is false and the note says so", () => {
    for (const t of REF18.grid.disagree) {
      const r = pairedProportionDifference(table(t));
      expect(r.intervalExcludesZero).toBe(true);
      expect(r.resolved).toBe(false);
      expect(r.note).toMatch(/^Newcombe's 95 % interval excludes 0 but McNemar's exact p = .* not resolved \(resolved follows the exact test\)$/);
    }
    // b = 0, c = 4 with concordant tasks on both sides: Newcombe excludes 0, exact p = 0.125
    expect(REF18.grid.disagree.map((t: number[]) => t.join(","))).toContain("17,0,4,17");
  });
  test("the exact interval of A's share of the discordant tasks excludes 1/2 exactly when exact p < 0.05 (by construction)", () => {
    for (let b = 0; b <= 15; b++)
      for (let c = 0; c <= 15; c++) {
        const r = pairedProportionDifference(table([3, b, c, 3]));
        const ci = r.discordantShare.interval;
        if (b + c === 0) expect(ci).toBeNull();
        else expect((ci!.lo > 0.5 || ci!.hi < 0.5) === r.resolved).toBe(true);
      }
  });
  test("no tasks: every value null with a reason; no discordant task: p = 1, not resolved", () => {
    const e = pairedProportionDifference(table([0, 0, 0, 0]));
    expect([e.difference, e.interval, e.resolved, e.reason]).toEqual([null, null, null, "no tasks"]);
    const z = pairedProportionDifference(table([20, 0, 0, 10]));
    expect(z.test.pValue).toBe(1);
    expect(z.resolved).toBe(false);
    expect(z.discordantShare).toEqual({ value: null, interval: null });
  });
  test("an interval that collapses to a point is null with a reason, never zero-width", () => {
    const r = pairedProportionDifference(table([5, 0, 0, 5]));
    expect(r.interval).toBeNull();
    expect(r.reason).toMatch(/^no spread: Newcombe's interval collapses to a point/);
  });
  test("bad counts and levels are RangeErrors", () => {
    expect(() => pairedProportionDifference(table([1, -1, 0, 0]))).toThrow(/^pairedProportionDifference: table.aOnly must be an integer ≥ 0, got -1$/);
    expect(() => pairedProportionDifference(table([1, NaN, 0, 0]))).toThrow(RangeError);
    expect(() => pairedProportionDifference(table([1, 0, 0, 0]), 0)).toThrow(RangeError);
  });
});

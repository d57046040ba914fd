import { describe, expect, test } from "vitest";
import { roganGladen } from "../../lib/src";
import { REF } from "./reference";

describe("roganGladen", () => {
  test("prevalence and delta-method SE equal the formulas evaluated in Python", () => {
    for (const c of REF.roganGladen) {
      const r = roganGladen(c);
      expect(r.unclipped).toBeCloseTo(c.unclipped, 14);
      expect(r.prevalence).toBeCloseTo(c.prevalence, 14);
      expect(r.se).toBeCloseTo(c.se, 14);
      expect(r.interval).toMatchObject({ level: 0.95, method: "lang-reiczigel" });
      expect(r.interval!.lo).toBeCloseTo(c.interval.lo, 12);
      expect(r.interval!.hi).toBeCloseTo(c.interval.hi, 12);
    }
  });
  test("a judge right on every labelled case (Se = 22/22, Sp = 31/31): no delta-method variance, yet the interval keeps a width", () => {
    const c = REF.roganGladenDegenerate;
    const r = roganGladen(c);
    // p = 10/40 and Se = Sp = 1: π = p, and the delta-method variance p(1 − p)/n is all that is left …
    expect(r.prevalence).toBeCloseTo(0.25, 15);
    // … but the labelled subset's 53 cases are not certainty: the adjusted interval is wider than the judge-only one
    expect(r.interval!.lo).toBeCloseTo(c.interval.lo, 12);
    expect(r.interval!.hi).toBeCloseTo(c.interval.hi, 12);
    const judgeOnlyHalfWidth = 1.959963984540054 * Math.sqrt((0.25 * 0.75) / 40);
    expect(r.se).toBeCloseTo(Math.sqrt((0.25 * 0.75) / 40), 15);
    expect(r.interval!.hi - r.interval!.lo).toBeGreaterThan(2 * judgeOnlyHalfWidth);
  });
  test("every share at 0 or 1: se is null (no variance estimated), the interval is still given", () => {
    const r = roganGladen({ flagged: 0, judged: 30, truePositives: 10, positives: 10, trueNegatives: 20, negatives: 20 });
    expect(r).toMatchObject({ prevalence: 0, se: null, reason: null });
    expect(r.interval!.lo).toBe(0);
    expect(r.interval!.hi).toBeGreaterThan(0);
  });
  test("by hand: p = 0.3, Se = 0.9, Sp = 0.9 → π = (0.3 + 0.9 − 1)/0.8 = 0.25", () => {
    const r = roganGladen({ flagged: 30, judged: 100, truePositives: 18, positives: 20, trueNegatives: 36, negatives: 40 });
    expect(r.prevalence).toBeCloseTo(0.25, 15);
  });
  test("the interval is wider than the judge-only one: the labelled subset's error is carried", () => {
    const small = roganGladen({ flagged: 300, judged: 1000, truePositives: 18, positives: 20, trueNegatives: 36, negatives: 40 });
    const large = roganGladen({ flagged: 300, judged: 1000, truePositives: 1800, positives: 2000, trueNegatives: 3600, negatives: 4000 });
    expect(small.prevalence).toBeCloseTo(large.prevalence as number, 14);
    expect(small.se!).toBeGreaterThan(2 * large.se!);
  });
  test("an apparent share below 1 − Sp is clipped to 0; a judge no better than chance gives null", () => {
    const low = roganGladen({ flagged: 2, judged: 100, truePositives: 9, positives: 10, trueNegatives: 90, negatives: 100 });
    expect(low).toMatchObject({ prevalence: 0, clipped: true });
    expect(low.interval!.lo).toBe(0);
    expect(low.interval!.lo).toBeLessThanOrEqual(low.interval!.hi);
    const high = roganGladen({ flagged: 99, judged: 100, truePositives: 7, positives: 10, trueNegatives: 95, negatives: 100 });
    expect(high).toMatchObject({ prevalence: 1, clipped: true });
    expect(high.interval!.hi).toBe(1);
    expect(high.interval!.lo).toBeLessThanOrEqual(high.interval!.hi);
    expect(roganGladen({ flagged: 2, judged: 100, truePositives: 5, positives: 10, trueNegatives: 50, negatives: 100 }).reason).toBe("judge no better than chance: Se + Sp ≤ 1");
    expect(roganGladen({ flagged: 0, judged: 0, truePositives: 1, positives: 1, trueNegatives: 1, negatives: 1 }).prevalence).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { independentComparison, pairedComparison, pairedDifference } from "../../lib/src";

describe("pairedComparison", () => {
  it("takes the SE from the paired differences (n − 1), by hand", () => {
    const a = [1, 1, 0, 1, 0.5];
    const b = [0, 1, 0, 0, 0.5];
    const d = [1, 0, 0, 1, 0];
    const m = 0.4;
    const sd = Math.sqrt(d.reduce((s, x) => s + (x - m) ** 2, 0) / 4);
    const p = pairedComparison(a, b, { seed: 1 });
    expect(p.difference).toBeCloseTo(0.4, 15);
    expect(p.se).toBeCloseTo(sd / Math.sqrt(5), 12);
    expect(p.meanA! - p.meanB!).toBeCloseTo(p.difference!, 15);
  });
  it("one model being the other plus a constant shows no spread: SE and interval null with a reason, not a certain 0", () => {
    const a = [0.9, 0.1, 0.5, 0.75];
    const p = pairedComparison(a, a.map((x) => x - 0.25));
    expect(p.difference).toBeCloseTo(0.25, 15);
    expect([p.se, p.interval.lo, p.interval.hi, p.excludesZero]).toEqual([null, null, null, false]);
    expect(p.reason).toMatch(/^all values equal: no spread observed/);
  });
  it("is pairedDifference on the tasks 0..n−1: the same difference, SE and interval", () => {
    const a = [1, 0.5, 0, 1, 1, 0.25];
    const b = [0, 0.5, 0, 1, 0.5, 0];
    const p = pairedComparison(a, b, { seed: 9, replicates: 400 });
    const d = pairedDifference({ ...a }, { ...b }, { seed: 9, replicates: 400 });
    expect([p.difference, p.se, p.interval.lo, p.interval.hi]).toEqual([d.difference.value, d.difference.se, d.difference.interval!.lo, d.difference.interval!.hi]);
  });
  it("a difference inside the noise does not exclude zero", () => {
    const p = pairedComparison([1, 0, 1, 0, 1, 0], [0, 1, 0, 1, 1, 0], { seed: 2 });
    expect(p.difference).toBe(0);
    expect(p.excludesZero).toBe(false);
  });
  it("refuses different task lists", () => {
    expect(() => pairedComparison([1, 2], [1])).toThrow(/same tasks/);
    expect(() => pairedComparison([1, 2], [1])).toThrow(RangeError);
  });
  it("no tasks is a result with null quantities and a reason, not an error; one task has no SE", () => {
    const empty = pairedComparison([], []);
    expect(empty).toMatchObject({ n: 0, meanA: null, meanB: null, difference: null, se: null, excludesZero: false, reason: "no tasks" });
    expect(empty.interval.lo).toBeNull();
    const one = pairedComparison([1], [0]);
    expect(one).toMatchObject({ n: 1, difference: 1, se: null, reason: "one task: no spread" });
  });
});

describe("independentComparison", () => {
  it("combines the two standard errors in quadrature (by hand)", () => {
    // a: mean 0.75, sd² = 0.25 → se² = 0.0625; b: mean 0.25, same se² → se = √0.125
    const r = independentComparison([1, 0, 1, 1], [0, 0, 1, 0]);
    expect(r.difference).toBe(0.5);
    expect(r.se).toBeCloseTo(Math.sqrt(0.125), 12);
    expect(independentComparison([1], [0, 1]).se).toBeNull();
  });
  it("an empty side gives null difference and SE with a reason naming it, not an error", () => {
    expect(independentComparison([], [1])).toEqual({ difference: null, se: null, reason: "a: no values; b: one value: no spread" });
  });
});

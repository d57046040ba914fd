/**
 * clusteredRatio: ΣM/ΣN with item, unit and cluster standard errors, checked against the linearisation written
 * out by hand and against statsmodels WLS (cluster and HC1) on committed reference data.
 */
import { describe, expect, test } from "vitest";
import { clusteredRatio } from "../../lib/src";
import { REF } from "./reference";

describe("clusteredRatio", () => {
  test("matches statsmodels WLS of M/N on a constant, weights N: cov_type='cluster' and 'HC1'", () => {
    for (const c of REF.clusteredRatio) {
      const r = clusteredRatio(c.numerators, c.denominators, c.clusters);
      expect(r.value).toBeCloseTo(c.value, 14);
      expect(r.clusteredSe).toBeCloseTo(c.clusteredSe, 12);
      expect(r.naiveSe).toBeCloseTo(c.naiveSe, 12);
      expect(r.itemSe).toBeCloseTo(c.itemSe, 12);
    }
  });
  test("worked by hand: M = (1, 0, 2), N = (2, 1, 2), tasks (a, a, b)", () => {
    // R = 3/5; residuals M − RN = (−0.2, −0.6, 0.8); per task: a = −0.8, b = 0.8
    const r = clusteredRatio([1, 0, 2], [2, 1, 2], ["a", "a", "b"]);
    expect(r.value).toBeCloseTo(0.6, 15);
    expect(r.clusteredSe).toBeCloseTo(Math.sqrt(2 * (0.64 + 0.64)) / 5, 14);
    expect(r.naiveSe).toBeCloseTo(Math.sqrt(1.5 * (0.04 + 0.36 + 0.64)) / 5, 14);
    expect(r.itemSe).toBeCloseTo(Math.sqrt(0.24 / 5), 14);
  });
  test("a zero pooled denominator: value null, never 0", () => {
    expect(clusteredRatio([0, 0], [0, 0], ["a", "b"])).toMatchObject({ value: null, reason: "denominator 0" });
    expect(clusteredRatio([], [], [])).toMatchObject({ value: null, reason: "no units" });
  });
  test("every unit with the same ratio (all-equal): SEs null", () => {
    const r = clusteredRatio([1, 2], [2, 4], ["a", "b"]);
    expect(r.value).toBe(0.5);
    expect(r.clusteredSe).toBeNull();
    expect(r.reason).toMatch(/^no spread/);
  });
  test("every cluster with the same ratio (tasks 1/2 each from a success and a failure): clustered SE null, never 0", () => {
    const r = clusteredRatio([1, 0, 1, 0, 1, 0], [1, 1, 1, 1, 1, 1], ["a", "a", "b", "b", "c", "c"]);
    expect(r.naiveSe).not.toBeNull();
    expect(r.clusteredSe).toBeNull();
    expect(r.reason).toMatch(/^no spread between clusters: every cluster has the same ratio/);
  });
  test("one cluster: clustered SE null with a reason, unit SE kept", () => {
    const r = clusteredRatio([1, 0], [1, 1], ["t", "t"]);
    expect(r.naiveSe).not.toBeNull();
    expect(r.clusteredSe).toBeNull();
    expect(r.reason).toBe("one cluster: no spread between clusters");
  });
  test("a negative denominator is a RangeError", () => {
    expect(() => clusteredRatio([1], [-1], ["a"])).toThrow(/^clusteredRatio: denominators\[0\] must be ≥ 0, got -1$/);
  });
});

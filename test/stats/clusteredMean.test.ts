/**
 * clusteredMean: the cluster-robust SE of a mean, checked (1) against its textbook definition written out as a
 * pairwise sum, V = G/(G−1) · (1/n²) Σ_i Σ_j e_i e_j [g_i = g_j] (as inspect_ai tests its clustered stderr), and
 * (2) against statsmodels' OLS cluster SE on committed reference data.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { clusteredMean } from "../../lib/src";
import { REF } from "./reference";
import { REF18 } from "./reference18";

function pairwiseClusteredSe(y: number[], g: string[]): number {
  const n = y.length;
  const mean = y.reduce((a, b) => a + b, 0) / n;
  const G = new Set(g).size;
  let s = 0;
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (g[i] === g[j]) s += (y[i] - mean) * (y[j] - mean);
  // the double sum can round below 0 when the within-cluster residuals cancel (e.g. +10 and −10 in one task)
  return Math.sqrt(Math.max(0, ((G / (G - 1)) * s) / (n * n)));
}

describe("clusteredMean", () => {
  test("the clustered SE equals the pairwise-sum definition", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.double({ min: -10, max: 10, noNaN: true })), { minLength: 3, maxLength: 40 }),
        (pairs) => {
          const g = pairs.map(([c]) => `t${c}`);
          const y = pairs.map(([, v]) => v);
          const r = clusteredMean(y, g);
          if (r.clusteredSe === null) return r.reason !== null;
          // the pairwise double sum cancels (e_a² + e_b² + 2 e_a e_b): allow its rounding, √(ε Σ y²)/n
          const tol = 1e-6 * Math.sqrt(y.reduce((acc, v) => acc + v * v, 0)) / y.length + 1e-12;
          return Math.abs(r.clusteredSe - pairwiseClusteredSe(y, g)) < tol;
        },
      ),
    );
  });
  test("equals statsmodels OLS cov_type='cluster' and the plain OLS SE on the reference data", () => {
    for (const c of REF.clusteredMean) {
      const r = clusteredMean(c.values, c.clusters);
      expect(r.mean).toBeCloseTo(c.mean, 12);
      expect(r.naiveSe).toBeCloseTo(c.naiveSe, 12);
      expect(r.clusteredSe).toBeCloseTo(c.clusteredSe, 12);
    }
  });
  test("with one unit per cluster the clustered and the naive SE coincide", () => {
    const r = clusteredMean([1, 3, 2, 7], ["a", "b", "c", "d"]);
    expect(r.clusteredSe).toBeCloseTo(r.naiveSe as number, 14);
    expect(r.designEffect).toBeCloseTo(1, 12);
  });
  test("perfectly correlated trials: the clustered variance is k times the naive one (up to the corrections)", () => {
    // 4 tasks × 3 identical trials: n = 12, G = 4
    const y = [1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 0, 0];
    const g = ["a", "a", "a", "b", "b", "b", "c", "c", "c", "d", "d", "d"];
    const r = clusteredMean(y, g);
    // naive: s² = 12/11 · 1/4, V = s²/12; clustered: 4/3 · Σ_g (3·±0.5)² / 144 = 4/3 · 9/144
    expect(r.naiveSe).toBeCloseTo(Math.sqrt((12 / 11) * 0.25 / 12), 14);
    expect(r.clusteredSe).toBeCloseTo(Math.sqrt(((4 / 3) * 9) / 144), 14);
  });
  test("empty input: every quantity null with the reason 'no values'", () => {
    expect(clusteredMean([], [])).toEqual({ n: 0, clusters: 0, mean: null, naiveSe: null, clusteredSe: null, designEffect: null, reason: "no values" });
  });
  test("one cluster: the mean and naive SE stand, the clustered SE is null with a reason", () => {
    const r = clusteredMean([1, 0, 1], ["t", "t", "t"]);
    expect(r.mean).toBeCloseTo(2 / 3, 14);
    expect(r.naiveSe).not.toBeNull();
    expect(r.clusteredSe).toBeNull();
    expect(r.reason).toBe("one cluster: no spread between clusters");
  });
  test("all values equal: SEs null, never 0", () => {
    const r = clusteredMean([1, 1, 1, 1], ["a", "a", "b", "b"]);
    expect(r.mean).toBe(1);
    expect(r.naiveSe).toBeNull();
    expect(r.clusteredSe).toBeNull();
    expect(r.reason).toMatch(/^all values equal/);
  });
  test("10 tasks × 4 trials, each 2/4: no spread between clusters (numpy: between-cluster sum 0), so the clustered SE is null, never 0", () => {
    const z = REF18.zeroBetween;
    expect(z.between).toBe(0);
    const r = clusteredMean(z.values, z.clusters);
    expect(r.mean).toBe(0.5);
    expect(r.naiveSe).toBeCloseTo(z.naiveSe, 14);
    expect(r.clusteredSe).toBeNull();
    expect(r.designEffect).toBeNull();
    expect(r.reason).toBe("no spread between clusters: every cluster has the same mean (a clustered SE of 0 would claim certainty)");
  });
  test("bad input: non-finite values and different lengths are RangeErrors", () => {
    expect(() => clusteredMean([1, Number.NaN], ["a", "b"])).toThrow(/^clusteredMean: values\[1\] must be a finite number, got NaN$/);
    expect(() => clusteredMean([1, 2], ["a"])).toThrow(/^clusteredMean: clusters.length must be values.length \(2\), got 1$/);
  });
});

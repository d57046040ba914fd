/**
 * clusterBootstrap: resamples clusters with the seeded PRNG. The replicates equal those of an independent Python
 * port of the same procedure (reference/make_reference.py), so the resampling itself is checked, not only its
 * summaries.
 */
import { describe, expect, test } from "vitest";
import { clusterBootstrap } from "../../lib/src";
import { REF } from "./reference";

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("clusterBootstrap", () => {
  test("the replicates and jackknife values equal the Python port's (same seed, same draws)", () => {
    for (const c of REF.bootstrap) {
      const units = c.values.map((v: number, i: number) => ({ v, c: c.clusters[i] }));
      const b = clusterBootstrap(units, (u: { c: string }) => u.c, (us: { v: number }[]) => mean(us.map((u) => u.v)), { replicates: c.replicates, seed: c.seed });
      expect(b.estimate).toBeCloseTo(c.estimate, 12);
      b.replicates.slice(0, 5).forEach((r, i) => expect(r).toBeCloseTo(c.firstReplicates[i], 12));
      b.jackknife.forEach((j, i) => expect(j).toBeCloseTo(c.jackknife[i], 12));
    }
  });
  test("a drawn cluster brings all its units: with 2 clusters of values (0,0) and (1,1), every replicate is 0, 0.5 or 1", () => {
    const b = clusterBootstrap([0, 0, 1, 1], (_, i) => (i < 2 ? "a" : "b"), mean, { replicates: 300, seed: 3 });
    expect(new Set(b.replicates)).toEqual(new Set([0, 0.5, 1]));
    expect(b.jackknife).toEqual([1, 0]);
  });
  test("the same seed gives the same replicates; another seed others", () => {
    const run = (seed: number) => clusterBootstrap([1, 2, 3, 4, 5], (_, i) => i, mean, { replicates: 50, seed }).replicates;
    expect(run(5)).toEqual(run(5));
    expect(run(5)).not.toEqual(run(6));
  });
  test("a statistic that is null on a resample is counted in `failed`, not in the replicates", () => {
    const ratio = (us: { m: number; n: number }[]) => {
      const n = us.reduce((s, u) => s + u.n, 0);
      return n === 0 ? null : us.reduce((s, u) => s + u.m, 0) / n;
    };
    const b = clusterBootstrap([{ m: 1, n: 1 }, { m: 0, n: 0 }], (_, i) => i, ratio, { replicates: 400, seed: 2 });
    expect(b.failed).toBeGreaterThan(50);
    expect(b.replicates.length + b.failed).toBe(400);
  });
  test("edges: no units, one cluster, statistic null on the data → no replicates, with a reason", () => {
    expect(clusterBootstrap([], () => "a", mean).reason).toBe("no units");
    expect(clusterBootstrap([1, 2], () => "a", mean)).toMatchObject({ estimate: 1.5, replicates: [], reason: "one cluster: no spread between clusters" });
    expect(clusterBootstrap([1, 2], (_, i) => i, () => null).reason).toBe("statistic not computable on the data");
  });
  test("bad options are RangeErrors", () => {
    expect(() => clusterBootstrap([1], (_, i) => i, mean, { replicates: 0 })).toThrow(/^clusterBootstrap: options.replicates must be an integer ≥ 1, got 0$/);
    expect(() => clusterBootstrap([1], (_, i) => i, mean, { seed: 1.5 })).toThrow(RangeError);
  });
  test("a statistic that gives NaN or Infinity on the data is a RangeError (null means not computable), never NaN with reason null", () => {
    expect(() => clusterBootstrap([1, 2], (_, i) => i, () => NaN)).toThrow(/^clusterBootstrap: statistic\(units\) must be a finite number or null \(null = not computable\), got NaN$/);
    expect(() => clusterBootstrap([1, 2], (_, i) => i, () => Infinity)).toThrow(RangeError);
  });
  test("clusters are resampled in first-seen order, whatever their ids (integer-like ids are not moved first)", () => {
    const units = [{ c: "10", v: 1 }, { c: "2", v: 0 }, { c: "x", v: 5 }];
    const b = clusterBootstrap(units, (u) => u.c, (us) => us[0]?.v ?? null, { replicates: 5 });
    expect(b.jackknife).toEqual([0, 1, 1]); // leaving out "10", then "2", then "x": the first remaining unit's value
  });
});

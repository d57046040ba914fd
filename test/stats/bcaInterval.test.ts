/**
 * bcaInterval: checked against the BCa formula evaluated independently in Python (scipy.special.ndtr/ndtri,
 * numpy.percentile) on the same replicates, and loosely against scipy.stats.bootstrap(method="BCa") with 100000
 * resamples of its own (a different random stream: agreement to the Monte Carlo error only).
 */
import { describe, expect, test } from "vitest";
import { bcaInterval, clusterBootstrap } from "../../lib/src";
import { REF } from "./reference";

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("bcaInterval", () => {
  for (const [i, c] of (REF.bootstrap as any[]).entries()) {
    test(`reference case ${i}: z0, acceleration and bounds equal the Python evaluation`, () => {
      const b = clusterBootstrap(c.values as number[], (_, k) => c.clusters[k], mean, { replicates: c.replicates, seed: c.seed });
      const r = bcaInterval(c.estimate, b.replicates, b.jackknife, c.level);
      expect(r.z0).toBeCloseTo(c.z0, 10);
      expect(r.acceleration).toBeCloseTo(c.acceleration, 12);
      expect(r.interval!.lo).toBeCloseTo(c.bca[0], 10);
      expect(r.interval!.hi).toBeCloseTo(c.bca[1], 10);
      if (c.scipyBca100k) {
        expect(Math.abs(r.interval!.lo - c.scipyBca100k[0])).toBeLessThan(0.05);
        expect(Math.abs(r.interval!.hi - c.scipyBca100k[1])).toBeLessThan(0.05);
      }
    });
  }
  test("with z0 = 0 and a = 0 it is the percentile interval (the definition reduces)", () => {
    // symmetric replicates around the estimate, symmetric jackknife
    const reps = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const r = bcaInterval(5, reps, [4, 5, 6], 0.8);
    expect(r.z0).toBe(0);
    expect(r.acceleration).toBe(0);
    expect(r.interval!.lo).toBeCloseTo(1.8, 12); // type-7 10 % of 1..9
    expect(r.interval!.hi).toBeCloseTo(8.2, 12);
  });
  test("edges: no replicate, all on one side, equal jackknife values → null with a reason", () => {
    expect(bcaInterval(1, [], [1, 2]).reason).toBe("no replicates");
    expect(bcaInterval(0, [1, 2, 3], [1, 2]).reason).toMatch(/^every replicate on one side/);
    expect(bcaInterval(2, [1, 2, 3], [2, 2, 2]).reason).toBe("acceleration undefined: all jackknife values equal");
    expect(bcaInterval(2, [1, 2, 3], [2]).reason).toMatch(/^acceleration undefined/);
  });
});

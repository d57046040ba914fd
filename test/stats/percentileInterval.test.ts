import { describe, expect, test } from "vitest";
import { clusterBootstrap, percentileInterval } from "../../lib/src";
import { quantileType7 } from "../../lib/src/stats/percentileInterval";
import { REF } from "./reference";

describe("percentileInterval", () => {
  test("is the 2.5 % and 97.5 % numpy.percentile (linear) of the replicates", () => {
    for (const c of REF.bootstrap) {
      const b = clusterBootstrap(c.values as number[], (_, i) => c.clusters[i], (xs) => xs.reduce((a, x) => a + x, 0) / xs.length, { replicates: c.replicates, seed: c.seed });
      const i = percentileInterval(b.replicates, c.level)!;
      expect(i.lo).toBeCloseTo(c.percentile[0], 12);
      expect(i.hi).toBeCloseTo(c.percentile[1], 12);
    }
  });
  test("type-7 quantile by hand: h = (n − 1)p, interpolate", () => {
    expect(quantileType7([10, 20, 30, 40], 0.25)).toBeCloseTo(17.5, 14); // h = 0.75
    expect(quantileType7([5], 0.9)).toBe(5);
  });
  test("no replicate → null; unsorted input is sorted first", () => {
    expect(percentileInterval([])).toBeNull();
    expect(percentileInterval([3, 1, 2], 0.5)).toEqual({ lo: 1.5, hi: 2.5, level: 0.5, method: "percentile" });
  });
});

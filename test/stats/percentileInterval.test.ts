import { describe, expect, test } from "vitest";
import { clusterBootstrap, percentileInterval } from "../../lib/src";
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
  test("type-7 quantiles by hand: h = (B − 1)p, interpolate between order statistics", () => {
    // B = 4, p = 0.25 → h = 0.75 → 10 + 0.75·10; p = 0.75 → h = 2.25 → 30 + 0.25·10
    expect(percentileInterval([40, 10, 30, 20], 0.5)).toEqual({ lo: 17.5, hi: 32.5, level: 0.5, method: "percentile" });
    expect(percentileInterval([5], 0.9)).toEqual({ lo: 5, hi: 5, level: 0.9, method: "percentile" });
  });
  test("no replicate → null; unsorted input is sorted first", () => {
    expect(percentileInterval([])).toBeNull();
    expect(percentileInterval([3, 1, 2], 0.5)).toEqual({ lo: 1.5, hi: 2.5, level: 0.5, method: "percentile" });
  });
});

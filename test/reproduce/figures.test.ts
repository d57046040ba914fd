/** A published figure beside its reproduction: its status, and its interval in the figure's unit. */
import { describe, expect, test } from "vitest";
import { scaledRange, statusOf } from "../../lib/src/reproduce/figures";
import type { PointInterval } from "../../lib/src/stats/pointInterval";

const cmp = (ok: boolean, reproduced: number | null) => ({ id: "x", published: 0.5, decimals: 2, reproduced, numerator: null, denominator: null, ok });

describe("statusOf", () => {
  test("match when it prints as published; differs when measured otherwise; not compared when nothing was measured", () => {
    expect(statusOf(cmp(true, 0.5))).toBe("match");
    expect(statusOf(cmp(false, 0.7))).toBe("differs");
    expect(statusOf(cmp(false, null))).toBe("not compared");
  });
});

describe("scaledRange", () => {
  const p: PointInterval = {
    value: 0.25, numerator: 1, denominator: 4, units: 4, clusters: 2, itemSe: 0.1, naiveSe: 0.2, clusteredSe: 0.3,
    normal: { lo: 0.1, hi: 0.4 } as PointInterval["normal"], bootstrap: null, bca: { lo: 0.05, hi: 0.5 } as PointInterval["bca"], reason: null,
  };
  test("multiplies the value, the SEs and the bounds; keeps counts, nulls and the reason", () => {
    const s = scaledRange(p, 100);
    expect([s.value, s.itemSe, s.naiveSe, s.clusteredSe]).toEqual([25, 10, 20, 30]);
    expect([s.normal!.lo, s.normal!.hi, s.bca!.lo, s.bca!.hi]).toEqual([10, 40, 5, 50]);
    expect([s.numerator, s.denominator, s.units, s.clusters, s.bootstrap, s.reason]).toEqual([1, 4, 4, 2, null, null]);
  });
  test("scale 1 returns the interval itself", () => {
    expect(scaledRange(p, 1)).toBe(p);
  });
});

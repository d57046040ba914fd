import { describe, expect, test } from "vitest";
import { clusteredRatio, pointInterval } from "../../lib/src";
import { REF } from "./reference";

describe("pointInterval", () => {
  test("the SEs are those of clusteredRatio; the normal interval uses the clustered SE; the bootstrap resamples tasks", () => {
    const c = REF.clusteredRatio[1];
    const units = c.numerators.map((m: number, i: number) => ({ cluster: c.clusters[i], numerator: m, denominator: c.denominators[i] }));
    const p = pointInterval(units, { seed: 5 });
    const r = clusteredRatio(c.numerators, c.denominators, c.clusters);
    expect(p.clusteredSe).toBe(r.clusteredSe);
    expect(p.normal!.hi - p.normal!.lo).toBeCloseTo(2 * 1.959963984540054 * (r.clusteredSe as number), 12);
    expect(p.bootstrap!.lo).toBeLessThan(p.value as number);
    expect(p.bootstrap!.hi).toBeGreaterThan(p.value as number);
    // the bootstrap width is of the order of the clustered SE, not of the item SE
    expect((p.bootstrap!.hi - p.bootstrap!.lo) / (2 * 1.96 * (r.clusteredSe as number))).toBeGreaterThan(0.7);
  });
  test("edges: no unit, or one task → intervals null with the reason", () => {
    expect(pointInterval([])).toMatchObject({ value: null, normal: null, bootstrap: null, reason: "no units" });
    const one = pointInterval([{ cluster: "t", numerator: 1, denominator: 2 }, { cluster: "t", numerator: 0, denominator: 2 }]);
    expect(one).toMatchObject({ value: 0.25, clusteredSe: null, bootstrap: null, reason: "one cluster: no spread between clusters" });
  });
});

import { describe, expect, test } from "vitest";
import { clusteredRatio, pointInterval } from "../../lib/src";
import { REF } from "./reference";
import { clusteredInterval } from "../../lib/src/stats/clusteredInterval";

describe("pointInterval", () => {
  test("the SEs are those of clusteredRatio; the normal interval uses the clustered SE; the bootstrap resamples tasks", () => {
    const c = REF.clusteredRatio[1];
    const units = c.numerators.map((m: number, i: number) => ({ cluster: c.clusters[i], numerator: m, denominator: c.denominators[i] }));
    const p = pointInterval(units, { seed: 5 });
    const r = clusteredRatio(c.numerators, c.denominators, c.clusters);
    expect(p.clusteredSe).toBe(r.clusteredSe);
    // a share (every M ≤ N): the clustered SE's t interval with G − 1 df on the logit scale, inside [0, 1]
    expect(p.normal).toEqual(clusteredInterval(r.value, r.clusteredSe, r.clusters, { bounded: true }));
    expect(p.normal).toMatchObject({ method: "logit", df: r.clusters - 1 });
    expect(p.normal!.lo).toBeGreaterThan(0);
    expect(p.normal!.hi).toBeLessThan(1);
    expect(p.bootstrap!.lo).toBeLessThan(p.value as number);
    expect(p.bootstrap!.hi).toBeGreaterThan(p.value as number);
    // the bootstrap width is of the order of the clustered SE, not of the item SE
    expect((p.bootstrap!.hi - p.bootstrap!.lo) / (2 * 1.96 * (r.clusteredSe as number))).toBeGreaterThan(0.7);
  });
  test("a share near 0 (1 drift write in 77 over 40 tasks): the interval stays above 0, never [−0.013, 0.039]", () => {
    const units = Array.from({ length: 40 }, (_, i) => ({ cluster: `t${i}`, numerator: i === 0 ? 1 : 0, denominator: i < 37 ? 2 : 1 }));
    const p = pointInterval(units, { seed: 2, replicates: 300 });
    expect(p.normal!.lo).toBeGreaterThan(0);
    expect(p.normal!.method).toBe("logit");
  });
  test("every task with the same ratio: the clustered SE and every interval null with the reason, never zero-width", () => {
    const units = Array.from({ length: 10 }, (_, i) => [{ cluster: `t${i}`, numerator: 1, denominator: 1 }, { cluster: `t${i}`, numerator: 0, denominator: 1 }]).flat();
    const p = pointInterval(units);
    expect(p).toMatchObject({ value: 0.5, clusteredSe: null, normal: null, bootstrap: null, bca: null });
    expect(p.reason).toMatch(/^no spread between clusters/);
  });
  test("edges: no unit, or one task → intervals null with the reason", () => {
    expect(pointInterval([])).toMatchObject({ value: null, normal: null, bootstrap: null, reason: "no units" });
    const one = pointInterval([{ cluster: "t", numerator: 1, denominator: 2 }, { cluster: "t", numerator: 0, denominator: 2 }]);
    expect(one).toMatchObject({ value: 0.25, clusteredSe: null, bootstrap: null, reason: "one cluster: no spread between clusters" });
  });
});

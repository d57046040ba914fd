import { describe, expect, test } from "vitest";
import { cohensKappa } from "../../lib/src";
import { REF } from "./reference";

describe("cohensKappa", () => {
  test("equals statsmodels cohens_kappa (kappa and std_kappa) on the reference labels", () => {
    for (const c of REF.cohensKappa) {
      const r = cohensKappa(c.a, c.b);
      expect(r.kappa).toBeCloseTo(c.kappa, 12);
      expect(r.se).toBeCloseTo(c.se, 12);
    }
  });
  test("by hand: 2×2 with p_o = 0.75 and p_e = 0.5 → κ = 0.5", () => {
    const r = cohensKappa(["y", "y", "n", "n"], ["y", "n", "n", "n"]);
    expect(r.observedAgreement).toBe(0.75);
    expect(r.expectedAgreement).toBeCloseTo(0.5 * 0.25 + 0.5 * 0.75, 15);
    expect(r.kappa).toBeCloseTo((0.75 - 0.5) / 0.5, 15);
    expect(r.interval!.lo).toBeLessThan(0.5);
  });
  test("near perfect agreement the normal interval is clipped to κ's range [−1, 1]", () => {
    const a = [...Array(20).fill("y"), ...Array(20).fill("n")];
    const b = [...a.slice(0, 39), "y"];
    const r = cohensKappa(a, b);
    expect(r.kappa! + 1.96 * r.se!).toBeGreaterThan(1);
    expect(r.interval!.hi).toBe(1);
    expect(r.interval!.lo).toBeCloseTo(r.kappa! - 1.959963984540054 * r.se!, 12);
  });
  test("edges: no items, one label throughout (p_e = 1), perfect agreement", () => {
    expect(cohensKappa([], []).reason).toBe("no items");
    expect(cohensKappa(["y", "y"], ["y", "y"])).toMatchObject({ kappa: null, reason: expect.stringMatching(/^chance agreement is 1/) });
    expect(cohensKappa(["y", "n"], ["y", "n"])).toMatchObject({ kappa: 1, se: null });
  });
  test("κ = −1 (perfect disagreement) is not called perfect agreement", () => {
    const r = cohensKappa(["y", "n", "y", "n"], ["n", "y", "n", "y"]);
    expect(r.kappa).toBe(-1);
    expect(r.se).toBeNull();
    expect(r.reason).toBe("zero estimated variance (perfect disagreement): no interval");
  });
});

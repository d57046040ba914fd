import { describe, expect, test } from "vitest";
import { minimumDetectableDifference } from "../../lib/src";
import { REF } from "./reference";

describe("minimumDetectableDifference", () => {
  test("equals (z_0.975 + z_0.8)·√(σ²_d/T) from scipy, and statsmodels' NormalIndPower(ratio=0) to 1e-6", () => {
    for (const c of REF.mdd) {
      const m = minimumDetectableDifference(c.differenceVariance, c.tasks);
      expect(m).toBeCloseTo(c.closedForm, 12);
      expect(Math.abs(m - c.statsmodels)).toBeLessThan(1e-6); // statsmodels also counts the far tail's power
    }
  });
  test("quadrupling the tasks halves the MDD", () => {
    expect(minimumDetectableDifference(0.3, 200)).toBeCloseTo(minimumDetectableDifference(0.3, 50) / 2, 14);
  });
  test("bad arguments are RangeErrors in the project's grammar", () => {
    expect(() => minimumDetectableDifference(-1, 10)).toThrow(/^minimumDetectableDifference: differenceVariance must be a finite number ≥ 0, got -1$/);
    expect(() => minimumDetectableDifference(1, 0)).toThrow(/tasks must be an integer ≥ 1, got 0$/);
    expect(() => minimumDetectableDifference(1, 10, { power: 1 })).toThrow(/power must be in \(0, 1\), got 1$/);
  });
  test("σ²_d = 0 gives null, as the protocol page says (a zero floor would claim every difference detectable)", () => {
    expect(minimumDetectableDifference(0, 50)).toBeNull();
  });
});

import { describe, expect, test } from "vitest";
import { mcnemarExact } from "../../lib/src";
import { binomialTwoSidedHalf } from "../../lib/src/stats/mcnemar";
import { REF } from "./reference";

describe("mcnemarExact", () => {
  test("equals statsmodels mcnemar(exact=True) on the reference tables", () => {
    for (const c of REF.mcnemar) expect(mcnemarExact(c.b, c.c).pValue).toBeCloseTo(c.pValue, 12);
  });
  test("by hand: b = 1, c = 4 → 2·(1 + 5)/32 = 0.375", () => {
    expect(mcnemarExact(1, 4).pValue).toBeCloseTo(0.375, 15);
    expect(binomialTwoSidedHalf(3, 3)).toBeCloseTo(0.25, 15);
  });
  test("no discordant task: p = 1 with a note", () => {
    expect(mcnemarExact(0, 0)).toEqual({ aOnly: 0, bOnly: 0, discordant: 0, pValue: 1, note: "no discordant task: nothing to test" });
  });
  test("counts must be integers ≥ 0", () => {
    expect(() => mcnemarExact(-1, 2)).toThrow(/^mcnemarExact: aOnly must be an integer ≥ 0, got -1$/);
  });
});

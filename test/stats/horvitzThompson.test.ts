import { describe, expect, test } from "vitest";
import { horvitzThompson } from "../../lib/src";
import { REF } from "./reference";

describe("horvitzThompson", () => {
  test("share, total and SE equal the stratified-sampling formulas evaluated in Python", () => {
    for (const c of REF.horvitzThompson) {
      const r = horvitzThompson(c.strata);
      expect(r.share).toBeCloseTo(c.share, 14);
      expect(r.total).toBeCloseTo(c.total, 12);
      expect(r.se).toBeCloseTo(c.se, 14);
      expect(r.sampleShare).toBeCloseTo(c.sampleShare, 14);
    }
  });
  test("an over-sampled rare stratum: weights N_h/n_h undo the over-sampling", () => {
    const r = horvitzThompson([
      { stratum: "flagged", population: 100, sampled: 50, positives: 25 },
      { stratum: "unflagged", population: 900, sampled: 50, positives: 1 },
    ]);
    expect(r.weights).toEqual([{ stratum: "flagged", weight: 2 }, { stratum: "unflagged", weight: 18 }]);
    expect(r.total).toBe(68);
    expect(r.share).toBeCloseTo(0.068, 15);
    expect(r.sampleShare).toBeCloseTo(0.26, 15);
  });
  test("a census (every stratum fully sampled) has SE 0; an unsampled stratum gives null", () => {
    expect(horvitzThompson([{ stratum: "a", population: 3, sampled: 3, positives: 1 }]).se).toBe(0);
    expect(horvitzThompson([{ stratum: "a", population: 3, sampled: 0, positives: 0 }]).reason).toBe('stratum "a" not sampled: its share cannot be estimated');
    expect(horvitzThompson([]).reason).toBe("no population");
    expect(() => horvitzThompson([{ stratum: "a", population: 3, sampled: 4, positives: 0 }])).toThrow(/^horvitzThompson: strata\[0\].sampled must be ≤ population \(3\), got 4$/);
  });
});

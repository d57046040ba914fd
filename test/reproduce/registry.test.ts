import { describe, expect, it } from "vitest";
import * as path from "path";
import { REPRODUCERS } from "../../lib/src/reproduce/registry";

const reconstructed = path.join(__dirname, "..", "..", "data", "reconstructed");

describe("REPRODUCERS: the families `trajlab reproduce` runs", () => {
  it("has goal drift first (it also reads a plain τ² export), then TIDE; names and sub-directories are unique", () => {
    expect(REPRODUCERS.map((r) => [r.name, r.dataSubdir])).toEqual([
      ["goal-drift", "tau2"],
      ["tide", "tide"],
    ]);
    for (const r of REPRODUCERS) expect(r.title.length).toBeGreaterThan(0);
  });
  it("each family's run gives one comparison per published figure from the committed logs, all ✓", () => {
    for (const r of REPRODUCERS) {
      const { comparisons, notes } = r.reproduce(path.join(reconstructed, r.dataSubdir));
      expect(comparisons.length, r.name).toBeGreaterThan(0);
      expect(comparisons.filter((c) => !c.ok), r.name).toEqual([]);
      expect(notes.every((n) => typeof n === "string")).toBe(true);
    }
  });
});

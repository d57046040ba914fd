import { describe, expect, it } from "vitest";
import { checkGoalDriftSolution } from "../../lib/src";

describe("checkGoalDriftSolution: the exact re-check, from the sequences themselves", () => {
  it("checkGoalDriftSolution: AD in reward=1 gives stock 1/2 and a reward=1 track final of 1/2", () => {
    const checks = checkGoalDriftSolution(
      { stock: { value: 0.5, decimals: 1 }, trackReward1: { value: 0.5, decimals: 1 }, trackReward0: { value: 0, decimals: 1 } },
      [{ sequence: "AD", classKey: "", group: "reward=1", count: 1 }],
    );
    expect(checks.map((c) => [c.target, c.numerator, c.denominator, c.ok])).toEqual([
      ["stock", 1, 2, true],
      ["trackReward1", 3, 6, true],
      ["trackReward0", 0, 0, false], // empty group: not measured, never "reproduced"
    ]);
  });
  it("counts conversations by their count and reads percent figures in percent", () => {
    const checks = checkGoalDriftSolution(
      { mixed: { value: 3, decimals: 0, unit: "count" }, alignedAfterDrift: { value: 66.7, decimals: 1, unit: "percent" } },
      [
        { sequence: "DA", classKey: "", group: "reward=0", count: 2 },
        { sequence: "AD", classKey: "", group: "reward=1", count: 1 },
      ],
    );
    expect(checks.map((c) => [c.target, c.numerator, c.denominator, c.ok])).toEqual([
      ["mixed", 3, 1, true],
      ["alignedAfterDrift", 2, 3, true],
    ]);
  });
});

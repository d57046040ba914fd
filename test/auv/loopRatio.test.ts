import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { detectCycles, loopRatio, loopSteps } from "../../lib/src";

import { steps, traj } from "./helpers";

describe("loopRatio (pooled over trajectories)", () => {
  it("divides all repeated steps by all actions, not a mean of per-trajectory ratios", () => {
    const lr = loopRatio([traj("AAA", "www"), traj("AB", "xy")]);
    expect(lr).toEqual({ value: 0.4, numerator: 2, denominator: 5, exclusions: [] });
    // a per-trajectory mean would be (2/3 + 0)/2 = 1/3
    expect(lr.value).not.toBeCloseTo(1 / 3, 5);
  });
  it("gives null (not 0) when there are no steps, and lists empty trajectories", () => {
    expect(loopRatio([])).toMatchObject({ value: null, denominator: 0 });
    const lr = loopRatio([traj("", ""), traj("AB", "xy")]);
    expect(lr).toMatchObject({ value: 0, numerator: 0, denominator: 2 });
    expect(lr.exclusions).toEqual([{ reason: "trajectory with no steps", count: 1 }]);
  });
});

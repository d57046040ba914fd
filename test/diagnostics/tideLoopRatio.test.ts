import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as path from "path";
import { detectCycles, loadPublishedTide, loadTideJsonl, loopRatio, loopSteps, runLoops, tideRunEvents, tideRunPath } from "../../lib/src";

import { steps, traj } from "./stateActions";

describe("loopRatio (pooled over trajectories)", () => {
  it("divides all repeated steps by all actions, not a mean of per-trajectory ratios", () => {
    const lr = loopRatio([traj("AAA", "www"), traj("AB", "xy")]);
    expect(lr).toMatchObject({ value: 0.4, numerator: 2, denominator: 5, exclusions: [] });
    // a per-trajectory mean would be (2/3 + 0)/2 = 1/3
    expect(lr.value).not.toBeCloseTo(1 / 3, 5);
  });
  it("gives null (not 0) when there are no steps, and lists empty trajectories", () => {
    expect(loopRatio([])).toMatchObject({ value: null, denominator: 0 });
    const lr = loopRatio([traj("", ""), traj("AB", "xy")]);
    expect(lr).toMatchObject({ value: 0, numerator: 0, denominator: 2 });
    expect(lr.exclusions).toEqual([{ reason: "trajectory with no steps", count: 1 }]);
  });
  it("counts trajectories as its samples while it divides by steps: an empty trajectory is a failed sample", () => {
    expect(loopRatio([traj("AAA", "www"), traj("AB", "xy")])).toMatchObject({ planned: 2, included: 2, failed: 0, pointState: "complete" });
    expect(loopRatio([traj("", ""), traj("AB", "xy")])).toMatchObject({ denominator: 2, planned: 2, included: 1, failed: 1, pointState: "partial" });
    expect(loopRatio([traj("", "")])).toMatchObject({ value: null, planned: 1, included: 0, failed: 1, pointState: "no_data" });
  });
});

describe("loopRatio and runLoops: one scan", () => {
  it("on TIDE runs, the loop share of the events (runLoops) equals TIDE's loop ratio of the observations and actions", () => {
    const root = path.join(__dirname, "..", "..", "data", "reconstructed", "tide");
    const pub = loadPublishedTide(path.join(__dirname, "..", "..", "data", "published", "tide.json"));
    let compared = 0;
    for (const env of pub.environments) {
      for (const m of pub.models.slice(0, 3)) {
        const run = loadTideJsonl(path.join(root, tideRunPath(env.id, m.name, true)), { model: m.name, environment: env.id });
        const lr = loopRatio(run.tasks.map((t) => ({ observations: t.observations, actions: t.actions })));
        const ev = runLoops(tideRunEvents(run), "agent");
        expect([ev.numerator, ev.denominator]).toEqual([lr.numerator, lr.denominator]);
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(15);
  });
});

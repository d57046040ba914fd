import { describe, expect, test } from "vitest";
import fc from "fast-check";
import * as fs from "fs";
import * as path from "path";
import { auvFromSteps, loadPublishedTide, loopSteps, matchesAtPrecision, mulberry32, parseTideJsonl, successRate, type TideEnvironmentSpec } from "../../lib/src";
import { reconstructTideRuns, tideCountForPercent, tidePlanRun, tideRunTargets, tideSampleSuccessSteps, tideStepSumCandidates, type TideTaskPlan, tideTaskSteps, tideWithoutMemoryTargets } from "../../lib/src/reconstruct";
import { fnv1a32 } from "../../lib/src/stats/random";

const ROOT = path.resolve(__dirname, "../..");
const DATA = path.join(ROOT, "data/reconstructed/tide");
const pub = loadPublishedTide();
const env = (id: string): TideEnvironmentSpec => pub.environments.find((e) => e.id === id)!;

describe("tideTaskSteps: loops that TIDE's Algorithm 1 counts exactly", () => {
  test("property: loopSteps(observations, actions) = planned loop steps, for any length and loop budget", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.nat(), fc.nat(), fc.boolean(), (n, l, seed, success) => {
        const plan: TideTaskPlan = { index: 0, length: n, success, loopSteps: n < 2 ? 0 : l % (n - 1) };
        const t = tideTaskSteps(plan, mulberry32(seed));
        expect(t.observations).toHaveLength(n);
        expect(t.actions).toHaveLength(n);
        expect(loopSteps(t.observations, t.actions)).toBe(plan.loopSteps);
      }),
      { numRuns: 500 },
    );
  });
  test("ordinary states carry the step counter, so no unintended cycle forms without loops", () => {
    const t = tideTaskSteps({ index: 0, length: 30, success: false, loopSteps: 0 }, mulberry32(3));
    expect(new Set(t.observations).size).toBe(30);
    expect(t.observations[0]).toBe("s0");
    expect(loopSteps(t.observations, t.actions)).toBe(0);
  });
  test("a budget that does not fit is refused", () => {
    expect(() => tideTaskSteps({ index: 0, length: 5, success: false, loopSteps: 5 }, mulberry32(1))).toThrow(RangeError);
  });
});

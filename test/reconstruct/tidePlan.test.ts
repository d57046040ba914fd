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

describe("seeded randomness", () => {
  test("the same seed gives the same sequence, another seed another one", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const xs = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(xs);
    expect([c(), c(), c()]).not.toEqual(xs);
    xs.forEach((x) => expect(x >= 0 && x < 1).toBe(true));
  });
  test("run keys hash to different seeds", () => {
    expect(fnv1a32("tide|BlocksWorld|Phi-4|memory")).not.toBe(fnv1a32("tide|BlocksWorld|Phi-4|no-memory"));
  });
});

describe("tideSampleSuccessSteps: S steps in 1..H with an exact sum", () => {
  test("property: length S, sum T, every step within [1, H]", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 120 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.nat(), (H, S, f, seed) => {
        const T = S + Math.round(f * (S * H - S));
        const steps = tideSampleSuccessSteps(S, T, H, mulberry32(seed));
        expect(steps).toHaveLength(S);
        expect(steps.reduce((a, b) => a + b, 0)).toBe(T);
        steps.forEach((s) => expect(s >= 1 && s <= H && Number.isInteger(s)).toBe(true));
      }),
      { numRuns: 200 },
    );
  });
  test("an impossible sum is refused", () => {
    expect(() => tideSampleSuccessSteps(3, 2, 10, mulberry32(1))).toThrow(RangeError);
    expect(() => tideSampleSuccessSteps(3, 31, 10, mulberry32(1))).toThrow(RangeError);
  });
  test("early mean gives a curve that rises early: more successes in the first half than the second", () => {
    const steps = tideSampleSuccessSteps(80, 80 * 5, 20, mulberry32(7));
    expect(steps.filter((s) => s <= 10).length).toBeGreaterThan(steps.filter((s) => s > 10).length * 3);
  });
});

describe("run plans", () => {
  test("BlocksWorld Qwen3-4B-Instruct: 40 solved within 20, some solved in 21..30 (unsolved in the tables), the rest run to 30", () => {
    const t = tideRunTargets(pub, env("BlocksWorld"), "Qwen3-4B-Instruct");
    expect(t.solved).toBe(40);
    const plan = tidePlanRun(env("BlocksWorld"), "Qwen3-4B-Instruct", true, t.solved, t.stepSums[0], t.lr)!;
    const within = plan.tasks.filter((x) => x.success && x.length <= 20);
    const late = plan.tasks.filter((x) => x.success && x.length > 20);
    expect(within).toHaveLength(40);
    expect(late.length).toBeGreaterThan(0);
    late.forEach((x) => expect(x.length).toBeLessThanOrEqual(30));
    plan.tasks.filter((x) => !x.success).forEach((x) => expect(x.length).toBeLessThanOrEqual(30));
    expect(plan.tasks.reduce((a, x) => a + x.loopSteps, 0)).toBe(plan.loopSteps);
    expect(within.reduce((a, x) => a + x.length, 0)).toBe(plan.stepSum);
  });
  test("an unknown environment is refused", () => {
    expect(() => reconstructTideRuns(pub, "Minecraft", "Phi-4")).toThrow(/unknown environment/);
  });
});

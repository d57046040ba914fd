import { describe, expect, test } from "vitest";
import fc from "fast-check";
import * as fs from "fs";
import * as path from "path";
import { auvFromSteps, loadPublishedTide, loopSteps, matchesAtPrecision, mulberry32, parseTideJsonl, successRate, type TideEnvironmentSpec } from "../../lib/src";
import { reconstructTideRuns, tideCountForPercent, tidePlanRun, tideRunTargets, tideSampleSuccessSteps, tideStepSumCandidates, type TideTaskPlan, tideTrajectory, tideWithoutMemoryTargets } from "../../lib/src/reconstruct";
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

describe("counts and step sums from printed percentages", () => {
  test("SR 52.1% of 140 tasks is 73 solved; 15.0% of 500 is 75", () => {
    expect(tideCountForPercent(52.1, 1, 140)).toBe(73);
    expect(tideCountForPercent(15.0, 1, 500)).toBe(75);
    expect(tideCountForPercent(100.0, 1, 100)).toBe(100);
  });
  test("a percentage no count out of n can print as gives null", () => {
    expect(tideCountForPercent(50.5, 1, 100)).toBeNull();
    expect(tideCountForPercent(0.2, 1, 800)).toBeNull(); // 1/800 = 0.125, 2/800 = 0.25 → 0.3
  });
  test("AUV 75.0 with 100/100 solved at H = 30 allows Σs ∈ {799, 800, 801}, closest first", () => {
    expect(tideStepSumCandidates({ value: 75.0, decimals: 1 }, 100, 100, 30)).toEqual([800, 799, 801]);
  });
  test("every candidate step sum reproduces the printed AUV (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 975 }), (solved, auvTenths) => {
        const fig = { value: auvTenths / 10, decimals: 1 };
        for (const t of tideStepSumCandidates(fig, solved, 100, 20)) {
          expect(matchesAtPrecision(fig, (solved * 20.5 - t) / 2000, 100)).toBe(true);
          expect(t >= solved && t <= solved * 20).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
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

describe("tideTrajectory: loops that TIDE's Algorithm 1 counts exactly", () => {
  test("property: loopSteps(observations, actions) = planned loop steps, for any length and loop budget", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.nat(), fc.nat(), fc.boolean(), (n, l, seed, success) => {
        const plan: TideTaskPlan = { index: 0, length: n, success, loopSteps: n < 2 ? 0 : l % (n - 1) };
        const t = tideTrajectory(plan, mulberry32(seed));
        expect(t.observations).toHaveLength(n);
        expect(t.actions).toHaveLength(n);
        expect(loopSteps(t.observations, t.actions)).toBe(plan.loopSteps);
      }),
      { numRuns: 500 },
    );
  });
  test("ordinary states carry the step counter, so no unintended cycle forms without loops", () => {
    const t = tideTrajectory({ index: 0, length: 30, success: false, loopSteps: 0 }, mulberry32(3));
    expect(new Set(t.observations).size).toBe(30);
    expect(t.observations[0]).toBe("s0");
    expect(loopSteps(t.observations, t.actions)).toBe(0);
  });
  test("a budget that does not fit is refused", () => {
    expect(() => tideTrajectory({ index: 0, length: 5, success: false, loopSteps: 5 }, mulberry32(1))).toThrow(RangeError);
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
  test("the memory-free target reproduces MI from the unrounded with-memory AUV, including negative MI", () => {
    const phi = tideRunTargets(pub, env("FrozenLake"), "Phi-4-reasoning");
    const auvWith = (phi.solved * 30.5 - phi.stepSums[0]) / 3000;
    const wo = tideWithoutMemoryTargets(auvWith, phi.mi, phi.auvToSr, 100, 30)!;
    expect(matchesAtPrecision(phi.mi, auvWith - wo.auv, 100)).toBe(true);
    expect(phi.mi.value).toBeLessThan(0);
  });
  test("an unknown environment is refused", () => {
    expect(() => reconstructTideRuns(pub, "Minecraft", "Phi-4")).toThrow(/unknown environment/);
  });
});

describe.skipIf(!fs.existsSync(DATA))("committed reconstruction", () => {
  test.each([
    ["BlocksWorld", "DeepSeek-V3.2"],
    ["WebShop", "Qwen3-4B-Instruct"],
    ["FrozenLake", "Gemini 2.5 Pro"],
  ])("%s / %s regenerates byte for byte (with and without memory)", (e, m) => {
    for (const f of reconstructTideRuns(pub, e, m)) {
      expect(fs.readFileSync(path.join(DATA, f.path), "utf8") === f.text).toBe(true);
    }
  });
  test("a generated file parses with the TIDE loader and gives Table 1's SR and AUV", () => {
    const [w] = reconstructTideRuns(pub, "Sudoku", "GLM-4-32B-0414");
    const run = parseTideJsonl(w.path, w.text);
    const steps = run.tasks.map((t) => t.successStep);
    expect(run.tasks).toHaveLength(100);
    expect(successRate(steps, 20).value).toBe(0.55);
    expect(matchesAtPrecision({ value: 34.4, decimals: 1 }, auvFromSteps(steps, 20), 100)).toBe(true);
  });
});

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

describe("tideRunTargets and tideWithoutMemoryTargets", () => {
  test("BlocksWorld Qwen3-4B-Instruct: 40 of 100 solved within t_max (Table 1's SR)", () => {
    expect(tideRunTargets(pub, env("BlocksWorld"), "Qwen3-4B-Instruct").solved).toBe(40);
  });
  test("the memory-free target reproduces MI from the unrounded with-memory AUV, including negative MI", () => {
    const phi = tideRunTargets(pub, env("FrozenLake"), "Phi-4-reasoning");
    const auvWith = (phi.solved * 30.5 - phi.stepSums[0]) / 3000;
    const wo = tideWithoutMemoryTargets(auvWith, phi.mi, phi.auvToSr, 100, 30)!;
    expect(matchesAtPrecision(phi.mi, auvWith - wo.auv, 100)).toBe(true);
    expect(phi.mi.value).toBeLessThan(0);
  });
});

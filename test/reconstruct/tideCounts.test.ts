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

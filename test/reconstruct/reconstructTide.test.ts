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

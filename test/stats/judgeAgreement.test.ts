import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { judgeAgreement, loadJudgeVerdicts, loadRun, parseJudgeVerdicts } from "../../lib/src";
import type { Run } from "../../lib/src";
import { conversation } from "./builders";
import { PUBLIC_DIR } from "./realData";

const EXAMPLES = "data/examples/tau2_retail_examples.json";
const JUDGE_FILE = PUBLIC_DIR === null ? null : path.join(path.dirname(PUBLIC_DIR), "judge", "tau2_airline_azure-gpt-4o_judge-verdicts_judgeviewer-pr103.jsonl");
const RUN_FILE = PUBLIC_DIR === null ? null : path.join(PUBLIC_DIR, "tau2_airline_azure-gpt-4o_judgeviewer-pr103.json");
const haveJudge = JUDGE_FILE !== null && fs.existsSync(JUDGE_FILE) && fs.existsSync(RUN_FILE as string);

/** Cohen's kappa of a 2×2 table written out: (p_o − p_e)/(1 − p_e). */
function kappa2(t: number[][]): number {
  const n = t[0][0] + t[0][1] + t[1][0] + t[1][1];
  const po = (t[0][0] + t[1][1]) / n;
  const pe = ((t[0][0] + t[0][1]) * (t[0][0] + t[1][0]) + (t[1][0] + t[1][1]) * (t[0][1] + t[1][1])) / (n * n);
  return (po - pe) / (1 - pe);
}

describe("judgeAgreement", () => {
  const run = loadRun(EXAMPLES);
  const j = judgeAgreement(run, loadJudgeVerdicts("test/fixtures/stats/judge-verdicts.csv").verdicts);

  test("by hand on the examples: verifier pass/fail vs judge [[2, 0], [1, 1]], agreement 3/4, κ = 0.5", () => {
    expect(j.n).toBe(4);
    expect(j.confusion.categories).toEqual(["pass", "fail"]);
    expect(j.confusion.counts).toEqual([[2, 0], [1, 1]]);
    expect([j.agreement.numerator, j.agreement.denominator]).toEqual([3, 4]);
    expect(j.kappa.kappa).toBeCloseTo(kappa2([[2, 0], [1, 1]]), 15);
    expect([j.failureDetection.truePositives, j.failureDetection.falseNegatives]).toEqual([1, 1]);
  });
  test("calibration of P(pass) (a fail's confidence 0.8 is P(pass) 0.2): ECE = (0.1 + 0.6 + 0.2 + 0.3)/4", () => {
    expect(j.calibration!.ece).toBeCloseTo((0.1 + 0.6 + 0.2 + 0.3) / 4, 14);
    expect(j.calibration!.mce).toBeCloseTo(0.6, 14);
  });
  test("Rogan–Gladen with Se and Sp from the same conversations gives back the verifier's failure share", () => {
    expect(j.correctedFailShare.prevalence).toBeCloseTo(j.verifierFailShare.value as number, 14);
    expect(j.judgeFailShare.value).toBe(0.25);
  });
  test("nothing is dropped silently: the unjudged conversation and the one without a reward are counted", () => {
    expect(j.exclusions).toEqual([
      { reason: "conversation without a verdict", count: 1, ids: ["ex-05-no-writes"] },
      { reason: "reward missing", count: 1, ids: ["ex-06-missing-reward"] },
    ]);
  });
  test("task ids match a task's only conversation; an ambiguous task, an unknown id and a second verdict are left out with reasons", () => {
    const r: Run = { ...run, conversations: [conversation({ id: "s1", taskId: "t1", reward: 1 }), conversation({ id: "s2", taskId: "t2", reward: 0 }), conversation({ id: "s3", taskId: "t2", reward: 1 })] };
    const v = parseJudgeVerdicts("j.csv", "simulation_id,task_id,verdict\n,t1,pass\n,t2,fail\nzz,,pass\ns1,,fail\n").verdicts;
    const a = judgeAgreement(r, v);
    expect(a.n).toBe(1);
    expect(a.exclusions.map((e) => [e.reason, e.count])).toEqual([
      ["verdict names a task with several conversations (give simulation_id)", 1],
      ["verdict names no conversation of the run", 1],
      ["conversation already judged by an earlier verdict (the first is kept)", 1],
      ["conversation without a verdict", 2],
    ]);
  });
  test("no verdict without a confidence: calibration null with the count", () => {
    const a = judgeAgreement(run, parseJudgeVerdicts("j.csv", "simulation_id,verdict\nex-01-aligned-only,pass\n").verdicts);
    expect(a.calibration).toBeNull();
    expect(a.calibrationReason).toBe("1 of 1 compared verdicts have no confidence");
    expect(judgeAgreement(run, []).n).toBe(0);
  });
  test.skipIf(!haveJudge)("the shared judge on the azure gpt-4o airline run: the counts of the file written out, κ from them", () => {
    const r = loadRun(RUN_FILE as string);
    const a = judgeAgreement(r, loadJudgeVerdicts(JUDGE_FILE as string).verdicts);
    const raw = fs.readFileSync(JUDGE_FILE as string, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    // independent: tau2_reward in the judge file (the verifier) against the verdict word of each reply
    const t = [[0, 0], [0, 0]];
    for (const x of raw) {
      const g = Math.abs(x.tau2_reward - 1) <= 1e-6 ? 0 : 1;
      const v = /"verdict"\s*:\s*"(\w+)"/.exec(x.judge_response)![1].toLowerCase() === "pass" ? 0 : 1;
      t[g][v]++;
    }
    expect(a.n).toBe(raw.length);
    expect(a.confusion.counts).toEqual(t);
    expect(a.kappa.kappa).toBeCloseTo(kappa2(t), 14);
    expect(a.exclusions).toEqual([]);
  });
});

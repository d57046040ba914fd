/** noiseFloor: within-task variance, run-to-run SD and MDD written out by hand; real 4-trial runs. */
import { describe, expect, test } from "vitest";
import { minimumDetectableDifference, noiseFloor, taskTrials } from "../../lib/src";
import { normalQuantile } from "../../lib/src/stats/normal";
import { DATA_DIR, TAU1_AIRLINE, TELECOM_4TRIALS, loadShared } from "./realData";
import { REF18 } from "./reference18";

describe("noiseFloor", () => {
  test("by hand: tasks (1,0), (1,1), (0,0,1)", () => {
    const nf = noiseFloor([
      { task: "a", values: [1, 0] },
      { task: "b", values: [1, 1] },
      { task: "c", values: [0, 0, 1] },
    ]);
    const w = (0.5 + 0 + 1 / 3) / 3; // s² per task: 0.5, 0, 1/3
    expect(nf.withinVariance).toBeCloseTo(w, 15);
    expect(nf.runToRunSd).toBeCloseTo(Math.sqrt(w / 3), 15);
    expect(nf.differenceVariance).toBeCloseTo(2 * w, 15);
    expect(nf.mdd).toBeCloseTo((normalQuantile(0.975) + normalQuantile(0.8)) * Math.sqrt((2 * w) / 3), 14);
    expect(nf.observedRunSd).toBeNull(); // unequal trial counts
  });
  test("with equal trial counts the runs by trial index are reported with their SD", () => {
    const nf = noiseFloor([
      { task: "a", values: [1, 0] },
      { task: "b", values: [1, 1] },
    ]);
    expect(nf.runScores).toEqual([1, 0.5]);
    expect(nf.observedRunSd).toBeCloseTo(Math.SQRT1_2 / 2, 15);
  });
  test("m trials per run divide the variances by m; the MDD can be asked for another number of tasks", () => {
    const base = noiseFloor([{ task: "a", values: [1, 0, 1, 0] }]);
    const m2 = noiseFloor([{ task: "a", values: [1, 0, 1, 0] }], { trialsPerRun: 2, tasks: 100 });
    expect(m2.differenceVariance).toBeCloseTo((base.differenceVariance as number) / 2, 15);
    expect(m2.mdd).toBeCloseTo(minimumDetectableDifference(m2.differenceVariance as number, 100), 15);
  });
  test("tasks with one trial are excluded and counted; none left → nulls with a reason", () => {
    const nf = noiseFloor([{ task: "a", values: [1] }]);
    expect(nf.withinVariance).toBeNull();
    expect(nf.reason).toBe("no task with two or more trials");
    expect(nf.exclusions).toEqual([{ reason: "one trial: no within-task spread", count: 1, ids: ["a"] }]);
    expect(noiseFloor([]).reason).toBe("no task with two or more trials");
  });
  test("every task's trials equal: variance 0 is reported, the MDD is null with a reason (not 0)", () => {
    const nf = noiseFloor([
      { task: "a", values: [1, 1] },
      { task: "b", values: [0, 0] },
    ]);
    expect(nf.withinVariance).toBe(0);
    expect(nf.mdd).toBeNull();
    expect(nf.reason).toMatch(/^no trial-to-trial spread/);
  });
  test.skipIf(DATA_DIR === null)("τ-bench gpt-4o airline (50 tasks × 4): within-task variance from the trials, MDD at 50 tasks", () => {
    const tt = taskTrials(loadShared(TAU1_AIRLINE).conversations);
    const nf = noiseFloor(tt.tasks.map((t) => ({ task: t.task, values: t.rewards })));
    // by hand from the counts: s² = c(n − c)/(n(n − 1)) for 0/1 outcomes
    const w = tt.tasks.reduce((s, t) => s + (t.successes * (t.trials - t.successes)) / (t.trials * (t.trials - 1)), 0) / tt.tasks.length;
    expect(nf.tasks).toBe(50);
    expect(nf.withinVariance).toBeCloseTo(w, 14);
    expect(nf.runScores).toHaveLength(4);
    expect(nf.mdd).toBeGreaterThan(0.1);
  });
  test.skipIf(DATA_DIR === null)("τ² telecom solo (5 tasks × 4): every task's 4 trials agree, so no MDD", () => {
    const tt = taskTrials(loadShared(TELECOM_4TRIALS).conversations);
    const nf = noiseFloor(tt.tasks.map((t) => ({ task: t.task, values: t.rewards })));
    expect(nf.withinVariance).toBe(0);
    expect(nf.mdd).toBeNull();
  });
  test("the MDD's percentile bootstrap over tasks equals the Python port (Mulberry32 draws, numpy.percentile)", () => {
    for (const c of REF18.noiseFloor) {
      const nf = noiseFloor(c.tasks.map((v: number[], i: number) => ({ task: `t${i}`, values: v })), { replicates: c.replicates, seed: c.seed });
      expect(nf.withinVariance).toBeCloseTo(c.withinVariance, 14);
      expect(nf.mdd).toBeCloseTo(c.mdd, 12);
      expect(nf.mddInterval!.lo).toBeCloseTo(c.lo, 12);
      expect(nf.mddInterval!.hi).toBeCloseTo(c.hi, 12);
      expect(nf.mddInterval!.method).toBe("percentile");
      expect(nf.mddFailedResamples).toBe(c.failed);
      expect(nf.mddBootstrap).toEqual({ level: 0.95, replicates: c.replicates, seed: c.seed });
    }
  });
  test("it says what it is a floor for: a rerun of the same agent on the same tasks, one trial per task", () => {
    const nf = noiseFloor([{ task: "a", values: [1, 0] }, { task: "b", values: [1, 1, 0] }]);
    expect(nf.floorFor).toMatch(/^a comparison of two runs on the same 2 tasks with one trial per task whose only noise is that of rerunning the same agent: no smaller true difference is detected with 80 % power at α = 0.05/);
    expect(noiseFloor([{ task: "a", values: [1, 0] }], { trialsPerRun: 2 }).floorFor).toMatch(/with 2 trials per task/);
  });
  test("no spread: the MDD and its interval are null with the reason", () => {
    const nf = noiseFloor([{ task: "a", values: [1, 1] }, { task: "b", values: [0, 0] }]);
    expect([nf.mdd, nf.mddInterval]).toEqual([null, null]);
    expect(nf.mddIntervalReason).toMatch(/^no trial-to-trial spread/);
  });
});

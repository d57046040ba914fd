/** Task-clustered intervals beside every point of a goal-drift report (what `--ci` adds). */
import { describe, expect, test } from "vitest";
import * as path from "path";
import { analyzeDrift, driftReportIntervals, loadRun, selfHealingIntervals } from "../../lib/src";

const report = analyzeDrift(loadRun(path.join(__dirname, "..", "..", "data", "examples", "tau2_retail_examples.json")));

describe("driftReportIntervals", () => {
  const ci = driftReportIntervals(report.conversations, () => "retail", { replicates: 300, seed: 7 });

  test("every interval's value, numerator and denominator are the report's own point", () => {
    for (const key of ["stockPooled", "trackMomentMean", "stockMomentMean", "trackFinalMean", "stockFinalMean"] as const) {
      const point = report.overall.all[key];
      expect([ci.overall.all[key].value, ci.overall.all[key].numerator, ci.overall.all[key].denominator]).toEqual([point.value, point.numerator, point.denominator]);
    }
  });

  test("the report's layout: one group per key, the overall table, the settings used", () => {
    expect(ci.groups.map((g) => g.group)).toEqual(["retail"]);
    expect(ci.overall.group).toBe("all");
    expect(ci.settings).toEqual({ level: 0.95, replicates: 300, seed: 7, cluster: "task" });
  });

  test("seeded: the same rows and options give the same intervals; the percentile interval holds the point", () => {
    expect(driftReportIntervals(report.conversations, () => "retail", { replicates: 300, seed: 7 })).toEqual(ci);
    const p = ci.overall.all.stockPooled;
    if (p.bootstrap !== null && p.value !== null) {
      expect(p.bootstrap.lo).toBeLessThanOrEqual(p.value);
      expect(p.bootstrap.hi).toBeGreaterThanOrEqual(p.value);
    }
  });

  test("no rows: every point not measured (null with a reason), never 0", () => {
    const empty = driftReportIntervals([], () => "x", { replicates: 50 });
    expect(empty.overall.all.stockPooled.value).toBeNull();
    expect(empty.overall.all.stockPooled.reason).not.toBeNull();
  });
});

describe("selfHealingIntervals", () => {
  test("each share's value equals the report's no-self-healing share", () => {
    const sh = selfHealingIntervals(report.conversations, { replicates: 200, seed: 1 });
    const o = report.noSelfHealing.overall;
    expect(sh.mixedShare.value).toBe(o.mixedShare.value);
    expect(sh.alignedAfterDriftShare.value).toBe(o.alignedAfterDriftShare.value);
    expect(sh.twoAlignedAfterDriftShare.value).toBe(o.twoAlignedAfterDriftShare.value);
    expect(sh.noAlignedWriteShare.value).toBe(o.noAlignedWriteShare.value);
  });
});

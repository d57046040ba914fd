/** Task-clustered intervals beside every drift point: the cell's five points (their values equal aggregateDrift's) and the whole report's layout (what `--ci` adds); a real 4-trial τ-bench run. */
import { describe, expect, test } from "vitest";
import * as path from "path";
import { analyzeDrift, clusteredRatio, driftIntervals, driftReportIntervals, loadRun, selfHealingIntervals } from "../../lib/src";
import { examplesFile } from "../cli/helpers";
import { DATA_DIR, TAU1_AIRLINE, loadShared } from "../stats/realData";

const POINTS = ["stockPooled", "trackMomentMean", "stockMomentMean", "trackFinalMean", "stockFinalMean"] as const;


const report = analyzeDrift(loadRun(path.join(__dirname, "..", "..", "data", "examples", "tau2_retail_examples.json")));

describe("driftIntervals", () => {
  test("each point's value, numerator and denominator equal aggregateDrift's on the example export", () => {
    const report = analyzeDrift(loadRun(examplesFile));
    const ci = driftIntervals(report.conversations, { replicates: 200 });
    for (const p of POINTS) {
      const agg = report.overall.all[p];
      expect(ci[p].value).toBeCloseTo(agg.value as number, 14);
      expect(ci[p].numerator).toBeCloseTo(agg.numerator, 12);
      expect(ci[p].denominator).toBe(agg.denominator);
    }
  });
  test("no included row: every point null with a reason", () => {
    expect(driftIntervals([]).stockPooled).toMatchObject({ value: null, reason: "no units", bootstrap: null });
  });
  test.skipIf(DATA_DIR === null)("τ-bench gpt-4o airline: GD^stock clustered by task is wider than the per-write SE", () => {
    const report = analyzeDrift(loadShared(TAU1_AIRLINE));
    const ci = driftIntervals(report.conversations, { replicates: 500 });
    const rows = report.conversations.filter((r) => r.excluded === null);
    const ref = clusteredRatio(rows.map((r) => r.driftCount as number), rows.map((r) => r.writeCount), rows.map((r) => r.taskId));
    expect(ci.stockPooled.clusteredSe).toBe(ref.clusteredSe);
    expect(ci.stockPooled.clusteredSe!).toBeGreaterThan(ci.stockPooled.itemSe!);
    expect(ci.stockPooled.clusters).toBe(new Set(rows.map((r) => r.taskId)).size);
  });
});

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

/** driftIntervals: the points equal aggregateDrift's, with task-clustered uncertainty; real 4-trial τ-bench run. */
import { describe, expect, test } from "vitest";
import { analyzeDrift, clusteredRatio, driftIntervals } from "../../lib/src";
import { loadRun } from "../../lib/src/io";
import { examplesFile } from "../cli/helpers";
import { DATA_DIR, TAU1_AIRLINE, loadShared } from "./realData";

const POINTS = ["stockPooled", "trackMomentMean", "stockMomentMean", "trackFinalMean", "stockFinalMean"] as const;

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

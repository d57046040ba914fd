import { describe, expect, test } from "vitest";
import { analyzeDrift, driftByRewardGroup, driftIntervals, loadRun } from "../../lib/src";
import { EXAMPLE_RUN } from "./helpers";

describe("driftByRewardGroup", () => {
  const report = analyzeDrift(loadRun(EXAMPLE_RUN));
  const rows = driftByRewardGroup(report);

  test("four rows: all conversations, then the three reward groups", () => {
    expect(rows.map((r) => r.group)).toEqual(["all", "reward=1", "reward=0", "other"]);
  });

  test("counts by hand from the example's README: writes 2+2+5+2+1 = 12, of which drift 2+1+1 = 4", () => {
    expect(rows.map((r) => [r.conversations, r.writes])).toEqual([[5, 12], [2, 4], [2, 7], [1, 1]]);
    expect(rows.map((r) => [r.stockPooled.numerator, r.stockPooled.denominator])).toEqual([[4, 12], [1, 4], [3, 7], [0, 1]]);
  });

  test("every point equals the report's aggregate cell", () => {
    const cells = [report.overall.all, report.overall.byReward["reward=1"], report.overall.byReward["reward=0"], report.overall.byReward.other];
    rows.forEach((r, i) => {
      for (const k of ["stockPooled", "trackMomentMean", "stockMomentMean", "trackFinalMean", "stockFinalMean"] as const) {
        expect(r[k].value).toBeCloseTo(cells[i][k].value as number, 12);
      }
    });
  });

  test("the intervals are driftIntervals of the group's rows (tasks as clusters)", () => {
    const r0 = report.conversations.filter((c) => c.rewardGroup === "reward=0");
    expect(rows[2].stockPooled).toEqual(driftIntervals(r0).stockPooled);
    expect(rows[0].trackFinalMean).toEqual(driftIntervals(report.conversations).trackFinalMean);
  });

  test("a group's exclusions are those of its own conversations (ex-05 has no writes and reward 1)", () => {
    expect(rows[1].exclusions).toEqual([{ reason: "no write calls", count: 1, ids: ["ex-05-no-writes"] }]);
    expect(rows[2].exclusions).toEqual([]);
    expect(rows[0].exclusions).toEqual(report.exclusions);
  });

  test("one conversation in a group: its points have values but no interval", () => {
    expect(rows[3].stockPooled.value).toBe(0);
    expect(rows[3].stockPooled.normal).toBeNull();
  });

  test("a run without a write-tool set: every point null, and the all row says why", () => {
    const run = loadRun(EXAMPLE_RUN);
    const partial = analyzeDrift({ ...run, domain: "chess" });
    const r = driftByRewardGroup(partial);
    expect(r.every((x) => x.stockPooled.value === null && x.conversations === 0)).toBe(true);
    expect(r[0].exclusions[0].count).toBe(6);
    expect(r[1].exclusions).toEqual([]);
  });
});

import { describe, expect, test } from "vitest";
import { pairedClusterBootstrap, pairedProportionDifference } from "../../lib/src";
import { pairedSuccess, RESOLVED_BY, resolvedStatement } from "../../lib/src/stats/pairedSuccess";

describe("pairedSuccess", () => {
  test("one trial per task: the 2×2 table of per-task success (is_successful), tasks without a trial on a side left out", () => {
    const a = { t1: [1], t2: [1], t3: [0], t4: [0], t5: [] };
    const b = { t1: [1], t2: [0], t3: [1], t4: [0], t5: [1] };
    expect(pairedSuccess(a, b, 0.95).success).toEqual(pairedProportionDifference({ both: 1, aOnly: 1, bOnly: 1, neither: 1 }));
  });
  test("several trials on a task, or no task with trials on both sides: null with the reason", () => {
    expect(pairedSuccess({ t: [1, 0] }, { t: [1] }, 0.95)).toEqual({ success: null, reason: "several trials per task: McNemar needs one outcome per task (see the paired cluster bootstrap)" });
    expect(pairedSuccess({ t: [] }, { t: [1] }, 0.95).reason).toBe("no shared task with a counted trial on both sides");
  });
});

describe("resolvedStatement", () => {
  test("with paired success it follows the exact test, even where the bootstrap excludes 0 (b = 0, c = 4)", () => {
    const a = Object.fromEntries(Array.from({ length: 38 }, (_, i) => [`t${i}`, [i < 4 ? 0 : 1]]));
    const b = Object.fromEntries(Array.from({ length: 38 }, (_, i) => [`t${i}`, [1]]));
    const s = pairedSuccess(a, b, 0.95).success!;
    const reward = pairedClusterBootstrap(a, b);
    expect(reward.excludesZero).toBe(true);
    expect(resolvedStatement(s, reward)).toEqual({ value: false, by: RESOLVED_BY.exact, note: null });
  });
  test("without it, the bootstrap decides and says so", () => {
    const reward = pairedClusterBootstrap({ t1: [1, 1], t2: [1, 0] }, { t1: [0, 0], t2: [0, 1] });
    expect(resolvedStatement(null, reward)).toMatchObject({ value: reward.excludesZero, by: RESOLVED_BY.bootstrap });
  });
});

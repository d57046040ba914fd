import { describe, expect, test } from "vitest";
import { pairedDifference } from "../../lib/src";
import { alignTasks } from "../../lib/src/stats/pairedDifference";

describe("pairedDifference", () => {
  test("mean of per-task differences, its SE s_d/√T, and the unpaired SE beside it", () => {
    const a = { t1: 1, t2: 1, t3: 0, t4: 1, t5: 0 };
    const b = { t1: 0, t2: 1, t3: 0, t4: 0, t5: 0 };
    const r = pairedDifference(a, b, { seed: 2 });
    // d = (1, 0, 0, 1, 0): mean 0.4, s² = (2·0.36 + 3·0.16)/4 = 0.3
    expect(r.difference.value).toBeCloseTo(0.4, 15);
    expect(r.difference.se).toBeCloseTo(Math.sqrt(0.3 / 5), 15);
    expect(r.meanA! - r.meanB!).toBeCloseTo(0.4, 15);
    // unpaired: s_a² = 0.3, s_b² = 0.2
    expect(r.unpairedSe).toBeCloseTo(Math.sqrt((0.3 + 0.2) / 5), 15);
    expect(r.difference.interval!.lo).toBeLessThanOrEqual(0.4);
  });
  test("tasks on one side only, or not measured on a side, are excluded and counted", () => {
    const r = pairedDifference({ t1: 1, t2: null, t3: 0, t4: 1 }, { t1: 0, t2: 1, t3: null, t5: 1 });
    expect(r.tasks).toBe(1);
    expect(r.exclusions).toEqual([
      { reason: "not measured in A", count: 1, ids: ["t2"] },
      { reason: "not measured in B", count: 1, ids: ["t3"] },
      { reason: "task in A only", count: 1, ids: ["t4"] },
      { reason: "task in B only", count: 1, ids: ["t5"] },
    ]);
  });
  test("`exclude` removes tasks with the caller's reason", () => {
    const al = alignTasks({ t1: 1, t2: 0 }, { t1: 0, t2: 1 }, [{ task: "t2", reason: "gold actions differ between the runs" }]);
    expect(al.tasks).toEqual(["t1"]);
    expect(al.exclusions).toEqual([{ reason: "gold actions differ between the runs", count: 1, ids: ["t2"] }]);
  });
  test("edges: nothing paired → nulls with 'no values'; identical systems → SE null (all differences equal)", () => {
    expect(pairedDifference({}, {}).difference.reason).toBe("no values");
    const same = pairedDifference({ a: 1, b: 0 }, { a: 1, b: 0 });
    expect(same.difference.value).toBe(0);
    expect(same.difference.se).toBeNull();
    expect(same.excludesZero).toBeNull();
  });
  test("a Map pairs its tasks in first-seen order; an object's integer-like keys come first (JavaScript's key order)", () => {
    expect(alignTasks(new Map([["10", 1], ["2", 0], ["a", 1]]), new Map([["a", 0], ["2", 1], ["10", 0]])).tasks).toEqual(["10", "2", "a"]);
    expect(alignTasks({ a: 1, "10": 1, "2": 0 }, { a: 0, "2": 1, "10": 0 }).tasks).toEqual(["2", "10", "a"]);
  });
  test("a NaN value is a RangeError, not a NaN difference", () => {
    expect(() => pairedDifference({ t1: NaN, t2: 1 }, { t1: 0, t2: 0 })).toThrow(RangeError);
  });
});

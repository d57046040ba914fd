import { describe, expect, test } from "vitest";
import { taskMean } from "../../lib/src";

describe("taskMean", () => {
  test("mean, s/√T and a percentile interval that contains the mean", () => {
    const r = taskMean([1, 0, 1, 1, 0, 1, 1, 1], { seed: 4 });
    expect(r.value).toBe(0.75);
    expect(r.se).toBeCloseTo(Math.sqrt((6 * 0.0625 + 2 * 0.5625) / 7 / 8), 14);
    expect(r.interval!.lo).toBeLessThan(0.75);
    expect(r.interval!.hi).toBeGreaterThan(0.75);
  });
  test("edges: empty, one task, all equal → SE and intervals null with a reason", () => {
    expect(taskMean([])).toMatchObject({ value: null, se: null, interval: null, reason: "no values" });
    expect(taskMean([0.3])).toMatchObject({ value: 0.3, se: null, interval: null, reason: "one value: no spread" });
    expect(taskMean([1, 1, 1]).reason).toMatch(/^all values equal/);
  });
});

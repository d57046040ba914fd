import { describe, expect, test } from "vitest";
import { pairedClusterBootstrap } from "../../lib/src";

describe("pairedClusterBootstrap", () => {
  test("per-task means first, then the mean of their differences; SE over tasks", () => {
    const a = { t1: [1, 1, 0], t2: [0, 0], t3: [1, 1] };
    const b = { t1: [0, 0, 0], t2: [0, 1], t3: [1, 0] };
    const r = pairedClusterBootstrap(a, b, { seed: 3 });
    const d = [2 / 3, -0.5, 0.5];
    const m = (d[0] + d[1] + d[2]) / 3;
    expect(r.difference.value).toBeCloseTo(m, 15);
    const s2 = d.reduce((s, x) => s + (x - m) ** 2, 0) / 2;
    expect(r.difference.se).toBeCloseTo(Math.sqrt(s2 / 3), 15);
    expect(r.trialsA).toBe(7);
    expect(r.trialsB).toBe(7);
  });
  test("correlated trials: the task-level SE is larger than the naive trial-level SE", () => {
    // every task is all-or-nothing for A; B fails everything: trials of a task agree perfectly
    const a: Record<string, number[]> = {};
    const b: Record<string, number[]> = {};
    for (let t = 0; t < 20; t++) {
      a[`t${t}`] = [t % 2, t % 2, t % 2, t % 2];
      b[`t${t}`] = [0, 0, 0, t === 3 ? 1 : 0];
    }
    const r = pairedClusterBootstrap(a, b);
    expect(r.difference.se!).toBeGreaterThan(1.5 * r.naiveSe!);
  });
  test("a task with no trial on one side is 'not measured' there; one side only is counted", () => {
    const r = pairedClusterBootstrap({ t1: [1], t2: [], t3: [1] }, { t1: [0], t2: [1] });
    expect(r.tasks).toBe(1);
    expect(r.exclusions).toEqual([
      { reason: "not measured in A", count: 1, ids: ["t2"] },
      { reason: "task in A only", count: 1, ids: ["t3"] },
    ]);
    expect(r.difference.reason).toBe("one value: no spread");
  });
});

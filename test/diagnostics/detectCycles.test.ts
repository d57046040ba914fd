import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { detectCycles, hasLoop, loopSteps } from "../../lib/src";

import { steps, traj } from "./stateActions";


describe("TIDE Algorithm 1 on hand-made trajectories (observations[i] = state before actions[i])", () => {
  it("a single no-op (s_{i+1} = s_i) is a length-1 cycle but not a loop", () => {
    const t = traj("AAB", "wxy");
    expect(detectCycles(t.observations, t.actions).cycles).toEqual([{ start: 0, end: 1, looped: false }]);
    expect(steps("AAB", "wxy")).toBe(0);
  });
  it("the same no-op taken again from the same state is a loop of one repeated step", () => {
    expect(steps("AAB", "wwy")).toBe(1);
    // no-op three times in a row: steps 1 and 2 both repeat
    expect(steps("AAAB", "wwwy")).toBe(2);
  });
  it("a cycle repeated once counts its length once", () => {
    // A→B→A, then A→B→A again: cycle [0,2) repeated at [2,4)
    expect(steps("ABABC", "xyxyz")).toBe(2);
    const t = traj("ABABC", "xyxyz");
    expect(detectCycles(t.observations, t.actions).repeating).toEqual([false, false, true, true, false]);
  });
  it("a cycle repeated twice counts both repeats", () => {
    expect(steps("ABABABC", "xyxyxyz")).toBe(4);
  });
  it("a cycle followed by a different cycle is not a loop", () => {
    expect(steps("ABACAD", "xyxzxw")).toBe(0);
  });
  it("the same states with different actions are not a loop", () => {
    expect(steps("ABABC", "xyxzq")).toBe(0);
    expect(steps("ABABC", "xyqyz")).toBe(0);
  });
  it("nested candidate: the first return encloses a repeated state, so the scan moves on by one step", () => {
    // A B C B A B C B A: from i=0 the first return to A is j=4 but B repeats inside [0,4) → not a cycle, i=1.
    // From i=1: B C B is a cycle [1,3) and B C B repeats it (obs[3..4] = B A ≠ B C) → not looped; i=3.
    // From i=3: B A B → cycle [3,5); next two obs C B ≠ B A → no. i=5: B C B → [5,7); obs[7..8] = B A ≠ → no.
    const t = traj("ABCBABCBA", "xyzwxyzwx");
    const marks = detectCycles(t.observations, t.actions);
    expect(marks.cycles.map((c) => [c.start, c.end])).toEqual([[1, 3], [3, 5], [5, 7]]);
    expect(marks.repeating.every((r) => !r)).toBe(true);
  });
  it("nested candidate rejected at i, but the inner cycle repeats and is counted", () => {
    // A B C B C B A: from 0 the first return to A (j=6) encloses repeated B → i=1; B C B C B: cycle [1,3) repeated
    // at [3,5) with the same actions → 2 repeated steps.
    expect(steps("ABCBCBA", "xyzyzwq")).toBe(2);
  });
  it("only the FIRST return to the start state is considered (TIDE breaks after it)", () => {
    // A A B A: from 0 the first return is j=1 (no-op cycle), not j=3.
    const t = traj("AABA", "xqyz");
    expect(detectCycles(t.observations, t.actions).cycles[0]).toEqual({ start: 0, end: 1, looped: false });
  });
  it("the repeat must fit in the trajectory", () => {
    expect(steps("ABA", "xyx")).toBe(0);
    expect(hasLoop(["A", "B", "A", "B"], ["x", "y", "x", "y"])).toBe(true);
    expect(hasLoop(["A", "B", "A"], ["x", "y", "x"])).toBe(false);
  });
  it("counts at most n − 1 steps and is 0 when all states differ (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("A", "B", "C"), { maxLength: 30 }), fc.array(fc.constantFrom("x", "y"), { maxLength: 30 }), (o, a) => {
        const n = Math.min(o.length, a.length);
        const k = loopSteps(o.slice(0, n), a.slice(0, n));
        expect(k).toBeGreaterThanOrEqual(0);
        expect(k).toBeLessThanOrEqual(Math.max(0, n - 1));
      }),
    );
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 20 }), (o) => {
        expect(loopSteps(o, o.map(() => "a"))).toBe(0);
      }),
    );
  });
  it("a cycle of L distinct states taken r + 1 times in a row gives r·L loop steps (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 3 }), (L, r, prefix) => {
        const cycleObs = Array.from({ length: L }, (_, i) => `c${i}`);
        const cycleAct = Array.from({ length: L }, (_, i) => `a${i}`);
        const obs = [...Array.from({ length: prefix }, (_, i) => `p${i}`), ...Array.from({ length: r + 1 }, () => cycleObs).flat(), "end"];
        const act = [...Array.from({ length: prefix }, (_, i) => `q${i}`), ...Array.from({ length: r + 1 }, () => cycleAct).flat(), "stop"];
        expect(loopSteps(obs, act)).toBe(r * L);
      }),
    );
  });
  it("refuses observations and actions of different lengths", () => {
    expect(() => loopSteps(["A"], [])).toThrow(RangeError);
  });
});

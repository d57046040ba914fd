import { describe, expect, it } from "vitest";
import { OUTCOME_STYLES, outcomeClassesFigure } from "../../lib/src";

type Trace = { name: string; x: string[]; y: (number | null)[]; marker: { color: string } };

describe("outcomeClassesFigure", () => {
  const runs = [
    { name: "run A", counts: { success: 3, "drift-write": 1, omission: 0 } },
    { name: "run B", counts: { loop: 2, success: 1, "a new class": 1 } },
  ];

  it("stacks one bar per run, the classes in OUTCOME_CLASSES order and then the others, absent classes left out", () => {
    const fig = outcomeClassesFigure(runs);
    const traces = fig.data as Trace[];
    expect(traces.map((t) => t.name)).toEqual(["success", "drift-write", "loop", "a new class"]);
    expect(traces[0].y).toEqual([3, 1]);
    expect(traces[2].y).toEqual([0, 2]);
    expect((fig.layout as any).barmode).toBe("stack");
  });

  it("colours each class as OUTCOME_STYLES does", () => {
    const traces = outcomeClassesFigure(runs).data as Trace[];
    expect(traces[0].marker.color).toBe(OUTCOME_STYLES.success.color);
    expect(traces[1].marker.color).toBe(OUTCOME_STYLES["drift-write"].color);
  });

  it("as shares: each bar sums to 1, and a run without conversations has no bar (not 0)", () => {
    const traces = outcomeClassesFigure([...runs, { name: "empty", counts: {} }], { share: true }).data as Trace[];
    const sumA = traces.reduce((s, t) => s + (t.y[0] as number), 0);
    expect(sumA).toBeCloseTo(1, 12);
    expect(traces.every((t) => t.y[2] === null)).toBe(true);
  });

  it("rejects a count that is not a non-negative integer, and says so when there is no run", () => {
    expect(() => outcomeClassesFigure([{ name: "x", counts: { success: 1.5 } }])).toThrow(/outcomeClassesFigure: runs\[0\].counts\["success"\] must be a non-negative integer, got 1.5/);
    expect(outcomeClassesFigure([]).data).toEqual([]);
  });
});

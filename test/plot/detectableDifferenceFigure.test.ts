import { describe, expect, it } from "vitest";
import { detectableDifferenceFigure, minimumDetectableDifference } from "../../lib/src";

type Trace = { name: string; x: number[]; y: number[]; mode: string };

describe("detectableDifferenceFigure", () => {
  const fig = detectableDifferenceFigure([{ name: "airline", differenceVariance: 0.5, tasks: 50 }, { name: "retail", differenceVariance: 0.2 }], [10, 50, 200]);
  const traces = fig.data as Trace[];

  it("draws MDD(T) for every T, one line per series, and marks a series' own task count", () => {
    expect(traces.map((t) => [t.name, t.mode])).toEqual([["airline", "lines"], ["airline: T = 50", "markers+text"], ["retail", "lines"]]);
    expect(traces[0].y).toEqual([10, 50, 200].map((t) => minimumDetectableDifference(0.5, t)));
    // 2.80 · √(0.5/50) = 0.280: the textbook value at α = 0.05, power 0.8
    expect(traces[1].y[0]).toBeCloseTo(2.8016 * Math.sqrt(0.5 / 50), 3);
  });

  it("passes α and power to minimumDetectableDifference", () => {
    const strict = detectableDifferenceFigure([{ name: "a", differenceVariance: 0.5 }], [50], { power: 0.9 }).data as Trace[];
    expect(strict[0].y[0]).toBe(minimumDetectableDifference(0.5, 50, { power: 0.9 }));
  });

  it("uses a log axis of tasks, and a difference axis that starts at 0", () => {
    const layout = fig.layout as any;
    expect(layout.xaxis.type).toBe("log");
    expect(layout.yaxis.range[0]).toBeLessThanOrEqual(0);
  });

  it("rejects a task count below 1 and says so when there is nothing to draw", () => {
    expect(() => detectableDifferenceFigure([{ name: "a", differenceVariance: 0.5 }], [0])).toThrow(RangeError);
    expect(detectableDifferenceFigure([], [10]).data).toEqual([]);
    expect(detectableDifferenceFigure([{ name: "a", differenceVariance: 1 }], []).data).toEqual([]);
  });
});

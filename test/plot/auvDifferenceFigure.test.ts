import { describe, expect, it } from "vitest";
import { auvDifferenceFigure, auvFromSteps, successCurve } from "../../lib/src";

type Trace = { name: string; x: number[]; y: number[]; type: string };

describe("auvDifferenceFigure", () => {
  it("ends the running difference at AUV(A) − AUV(B) (trapezoids by hand: 0.75 − 0.25 over H = 2)", () => {
    const [running, bars] = auvDifferenceFigure({ name: "A", curve: [0, 1, 1] }, { name: "B", curve: [0, 0, 1] }).data as Trace[];
    expect(running.x).toEqual([0, 1, 2]);
    expect(running.y).toEqual([0, 0.25, 0.5]); // D_2 = (0.5 + 1)/2 − (0 + 0.5)/2 = 0.5
    expect(bars.x).toEqual([1, 2]);
    expect(bars.y).toEqual([0.75, -0.25]);
    expect(bars.y.reduce((s, v) => s + v, 0)).toBeCloseTo(running.y[2], 12);
  });

  it("agrees with auvFromSteps on logged success steps, in percentage points", () => {
    const sa = [1, 2, null, 4, 6];
    const sb = [3, 3, 5, null, null];
    const f = auvDifferenceFigure({ name: "A", curve: successCurve(sa, 6) }, { name: "B", curve: successCurve(sb, 6) }, { percent: true });
    const running = (f.data as Trace[])[0].y;
    expect(running[6]).toBeCloseTo(100 * (auvFromSteps(sa, 6) - auvFromSteps(sb, 6)), 10);
    expect((f.layout as any).yaxis.range[0]).toBeLessThanOrEqual(0);
  });

  it("rejects curves of different horizons", () => {
    expect(() => auvDifferenceFigure({ name: "A", curve: [0, 1] }, { name: "B", curve: [0, 0, 1] })).toThrow(RangeError);
  });
});

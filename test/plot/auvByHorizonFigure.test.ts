import { describe, expect, it } from "vitest";
import { auvByHorizonFigure } from "../../lib/src";

type Trace = { name: string; x: number[]; y: number[] };

describe("auvByHorizonFigure", () => {
  it("draws AUV at each horizon; by hand, steps [1, 2] give 0.25 at H = 1 and 0.5 at H = 2", () => {
    // H = 1: P = [0, 0.5], area 0.25. H = 2: P = [0, 0.5, 1], area (0.25 + 0.75) / 2 = 0.5.
    const [t] = auvByHorizonFigure([{ name: "A", steps: [1, 2] }], [1, 2]).data as Trace[];
    expect(t.x).toEqual([1, 2]);
    expect(t.y).toEqual([0.25, 0.5]);
  });

  it("draws one line per model, in percent when asked, with the y axis from 0", () => {
    const f = auvByHorizonFigure([{ name: "A", steps: [1, 2] }, { name: "B", steps: [2, null] }], [1, 2, 3], { percent: true });
    const t = f.data as Trace[];
    expect(t.map((r) => r.name)).toEqual(["A", "B"]);
    expect(t[0].y[0]).toBeCloseTo(25, 12);
    expect((f.layout as any).yaxis.range[0]).toBeLessThanOrEqual(0);
  });

  it("draws nothing for no model or no horizon, and says which", () => {
    expect(JSON.stringify(auvByHorizonFigure([], [1]).layout)).toContain("no model");
    expect(JSON.stringify(auvByHorizonFigure([{ name: "A", steps: [1] }], []).layout)).toContain("no horizon");
  });
});

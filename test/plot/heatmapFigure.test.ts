import { describe, expect, it } from "vitest";
import { heatmapFigure, MISSING_VALUE } from "../../lib/src";

type Trace = { z: (number | null)[][]; x: string[]; y: string[]; text: string[][]; colorscale: string; zmid?: number };

describe("heatmapFigure", () => {
  const input = { rows: ["model a", "model b"], columns: ["E1", "E2"], z: [[1.25, null], [-2, 3]] };

  it("prints every cell's value, and a missing value as the dash (never 0)", () => {
    const [t] = heatmapFigure(input).data as Trace[];
    expect(t.text).toEqual([["1.3", MISSING_VALUE], ["-2.0", "3.0"]]);
    expect(t.z[0][1]).toBeNull();
    expect(t.y).toEqual(["model a", "model b"]);
  });

  it("centres a diverging scale on 0, and leaves a sequential one uncentred", () => {
    expect((heatmapFigure(input, { diverging: true }).data as Trace[])[0]).toMatchObject({ colorscale: "RdBu", zmid: 0 });
    expect((heatmapFigure(input).data as Trace[])[0].zmid).toBeUndefined();
  });

  it("reads rows top to bottom, fits the left margin to the labels, and is tall enough to draw (≥ 320 px)", () => {
    const layout = heatmapFigure(input).layout as any;
    expect(layout.yaxis.autorange).toBe("reversed");
    expect(layout.margin.l).toBeGreaterThanOrEqual(7 * "model a".length);
    expect(layout.height).toBeGreaterThanOrEqual(320);
    const tall = heatmapFigure({ rows: Array.from({ length: 17 }, (_, i) => `m${i}`), columns: ["E"], z: Array.from({ length: 17 }, () => [1]) });
    expect((tall.layout as any).height).toBeGreaterThan(17 * 20);
  });

  it("rejects a grid that does not match its labels, and bad decimals", () => {
    expect(() => heatmapFigure({ rows: ["a"], columns: ["x", "y"], z: [[1]] })).toThrow(/heatmapFigure: z must have 1 rows of 2 values/);
    expect(() => heatmapFigure(input, { decimals: -1 })).toThrow(/decimals/);
    expect(heatmapFigure({ rows: [], columns: [], z: [] }).data).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { radarFigure } from "../../lib/src";

type Trace = { type: string; r: (number | null)[]; theta: string[]; name: string; line: { color: string } };

describe("radarFigure", () => {
  const series = [
    { name: "a", metrics: { SR: 1, AUV: 0.5, LR: 0.25, MI: null } },
    { name: "b", metrics: { SR: 0, AUV: 1, LR: 1, MI: 0.5 } },
  ];

  it("closes each polygon by repeating its first axis, with the axis labels given", () => {
    const [a] = radarFigure(series, ["SR", "AUV", "LR", "MI"], { labels: { LR: "1 − LR" } }).data as Trace[];
    expect(a.type).toBe("scatterpolar");
    expect(a.theta).toEqual(["SR", "AUV", "1 − LR", "MI", "SR"]);
    expect(a.r).toEqual([1, 0.5, 0.25, null, 1]);
  });

  it("leaves a missing value as a gap, not a 0", () => {
    const [a] = radarFigure(series, ["MI", "SR"]).data as Trace[];
    expect(a.r[0]).toBeNull();
  });

  it("colours the series apart and keeps the radial range [0, 1] of radarScores", () => {
    const f = radarFigure(series, ["SR", "AUV"]);
    const [a, b] = f.data as Trace[];
    expect(a.line.color).not.toBe(b.line.color);
    expect((f.layout as any).polar.radialaxis.range).toEqual([0, 1]);
  });

  it("draws nothing without series or axes", () => {
    expect(radarFigure([], ["SR"]).data).toEqual([]);
    expect(radarFigure(series, []).data).toEqual([]);
  });
});

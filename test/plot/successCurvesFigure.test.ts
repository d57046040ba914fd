import { describe, expect, it } from "vitest";
import { categoryStyles, successCurve, successCurvesFigure } from "../../lib/src";
import { SERIES_PALETTE } from "../../lib/src/plot/encoding";

type Trace = { name: string; x: number[]; y: number[]; mode: string; line: { color: string }; fill?: string };
const traces = (f: { data: object[] }) => f.data as Trace[];
const layoutOf = (f: { layout?: object }) => f.layout as Record<string, any>;

describe("successCurvesFigure", () => {
  const a = { name: "A", curve: successCurve([1, 2, null, 4], 6) };
  const b = { name: "B", curve: successCurve([3, 5, 6, null], 6) };

  it("draws P_t against t = 0..T for each series", () => {
    const [ta, tb] = traces(successCurvesFigure([a, b]));
    expect(ta.x).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(ta.y).toEqual([0, 0.25, 0.5, 0.5, 0.75, 0.75, 0.75]);
    expect(tb.name).toBe("B");
  });

  it("scales to percent of all tasks when asked", () => {
    const f = successCurvesFigure([a], { percent: true });
    expect(traces(f)[0].y).toEqual([0, 25, 50, 50, 75, 75, 75]);
    expect(layoutOf(f).yaxis.title.text).toContain("%");
    expect(layoutOf(f).yaxis.range[1]).toBeLessThanOrEqual(105);
  });

  it("fits the y axis to the data within [0, 1] and starts it at 0", () => {
    const low = { name: "low", curve: [0, 0.1, 0.2, 0.3] };
    const [lo, hi] = layoutOf(successCurvesFigure([low])).yaxis.range;
    expect(lo).toBeLessThanOrEqual(0);
    expect(hi).toBeGreaterThanOrEqual(0.3);
    expect(hi).toBeLessThan(0.35);
    expect(layoutOf(successCurvesFigure([a])).yaxis.range[1]).toBeLessThan(0.8);
  });

  it("draws a labelled t_max line and further marks", () => {
    const f = successCurvesFigure([a], { tMax: 4, marks: [{ x: 5, label: "plateau rule: 5", kind: "rule" }] });
    const layout = layoutOf(f);
    expect(layout.shapes.map((s: { x0: number }) => s.x0)).toEqual([4, 5]);
    expect(layout.annotations.map((s: { text: string }) => s.text)).toEqual(["t_max = 4", "plateau rule: 5"]);
  });

  it("gives 17 series 17 different colours, and keeps a model's colour through a style map", () => {
    const many = Array.from({ length: 17 }, (_, i) => ({ name: `m${i}`, curve: [0, i / 17] }));
    const colors = traces(successCurvesFigure(many)).map((t) => t.line.color);
    expect(new Set(colors).size).toBe(17);
    const styles = categoryStyles(many.map((m) => m.name));
    const two = traces(successCurvesFigure([many[16], many[3]], { styles }));
    expect(two.map((t) => t.line.color)).toEqual([SERIES_PALETTE[16], SERIES_PALETTE[3]]);
  });

  it("fills the area under the curves when asked, and drops markers on long curves", () => {
    expect(traces(successCurvesFigure([a], { fill: true }))[0].fill).toBe("tozeroy");
    const long = { name: "L", curve: Array.from({ length: 60 }, (_, t) => t / 60) };
    expect(traces(successCurvesFigure([long]))[0].mode).toBe("lines");
    expect(traces(successCurvesFigure([a]))[0].mode).toBe("lines+markers");
  });

  it("draws nothing for no series; rejects an empty curve and a non-number", () => {
    expect(successCurvesFigure([]).data).toEqual([]);
    expect(() => successCurvesFigure([{ name: "x", curve: [] }])).toThrow(/successCurvesFigure: series\[0\].curve must have at least one point/);
    expect(() => successCurvesFigure([{ name: "x", curve: [0, Number.NaN] }])).toThrow(/series\[0\].curve\[1\] must be a finite number/);
  });
});

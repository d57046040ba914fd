import { describe, expect, it } from "vitest";
import { driftLinesFigure, driftLinesGrid, stockDrift, trackDrift } from "../../lib/src";
import { DRIFT_STYLES } from "../../lib/src/plot/encoding";

const x: (0 | 1)[] = [1, 1, 0, 0, 1, 1, 1];
const drift = { sequence: x, track: trackDrift(x, 3), stock: stockDrift(x) };
type Trace = { name: string; x: number[]; y: number[]; line?: { color: string; dash: string }; showlegend?: boolean; xaxis?: string };
const traces = (f: { data: object[] }) => f.data as Trace[];
const layoutOf = (f: { layout?: object }) => f.layout as Record<string, any>;

describe("driftLinesFigure", () => {
  it("draws GD^track and GD^stock over k = 1..N with the values given, in the one encoding", () => {
    const [track, stock] = traces(driftLinesFigure(drift, { window: 3 }));
    expect(track.name).toBe("GD^track (H = 3)");
    expect(track.x).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(track.y).toEqual(drift.track);
    expect(track.line).toEqual({ color: DRIFT_STYLES.track.color, dash: DRIFT_STYLES.track.dash });
    expect(stock.name).toBe("GD^stock");
    expect(stock.y).toEqual(drift.stock);
    expect(stock.line).toEqual({ color: DRIFT_STYLES.stock.color, dash: DRIFT_STYLES.stock.dash });
  });

  it("marks each write: at the top for a drift write (x_k = 0), at the bottom for an aligned one", () => {
    const marks = traces(driftLinesFigure(drift))[2];
    expect(marks.y.map((v) => (v > 1 ? "top" : v < 0 ? "bottom" : "?"))).toEqual(["bottom", "bottom", "top", "top", "bottom", "bottom", "bottom"]);
    expect(traces(driftLinesFigure(drift, { writeMarks: false }))).toHaveLength(2);
  });

  it("keeps the y axis on the share's range with room for the marks, and shows every write number", () => {
    const layout = layoutOf(driftLinesFigure(drift));
    expect(layout.yaxis.range[0]).toBeLessThan(Math.min(...traces(driftLinesFigure(drift))[2].y));
    expect(layout.yaxis.range[1]).toBeGreaterThan(1);
    expect(layout.xaxis.range).toEqual([0.5, 7.5]);
    expect(layout.xaxis.dtick).toBe(1);
    expect(layoutOf(driftLinesFigure(drift, { writeMarks: false })).yaxis.range).toEqual([-0.05, 1.05]);
  });

  it("names the legend entry GD^track without H when no window is given", () => {
    expect(traces(driftLinesFigure(drift))[0].name).toBe("GD^track");
  });

  it("draws no trace for a conversation without writes, and says so", () => {
    const f = driftLinesFigure({ sequence: [], track: [], stock: [] }, { title: "t" });
    expect(f.data).toEqual([]);
    expect(JSON.stringify(f.layout)).toContain("no writes");
  });

  it("rejects measures that do not have one value per write, and a missing array", () => {
    expect(() => driftLinesFigure({ sequence: [1, 0], track: [0], stock: [0, 1] })).toThrow(
      /driftLinesFigure: drift.track and drift.stock must have one value per write \(N = 2\), got 1 and 2/,
    );
    expect(() => driftLinesFigure({ sequence: [1], track: null, stock: [0] } as never)).toThrow(TypeError);
  });
});

describe("driftLinesGrid", () => {
  const panels = [
    { label: "first", drift },
    { label: "second", drift: { sequence: [0], track: [1], stock: [1] } },
    { label: "third", drift: { sequence: [1, 0], track: [0, 0.5], stock: [0, 0.5] } },
  ];

  it("puts each conversation on its own axes, two per row by default, with one legend", () => {
    const f = driftLinesGrid(panels, { window: 3 });
    const t = traces(f);
    expect(t).toHaveLength(9);
    expect(t.map((r) => r.xaxis)).toEqual(["x", "x", "x", "x2", "x2", "x2", "x3", "x3", "x3"]);
    expect(t.filter((r) => r.showlegend).length).toBe(3);
    const layout = layoutOf(f);
    expect(layout.grid).toMatchObject({ rows: 2, columns: 2 });
    expect(layout.xaxis2.range).toEqual([0.5, 1.5]);
    expect(layout.annotations.map((a: { text: string }) => a.text)).toEqual(["first", "second", "third"]);
  });

  it("uses the same encoding as the single chart", () => {
    const single = traces(driftLinesFigure(drift, { window: 3 }));
    const grid = traces(driftLinesGrid(panels, { window: 3 }));
    expect(grid[0].line).toEqual(single[0].line);
    expect(grid[1].line).toEqual(single[1].line);
  });

  it("draws nothing for no panels, and rejects a bad column count", () => {
    expect(driftLinesGrid([]).data).toEqual([]);
    expect(() => driftLinesGrid(panels, { columns: 0 })).toThrow(/driftLinesGrid: columns must be an integer ≥ 1, got 0/);
  });
});

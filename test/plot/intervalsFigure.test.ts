import { describe, expect, it } from "vitest";
import { intervalsFigure, REWARD_GROUP_STYLES, seriesStyle } from "../../lib/src";
import type { IntervalRow } from "../../lib/src";

type Trace = { name: string; x: number[]; y: number[]; text: string[]; error_x: { array: number[]; arrayminus: number[] }; marker: { color: string }; showlegend: boolean };

describe("intervalsFigure", () => {
  const rows: IntervalRow[] = [
    { label: "A", value: 0.5, lo: 0.3, hi: 0.8, group: "reward=1" },
    { label: "B", value: 0.2, lo: null, hi: null, group: "reward=0" },
    { label: "A", value: 0.4, lo: 0.35, hi: 0.45, group: "reward=0" },
    { label: "C", value: null, lo: null, hi: null, group: "reward=1" },
  ];
  const styles = new Map(Object.entries(REWARD_GROUP_STYLES));
  const fig = intervalsFigure(rows, { styles, reference: 0 });
  const traces = fig.data as Trace[];
  const layout = fig.layout as any;

  it("draws one trace per group, with each estimate's interval as asymmetric error bars", () => {
    expect(traces.map((t) => t.name)).toEqual(["reward=1", "reward=0"]);
    expect(traces[0].x).toEqual([0.5]);
    expect(traces[0].error_x.arrayminus[0]).toBeCloseTo(0.2, 12);
    expect(traces[0].error_x.array[0]).toBeCloseTo(0.3, 12);
    expect(traces[0].marker.color).toBe(REWARD_GROUP_STYLES["reward=1"].color);
  });

  it("keeps the rows in reading order, the first on top, equal labels apart", () => {
    expect(layout.yaxis.ticktext).toEqual(["A", "B", "A", "C (—)"]);
    expect(layout.yaxis.tickvals).toEqual([4, 3, 2, 1]);
    expect(traces[1].y).toEqual([3, 2]);
  });

  it("draws no interval where there is none, and nothing (never 0) for a missing estimate", () => {
    expect(traces[1].error_x.array[0]).toBe(0);
    expect(traces.flatMap((t) => t.y)).not.toContain(1);
  });

  it("fits the value axis to the estimates and interval ends, with the reference line inside", () => {
    expect(layout.xaxis.range[0]).toBeLessThan(0);
    expect(layout.xaxis.range[1]).toBeGreaterThan(0.8);
    expect(layout.xaxis.range[1]).toBeLessThan(0.9);
    expect(layout.shapes[0]).toMatchObject({ x0: 0, x1: 0 });
  });

  it("without groups: one trace in the first palette colour, no legend entry", () => {
    const [t] = intervalsFigure([{ label: "x", value: 1, lo: 0, hi: 2 }]).data as Trace[];
    expect(t.showlegend).toBe(false);
    expect(t.marker.color).toBe(seriesStyle(0).color);
  });

  it("rejects a non-finite value and an interval whose ends are reversed", () => {
    expect(() => intervalsFigure([{ label: "x", value: NaN, lo: null, hi: null }])).toThrow(/intervalsFigure: rows\[0\].value must be a finite number or null, got NaN/);
    expect(() => intervalsFigure([{ label: "x", value: 1, lo: 2, hi: 1 }])).toThrow(/rows\[0\].lo must be ≤ rows\[0\].hi/);
  });

  it("says so when there is nothing to draw", () => {
    const empty = intervalsFigure([], { title: "t" });
    expect(empty.data).toEqual([]);
    expect(JSON.stringify(empty.layout)).toContain("no estimate to draw");
  });
});

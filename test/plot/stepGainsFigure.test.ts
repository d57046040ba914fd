import { describe, expect, it } from "vitest";
import { stepGainsFigure } from "../../lib/src";

type Trace = { name: string; x: number[]; y: number[]; type: string };

describe("stepGainsFigure", () => {
  it("draws δ_k = P_{k+1} − P_k as bars at the step k + 1 where those tasks were first solved", () => {
    const [bars] = stepGainsFigure([{ name: "A", curve: [0, 0.25, 0.25, 0.75] }]).data as Trace[];
    expect(bars.type).toBe("bar");
    expect(bars.x).toEqual([1, 2, 3]);
    expect(bars.y).toEqual([0.25, 0, 0.5]);
  });

  it("groups the bars of several models, in percent when asked; the y axis starts at 0", () => {
    const f = stepGainsFigure([{ name: "A", curve: [0, 0.5, 1] }, { name: "B", curve: [0, 0, 1] }], { percent: true });
    const t = f.data as Trace[];
    expect(t.map((r) => r.y)).toEqual([[50, 50], [0, 100]]);
    expect((f.layout as any).barmode).toBe("group");
    expect((f.layout as any).yaxis.range[0]).toBeLessThanOrEqual(0);
  });

  it("draws nothing for no series; a one-point curve has no gain (RangeError from stepGains)", () => {
    expect(stepGainsFigure([]).data).toEqual([]);
    expect(() => stepGainsFigure([{ name: "A", curve: [0] }])).toThrow(RangeError);
  });
});

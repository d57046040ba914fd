import { describe, expect, it } from "vitest";
import { categoryStyles, srAuvFigure } from "../../lib/src";
import { REFERENCE_STYLES } from "../../lib/src/plot/encoding";

type Trace = { name: string; x: number[]; y: number[]; text?: string[]; marker?: { color: string }; line?: { color: string; dash: string }; legendgroup?: string };
const points = [
  { model: "m1", environment: "E", sr: 0.5, auv: 0.4 },
  { model: "m2", environment: "E", sr: 0.8, auv: 0.5 },
  { model: "m1", environment: "F", sr: 0.2, auv: 0.1 },
];

describe("srAuvFigure", () => {
  it("draws one marker per (model, environment), grouped and coloured by environment, hover names the model", () => {
    const t = srAuvFigure(points).data as Trace[];
    expect(t[0]).toMatchObject({ name: "E", x: [0.5, 0.8], y: [0.4, 0.5], text: ["m1", "m2"] });
    expect(t[1]).toMatchObject({ name: "F", x: [0.2], y: [0.1] });
    expect(t[0].marker!.color).not.toBe(t[1].marker!.color);
    expect(t[2].name).toBe("AUV = SR");
  });

  it("draws each environment's ceiling AUV = SR·(H − 0.5)/H in its colour: for H = 10 it ends at (1, 0.95)", () => {
    const t = srAuvFigure(points, { horizons: { E: 10 } }).data as Trace[];
    const ceiling = t.find((r) => r.name.startsWith("ceiling"))!;
    expect(ceiling.x).toEqual([0, 1]);
    expect(ceiling.y).toEqual([0, 0.95]);
    expect(ceiling.line!.color).toBe(t[0].marker!.color);
    expect(ceiling.line!.dash).toBe(REFERENCE_STYLES.bound.dash);
    // the ceiling has its own legend entry (not only the diagonal "AUV = SR")
    expect((ceiling as { showlegend?: boolean }).showlegend).toBe(true);
    expect(ceiling.name).toBe("ceiling SR·(H − 0.5)/H, E, H = 10");
    expect(t[0].name).toBe("E (H = 10)");
  });

  it("works in percent: axes and lines to 100", () => {
    const f = srAuvFigure(points.map((p) => ({ ...p, sr: 100 * p.sr, auv: 100 * p.auv })), { percent: true, horizons: { E: 20 } });
    const ceiling = (f.data as Trace[]).find((r) => r.name.startsWith("ceiling"))!;
    expect(ceiling.y[1]).toBeCloseTo(97.5, 10);
    expect((f.layout as any).xaxis.range[1]).toBeCloseTo(102, 10);
  });

  it("takes environment styles from a map, so an environment keeps its colour across notebooks", () => {
    const styles = categoryStyles(["A", "B", "F", "E"]);
    const t = srAuvFigure(points, { styles }).data as Trace[];
    expect(t[0].marker!.color).toBe(styles.get("E")!.color);
  });

  it("draws nothing for no points, and rejects a non-finite SR or AUV", () => {
    expect(srAuvFigure([]).data).toEqual([]);
    expect(() => srAuvFigure([{ model: "m", environment: "E", sr: Number.NaN, auv: 0 }])).toThrow(/srAuvFigure: points\[0\].sr must be a finite number/);
  });
});

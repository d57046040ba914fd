import { describe, expect, it } from "vitest";
import { emptyFigure, requireArray, scaled, translucent, verticalMark } from "../../lib/src/plot/layout";
import { REFERENCE_STYLES } from "../../lib/src/plot/encoding";

describe("verticalMark", () => {
  it("is a full-height line at x on the data axis with its label at the top, in the reference style", () => {
    const { shape, annotation } = verticalMark(7, "t_max = 7", "horizon") as { shape: any; annotation: any };
    expect(shape).toMatchObject({ type: "line", x0: 7, x1: 7, y0: 0, y1: 1, xref: "x", yref: "y domain" });
    expect(shape.line.color).toBe(REFERENCE_STYLES.horizon.color);
    expect(annotation).toMatchObject({ x: 7, text: "t_max = 7", xanchor: "right" });
    expect((verticalMark(1, "r", "rule", "left", "2") as any).shape.xref).toBe("x2");
  });
});

describe("emptyFigure", () => {
  it("has no trace and says why in the middle", () => {
    const f = emptyFigure("title", "nothing here");
    expect(f.data).toEqual([]);
    expect((f.layout as any).annotations[0].text).toBe("nothing here");
    expect((f.layout as any).title.text).toBe("title");
  });
});

describe("translucent, scaled, requireArray", () => {
  it("turns #rrggbb into rgba with the opacity", () => {
    expect(translucent("#0072B2")).toBe("rgba(0,114,178,0.15)");
    expect(translucent("#ffffff", 0.5)).toBe("rgba(255,255,255,0.5)");
  });

  it("scales to percent and keeps null", () => {
    expect(scaled([0.5, null], true)).toEqual([50, null]);
    expect(scaled([0.5], false)).toEqual([0.5]);
  });

  it("throws a TypeError in the error grammar for a non-array", () => {
    expect(() => requireArray("x", "f", "series")).toThrow(/^f: series must be an array, got string$/);
    expect(() => requireArray([], "f", "series")).not.toThrow();
  });
});

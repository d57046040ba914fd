import { describe, expect, it } from "vitest";
import { categoryStyles, outcomeStyle, seriesStyle } from "../../lib/src";
import { DRIFT_STYLES, OUTCOME_STYLES, REFERENCE_STYLES, REWARD_GROUP_STYLES, SERIES_PALETTE, WRITE_MARK_STYLE } from "../../lib/src/plot/encoding";
import { OUTCOME_CLASSES } from "../../lib/src";

// OKLab, written out from its definition (Björn Ottosson, "A perceptual color space for image processing", 2020,
// https://bottosson.github.io/posts/oklab/): linear sRGB → LMS (M1), cube root, → Lab (M2).
function oklab(hex: string): [number, number, number] {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = [1, 3, 5].map((i) => lin(parseInt(hex.slice(i, i + 2), 16) / 255));
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}
const distance = (a: string, b: string) => {
  const p = oklab(a);
  const q = oklab(b);
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
};
const minPairwise = (colors: readonly string[]) => {
  let min = Infinity;
  for (let i = 0; i < colors.length; i++) for (let j = 0; j < i; j++) min = Math.min(min, distance(colors[i], colors[j]));
  return min;
};
/** matplotlib's tab10, plotly's default colour sequence: the baseline a palette for many series must match. */
const TAB10 = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"];

describe("DRIFT_STYLES", () => {
  it("draws GD^track and GD^stock in different colours and different dashes (apart in grey-scale too)", () => {
    expect(DRIFT_STYLES.track.color).not.toBe(DRIFT_STYLES.stock.color);
    expect(DRIFT_STYLES.track.dash).not.toBe(DRIFT_STYLES.stock.dash);
    expect(distance(DRIFT_STYLES.track.color, DRIFT_STYLES.stock.color)).toBeGreaterThan(0.2);
  });

  it("keeps the write marks grey (no hue to compete with the measures)", () => {
    const [, a, b] = oklab(WRITE_MARK_STYLE.color);
    expect(Math.hypot(a, b)).toBeLessThan(0.01);
  });
});

describe("REWARD_GROUP_STYLES", () => {
  it("gives the four groups four distinct colours, none of them a drift measure's colour", () => {
    const colors = (["all", "reward=1", "reward=0", "other"] as const).map((g) => REWARD_GROUP_STYLES[g].color);
    expect(new Set(colors).size).toBe(4);
    for (const c of colors) {
      expect(distance(c, DRIFT_STYLES.track.color)).toBeGreaterThan(0.1);
      expect(distance(c, DRIFT_STYLES.stock.color)).toBeGreaterThan(0.1);
    }
  });
});

describe("REFERENCE_STYLES", () => {
  it("draws reference lines thinner than data lines (width ≤ 1.5) and never solid", () => {
    for (const r of Object.values(REFERENCE_STYLES)) {
      expect(r.width).toBeLessThanOrEqual(1.5);
      expect(r.dash).not.toBe("solid");
    }
  });
});

describe("SERIES_PALETTE", () => {
  it("has 24 distinct #rrggbb colours", () => {
    expect(SERIES_PALETTE).toHaveLength(24);
    expect(SERIES_PALETTE.every((c) => /^#[0-9a-fA-F]{6}$/.test(c))).toBe(true);
    expect(new Set(SERIES_PALETTE.map((c) => c.toLowerCase())).size).toBe(24);
  });

  it("keeps all 24 colours as far apart (OKLab) as the 10 colours of plotly's default palette", () => {
    expect(minPairwise(SERIES_PALETTE)).toBeGreaterThanOrEqual(minPairwise(TAB10) - 0.005);
  });

  it("keeps 17 series (a TIDE model table) clearly apart: smallest OKLab distance above 0.12", () => {
    expect(minPairwise(SERIES_PALETTE.slice(0, 17))).toBeGreaterThan(0.12);
  });

  it("uses only colours visible on white: OKLab lightness 0.4–0.8", () => {
    for (const c of SERIES_PALETTE) {
      const [L] = oklab(c);
      expect(L).toBeGreaterThanOrEqual(0.4);
      expect(L).toBeLessThanOrEqual(0.8);
    }
  });
});

describe("seriesStyle", () => {
  it("takes the i-th palette colour, and a new dash on each round through the palette", () => {
    expect(seriesStyle(0).color).toBe(SERIES_PALETTE[0]);
    expect(seriesStyle(23).color).toBe(SERIES_PALETTE[23]);
    expect(seriesStyle(24)).toMatchObject({ color: SERIES_PALETTE[0], dash: "dash" });
    expect(seriesStyle(0).dash).toBe("solid");
  });

  it("gives 96 series 96 different (colour, dash) pairs", () => {
    const pairs = Array.from({ length: 96 }, (_, i) => `${seriesStyle(i).color}/${seriesStyle(i).dash}`);
    expect(new Set(pairs).size).toBe(96);
  });

  it("rejects an index that is not a non-negative integer", () => {
    for (const i of [-1, 1.5, Number.NaN]) expect(() => seriesStyle(i)).toThrow(/seriesStyle: index must be a non-negative integer/);
  });
});

describe("categoryStyles", () => {
  it("fixes a name's style by its first position, so a subset drawn later keeps the colours", () => {
    const all = categoryStyles(["a", "b", "c", "b"]);
    expect(all.size).toBe(3);
    expect(all.get("c")).toEqual(seriesStyle(2));
    expect(all.get("b")).toEqual(seriesStyle(1));
  });

  it("gives no names an empty map", () => {
    expect(categoryStyles([]).size).toBe(0);
  });
});

describe("OUTCOME_STYLES and outcomeStyle", () => {
  it("gives every diagnostics outcome class its own colour", () => {
    const colours = OUTCOME_CLASSES.map((c) => outcomeStyle(c).color);
    expect(new Set(colours).size).toBe(OUTCOME_CLASSES.length);
    for (const c of OUTCOME_CLASSES) expect(OUTCOME_STYLES[c]).toBeDefined();
  });

  it("draws a success in the reward = 1 colour and a drift write in the GD^stock colour", () => {
    expect(outcomeStyle("success").color).toBe(REWARD_GROUP_STYLES["reward=1"].color);
    expect(outcomeStyle("drift-write").color).toBe(DRIFT_STYLES.stock.color);
  });

  it("falls back to the series palette for a class it does not know, also for names of Object's prototype", () => {
    expect(outcomeStyle("a new class", 3)).toEqual(seriesStyle(3));
    expect(outcomeStyle("constructor")).toEqual(seriesStyle(0));
  });
});

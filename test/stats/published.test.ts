/** A reproduced value matches a published figure when it rounds to the printed value at the printed precision. */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { matchesAtPrecision, printedRange, TrajlabInputError } from "../../lib/src";
import { checkPublishedFigure, checkPublishedFigures } from "../../lib/src/stats/published";

describe("matchesAtPrecision", () => {
  test("values inside the rounding interval match; values outside do not", () => {
    const fig = { value: 0.155, decimals: 3 };
    expect(matchesAtPrecision(fig, 0.155)).toBe(true);
    expect(matchesAtPrecision(fig, 0.15497)).toBe(true);
    expect(matchesAtPrecision(fig, 0.1554)).toBe(true);
    expect(matchesAtPrecision(fig, 0.1544)).toBe(false);
    expect(matchesAtPrecision(fig, 0.1556)).toBe(false);
  });

  test("half rounds away from zero: 0.1545 prints as 0.155 (not 0.154), 0.1555 as 0.156", () => {
    expect(matchesAtPrecision({ value: 0.155, decimals: 3 }, 0.1545)).toBe(true);
    expect(matchesAtPrecision({ value: 0.154, decimals: 3 }, 0.1545)).toBe(false);
    expect(matchesAtPrecision({ value: 0.155, decimals: 3 }, 0.1555)).toBe(false);
    expect(matchesAtPrecision({ value: 0.156, decimals: 3 }, 0.1555)).toBe(true);
  });

  test("negative figures round away from zero too: −0.55 prints as −0.6 at one decimal", () => {
    expect(matchesAtPrecision({ value: -0.6, decimals: 1 }, -0.55)).toBe(true);
    expect(matchesAtPrecision({ value: -0.5, decimals: 1 }, -0.55)).toBe(false);
    expect(matchesAtPrecision({ value: -0.5, decimals: 1 }, -0.45)).toBe(true);
  });

  test("percent figures compare a fraction scaled by 100", () => {
    expect(matchesAtPrecision({ value: 53.3, decimals: 1 }, 16 / 30, 100)).toBe(true);
    expect(matchesAtPrecision({ value: 53.3, decimals: 1 }, 16 / 30)).toBe(false);
  });

  test("integers (0 decimals) match counts exactly", () => {
    expect(matchesAtPrecision({ value: 30, decimals: 0 }, 30)).toBe(true);
    expect(matchesAtPrecision({ value: 30, decimals: 0 }, 31)).toBe(false);
  });

  test("an unmeasured value (null, NaN, ±∞) never matches", () => {
    for (const x of [null, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(matchesAtPrecision({ value: 0, decimals: 3 }, x)).toBe(false);
    }
  });

  test("property: a value matches exactly when its decimal rounding (half away from zero) prints the figure", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 3 }), (k, d) => {
        const x = k / 10 ** (d + 2); // values with a few more digits than printed
        const printed = Math.round(x * 10 ** d + 1e-9) / 10 ** d; // half-up on positives
        expect(matchesAtPrecision({ value: printed, decimals: d }, x)).toBe(true);
        expect(matchesAtPrecision({ value: printed + 10 ** -d, decimals: d }, x)).toBe(false);
      }),
    );
  });

  test("printedRange is [value − ½·10^−d, value + ½·10^−d)", () => {
    const { lo, hi } = printedRange({ value: 0.4, decimals: 1 });
    expect(lo).toBeCloseTo(0.35, 12);
    expect(hi).toBeCloseTo(0.45, 12);
  });
});

describe("checkPublishedFigure(s): the one validator of data/published/*.json", () => {
  const err = (f: () => unknown): TrajlabInputError => {
    try {
      f();
    } catch (e) {
      if (e instanceof TrajlabInputError) return e;
      throw e;
    }
    throw new Error("no error thrown");
  };

  test("keeps a good figure as it is, with its extra fields", () => {
    const fig = { id: "retail.stock", value: 0.155, decimals: 3, unit: "fraction", source: "x", description: "y" };
    expect(checkPublishedFigure(fig, "p.json", "figures[0]")).toBe(fig);
  });

  test("names the file and the JSON path of a bad field, in the loaders' error form", () => {
    expect(err(() => checkPublishedFigure({ id: "a", value: "1", decimals: 1 }, "p.json", "figures[0]")).message).toBe(
      'p.json: figures[0].value: expected a number, got a string ("1")',
    );
    expect(err(() => checkPublishedFigure({ id: 3, value: 1, decimals: 1 }, "p.json", "figures[0]")).path).toBe("figures[0].id");
    expect(err(() => checkPublishedFigure({ id: "a", value: 1, decimals: 1.5 }, "p.json", "figures[0]")).path).toBe("figures[0].decimals");
    expect(err(() => checkPublishedFigure({ id: "a", value: 1, decimals: 1, unit: "%" }, "p.json", "figures[0]")).path).toBe("figures[0].unit");
    expect(err(() => checkPublishedFigure({ id: "a", value: 1, decimals: 1 }, "p.json", "figures[0]", true)).path).toBe("figures[0].unit");
    expect(err(() => checkPublishedFigure(null, "p.json", "figures[0]")).kind).toBe("wrong-type");
  });

  test("a list must be an array of figures with unique ids", () => {
    expect(err(() => checkPublishedFigures({}, "p.json", "figures")).path).toBe("figures");
    const dup = err(() => checkPublishedFigures([{ id: "a", value: 1, decimals: 0 }, { id: "a", value: 2, decimals: 0 }], "p.json", "figures"));
    expect(dup.kind).toBe("duplicate-id");
    expect(dup.path).toBe("figures[1].id");
  });
});

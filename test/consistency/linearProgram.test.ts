import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { matchesAtPrecision } from "../../lib/src";
import { lpFormat, printedFigureRows, type LpRow } from "../../lib/src/consistency/linearProgram";

function satisfied(rows: LpRow[], values: Record<string, number>): boolean {
  return rows.every((r) => {
    let lhs = 0;
    for (const [v, c] of r.terms) lhs += c * (values[v] ?? 0);
    return r.op === ">=" ? lhs >= r.rhs : r.op === "<=" ? lhs <= r.rhs : lhs === r.rhs;
  });
}

describe("printedFigureRows: a printed figure as two integer rows", () => {
  it("0.155 (3 decimals) holds for 31/200 and 155/1000 but not for 31/201", () => {
    const rows = printedFigureRows("stock", { value: 0.155, decimals: 3 }, new Map([["m", 1]]), new Map([["n", 1]]));
    expect(satisfied(rows, { m: 31, n: 200 })).toBe(true);
    expect(satisfied(rows, { m: 155, n: 1000 })).toBe(true);
    expect(satisfied(rows, { m: 31, n: 201 })).toBe(false); // 0.15423 rounds to 0.154
  });

  it("an empty denominator never reproduces a figure, even 0", () => {
    const rows = printedFigureRows("g", { value: 0, decimals: 3 }, new Map([["m", 1]]), new Map([["n", 1]]));
    expect(satisfied(rows, { m: 0, n: 0 })).toBe(false);
    expect(satisfied(rows, { m: 0, n: 5 })).toBe(true);
  });

  it("a count (constant denominator) pins the exact integer", () => {
    const rows = printedFigureRows("mixed", { value: 30, decimals: 0, unit: "count" }, new Map([["k", 1]]), 1);
    expect([29, 30, 31].map((k) => satisfied(rows, { k }))).toEqual([false, true, false]);
  });

  it("agrees with matchesAtPrecision for every numerator/denominator (property, fractions and percents, scaled numerators)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.constantFrom(1, 2, 3),
        fc.constantFrom<"fraction" | "percent">("fraction", "percent"),
        fc.constantFrom(1, 6),
        (num, den, v, d, unit, numScale) => {
          const fig = { value: unit === "percent" ? v / 10 : v / 10 ** d, decimals: unit === "percent" ? 1 : d, unit };
          const rows = printedFigureRows("f", fig, new Map([["a", 1]]), new Map([["b", 1]]), numScale);
          const value = (num / numScale / den) * (unit === "percent" ? 100 : 1);
          expect(satisfied(rows, { a: num, b: den })).toBe(matchesAtPrecision(fig, value));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("rejects negative printed values", () => {
    expect(() => printedFigureRows("x", { value: -0.1, decimals: 1 }, new Map(), 1)).toThrow(RangeError);
  });
});

describe("printedFigureRows: argument errors follow the grammar", () => {
  it("names the function, the argument, the figure and the value", () => {
    expect(() => printedFigureRows("stock", { value: -0.1, decimals: 1 }, new Map([["x", 1]]), 1)).toThrow("printedFigureRows: fig.value must be ≥ 0 (figure stock), got -0.1");
    expect(() => printedFigureRows("stock", { value: 0.1, decimals: 1 }, new Map([["x", 0.01]]), 1)).toThrow(
      "printedFigureRows: every coefficient must be an integer (figure stock, variable x), got 0.2",
    );
  });
});

/** The text of one number, point or interval in the terminal: numbers, points, intervals, signed differences, p-values, exclusions. */
import { describe, expect, it } from "vitest";
import { measurement, MISSING_VALUE } from "../../lib/src";
import { exclusionLines, formatInterval, formatNumber, formatP, formatPoint, formatPointCell, formatPointState, formatSigned } from "../../lib/src/cli/cells";

describe("format: numbers the terminal shows", () => {
  it("a measurement point shows value, numerator and denominator", () => {
    expect(formatPoint(measurement(4, 12))).toBe("0.333 (4/12)");
  });
  it("a point that is not complete shows its state: partial with how many of how many failed, or no data", () => {
    const partial = measurement(4, 11, [{ reason: "no write calls", count: 1 }]);
    expect(formatPoint(partial)).toBe("0.364 (4/11) partial: 1 of 12 left out");
    expect(formatPoint(measurement(0, 0, [{ reason: "no write calls", count: 2 }]))).toBe(`${MISSING_VALUE} (0/0) no data: 2 of 2 left out`);
    // in a table the cell keeps value (num/den) and the state column carries the rest
    expect(formatPointCell(partial)).toBe("0.364 (4/11)");
    expect([formatPointState(partial), formatPointState(measurement(4, 11)), formatPointState(measurement(0, 0))]).toEqual(["partial: 1 of 12 left out", "complete", "no data"]);
  });
  it("a fractional numerator (a sum of GD values) keeps up to 3 decimals", () => {
    expect(formatPoint(measurement(11 / 3, 12))).toBe("0.306 (3.667/12)");
    expect(formatPoint(measurement(1.5, 5))).toBe("0.300 (1.5/5)");
  });
  it("a zero denominator shows — , never 0", () => {
    expect(MISSING_VALUE).toBe("—");
    expect(formatPoint(measurement(0, 0))).toBe(`${MISSING_VALUE} (0/0) no data`);
    expect(formatPointCell(measurement(0, 0))).toBe(`${MISSING_VALUE} (0/0)`);
    expect(formatNumber(null)).toBe(MISSING_VALUE);
    expect(formatNumber(Number.NaN)).toBe(MISSING_VALUE);
  });
});

describe("formatInterval", () => {
  it("prints [lo, hi] with 3 decimals by default, or the number of decimals asked for", () => {
    expect(formatInterval({ lo: 0.1, hi: 0.25, level: 0.95, method: "percentile" })).toBe("[0.100, 0.250]");
    expect(formatInterval({ lo: -0.0625, hi: 1, level: 0.9, method: "normal" }, 1)).toBe("[-0.1, 1.0]");
  });
  it("a missing interval is the missing-value dash, never [0, 0]", () => {
    expect(formatInterval(null)).toBe(MISSING_VALUE);
    expect(formatInterval(undefined)).toBe(MISSING_VALUE);
  });
});

describe("formatSigned", () => {
  it("a positive difference has a plus sign, a negative one the minus sign U+2212, zero none", () => {
    expect(formatSigned(0.12)).toBe("+0.120");
    expect(formatSigned(-0.045)).toBe("\u22120.045");
    expect(formatSigned(0)).toBe("0.000");
    expect(formatSigned(2.5, 1)).toBe("+2.5");
  });
  it("null, undefined and non-finite values are the dash", () => {
    for (const x of [null, undefined, NaN, Infinity, -Infinity]) expect(formatSigned(x)).toBe(MISSING_VALUE);
  });
});

describe("formatP", () => {
  it("three significant digits from 0.001 up, exponent form below", () => {
    expect(formatP(0.5)).toBe("0.500");
    expect(formatP(0.0123456)).toBe("0.0123");
    expect(formatP(0.001)).toBe("0.00100");
    expect(formatP(0.000045)).toBe("4.50e-5");
    expect(formatP(1)).toBe("1.00");
  });
  it("a missing p-value is the dash", () => {
    expect(formatP(null)).toBe(MISSING_VALUE);
    expect(formatP(NaN)).toBe(MISSING_VALUE);
  });
});

describe("exclusionLines", () => {
  it("one line per exclusion: reason, count and the ids, in the given order", () => {
    expect(exclusionLines([{ reason: "no reward", count: 2, ids: ["c1", "c2"] }, { reason: "infrastructure_error", count: 1, ids: ["c9"] }])).toEqual([
      "  no reward: 2 (c1, c2)",
      "  infrastructure_error: 1 (c9)",
    ]);
  });
  it("clips the ids after `max`, saying how many more there are", () => {
    const ids = ["a", "b", "c", "d", "e"];
    expect(exclusionLines([{ reason: "r", count: 5, ids }], "", 2)).toEqual(["r: 5 (a, b, … 3 more)"]);
    expect(exclusionLines([{ reason: "r", count: 5, ids }], "", 5)).toEqual(["r: 5 (a, b, c, d, e)"]);
  });
  it("an exclusion without ids prints only its count; no exclusion, no line", () => {
    expect(exclusionLines([{ reason: "r", count: 3, ids: [] }], "- ")).toEqual(["- r: 3"]);
    expect(exclusionLines([])).toEqual([]);
  });
});

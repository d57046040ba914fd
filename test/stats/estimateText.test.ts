import { describe, expect, test } from "vitest";
import { formatEstimate } from "../../lib/src/stats/estimateText";
import { proportionEstimate } from "../../lib/src/stats/proportionEstimate";

describe("formatEstimate", () => {
  test("value, counts and the interval's bounds", () => {
    const p = proportionEstimate(33, 47);
    expect(formatEstimate(p)).toBe(`${(33 / 47).toFixed(3)} (33/47) [${p.interval!.lo.toFixed(3)}, ${p.interval!.hi.toFixed(3)}]`);
  });
  test("a zero denominator is a dash with its counts, never 0", () => {
    expect(formatEstimate(proportionEstimate(0, 0))).toBe("— (0/0)");
  });
  test("without an interval, the counts only; decimals as asked", () => {
    expect(formatEstimate({ value: 0.5, numerator: 1, denominator: 2 }, 1)).toBe("0.5 (1/2)");
  });
  test("a non-finite value is not printed as a number", () => {
    expect(formatEstimate({ value: Number.NaN, numerator: 1, denominator: 2 })).toBe("— (1/2)");
  });
});

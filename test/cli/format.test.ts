import { describe, expect, it } from "vitest";
import { measurement, MISSING_VALUE } from "../../lib/src";
import { formatNumber, formatPoint } from "../../lib/src/cli/format";

describe("format: numbers the terminal shows", () => {
  it("a measurement point shows value, numerator and denominator", () => {
    expect(formatPoint(measurement(4, 12))).toBe("0.333 (4/12)");
  });
  it("a fractional numerator (a sum of GD values) keeps up to 3 decimals", () => {
    expect(formatPoint(measurement(11 / 3, 12))).toBe("0.306 (3.667/12)");
    expect(formatPoint(measurement(1.5, 5))).toBe("0.300 (1.5/5)");
  });
  it("a zero denominator shows — , never 0", () => {
    expect(MISSING_VALUE).toBe("—");
    expect(formatPoint(measurement(0, 0))).toBe(`${MISSING_VALUE} (0/0)`);
    expect(formatNumber(null)).toBe(MISSING_VALUE);
    expect(formatNumber(Number.NaN)).toBe(MISSING_VALUE);
  });
});

import { describe, expect, test } from "vitest";
import { checkFiniteArray, checkLevel, rangeError } from "../../lib/src/stats/validate";
import { showValue as shown } from "../../lib/src/stats/checks";

describe("validate", () => {
  test("values are shown as JSON clipped to 80 characters", () => {
    expect(shown("x".repeat(100))).toHaveLength(80);
    expect(shown(Number.POSITIVE_INFINITY)).toBe("Infinity");
    expect(rangeError("f", "x", "a number", "x".repeat(100)).message).toBe(`f: x must be a number, got ${shown("x".repeat(100))}`);
  });
  test("a string among numbers is a TypeError; a non-finite number a RangeError", () => {
    expect(() => checkFiniteArray("f", "xs", [1, "2" as unknown as number])).toThrow(TypeError);
    expect(() => checkFiniteArray("f", "xs", [1, Number.NaN])).toThrow(/^f: xs\[1\] must be a finite number, got NaN$/);
    expect(() => checkLevel("f", 0)).toThrow(/^f: level must be in \(0, 1\), got 0$/);
  });
});

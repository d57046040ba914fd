import { describe, expect, it } from "vitest";
import { checkFiniteArray, checkInteger, checkLevel, checkSameLength, rangeError, showValue } from "../../lib/src/stats/checks";

describe("checkFiniteArray", () => {
  it("accepts finite numbers, and no values at all", () => {
    expect(() => checkFiniteArray("f", "xs", [0, -1.5, 1e300])).not.toThrow();
    expect(() => checkFiniteArray("f", "xs", [])).not.toThrow();
  });
  it("a non-finite number is a RangeError naming the function, the index and the value", () => {
    expect(() => checkFiniteArray("f", "xs", [1, Infinity, NaN])).toThrow(/^f: xs\[1\] must be a finite number, got Infinity$/);
    expect(() => checkFiniteArray("f", "xs", [1, Number.NaN])).toThrow(RangeError);
  });
  it("a value of the wrong type is a TypeError (the error grammar's second row)", () => {
    expect(() => checkFiniteArray("f", "xs", [1, "2" as unknown as number])).toThrow(TypeError);
    expect(() => checkFiniteArray("f", "xs", [1, "2" as unknown as number])).toThrow("f: xs[1] must be a number, got string");
    expect(() => checkFiniteArray("f", "xs", [undefined as unknown as number])).toThrow("f: xs[0] must be a number, got undefined");
    expect(() => checkFiniteArray("f", "xs", null as unknown as number[])).toThrow("f: xs must be an array, got null");
  });
});

describe("the other argument checks", () => {
  it("level in (0, 1), integers ≥ min, equal lengths, in the grammar's words", () => {
    expect(() => checkLevel("f", 0)).toThrow(/^f: level must be in \(0, 1\), got 0$/);
    expect(() => checkLevel("f", 0.95)).not.toThrow();
    expect(() => checkInteger("f", "replicates", 1.5, 1)).toThrow("f: replicates must be an integer ≥ 1, got 1.5");
    expect(() => checkSameLength("f", "a", "b", [1], [1, 2])).toThrow("f: b.length must be a.length (1), got 2");
    expect(rangeError("f", "x", "positive", -1)).toBeInstanceOf(RangeError);
  });
});

describe("showValue", () => {
  it("shows JSON, non-finite numbers and undefined as a reader would type them", () => {
    expect(showValue("3")).toBe('"3"');
    expect(showValue(NaN)).toBe("NaN");
    expect(showValue(-Infinity)).toBe("-Infinity");
    expect(showValue([1, { a: null }])).toBe('[1,{"a":null}]');
    expect(showValue(undefined)).toBe("undefined");
  });
  it("clips at 80 characters", () => {
    const t = showValue("x".repeat(200));
    expect(t).toHaveLength(80);
    expect(t.endsWith("…")).toBe(true);
  });
});

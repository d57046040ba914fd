import { describe, expect, it } from "vitest";
import { requireBooleanArray, requireFiniteArray, requireInteger, requireLevel, requireSameLength, rangeError, showValue } from "../../lib/src/stats/guards";

describe("requireFiniteArray", () => {
  it("accepts finite numbers, and no values at all", () => {
    expect(() => requireFiniteArray("f", "xs", [0, -1.5, 1e300])).not.toThrow();
    expect(() => requireFiniteArray("f", "xs", [])).not.toThrow();
  });
  it("a non-finite number is a RangeError naming the function, the index and the value", () => {
    expect(() => requireFiniteArray("f", "xs", [1, Infinity, NaN])).toThrow(/^f: xs\[1\] must be a finite number, got Infinity$/);
    expect(() => requireFiniteArray("f", "xs", [1, Number.NaN])).toThrow(RangeError);
  });
  it("a value of the wrong type is a TypeError (the error grammar's second row)", () => {
    expect(() => requireFiniteArray("f", "xs", [1, "2" as unknown as number])).toThrow(TypeError);
    expect(() => requireFiniteArray("f", "xs", [1, "2" as unknown as number])).toThrow("f: xs[1] must be a number, got string");
    expect(() => requireFiniteArray("f", "xs", [undefined as unknown as number])).toThrow("f: xs[0] must be a number, got undefined");
    expect(() => requireFiniteArray("f", "xs", null as unknown as number[])).toThrow("f: xs must be an array, got null");
  });
});

describe("the other argument checks", () => {
  it("level in (0, 1), integers ≥ min, equal lengths, in the grammar's words", () => {
    expect(() => requireLevel("f", 0)).toThrow(/^f: level must be in \(0, 1\), got 0$/);
    expect(() => requireLevel("f", 0.95)).not.toThrow();
    expect(() => requireInteger("f", "replicates", 1.5, 1)).toThrow("f: replicates must be an integer ≥ 1, got 1.5");
    expect(() => requireSameLength("f", "a", "b", [1], [1, 2])).toThrow("f: b.length must be a.length (1), got 2");
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
  it("requireBooleanArray: booleans only, naming the first bad index", () => {
    expect(() => requireBooleanArray("f", "xs", [true, false])).not.toThrow();
    expect(() => requireBooleanArray("f", "xs", [true, "false"])).toThrow(/^f: xs\[1\] must be a boolean, got string$/);
    expect(() => requireBooleanArray("f", "xs", [null])).toThrow(/^f: xs\[0\] must be a boolean, got null$/);
  });
});

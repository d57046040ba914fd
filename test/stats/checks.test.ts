import { describe, expect, it } from "vitest";
import { checkFiniteValues, showValue } from "../../lib/src/stats/checks";

describe("checkFiniteValues", () => {
  it("accepts finite numbers, and no values at all", () => {
    expect(() => checkFiniteValues([0, -1.5, 1e300], "f")).not.toThrow();
    expect(() => checkFiniteValues([], "f")).not.toThrow();
  });
  it("names the function, the index and the value of the first bad value", () => {
    expect(() => checkFiniteValues([1, Infinity, NaN], "f")).toThrow("f: values[1] must be a finite number, got Infinity");
    expect(() => checkFiniteValues([1, "2"], "f")).toThrow('f: values[1] must be a finite number, got "2"');
    expect(() => checkFiniteValues([undefined], "f")).toThrow("f: values[0] must be a finite number, got undefined");
    expect(() => checkFiniteValues([NaN], "f")).toThrow(RangeError);
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

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { jsonEqual } from "../../lib/src/drift/jsonEqual";

describe("jsonEqual: Python == on parsed JSON", () => {
  it("nested objects and arrays, key order ignored", () => {
    expect(jsonEqual({ a: [1, { b: "x", c: null }], d: 2 }, { d: 2, a: [1, { c: null, b: "x" }] })).toBe(true);
  });
  it("differences anywhere in the depth fail", () => {
    expect(jsonEqual({ a: [1, { b: "x" }] }, { a: [1, { b: "y" }] })).toBe(false);
    expect(jsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(jsonEqual([1, 2], [1, 2, 3])).toBe(false);
  });
  it("a key present on one side only fails, even with value null", () => {
    expect(jsonEqual({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(jsonEqual({ a: 1, b: null }, { a: 1 })).toBe(false);
  });
  it("types: string vs number, array vs object, null vs object differ", () => {
    expect(jsonEqual("1", 1)).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual(null, null)).toBe(true);
  });
  it("numbers compare numerically, booleans as Python ints (True == 1)", () => {
    expect(jsonEqual(1, 1.0)).toBe(true);
    expect(jsonEqual(true, 1)).toBe(true);
    expect(jsonEqual(false, 0)).toBe(true);
    expect(jsonEqual(true, 2)).toBe(false);
  });
  it("agrees with structural equality of JSON round-trips (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const copy = JSON.parse(JSON.stringify(v));
        expect(jsonEqual(v, copy)).toBe(true);
      }),
    );
  });
  it("is symmetric (property)", () => {
    fc.assert(fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => jsonEqual(a, b) === jsonEqual(b, a)));
  });
});

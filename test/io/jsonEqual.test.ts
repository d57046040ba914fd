import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { jsonEqual } from "../../lib/src/io/jsonEqual";

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

/** The recursive definition the iterative implementation must agree with (small depths only). */
function reference(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((typeof a === "number" || typeof a === "boolean") && (typeof b === "number" || typeof b === "boolean")) return Number(a) === Number(b);
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const ys = b as unknown[];
    return a.length === ys.length && a.every((x, i) => reference(x, ys[i]));
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && reference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** `depth` levels of `wrap` around `leaf`, built without recursion. */
function nested(depth: number, leaf: unknown, wrap: (inner: unknown) => unknown): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = wrap(v);
  return v;
}

describe("jsonEqual: deep values", () => {
  it("agrees with the recursive definition on arbitrary pairs, including near-equal ones (property)", () => {
    const value = fc.jsonValue({ maxDepth: 4 });
    fc.assert(fc.property(value, value, (a, b) => jsonEqual(a, b) === reference(a, b)));
    // pairs that differ in one place deep inside
    fc.assert(
      fc.property(value, fc.jsonValue({ maxDepth: 1 }), (a, leaf) => {
        const b = { wrap: [a, leaf] };
        const c = { wrap: [JSON.parse(JSON.stringify(a)), leaf] };
        return jsonEqual(b, c) === true && jsonEqual(b, { wrap: [a, leaf, null] }) === false;
      }),
    );
  });

  it("10,000 levels of arrays or objects compare without overflowing the stack", () => {
    const depth = 10_000;
    const arrays = (leaf: unknown) => nested(depth, leaf, (v) => [v]);
    const objects = (leaf: unknown) => nested(depth, leaf, (v) => ({ k: v }));
    expect(jsonEqual(arrays("x"), arrays("x"))).toBe(true);
    expect(jsonEqual(arrays("x"), arrays("y"))).toBe(false); // differs only at the bottom
    expect(jsonEqual(objects(1), objects(1.0))).toBe(true);
    expect(jsonEqual(objects(1), objects(2))).toBe(false);
    expect(jsonEqual(objects(null), arrays(null))).toBe(false);
    // 100,000 levels too (no depth limit: the stack is an array on the heap)
    expect(jsonEqual(nested(100_000, 0, (v) => [v]), nested(100_000, false, (v) => [v]))).toBe(true);
  });
});

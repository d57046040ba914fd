import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { actionFingerprint, identifierValues, isIdentifierLike, normalizeArguments, normalizeValue, resourceIds } from "../../lib/src/events/normalize";

describe("normalizeValue", () => {
  test("sorts object keys at every depth and trims strings; arrays keep their order", () => {
    expect(JSON.stringify(normalizeValue({ b: { d: 1, c: " x " }, a: [3, 1] }))).toBe('{"a":[3,1],"b":{"c":"x","d":1}}');
  });
  test("is idempotent (property)", () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => JSON.stringify(normalizeValue(normalizeValue(v))) === JSON.stringify(normalizeValue(v))));
  });
});

describe("actionFingerprint", () => {
  test("ignores key order and surrounding blanks, not values", () => {
    expect(actionFingerprint("t", { a: 1, b: "x" })).toBe(actionFingerprint("t", { b: " x", a: 1 }));
    expect(actionFingerprint("t", { a: 1 })).not.toBe(actionFingerprint("t", { a: 2 }));
    expect(actionFingerprint("t", { a: 1 })).not.toBe(actionFingerprint("u", { a: 1 }));
  });
  test("null arguments fingerprint as {}", () => {
    expect(actionFingerprint("t", null)).toBe("t {}");
    expect(Object.keys(normalizeArguments({}))).toEqual([]);
  });
});

describe("isIdentifierLike / identifierValues", () => {
  test("ids carry a digit and no blank", () => {
    expect(["#W2", "HAT069", "2024-05-20", "L1002", "ana_1"].every(isIdentifierLike)).toBe(true);
    expect(["JFK", "economy", "a1", "no longer needed", "New York 10"].some(isIdentifierLike)).toBe(false);
  });
  test("collects string leaves depth-first in key order, without duplicates; numbers are not ids", () => {
    expect(identifierValues({ z: "#W2", a: ["#W2", { k: "HAT1" }], n: 12345 })).toEqual(["#W2", "HAT1"]);
  });
});

describe("resourceIds", () => {
  test("names entities by their key, only for id-like keys", () => {
    expect(resourceIds({ order_id: "#W2", item_ids: ["123", "456"], reason: "x9y", flights: [{ flight_number: "HAT3" }] })).toEqual([
      "flight_number:HAT3",
      "item_ids:123",
      "item_ids:456",
      "order_id:#W2",
    ]);
  });
  test("no arguments → no resources", () => {
    expect(resourceIds({})).toEqual([]);
  });
});

describe("arguments nested 20,000 levels deep (no recursion: the call stack must not overflow)", () => {
  const deep = (n: number): unknown => {
    let v: unknown = { order_id: " #W1 " };
    for (let i = 0; i < n; i++) v = i % 2 === 0 ? [v] : { z: v, a: "x" };
    return v;
  };
  const args = { user_id: "ann_lee_1001", deep: deep(20_000) };
  test("normalizeValue, actionFingerprint, identifierValues and resourceIds all finish", () => {
    expect(actionFingerprint("t", args).startsWith('t {"deep":{"a":"x","z":[{"a":"x","z":[')).toBe(true);
    expect(identifierValues(args)).toEqual(["#W1", "ann_lee_1001"]);
    expect(resourceIds(args)).toEqual(["order_id:#W1", "user_id:ann_lee_1001"]);
    expect(actionFingerprint("t", args).endsWith('{"order_id":"#W1"}' + "]}".repeat(10_000) + ',"user_id":"ann_lee_1001"}')).toBe(true);
  });
  test('a key named "__proto__" stays an own key (JSON allows it; assignment would set the prototype instead)', () => {
    const v = JSON.parse('{"a":{"__proto__":{"x":1}}}');
    expect(JSON.stringify(normalizeValue(v))).toBe('{"a":{"__proto__":{"x":1}}}');
  });

  test("on shallow data they give what the recursive definitions give (properties)", () => {
    const recursive = (v: unknown): unknown =>
      typeof v === "string" ? v.trim() : Array.isArray(v) ? v.map(recursive) : v !== null && typeof v === "object" ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, recursive((v as Record<string, unknown>)[k])])) : v;
    fc.assert(fc.property(fc.jsonValue(), (v) => JSON.stringify(normalizeValue(v)) === JSON.stringify(recursive(v))));
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (o) => actionFingerprint("t", o) === `t ${JSON.stringify(recursive(o))}`));
  });
});

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

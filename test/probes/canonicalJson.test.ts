/** Canonical JSON and its SHA-256 (internal; used by snapshot ids and fingerprints). */
import { createHash } from "crypto";
import { describe, expect, test } from "vitest";
import { canonicalJson, sha256Of } from "../../lib/src/probes/canonicalJson";

describe("canonicalJson", () => {
  test("sorts object keys at every depth, keeps array order, drops undefined members", () => {
    expect(canonicalJson({ b: 1, a: [true, null, { d: 2, c: undefined, a: "x" }] })).toBe('{"a":[true,null,{"a":"x","d":2}],"b":1}');
  });
  test("is JSON that parses back to the same value", () => {
    const v = { z: [1, 2.5, "é\n"], y: { x: null } };
    expect(JSON.parse(canonicalJson(v))).toEqual(v);
  });
  test("a value JSON cannot carry is a TypeError", () => {
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
  });
});

describe("sha256Of", () => {
  test("is sha256: + the hex digest of the canonical text (checked with node's crypto directly)", () => {
    const hex = createHash("sha256").update('{"a":1,"b":2}').digest("hex");
    expect(sha256Of({ b: 2, a: 1 })).toBe("sha256:" + hex);
  });
});

/**
 * @internal Canonical JSON and its SHA-256, for snapshot ids and fingerprints: object keys sorted (by UTF-16 code
 * units), no whitespace, arrays in order, `undefined` members dropped — so two equal values always give the same
 * text whatever the key order they were written in.
 */
import { createHash } from "crypto";

/**
 * The canonical JSON text of a JSON-like value: `{ b: 1, a: [true, null] }` → `{"a":[true,null],"b":1}`.
 *
 * @param value a JSON-like value (null, booleans, finite numbers, strings, arrays and plain objects)
 * @returns its canonical JSON text
 * @throws {TypeError} when the value (or a part of it) is not JSON-like
 * @internal
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`canonicalJson: value must be JSON-like, got ${typeof value}`);
    return text;
  }
  if (Array.isArray(value)) return "[" + value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",") + "]";
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort();
  return "{" + keys.map((k) => JSON.stringify(k) + ":" + canonicalJson(o[k])).join(",") + "}";
}

/**
 * `sha256:<hex>` of the canonical JSON of a value.
 *
 * @param value a JSON-like value
 * @returns `sha256:` and the hex digest
 * @throws {TypeError} as {@link canonicalJson}
 * @internal
 */
export function sha256Of(value: unknown): string {
  return "sha256:" + createHash("sha256").update(canonicalJson(value), "utf8").digest("hex");
}

/**
 * Deep equality of two parsed-JSON values, with the semantics of Python's `==` on the same data (τ²'s official
 * action matcher compares argument dicts with `==`):
 *
 * - objects: same own keys (order ignored; a key with value null is NOT the same as a missing key) and equal values;
 * - arrays: same length, equal elements in the same order;
 * - numbers: numeric equality (1 == 1.0); booleans compare as numbers against numbers (Python: True == 1);
 * - strings, null: identity.
 *
 * Runs in time linear in the size of the smaller value; no JSON.stringify.
 *
 * @internal
 * @param a a parsed JSON value
 * @param b another
 * @returns whether Python's `==` would call them equal
 *
 * @example
 * jsonEqual({ a: [1, { b: "x" }] }, { a: [1, { b: "x" }] }); // true
 * jsonEqual({ a: 1 }, { a: 1, b: null });                      // false (key on one side only)
 * jsonEqual([1, 2], [2, 1]);                                   // false (order matters in lists)
 * jsonEqual(true, 1);                                          // true  (as in Python)
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const ta = typeof a;
  const tb = typeof b;
  if (ta === "number" || ta === "boolean") {
    if (tb !== "number" && tb !== "boolean") return false;
    return Number(a) === Number(b);
  }
  if (a === null || b === null || ta !== "object" || tb !== "object") return false;
  const aArr = Array.isArray(a);
  if (aArr !== Array.isArray(b)) return false;
  if (aArr) {
    const xs = a as unknown[];
    const ys = b as unknown[];
    if (xs.length !== ys.length) return false;
    for (let i = 0; i < xs.length; i++) if (!jsonEqual(xs[i], ys[i])) return false;
    return true;
  }
  const oa = a as Record<string, unknown>;
  const ob = b as Record<string, unknown>;
  let na = 0;
  for (const k in oa) {
    if (!Object.prototype.hasOwnProperty.call(oa, k)) continue;
    na++;
    if (!Object.prototype.hasOwnProperty.call(ob, k)) return false;
    if (!jsonEqual(oa[k], ob[k])) return false;
  }
  let nb = 0;
  for (const k in ob) if (Object.prototype.hasOwnProperty.call(ob, k)) nb++;
  return na === nb;
}

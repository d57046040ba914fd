/**
 * Deep equality of two parsed-JSON values, with the semantics of Python's `==` on the same data (τ²'s official
 * action matcher compares argument dicts with `==`):
 *
 * - objects: same own keys (order ignored; a key with value null is NOT the same as a missing key) and equal values;
 * - arrays: same length, equal elements in the same order;
 * - numbers: numeric equality (1 == 1.0); booleans compare as numbers against numbers (Python: True == 1);
 * - strings, null: identity.
 *
 * Iterative (an explicit stack of value pairs, no recursion), so a value nested 10,000 levels deep compares like
 * any other instead of overflowing the call stack. Time linear in the size of the smaller value; no
 * JSON.stringify.
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
  const first = leafEqual(a, b);
  if (first !== CONTAINERS) return first;
  // pairs of containers still to compare, flattened: [x0, y0, x1, y1, …]
  const stack: unknown[] = [a, b];
  while (stack.length > 0) {
    const y = stack.pop();
    const x = stack.pop();
    if (Array.isArray(x)) {
      const ys = y as unknown[];
      if (x.length !== ys.length) return false;
      for (let i = 0; i < x.length; i++) {
        const r = leafEqual(x[i], ys[i]);
        if (r === false) return false;
        if (r === CONTAINERS) stack.push(x[i], ys[i]);
      }
      continue;
    }
    const ox = x as Record<string, unknown>;
    const oy = y as Record<string, unknown>;
    let nx = 0;
    for (const k in ox) {
      if (!hasOwn(ox, k)) continue;
      nx++;
      if (!hasOwn(oy, k)) return false;
      const r = leafEqual(ox[k], oy[k]);
      if (r === false) return false;
      if (r === CONTAINERS) stack.push(ox[k], oy[k]);
    }
    let ny = 0;
    for (const k in oy) if (hasOwn(oy, k)) ny++;
    if (nx !== ny) return false;
  }
  return true;
}

/** Marker: both values are containers of the same kind (two arrays, or two plain objects) — compare their contents. */
const CONTAINERS = 2;

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Equality of two values when it can be decided without looking inside them; CONTAINERS otherwise. */
function leafEqual(a: unknown, b: unknown): boolean | typeof CONTAINERS {
  if (a === b) return true;
  const ta = typeof a;
  const tb = typeof b;
  if (ta === "number" || ta === "boolean") {
    if (tb !== "number" && tb !== "boolean") return false;
    return Number(a) === Number(b);
  }
  if (a === null || b === null || ta !== "object" || tb !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  return CONTAINERS;
}

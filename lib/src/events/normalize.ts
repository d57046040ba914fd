/**
 * Normalised tool arguments, the identifiers they carry, and the resources they touch — the parts of a tool
 * request that fingerprints, parent links and resource lists are built from (docs/definitions/events.md).
 */

/**
 * A copy of a JSON value with object keys in sorted order and strings trimmed; arrays keep their order.
 * Two argument objects that differ only in key order or surrounding blanks normalise to equal values.
 * Non-JSON values (functions, undefined inside objects) are dropped as `JSON.stringify` would drop them.
 *
 * @param value a JSON value
 * @returns the normalised copy
 * @example
 * JSON.stringify(normalizeValue({ b: " x ", a: [2, 1] })); // "{\"a\":[2,1],\"b\":\"x\"}"
 * @internal
 */
export function normalizeValue(value: unknown): unknown {
  // an explicit stack, not recursion: arguments nested 10,000 levels deep must not overflow the call stack
  const leaf = (v: unknown): unknown => (typeof v === "string" ? v.trim() : v);
  const isContainer = (v: unknown): v is object => v !== null && typeof v === "object";
  const emptyLike = (v: object): unknown[] | Record<string, unknown> => (Array.isArray(v) ? new Array<unknown>(v.length) : {});
  if (!isContainer(value)) return leaf(value);
  const root = emptyLike(value);
  const stack: [object, unknown[] | Record<string, unknown>][] = [[value, root]];
  while (stack.length > 0) {
    const [src, dst] = stack.pop() as [object, unknown[] | Record<string, unknown>];
    // defineProperty, not assignment: a key named "__proto__" (valid in JSON) must stay an own key, not set the prototype
    const set = (key: string | number, v: unknown) => Object.defineProperty(dst, key, { value: v, enumerable: true, writable: true, configurable: true });
    const put = (key: string | number, v: unknown) => {
      if (isContainer(v)) {
        const child = emptyLike(v);
        set(key, child);
        stack.push([v, child]);
      } else set(key, leaf(v));
    };
    if (Array.isArray(src)) src.forEach((v, i) => put(i, v));
    else {
      const o = src as Record<string, unknown>;
      for (const key of Object.keys(o).sort()) {
        const v = o[key];
        if (v === undefined || typeof v === "function") continue;
        put(key, v);
      }
    }
  }
  return root;
}

/**
 * Normalised arguments of a tool call ({@link normalizeValue} of an object). Edges: `{}` stays `{}`.
 *
 * @param args a tool call's arguments
 * @returns the normalised arguments
 * @example
 * Object.keys(normalizeArguments({ zip: "1", name: "a" })); // ["name", "zip"]
 * @internal
 */
export function normalizeArguments(args: Record<string, unknown>): Record<string, unknown> {
  return normalizeValue(args) as Record<string, unknown>;
}

/**
 * The fingerprint of an action: tool name and normalised arguments, as one string. Call ids and timestamps are
 * not part of it, so two calls with the same tool and the same arguments have the same fingerprint.
 *
 * @param tool the tool name
 * @param args the call's arguments (null for none)
 * @returns the fingerprint: the tool and the canonical JSON of its normalised arguments
 * @example
 * actionFingerprint("get_user", { b: 1, a: "x" }) === actionFingerprint("get_user", { a: "x ", b: 1 }); // true
 * actionFingerprint("get_user", {}); // "get_user {}"
 * @internal
 */
export function actionFingerprint(tool: string, args: Record<string, unknown> | null): string {
  return `${tool} ${compactJson(args === null ? {} : normalizeArguments(args))}`;
}

/**
 * `JSON.stringify(value)` (compact) with an explicit stack, for JSON data of any depth (V8's own recursion
 * overflows on arguments nested some ten thousand levels deep). Same text as JSON.stringify for plain JSON data:
 * undefined, functions and symbols are dropped from objects and become null in arrays.
 *
 * @internal
 * @param value plain JSON data
 * @returns its compact JSON text
 * @example
 * compactJson({ a: [1, "x", null], b: { c: true } }); // "{\"a\":[1,\"x\",null],\"b\":{\"c\":true}}"
 */
export function compactJson(value: unknown): string {
  const parts: string[] = [];
  const TEXT = 0;
  const VALUE = 1;
  const stack: [number, unknown][] = [[VALUE, value]];
  const dropped = (x: unknown) => x === undefined || typeof x === "function" || typeof x === "symbol";
  while (stack.length > 0) {
    const [kind, v] = stack.pop() as [number, unknown];
    if (kind === TEXT) parts.push(v as string);
    else if (Array.isArray(v)) {
      parts.push("[");
      stack.push([TEXT, "]"]);
      for (let i = v.length - 1; i >= 0; i--) {
        stack.push([VALUE, dropped(v[i]) ? null : v[i]]);
        if (i > 0) stack.push([TEXT, ","]);
      }
    } else if (v !== null && typeof v === "object") {
      const o = v as Record<string, unknown>;
      const keys = Object.keys(o).filter((k) => !dropped(o[k]));
      parts.push("{");
      stack.push([TEXT, "}"]);
      for (let i = keys.length - 1; i >= 0; i--) {
        stack.push([VALUE, o[keys[i]]]);
        stack.push([TEXT, `${JSON.stringify(keys[i])}:`]);
        if (i > 0) stack.push([TEXT, ","]);
      }
    } else parts.push(JSON.stringify(v) ?? "null");
  }
  return parts.join("");
}

/**
 * Does a string look like an identifier a later call could copy (an order id, a user id, a flight number, a
 * date)? Rule: at least 3 characters after trimming, no blank inside, and at least one digit.
 * Words without digits ("economy", "JFK") are not identifiers here: they occur everywhere and would link
 * everything to everything.
 *
 * @param s a string value
 * @returns whether it is identifier-like
 * @example
 * isIdentifierLike("#W6390527"); // true
 * isIdentifierLike("mia_kim_4397"); // true
 * isIdentifierLike("economy"); // false
 * isIdentifierLike("New York 10"); // false (blank inside)
 * @internal
 */
export function isIdentifierLike(s: string): boolean {
  const t = s.trim();
  return t.length >= 3 && !/\s/.test(t) && /[0-9]/.test(t);
}

/**
 * Every identifier-like string value in an argument object (depth-first, in key order, without duplicates).
 * Numbers are not identifiers (an amount of 2 occurs in many outputs).
 *
 * @param args an argument object (nested objects and arrays are searched)
 * @returns the identifier-like strings, trimmed, in first-seen order
 * @example
 * const args = { user_id: "mia_kim_4397", flights: [{ flight_number: "HAT069", date: "2024-05-20" }], cabin: "economy", n: 2 };
 * identifierValues(args); // ["2024-05-20", "HAT069", "mia_kim_4397"] (keys in sorted order: flights before user_id; date before flight_number)
 * @internal
 */
export function identifierValues(args: Record<string, unknown>): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  // depth-first with an explicit stack (children pushed in reverse, so they are visited in order)
  const stack: unknown[] = [args];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") {
      const t = v.trim();
      if (isIdentifierLike(t) && !seen.has(t)) {
        seen.add(t);
        out.push(t);
      }
    } else if (Array.isArray(v)) for (let i = v.length - 1; i >= 0; i--) stack.push(v[i]);
    else if (v !== null && typeof v === "object") {
      const o = v as Record<string, unknown>;
      const keys = Object.keys(o).sort();
      for (let i = keys.length - 1; i >= 0; i--) stack.push(o[keys[i]]);
    }
  }
  return out;
}

const RESOURCE_KEY = /(^|_)(id|ids|number|numbers)$/i;

/**
 * Resources an argument object names: for every key that names an entity (`id`, `…_id`, `…_ids`, `…_number`),
 * each identifier-like string value, as `<key>:<value>`; sorted, without duplicates.
 *
 * @param args an argument object (nested objects and arrays are searched)
 * @returns the resource ids `<key>:<value>`, sorted
 * @example
 * resourceIds({ reservation_id: "H9ZU1C", flights: [{ flight_number: "HAT069", date: "2024-05-20" }], cabin: "economy" });
 * // ["flight_number:HAT069", "reservation_id:H9ZU1C"]
 * resourceIds({}); // []
 * @internal
 */
export function resourceIds(args: Record<string, unknown>): string[] {
  const out = new Set<string>();
  // an explicit stack of [value, the key it sits under] (the result is sorted, so visiting order does not matter)
  const stack: [unknown, string | null][] = [[args, null]];
  while (stack.length > 0) {
    const [v, key] = stack.pop() as [unknown, string | null];
    if (typeof v === "string") {
      if (key !== null && RESOURCE_KEY.test(key) && isIdentifierLike(v)) out.add(`${key}:${v.trim()}`);
    } else if (Array.isArray(v)) for (const x of v) stack.push([x, key]);
    else if (v !== null && typeof v === "object") {
      const o = v as Record<string, unknown>;
      for (const k of Object.keys(o)) stack.push([o[k], k]);
    }
  }
  return [...out].sort();
}

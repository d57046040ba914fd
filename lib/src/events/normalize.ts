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
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) return value.map(normalizeValue);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value as Record<string, unknown>).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v === undefined || typeof v === "function") continue;
      out[key] = normalizeValue(v);
    }
    return out;
  }
  return value;
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
  return `${tool} ${JSON.stringify(args === null ? {} : normalizeArguments(args))}`;
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
  const walk = (v: unknown): void => {
    if (typeof v === "string") {
      const t = v.trim();
      if (isIdentifierLike(t) && !seen.has(t)) {
        seen.add(t);
        out.push(t);
      }
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === "object") {
      const o = v as Record<string, unknown>;
      for (const k of Object.keys(o).sort()) walk(o[k]);
    }
  };
  walk(args);
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
  const walk = (v: unknown, key: string | null): void => {
    if (typeof v === "string") {
      if (key !== null && RESOURCE_KEY.test(key) && isIdentifierLike(v)) out.add(`${key}:${v.trim()}`);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v !== null && typeof v === "object") {
      const o = v as Record<string, unknown>;
      for (const k of Object.keys(o)) walk(o[k], k);
    }
  };
  walk(args, null);
  return [...out].sort();
}

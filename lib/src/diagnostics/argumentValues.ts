/**
 * The values a call carries, and how to find them in words: the leaves of a call's arguments, the leaves in which a
 * write differs from the gold action it should have been, and the text pattern of a value (an id as written, a date
 * as "May 17" or "2024-05-17", a bag count as "2 checked bags", an amount as "$1,286"). What decision evidence and
 * the first-deviation rules use to tie a turn to the values it carries (docs/definitions/diagnostics.md#decision-evidence).
 */

/** One leaf of an argument object: its path (`flights[1].date`), its key (`flights.date`) and value. */
export interface ArgumentLeaf {
  path: string;
  /** The path without array indices: leaves of one field share it. */
  key: string;
  value: string | number | boolean;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const COUNT_WORDS = ["zero|no", "one", "two", "three", "four", "five", "six"];
/** Identifier shapes of τ-bench domains: reservation ids, order ids, flight numbers, item ids, payment ids, lines, customers, user ids. */
const IDENTIFIER =
  /^(?:[A-Z0-9]{6}|#W\d{7}|HAT\d{3}|\d{10}|(?:credit_card|gift_card|certificate|paypal)_\d+|L\d{4}|C\d{4}|[a-z]+_[a-z]+_\d{4})$/;

/**
 * What does a call carry? The leaves of its arguments, depth first, keys in sorted order.
 *
 * Edges: {} → []; null and undefined leaves are skipped.
 *
 * @param args the arguments (an object, or any JSON value)
 * @returns one leaf per scalar
 * @example
 * argumentLeaves({ reservation_id: "ABC123", flights: [{ date: "2024-05-17" }] }); // [{ path: "flights[0].date", key: "flights.date", value: "2024-05-17" }, { path: "reservation_id", key: "reservation_id", value: "ABC123" }]
 */
export function argumentLeaves(args: unknown): ArgumentLeaf[] {
  const out: ArgumentLeaf[] = [];
  const walk = (v: unknown, path: string): void => {
    if (v === null || v === undefined) return;
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (typeof v === "object") for (const k of Object.keys(v as object).sort()) walk((v as Record<string, unknown>)[k], path ? `${path}.${k}` : k);
    else if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") out.push({ path, key: path.replace(/\[\d+\]/g, ""), value: v });
  };
  walk(args, "");
  return out;
}

/**
 * Where does a write differ from the gold action it should have been? The leaves of `call` whose field the gold
 * action also has and whose value no leaf of that field in the gold action has (order of array elements does not
 * matter; fields the gold action does not have — extra keys a harness adds — are not compared). With several gold
 * actions, the one with the fewest differing leaves.
 *
 * Edges: no gold action → null; an identical call → [].
 *
 * @param call the call's arguments
 * @param golds the gold actions' arguments (of the call's tool)
 * @returns the differing leaves of the call, or null
 * @example
 * differingLeaves({ reservation_id: "ABC123", total_baggages: 1 }, [{ reservation_id: "ABC123", total_baggages: 0 }]); // [{ path: "total_baggages", key: "total_baggages", value: 1 }]
 * differingLeaves({ a: 1 }, []); // null
 */
export function differingLeaves(call: unknown, golds: readonly unknown[]): ArgumentLeaf[] | null {
  if (golds.length === 0) return null;
  const mine = argumentLeaves(call);
  let best: ArgumentLeaf[] | null = null;
  for (const g of golds) {
    const theirs = argumentLeaves(g);
    const values = new Set(theirs.map((l) => `${l.key}=${String(l.value)}`));
    const keys = new Set(theirs.map((l) => l.key));
    const diff = mine.filter((l) => keys.has(l.key) && !values.has(`${l.key}=${String(l.value)}`));
    if (best === null || diff.length < best.length) best = diff;
  }
  return best;
}

/**
 * How would a value be written in a conversation? A pattern that finds it: strings as written (case-insensitive;
 * `_` may be a space), ISO dates also as "May 17", "17 May" or "5/17/2024", counts of bags as "2 checked bags" /
 * "two bags", amounts and prices as "$1,286" (cents optional). Values that cannot be found reliably give null:
 * other numbers, booleans, yes/no, strings under 3 characters.
 *
 * Source: docs/definitions/diagnostics.md#decision-evidence.
 *
 * @param leaf the value and its key
 * @returns the pattern, or null
 * @example
 * valuePattern({ path: "d", key: "flights.date", value: "2024-05-17" })!.test("on May 17th"); // true
 * valuePattern({ path: "b", key: "total_baggages", value: 1 })!.test("1 free checked bag"); // true
 * valuePattern({ path: "i", key: "insurance", value: "no" }); // null
 */
export function valuePattern(leaf: ArgumentLeaf): RegExp | null {
  const { key, value } = leaf;
  if (typeof value === "number") {
    const word = COUNT_WORDS[value] ?? String(value);
    if (/bag/.test(key)) return new RegExp(`\\b(${value}|${word})\\s+(?:\\w+\\s+){0,2}?bags?\\b`, "i");
    if (/amount|price/.test(key)) return new RegExp(`\\$\\s?${value.toLocaleString("en-US").replace(/,/g, ",?")}(\\.\\d+)?\\b`);
    return null;
  }
  if (typeof value !== "string" || value.length < 3 || /^(yes|no|true|false)$/i.test(value)) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) {
    const month = MONTHS[Number(iso[2]) - 1];
    const d = Number(iso[3]);
    return new RegExp(`${value}|\\b${month}\\s+${d}(st|nd|rd|th)?\\b|\\b${d}(st|nd|rd|th)?\\s+(of\\s+)?${month}\\b|\\b${Number(iso[2])}/${d}/${iso[1]}\\b`, "i");
  }
  return new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/_/g, "[ _]"), "i");
}

/**
 * Is this value an identifier of a τ-bench domain (a reservation or order id, a flight number, an item or payment
 * id, a line or customer id, a user id)? Identifiers name entities; other values (dates, names, amounts) describe
 * them.
 *
 * @param value the value
 * @returns whether it has an identifier's shape and at least one digit
 * @example
 * isIdentifier("H9ZU1C");            // true
 * isIdentifier("mia_kim_4397");      // true
 * isIdentifier("economy");           // false
 * @internal
 */
export function isIdentifier(value: unknown): boolean {
  return typeof value === "string" && IDENTIFIER.test(value) && /\d/.test(value);
}

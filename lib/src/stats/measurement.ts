/**
 * A measurement point: a ratio that never travels without its numerator, its denominator and what was left
 * out of it. `value = numerator / denominator`; a zero denominator gives `value: null` (not measured), never 0.
 *
 * Exclusions list every unit (conversation, step, task…) left out of the denominator, grouped by reason, so
 * nothing is dropped silently.
 *
 * @example
 * measurement(3, 4);                                  // { value: 0.75, numerator: 3, denominator: 4, exclusions: [] }
 * measurement(0, 0, [{ reason: "no writes", count: 2 }]); // value: null
 */
export interface Exclusion {
  /** Why the units were left out, in words a reader understands ("no write calls", "reward missing"). */
  reason: string;
  /** How many units were left out for this reason (≥ 1). */
  count: number;
  /** Optional ids of the excluded units (conversation ids, task ids…). */
  ids?: string[];
}

export interface MeasurementPoint {
  /** numerator / denominator, or null when the denominator is 0. */
  value: number | null;
  numerator: number;
  denominator: number;
  exclusions: Exclusion[];
}

/**
 * The point `numerator / denominator` (unit: that of the ratio; a zero denominator gives `value: null`, never 0).
 * Exclusions with count 0 are dropped. A non-finite numerator or denominator, or a negative denominator, is a
 * RangeError.
 *
 * @example
 * measurement(1, 4).value;                                       // 0.25
 * measurement(0, 0).value;                                       // null
 * measurement(2, 5, [{ reason: "no writes", count: 0 }]).exclusions; // []
 */
export function measurement(numerator: number, denominator: number, exclusions: Exclusion[] = []): MeasurementPoint {
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator < 0) {
    throw new RangeError(`measurement: expected finite numerator and non-negative denominator, got ${numerator}/${denominator}`);
  }
  return {
    value: denominator === 0 ? null : numerator / denominator,
    numerator,
    denominator,
    exclusions: exclusions.filter((e) => e.count > 0),
  };
}

/**
 * Merge exclusion lists, adding counts (and ids) of equal reasons, keeping first-seen order. The inputs are not
 * modified; reasons whose total count is 0 are dropped. Edges: no list, or only empty lists → [].
 *
 * @example
 * mergeExclusions([{ reason: "no writes", count: 2, ids: ["a", "b"] }], [{ reason: "no writes", count: 1, ids: ["c"] }]);
 * // [{ reason: "no writes", count: 3, ids: ["a", "b", "c"] }]
 */
export function mergeExclusions(...lists: Exclusion[][]): Exclusion[] {
  const byReason = new Map<string, Exclusion>();
  for (const list of lists) {
    for (const e of list) {
      const prev = byReason.get(e.reason);
      if (!prev) {
        byReason.set(e.reason, { reason: e.reason, count: e.count, ...(e.ids ? { ids: [...e.ids] } : {}) });
      } else {
        prev.count += e.count;
        if (e.ids) prev.ids = [...(prev.ids ?? []), ...e.ids];
      }
    }
  }
  return [...byReason.values()].filter((e) => e.count > 0);
}

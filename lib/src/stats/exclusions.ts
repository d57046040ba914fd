/*
 * Exclusions grouped by reason — the one place that counts what a measurement left out: merging lists
 * ({@link mergeExclusions}), grouping excluded units ({@link exclusionsByReason}) and the running form
 * (`ExclusionTally`). The record itself is io/exclusion.ts's `Exclusion`.
 */
import type { Exclusion } from "../io/model";

/**
 * What was left out of several points together? Merges exclusion lists, adding the counts (and ids) of equal
 * reasons, keeping first-seen order. The inputs are not modified; reasons whose total count is 0 are dropped.
 * Edges: no list, or only empty lists → [].
 *
 * @param lists the exclusion lists to merge
 * @returns one exclusion per reason
 * @example
 * mergeExclusions([{ reason: "no writes", count: 2, ids: ["a", "b"] }], [{ reason: "no writes", count: 1, ids: ["c"] }]); // [{ reason: "no writes", count: 3, ids: ["a", "b", "c"] }]
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

/**
 * Which units were left out, and why? Groups excluded units by reason — the one place that does it (drift tables,
 * writes per conversation, cumulative points, loop ratios all call it).
 *
 * Each unit whose `reasonOf` is a string is counted under that reason; units with reason null are included units and
 * are skipped. Reasons come out in first-seen order. With `idOf`, each exclusion lists the ids of its units in unit
 * order (fresh arrays on every call); without it, exclusions carry counts only.
 * Edges: no units, or no excluded unit → [].
 *
 * @param units the units (conversations, trajectories, rows…), in order
 * @param reasonOf the unit's exclusion reason, or null when the unit is included
 * @param idOf the unit's id, when the exclusions should list ids
 * @returns one exclusion per reason, with its count (and ids)
 * @example
 * exclusionsByReason([{ id: "a", why: "no writes" }, { id: "b", why: null }, { id: "c", why: "no writes" }], (u) => u.why, (u) => u.id);
 * // [{ "reason": "no writes", "count": 2, "ids": ["a", "c"] }]
 * exclusionsByReason(["x", "y", "x"], (r) => r); // [{ "reason": "x", "count": 2 }, { "reason": "y", "count": 1 }]
 */
export function exclusionsByReason<T>(units: Iterable<T>, reasonOf: (unit: T) => string | null, idOf?: (unit: T) => string): Exclusion[] {
  const tally = new ExclusionTally(idOf !== undefined);
  for (const u of units) {
    const reason = reasonOf(u);
    if (reason !== null) tally.add(reason, idOf?.(u));
  }
  return tally.list();
}

/**
 * A running count of excluded units by reason, for code that needs the exclusions "so far" at several points of one
 * pass (e.g. a cumulative series). {@link exclusionsByReason} is the one-shot form.
 *
 * @internal
 * @example
 * const t = new ExclusionTally(false);
 * t.add("no writes");
 * t.list(); // [{ "reason": "no writes", "count": 1 }]
 */
export class ExclusionTally {
  private readonly byReason = new Map<string, { count: number; ids: string[] }>();

  /** @param withIds keep the ids passed to {@link ExclusionTally.add} (else counts only) */
  constructor(private readonly withIds: boolean) {}

  /**
   * Count one excluded unit.
   * @param reason why the unit is left out
   * @param id its id (kept when the tally was made with ids)
   */
  add(reason: string, id?: string): void {
    let entry = this.byReason.get(reason);
    if (!entry) {
      entry = { count: 0, ids: [] };
      this.byReason.set(reason, entry);
    }
    entry.count++;
    if (this.withIds && id !== undefined) entry.ids.push(id);
  }

  /** @returns the exclusions so far, one per reason in first-seen order (fresh arrays) */
  list(): Exclusion[] {
    return [...this.byReason].map(([reason, e]) => (this.withIds ? { reason, count: e.count, ids: [...e.ids] } : { reason, count: e.count }));
  }
}

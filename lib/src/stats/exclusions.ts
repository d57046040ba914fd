/**
 * Grouping excluded units by reason: the one helper the statistics family uses to turn "unit u left out because
 * r" records into {@link Exclusion}s (reason, count, ids), so nothing is dropped silently.
 */
import type { Exclusion } from "./measurement";

/**
 * Exclusions grouped by reason in first-seen order, each with its count and ids (fresh arrays). Edges: no record →
 * [].
 *
 * @param records the excluded units, each with its id and reason
 * @returns one exclusion per reason (reason, count, ids), reasons in first-seen order
 * @internal
 * @example
 * const records = [{ id: "a", reason: "r1" }, { id: "b", reason: "r2" }, { id: "c", reason: "r1" }];
 * exclusionsByReason(records); // [{ reason: "r1", count: 2, ids: ["a", "c"] }, { reason: "r2", count: 1, ids: ["b"] }]
 */
export function exclusionsByReason(records: Iterable<{ id: string; reason: string }>): Exclusion[] {
  const byReason = new Map<string, string[]>();
  for (const r of records) {
    const ids = byReason.get(r.reason);
    if (ids) ids.push(r.id);
    else byReason.set(r.reason, [r.id]);
  }
  return [...byReason].map(([reason, ids]) => ({ reason, count: ids.length, ids }));
}

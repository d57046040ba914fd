/**
 * Grouping excluded units by reason, in the record form the statistics family passes around ("unit u left out
 * because r"): a thin adapter over the one grouping helper, `exclusionsByReason` of stats/measurement.ts, so the
 * rule (first-seen order, counts, fresh id arrays) lives in one place.
 */
import { exclusionsByReason as groupByReason, type Exclusion } from "./measurement";

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
  return groupByReason(
    records,
    (r) => r.reason,
    (r) => r.id,
  );
}

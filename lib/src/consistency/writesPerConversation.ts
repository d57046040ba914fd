/**
 * The distribution of writes per conversation (N, among conversations with at least one write), measured on
 * per-conversation drift rows: the "realistic" target the consistency analysis steers towards.
 *
 * counts[n−1] = conversations with N = n included in the drift aggregates (excluded rows are not counted but
 * reported by reason); shares[n−1] = counts[n−1] / Σ counts. Unit: shares in [0, 1] summing to 1.
 * Edges: no conversation with writes → shares all empty ([]) and `conversations` 0.
 *
 * @example
 * writesPerConversation([{ excluded: null, writeCount: 1 }, { excluded: null, writeCount: 3 }, { excluded: "no write calls", writeCount: 0 }]);
 * // { counts: [1, 0, 1], shares: [0.5, 0, 0.5], conversations: 2, excluded: [{ reason: "no write calls", count: 1 }] }
 */
import { exclusionsByReason, type Exclusion } from "../stats/measurement";

export interface WritesPerConversation {
  counts: number[];
  shares: number[];
  conversations: number;
  excluded: Exclusion[];
}

export function writesPerConversation(rows: ReadonlyArray<{ excluded: string | null; writeCount: number }>): WritesPerConversation {
  const counts: number[] = [];
  let total = 0;
  for (const [i, r] of rows.entries()) {
    if (r.excluded !== null) continue;
    if (!Number.isInteger(r.writeCount) || r.writeCount < 1) {
      throw new RangeError(`writesPerConversation: rows[${i}].writeCount must be an integer ≥ 1 (the row is included), got ${JSON.stringify(r.writeCount)}`);
    }
    while (counts.length < r.writeCount) counts.push(0);
    counts[r.writeCount - 1]++;
    total++;
  }
  return {
    counts,
    shares: total === 0 ? [] : counts.map((c) => c / total),
    conversations: total,
    excluded: exclusionsByReason(rows, (r) => r.excluded),
  };
}

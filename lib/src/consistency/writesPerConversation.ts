import { exclusionsByReason } from "../stats/exclusions";
import type { Exclusion } from "../stats/measurement";

/** How many writes conversations have ({@link writesPerConversation}). */
export interface WritesPerConversation {
  /** counts[n−1] = included conversations with n writes. */
  counts: number[];
  /** shares[n−1] = counts[n−1] / Σ counts ([] when there is no conversation with writes). */
  shares: number[];
  /** Included conversations (each with ≥ 1 write). */
  conversations: number;
  /** The excluded rows, by reason (counts only). */
  excluded: Exclusion[];
}

/**
 * How many writes does a conversation have? The distribution of writes per conversation (N, among conversations
 * with at least one write), measured on per-conversation drift rows: the "realistic" target the consistency
 * analysis steers towards.
 *
 * Formula: counts[n−1] = included conversations with N = n (excluded rows are not counted but reported by reason);
 * shares[n−1] = counts[n−1] / Σ counts. Unit: shares in [0, 1] summing to 1.
 * Edges: no conversation with writes → counts and shares [] and `conversations` 0 (never a share of 0).
 *
 * @param rows per-conversation rows (exclusion reason and write count)
 * @returns counts, shares and exclusions
 * @throws {RangeError} when an included row has no write or a non-integer write count
 * @example
 * writesPerConversation([{ excluded: null, writeCount: 1 }, { excluded: null, writeCount: 3 }, { excluded: "no write calls", writeCount: 0 }]); // { counts: [1, 0, 1], shares: [0.5, 0, 0.5], conversations: 2, excluded: [{ reason: "no write calls", count: 1 }] }
 */
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

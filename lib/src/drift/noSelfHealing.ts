/**
 * "No self-healing" (seed 000 §五): after a drift write, does the agent come back to the gold path?
 *
 * Per write sequence x_1..x_N ({@link selfHealingPattern}):
 * - `hasWrites`: N ≥ 1;
 * - `mixed`: ≥ 1 aligned and ≥ 1 drift write;
 * - `alignedAfterDrift`: some aligned write comes after the first drift write ("错后出现过 ≥1 对齐写");
 * - `twoAlignedAfterDrift`: two CONSECUTIVE aligned writes occur somewhere after some drift write ("真回头");
 *   a neutral write between two aligned ones breaks the run;
 * - `noAlignedWrite`: N ≥ 1 and no aligned write ("全程无对齐写").
 * Both "after drift" patterns imply `mixed`.
 *
 * Over conversations ({@link noSelfHealing}): counts, and the shares
 * alignedAfterDrift / mixed, twoAlignedAfterDrift / mixed, noAlignedWrite / withWrites, mixed / withWrites,
 * each a MeasurementPoint (denominator 0 → null). Excluded conversations are listed in every share's exclusions.
 * Cost: O(N) per conversation.
 *
 * @example
 * selfHealingPattern([1, 0, 1, 1]);
 * // { hasWrites: true, mixed: true, alignedAfterDrift: true, twoAlignedAfterDrift: true, noAlignedWrite: false }
 * selfHealingPattern([0, 1, 0, 1]);
 * // { …, mixed: true, alignedAfterDrift: true, twoAlignedAfterDrift: false }
 */
import { measurement, type MeasurementPoint } from "../stats/measurement";
import { driftExclusions, type ConversationDrift } from "./conversationDrift";
import type { WriteMark } from "./gd";

export interface SelfHealingPattern {
  hasWrites: boolean;
  mixed: boolean;
  alignedAfterDrift: boolean;
  twoAlignedAfterDrift: boolean;
  noAlignedWrite: boolean;
}

/** Classify one write sequence (marks as in gd.ts; only 1 is aligned, only 0 is drift). */
export function selfHealingPattern(sequence: readonly WriteMark[]): SelfHealingPattern {
  let aligned = 0;
  let drift = 0;
  let seenDrift = false;
  let alignedAfterDrift = false;
  let twoAlignedAfterDrift = false;
  let run = 0; // consecutive aligned writes after the first drift write
  for (const x of sequence) {
    if (x === 1) {
      aligned++;
      if (seenDrift) {
        alignedAfterDrift = true;
        run++;
        if (run >= 2) twoAlignedAfterDrift = true;
      }
    } else {
      run = 0;
      if (x === 0) {
        drift++;
        seenDrift = true;
      }
    }
  }
  return {
    hasWrites: sequence.length > 0,
    mixed: aligned > 0 && drift > 0,
    alignedAfterDrift,
    twoAlignedAfterDrift,
    noAlignedWrite: sequence.length > 0 && aligned === 0,
  };
}

export interface NoSelfHealingSummary {
  /** Included conversations (each has writes). */
  withWrites: number;
  mixed: number;
  alignedAfterDrift: number;
  twoAlignedAfterDrift: number;
  noAlignedWrite: number;
  /** mixed / withWrites */
  mixedShare: MeasurementPoint;
  /** alignedAfterDrift / mixed */
  alignedAfterDriftShare: MeasurementPoint;
  /** twoAlignedAfterDrift / mixed */
  twoAlignedAfterDriftShare: MeasurementPoint;
  /** noAlignedWrite / withWrites */
  noAlignedWriteShare: MeasurementPoint;
}

/** Summarise the pattern over drift rows; excluded rows only feed the exclusions. */
export function noSelfHealing(rows: readonly ConversationDrift[]): NoSelfHealingSummary {
  let withWrites = 0;
  let mixed = 0;
  let after = 0;
  let two = 0;
  let none = 0;
  for (const row of rows) {
    if (row.excluded !== null) continue;
    const p = selfHealingPattern(row.sequence);
    if (!p.hasWrites) continue;
    withWrites++;
    if (p.mixed) mixed++;
    if (p.alignedAfterDrift) after++;
    if (p.twoAlignedAfterDrift) two++;
    if (p.noAlignedWrite) none++;
  }
  // The four shares leave out the same conversations: group them by reason once.
  const excluded = driftExclusions(rows);
  return {
    withWrites,
    mixed,
    alignedAfterDrift: after,
    twoAlignedAfterDrift: two,
    noAlignedWrite: none,
    mixedShare: measurement(mixed, withWrites, excluded),
    alignedAfterDriftShare: measurement(after, mixed, excluded),
    twoAlignedAfterDriftShare: measurement(two, mixed, excluded),
    noAlignedWriteShare: measurement(none, withWrites, excluded),
  };
}

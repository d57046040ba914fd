/*
 * "No self-healing" (docs/definitions/goal-drift.md#no-self-healing): after a drift write, does the agent come back
 * to the gold path?
 *
 * Per write sequence x_1..x_N ({@link selfHealingPattern}):
 * - `hasWrites`: N ≥ 1;
 * - `mixed`: ≥ 1 aligned and ≥ 1 drift write;
 * - `alignedAfterDrift`: some aligned write comes after the first drift write ("≥ 1 aligned write after a drift
 *   write");
 * - `twoAlignedAfterDrift`: two CONSECUTIVE aligned writes occur somewhere after some drift write ("truly turning
 *   back"); a neutral write between two aligned ones breaks the run;
 * - `noAlignedWrite`: N ≥ 1 and no aligned write ("no aligned write in the whole conversation").
 * Both "after drift" patterns imply `mixed`.
 *
 * Over conversations ({@link noSelfHealing}): counts, and the shares
 * alignedAfterDrift / mixed, twoAlignedAfterDrift / mixed, noAlignedWrite / withWrites, mixed / withWrites,
 * each a MeasurementPoint (denominator 0 → null). Excluded conversations are listed in every share's exclusions.
 * Cost: O(N) per conversation.
 */
import { measurement, type MeasurementPoint } from "../stats/measurement";
import { driftExclusions, type ConversationDrift } from "./conversationDrift";
import type { WriteMark } from "./driftSeries";

/** The no-self-healing pattern of one write sequence ({@link selfHealingPattern}). */
export interface SelfHealingPattern {
  /** N ≥ 1. */
  hasWrites: boolean;
  /** At least one aligned and at least one drift write. */
  mixed: boolean;
  /** Some aligned write after the first drift write. */
  alignedAfterDrift: boolean;
  /** Two consecutive aligned writes after some drift write. */
  twoAlignedAfterDrift: boolean;
  /** N ≥ 1 and no aligned write. */
  noAlignedWrite: boolean;
}

/**
 * After a drift write, does this conversation come back to the gold path? Classifies one write sequence.
 *
 * Rule: only 1 is aligned, only 0 is drift (a neutral mark is neither, and breaks a run of aligned writes). Both
 * "after drift" patterns imply `mixed`. Edges: [] → every flag false.
 * Source: docs/definitions/goal-drift.md#no-self-healing.
 *
 * @param sequence the marks x_1..x_N in write order
 * @returns the five flags
 * @example
 * selfHealingPattern([1, 0, 1, 1]); // { hasWrites: true, mixed: true, alignedAfterDrift: true, twoAlignedAfterDrift: true, noAlignedWrite: false }
 * selfHealingPattern([0, 1, 0, 1]).twoAlignedAfterDrift; // false
 */
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

/** Counts and shares of the no-self-healing patterns over conversations ({@link noSelfHealing}). */
export interface NoSelfHealingSummary {
  /** Included conversations (each has writes). */
  withWrites: number;
  /** Conversations with both aligned and drift writes. */
  mixed: number;
  /** Of them, those with an aligned write after the first drift write. */
  alignedAfterDrift: number;
  /** Of them, those with two consecutive aligned writes after a drift write. */
  twoAlignedAfterDrift: number;
  /** Conversations with writes and no aligned write. */
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

/**
 * How often do conversations come back after a drift write? Counts the patterns over drift rows.
 *
 * Shares: mixed / withWrites, alignedAfterDrift / mixed, twoAlignedAfterDrift / mixed, noAlignedWrite /
 * withWrites, each a measurement point (denominator 0 → null). Excluded rows only feed the exclusions, listed in
 * every share. Edges: no rows → counts 0, shares null.
 * Source: docs/definitions/goal-drift.md#no-self-healing-figures.
 *
 * @param rows per-conversation drift rows
 * @returns counts and shares
 * @example
 * const s = noSelfHealing(analyzeDrift(loadRun("data/examples/tau2_retail_examples.json")).conversations);
 * s.mixedShare.value;             // 0.4
 * s.alignedAfterDriftShare.value; // 0.5
 */
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

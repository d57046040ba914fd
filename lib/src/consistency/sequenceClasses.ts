/*
 * Equivalence classes of write sequences for the consistency analysis: two sequences are in one class when
 * they contribute identically to every goal-drift aggregate, i.e. when they share the class key
 * (N, M, trackSumScaled, trackFinalScaled, alignedAfterFirstDrift, twoAlignedAfterFirstDrift).
 * Everything else the aggregates use is a function of the key: GD^stock final = M/N, mixed = 0 < M < N,
 * allDrift = M = N. One integer variable per class (and reward group) replaces one per sequence.
 *
 * All 2^1 + … + 2^L sequences of length 1..L are enumerated (2,046 for L = 10, which fall into 784 classes
 * with H = 3). Classes are returned in a fixed order (by N, then M, then key); each lists its members in
 * enumeration order (shorter first, then lexicographic with A < D) and uses the first as representative.
 *
 * Edges: L < 1 or L > 16 throws RangeError (2^17 sequences would be pointless here).
 */
import { sequenceFeatures, type SequenceFeatures, type WriteSequence } from "./writeSequence";

/** Write sequences that contribute alike to every goal-drift aggregate ({@link writeSequenceClasses}). */
export interface WriteSequenceClass {
  /** "N|M|trackSumScaled|trackFinalScaled|after|two" */
  key: string;
  /** Features of the representative (identical for every member as far as the aggregates go). */
  features: SequenceFeatures;
  /** The first member in enumeration order. */
  representative: WriteSequence;
  /** Every member, shorter first, then lexicographic with A < D. */
  members: WriteSequence[];
}

/**
 * The class key of a sequence's features: N, M, the scaled track sum and final, and the two after-drift flags —
 * everything the aggregates read.
 *
 * @internal
 * @param f the sequence's features
 * @returns "N|M|trackSumScaled|trackFinalScaled|after|two"
 * @example
 * writeSequenceClassKey(sequenceFeatures("DAA")); // "3|1|11|2|1|1"
 */
export function writeSequenceClassKey(f: SequenceFeatures): string {
  return [f.writes, f.drifts, f.trackSumScaled, f.trackFinalScaled, f.alignedAfterFirstDrift ? 1 : 0, f.twoAlignedAfterFirstDrift ? 1 : 0].join("|");
}

/**
 * Every sequence over {A, D} of length exactly n, lexicographic with A < D.
 *
 * @internal
 * @param n the length (2^n sequences)
 * @returns the sequences
 * @example
 * allWriteSequences(2); // ["AA", "AD", "DA", "DD"]
 */
export function allWriteSequences(n: number): WriteSequence[] {
  const out: WriteSequence[] = [];
  for (let b = 0; b < 2 ** n; b++) {
    let s = "";
    for (let i = n - 1; i >= 0; i--) s += (b >> i) & 1 ? "D" : "A";
    out.push(s);
  }
  return out;
}

/**
 * Which write sequences contribute alike to every goal-drift aggregate? Groups all 2^1 + … + 2^L sequences of
 * length 1..L into classes by their key (N, M, scaled track sum and final, after-drift flags); the consistency
 * analysis then needs one variable per class instead of one per sequence (2,046 sequences fall into 784 classes for
 * L = 10, H = 3). Classes come in a fixed order (by N, then M, then key); members in enumeration order.
 * Edges: L outside 1..16 is refused (2^17 sequences would be pointless here).
 *
 * @param maxLength L, the longest sequence
 * @param window H of GD^track (default 3)
 * @returns the classes
 * @throws {RangeError} when maxLength is not an integer in 1..16 or the window is not an integer ≥ 1
 * @example
 * writeSequenceClasses(2).length;  // 6 (AD and DA differ in trackSum: 0 + 1/2 vs 1 + 1/2)
 * writeSequenceClasses(10).length; // 784
 */
export function writeSequenceClasses(maxLength: number, window = 3): WriteSequenceClass[] {
  if (!Number.isInteger(maxLength) || maxLength < 1 || maxLength > 16) {
    throw new RangeError(`writeSequenceClasses: maxLength must be an integer in 1..16, got ${maxLength}`);
  }
  const byKey = new Map<string, WriteSequenceClass>();
  for (let n = 1; n <= maxLength; n++) {
    for (const s of allWriteSequences(n)) {
      const f = sequenceFeatures(s, window);
      const key = writeSequenceClassKey(f);
      const c = byKey.get(key);
      if (c) c.members.push(s);
      else byKey.set(key, { key, features: f, representative: s, members: [s] });
    }
  }
  return [...byKey.values()].sort(
    (a, b) =>
      a.features.writes - b.features.writes ||
      a.features.drifts - b.features.drifts ||
      a.features.trackSumScaled - b.features.trackSumScaled ||
      a.features.trackFinalScaled - b.features.trackFinalScaled ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

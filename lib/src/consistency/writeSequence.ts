/*
 * Write sequences over {A, D} (docs/definitions/goal-drift.md#write-sequence), the one converter between them and
 * the marks x_1..x_N, and the integer features every goal-drift aggregate is built from.
 */
import { selfHealingPattern } from "../drift/noSelfHealing";
import { lcmUpTo } from "./integers";

/** A conversation's writes as a string over {A, D}: `A` = aligned write (x = 1), `D` = drift write (x = 0), in order. */
export type WriteSequence = string;

/** The integer features of one write sequence ({@link sequenceFeatures}). */
export interface SequenceFeatures {
  /** The sequence. */
  sequence: WriteSequence;
  /** N: number of writes. */
  writes: number;
  /** M: number of drift writes (D). */
  drifts: number;
  /** lcm(1..H): the factor that makes track sums integers. */
  trackScale: number;
  /** trackScale × Σ_k GD^track_k (exact integer). */
  trackSumScaled: number;
  /** trackScale × GD^track_N (exact integer); 0 for the empty sequence. */
  trackFinalScaled: number;
  /** Has both A and D. */
  mixed: boolean;
  /** N ≥ 1 and no A. */
  allDrift: boolean;
  /** Some A after the first D. */
  alignedAfterFirstDrift: boolean;
  /** Two consecutive A after a D. */
  twoAlignedAfterFirstDrift: boolean;
}

/**
 * The write sequence of a list of marks: 1 → "A" (aligned write), 0 → "D" (drift write). The one converter
 * between the marks x_1..x_N the drift metrics read and the strings the consistency analysis and the
 * reconstruction use.
 *
 * Edges: [] → "". A neutral mark (0.5) has no letter.
 *
 * @param marks x_1..x_N, each 1 (aligned) or 0 (drift)
 * @returns the sequence over {A, D}, in the same order
 * @throws {RangeError} when a mark is not 0 or 1
 * @example
 * writeSequenceOf([1, 0, 0, 1]); // "ADDA"
 */
export function writeSequenceOf(marks: readonly number[]): WriteSequence {
  let s = "";
  for (const [i, x] of marks.entries()) {
    if (x === 1) s += "A";
    else if (x === 0) s += "D";
    else throw new RangeError(`writeSequenceOf: marks[${i}] must be 0 or 1, got ${JSON.stringify(x)}`);
  }
  return s;
}

/**
 * The marks of a write sequence: "A" → 1 (aligned write), "D" → 0 (drift write); the inverse of
 * {@link writeSequenceOf}.
 *
 * Edges: "" → [].
 *
 * @param sequence a string over {A, D}
 * @returns x_1..x_N
 * @throws {RangeError} when a character is not "A" or "D"
 * @example
 * writeMarksOf("ADDA"); // [1, 0, 0, 1]
 */
export function writeMarksOf(sequence: WriteSequence): (0 | 1)[] {
  return [...sequence].map((ch, i) => {
    if (ch === "A") return 1;
    if (ch === "D") return 0;
    throw new RangeError(`writeMarksOf: sequence[${i}] must be "A" or "D", got ${JSON.stringify(ch)} in ${JSON.stringify(sequence)}`);
  });
}

/**
 * What does one write sequence contribute to every goal-drift aggregate, as exact integers?
 *
 * For N writes with M drift writes and window H: GD^stock final = M / N; GD^track_k = (drift writes among the last
 * min(k, H) writes) / min(k, H), so trackSum = Σ_k GD^track_k and trackFinal = GD^track_N are multiples of
 * 1 / lcm(1..H) and are returned multiplied by `trackScale` = lcm(1..H) (6 for H = 3); the no-self-healing flags as
 * {@link selfHealingPattern} defines them. Units: counts, scaled sums (trackSumScaled / trackScale ∈ [0, N]).
 * Edges: "" gives N = 0 and all flags false (such a conversation enters no goal-drift figure); "D" gives
 * trackFinal 1·trackScale, "A" gives 0.
 * Source: docs/definitions/goal-drift.md#gd-track, #gd-stock, #no-self-healing.
 *
 * @param sequence the sequence over {A, D}
 * @param window H (default 3)
 * @returns the features
 * @throws {RangeError} when a character is not A or D, or H is not an integer ≥ 1
 * @example
 * const f = sequenceFeatures("DAA");
 * [f.writes, f.drifts, f.trackScale, f.trackSumScaled, f.trackFinalScaled]; // [3, 1, 6, 11, 2]
 * [f.mixed, f.alignedAfterFirstDrift, f.twoAlignedAfterFirstDrift];        // [true, true, true]
 */
export function sequenceFeatures(sequence: WriteSequence, window = 3): SequenceFeatures {
  if (!Number.isInteger(window) || window < 1) throw new RangeError(`sequenceFeatures: window must be an integer ≥ 1, got ${JSON.stringify(window)}`);
  const x = writeMarksOf(sequence);
  const scale = lcmUpTo(window);
  const n = x.length;
  let drifts = 0;
  let sum = 0;
  let final = 0;
  let inWindow = 0;
  for (let k = 0; k < n; k++) {
    if (x[k] === 0) {
      drifts++;
      inWindow++;
    }
    if (k >= window && x[k - window] === 0) inWindow--;
    const size = Math.min(k + 1, window);
    const scaled = (inWindow * scale) / size;
    sum += scaled;
    final = scaled;
  }
  const healing = selfHealingPattern(x);
  return {
    sequence,
    writes: n,
    drifts,
    trackScale: scale,
    trackSumScaled: sum,
    trackFinalScaled: final,
    mixed: healing.mixed,
    allDrift: healing.noAlignedWrite,
    alignedAfterFirstDrift: healing.alignedAfterDrift,
    twoAlignedAfterFirstDrift: healing.twoAlignedAfterDrift,
  };
}

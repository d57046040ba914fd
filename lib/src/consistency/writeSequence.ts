/**
 * The integer features of one write sequence that every goal-drift aggregate is built from.
 *
 * A write sequence is written as a string over {A, D}: `A` = aligned write (x = 1), `D` = drift write (x = 0),
 * in conversation order (seed 000, §一). For a sequence of N writes with M drift writes and track window H:
 *
 * - GD^stock final = M / N (§三);
 * - GD^track_k = (drift writes among the last min(k, H) writes) / min(k, H) (§二), so
 *   trackSum = Σ_k GD^track_k and trackFinal = GD^track_N are multiples of 1 / lcm(1..H);
 *   they are returned multiplied by `trackScale = lcm(1..H)` (6 for H = 3) so that they are exact integers;
 * - no-self-healing flags (§五): mixed = has both A and D; alignedAfterFirstDrift = some A after the first D;
 *   twoAlignedAfterFirstDrift = two consecutive A after the first D; allDrift = N ≥ 1 and no A.
 *
 * Units: counts (writes, drifts), scaled sums (trackSumScaled / trackScale is a sum of fractions in [0, N]).
 * Edges: the empty sequence gives N = 0 and all flags false (such a conversation enters no goal-drift figure);
 * one write "D" gives trackFinal 1, "A" gives 0. Characters other than A/D, or H < 1, throw RangeError.
 *
 * @example
 * const f = sequenceFeatures("DAA");
 * // f.writes 3, f.drifts 1, f.trackScale 6,
 * // track = [1, 1/2, 1/3] → f.trackSumScaled = 6 + 3 + 2 = 11, f.trackFinalScaled = 2,
 * // f.mixed true, f.alignedAfterFirstDrift true, f.twoAlignedAfterFirstDrift true
 */
export type WriteSequence = string;

export interface SequenceFeatures {
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
  mixed: boolean;
  allDrift: boolean;
  alignedAfterFirstDrift: boolean;
  twoAlignedAfterFirstDrift: boolean;
}

/** Least common multiple of 1..n (n ≥ 1). */
export function lcmUpTo(n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`lcmUpTo: expected a positive integer, got ${n}`);
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let l = 1;
  for (let i = 2; i <= n; i++) l = (l * i) / gcd(l, i);
  return l;
}

export function sequenceFeatures(sequence: WriteSequence, window = 3): SequenceFeatures {
  if (!Number.isInteger(window) || window < 1) throw new RangeError(`sequenceFeatures: window must be a positive integer, got ${window}`);
  const x: number[] = [];
  for (const [i, ch] of [...sequence].entries()) {
    if (ch === "A") x.push(1);
    else if (ch === "D") x.push(0);
    else throw new RangeError(`sequenceFeatures: character ${i} of ${JSON.stringify(sequence)} is ${JSON.stringify(ch)}; expected "A" or "D"`);
  }
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
  const firstDrift = x.indexOf(0);
  let after = false;
  let two = false;
  if (firstDrift >= 0) {
    for (let j = firstDrift + 1; j < n; j++) {
      if (x[j] === 1) after = true;
      if (j + 1 < n && x[j] === 1 && x[j + 1] === 1) two = true;
    }
  }
  return {
    sequence,
    writes: n,
    drifts,
    trackScale: scale,
    trackSumScaled: sum,
    trackFinalScaled: final,
    mixed: drifts > 0 && drifts < n,
    allDrift: n > 0 && drifts === n,
    alignedAfterFirstDrift: after,
    twoAlignedAfterFirstDrift: two,
  };
}

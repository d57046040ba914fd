/**
 * Goal drift GD_k over a window of write operations (seed 000, §一):
 *
 *   GD_k = 0.5 − 0.5 × (A(W_k) − D(W_k)) / |W_k|
 *
 * where A = aligned writes (x = 1), D = drift writes (x = 0) in the window W_k, and |W_k| counts every write of
 * the window, neutral ones included (x = 0.5 or the marker "neutral": they count only in |W_k|, adding 0.5/|W_k|).
 * Without neutral writes GD_k is simply the share of drift writes in the window. Unit: fraction of the window;
 * range [0, 1] (0 = every write aligned, 1 = every write drift).
 *
 * Two windows (seed 000, §二/§三):
 * - {@link trackDrift}, GD^track ("are we still drifting now?"): W_k = the last H writes up to k (H = 3 by default),
 *   so |W_k| = min(k, H). Recoverable: after 2 consecutive aligned writes it is ≤ 1/3 (H = 3), after H it is 0.
 * - {@link stockDrift}, GD^stock ("how much drift in total?"): W_k = writes 1..k; never falls after a drift
 *   write, never rises after an aligned one; GD^stock_N = M/N.
 *
 * Edges: an empty sequence gives []; one write gives [1] (drift), [0] (aligned) or [0.5] (neutral).
 * Bad input (a mark other than 0, 1, 0.5, "neutral"; H not a positive integer) throws RangeError.
 * Cost: O(N) for both.
 *
 * @example
 * // x = 1,1,0,0,1,1,1 (see test/drift/gd.test.ts for the hand computation)
 * trackDrift([1, 1, 0, 0, 1, 1, 1]); // [0, 0, 1/3, 2/3, 2/3, 1/3, 0]
 * stockDrift([1, 1, 0, 0, 1, 1, 1]); // [0, 0, 1/3, 1/2, 2/5, 1/3, 2/7]
 */

import { showValue } from "../stats/checks";

/** One write's verdict: 1 aligned, 0 drift, 0.5 or "neutral" neutral. */
export type WriteMark = 0 | 1 | 0.5 | "neutral";

/** The drift contribution of one mark: 1 for drift, 0 for aligned, 0.5 for neutral. */
function driftWeight(mark: WriteMark, k: number, fn: string): number {
  if (mark === 1) return 0;
  if (mark === 0) return 1;
  if (mark === 0.5 || mark === "neutral") return 0.5;
  throw new RangeError(`${fn}: sequence[${k}] (write ${k + 1}) must be 0, 1, 0.5 or "neutral", got ${showValue(mark)}`);
}

/**
 * GD of one window from its counts: 0.5 − 0.5 × (aligned − drift)/size, with size = aligned + drift + neutral.
 * Edge: size 0 → null (no write, no measurement).
 *
 * @example
 * windowDrift(1, 2, 0); // 2/3
 * windowDrift(0, 0, 0); // null
 */
export function windowDrift(aligned: number, drift: number, neutral = 0): number | null {
  const size = aligned + drift + neutral;
  if (size === 0) return null;
  return 0.5 - (0.5 * (aligned - drift)) / size;
}

/**
 * GD^track_k for k = 1..N with window W_k = the last `window` writes up to k (default 3).
 * Result: N numbers in [0, 1]. Equals {@link stockDrift} while k ≤ window.
 */
export function trackDrift(sequence: readonly WriteMark[], window = 3): number[] {
  if (!Number.isInteger(window) || window < 1) throw new RangeError(`trackDrift: window must be an integer ≥ 1, got ${showValue(window)}`);
  const weights = sequence.map((mark, k) => driftWeight(mark, k, "trackDrift"));
  const out = new Array<number>(weights.length);
  let sum = 0;
  for (let k = 0; k < weights.length; k++) {
    sum += weights[k];
    if (k >= window) sum -= weights[k - window];
    const size = Math.min(k + 1, window);
    out[k] = clamp01(sum / size);
  }
  return out;
}

/** GD^stock_k for k = 1..N with window W_k = writes 1..k. Result: N numbers in [0, 1]; the last is M/N. */
export function stockDrift(sequence: readonly WriteMark[]): number[] {
  const out = new Array<number>(sequence.length);
  let sum = 0;
  for (let k = 0; k < sequence.length; k++) {
    sum += driftWeight(sequence[k], k, "stockDrift");
    out[k] = clamp01(sum / (k + 1));
  }
  return out;
}

/** Guards against −1e-17 style rounding when a sliding sum subtracts what it added. */
function clamp01(v: number): number {
  if (v < 0) return 0;
  if (v > 1) return 1;
  return Math.abs(v) < 1e-12 ? 0 : v;
}

import { showValue } from "../stats/guards";

/**
 * How much AUV does the agent gain from its interaction history? The Memory Index MI (TIDE Eq. 5).
 *
 * Formula: MI = AUV_with_memory − AUV_without_memory, where "without" is the run with HISTORY_WINDOW_SIZE = 0
 * (task instruction and current state only). Unit: fraction (AUV units). Range [−1, 1]; positive = memory helps,
 * negative = the history hurts (e.g. Phi-4-reasoning on FrozenLake in TIDE Table 6).
 *
 * Edges: non-finite inputs are refused.
 * Source: docs/definitions/auv-tide.md#memory-index.
 *
 * @param auvWith AUV of the run with its history
 * @param auvWithout AUV of the run without it (HISTORY_WINDOW_SIZE = 0)
 * @returns MI
 * @throws {RangeError} when an AUV is not finite
 * @example
 * memoryIndex(0.308, 0.238); // 0.07
 */
export function memoryIndex(auvWith: number, auvWithout: number): number {
  if (!Number.isFinite(auvWith) || !Number.isFinite(auvWithout)) {
    throw new RangeError(`memoryIndex: auvWith and auvWithout must be finite numbers, got ${showValue(auvWith)} and ${showValue(auvWithout)}`);
  }
  return auvWith - auvWithout;
}

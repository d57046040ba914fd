/**
 * The reward group of a conversation, used to split every drift table:
 *
 * - "reward=1" when |r − 1| ≤ 1e-6 (τ²'s success test),
 * - "reward=0" when |r| ≤ 1e-6,
 * - "other" when the reward is missing (null) or fractional (anything else); reported on its own, never folded
 *   into the two others.
 *
 * @example
 * rewardGroup(1);          // "reward=1"
 * rewardGroup(0.9999999);  // "reward=1"
 * rewardGroup(0);          // "reward=0"
 * rewardGroup(0.5);        // "other"
 * rewardGroup(null);       // "other"
 */
export type RewardGroup = "reward=1" | "reward=0" | "other";

/** The three groups in report order. */
export const REWARD_GROUPS: readonly RewardGroup[] = ["reward=1", "reward=0", "other"];

/** Tolerance of the reward tests (as in τ²'s pass^k). */
export const REWARD_TOLERANCE = 1e-6;

export function rewardGroup(reward: number | null | undefined): RewardGroup {
  if (reward === null || reward === undefined || !Number.isFinite(reward)) return "other";
  if (Math.abs(reward - 1) <= REWARD_TOLERANCE) return "reward=1";
  if (Math.abs(reward) <= REWARD_TOLERANCE) return "reward=0";
  return "other";
}

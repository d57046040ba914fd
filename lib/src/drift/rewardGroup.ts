/**
 * The reward groups every drift table is split by — the one source of their names: "reward=1", "reward=0", and
 * "other" (missing or fractional rewards, never folded into the two others).
 */
import { REWARD_TOLERANCE } from "../stats/success";

/** A reward group's name. */
export type RewardGroup = "reward=1" | "reward=0" | "other";

/** The three groups in report order. */
export const REWARD_GROUPS: readonly RewardGroup[] = ["reward=1", "reward=0", "other"];


/**
 * Which reward group is a conversation in?
 *
 * Rule: "reward=1" when |r − 1| ≤ 1e-6 (τ²'s success test), "reward=0" when |r| ≤ 1e-6, "other" when the reward
 * is missing (null, undefined), not finite or fractional — reported on its own, never folded into the two others.
 * Source: docs/definitions/goal-drift.md#gd-track-figures (the reward-group columns).
 *
 * @param reward the conversation's reward, or null/undefined when it has none
 * @returns the group
 * @example
 * rewardGroup(1);         // "reward=1"
 * rewardGroup(0.9999999); // "reward=1"
 * rewardGroup(0);         // "reward=0"
 * rewardGroup(0.5);       // "other"
 * rewardGroup(null);      // "other"
 */
export function rewardGroup(reward: number | null | undefined): RewardGroup {
  if (reward === null || reward === undefined || !Number.isFinite(reward)) return "other";
  if (Math.abs(reward - 1) <= REWARD_TOLERANCE) return "reward=1";
  if (Math.abs(reward) <= REWARD_TOLERANCE) return "reward=0";
  return "other";
}

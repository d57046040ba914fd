/**
 * τ²'s success rule, the one source every family uses: a reward counts as a success when it lies within
 * {@link REWARD_TOLERANCE} of 1.
 */

/** Tolerance of the reward tests (τ²'s `is_successful` and pass^k). */
export const REWARD_TOLERANCE = 1e-6;

/**
 * Did this conversation succeed, as τ² counts it? τ²'s success test, `(1 − 1e-6) <= reward <= (1 + 1e-6)` exactly as `is_successful` in
 * src/tau2/metrics/agent_metrics.py writes it (in floating point this is not quite |reward − 1| ≤ 1e-6:
 * 1 − 1e-6 passes here although 1 − (1 − 1e-6) is 1.00000000003e-6).
 * @param reward a conversation's reward
 * @returns whether τ² counts it as a success
 * @example
 * isSuccess(1);         // true
 * isSuccess(0.9999999); // true
 * isSuccess(0.5);       // false
 */
export function isSuccess(reward: number): boolean {
  return 1 - REWARD_TOLERANCE <= reward && reward <= 1 + REWARD_TOLERANCE;
}


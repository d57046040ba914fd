/**
 * pass^k of τ-bench: the chance that all of k trials of a task succeed.
 */
import { requireTrialCounts } from "./guards";


/**
 * How likely is a task to succeed k times out of k?
 * pass^k of one task: the chance that k trials drawn without replacement from its n trials all succeed.
 *
 * Formula: pass^k = C(c, k) / C(n, k) = Π_{i<k} (c − i)/(n − i), with n trials and c successes — exactly τ²-bench's
 * `pass_hat_k(num_trials, success_count, k)` (src/tau2/metrics/agent_metrics.py; Yao et al. 2024,
 * arXiv:2406.12045). Unit: probability. Range: [0, 1]; 0 when c < k.
 * Edges: k = 1 → c/n; k = n → 1 only if every trial succeeded.
 * Source: docs/definitions/statistics.md#pass-k.
 *
 * @param n trials of the task (integer ≥ 1)
 * @param c successful trials (0 ≤ c ≤ n)
 * @param k trials that must all succeed (1 ≤ k ≤ n)
 * @returns C(c, k)/C(n, k)
 * @throws {RangeError} when the counts are not integers, c > n, or k > n (τ² raises ValueError there too)
 * @example
 * passHatK(4, 3, 2); // 0.5
 * passHatK(4, 1, 2); // 0
 */
export function passHatK(n: number, c: number, k: number): number {
  requireTrialCounts("passHatK", n, c, k);
  let p = 1;
  for (let i = 0; i < k; i++) p *= (c - i) / (n - i);
  return p <= 0 ? 0 : p;
}

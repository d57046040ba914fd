/**
 * The per-task k-trial success measures of τ-bench: pass^k (all k trials succeed) and pass@k (at least one does).
 */
import { checkInteger, rangeError } from "./checks";

function checkCounts(fn: string, n: number, c: number, k: number): void {
  checkInteger(fn, "n", n, 1);
  checkInteger(fn, "c", c, 0);
  checkInteger(fn, "k", k, 1);
  if (c > n) throw rangeError(fn, "c", `≤ n (${n})`, c);
  if (k > n) throw rangeError(fn, "k", `≤ n (${n}): a task needs at least k trials`, k);
}

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
  checkCounts("passHatK", n, c, k);
  let p = 1;
  for (let i = 0; i < k; i++) p *= (c - i) / (n - i);
  return p <= 0 ? 0 : p;
}

/**
 * How likely is a task to succeed at least once in k tries?
 * pass@k of one task: the chance that at least one of k trials drawn without replacement from its n trials
 * succeeds (the unbiased estimator of Chen et al. 2021, arXiv:2107.03374).
 *
 * Formula: pass@k = 1 − C(n − c, k) / C(n, k) = 1 − Π_{i<k} (n − c − i)/(n − i). Unit: probability. Range: [0, 1].
 * Edges: k = 1 → c/n; c = 0 → 0; n − c < k → 1.
 * Source: docs/definitions/statistics.md#pass-k.
 *
 * @param n trials of the task (integer ≥ 1)
 * @param c successful trials (0 ≤ c ≤ n)
 * @param k trials drawn (1 ≤ k ≤ n)
 * @returns 1 − C(n − c, k)/C(n, k)
 * @throws {RangeError} as {@link passHatK}
 * @example
 * passAtK(4, 1, 2); // 0.5
 * passAtK(4, 0, 3); // 0
 */
export function passAtK(n: number, c: number, k: number): number {
  checkCounts("passAtK", n, c, k);
  let q = 1;
  for (let i = 0; i < k; i++) q *= (n - c - i) / (n - i);
  return q <= 0 ? 1 : 1 - q;
}

/**
 * pass@k of τ-bench: the chance that at least one of k trials of a task succeeds.
 */
import { requireTrialCounts } from "./guards";

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
  requireTrialCounts("passAtK", n, c, k);
  let q = 1;
  for (let i = 0; i < k; i++) q *= (n - c - i) / (n - i);
  return q <= 0 ? 1 : 1 - q;
}

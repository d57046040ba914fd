/**
 * McNemar's exact test: do two systems differ on one binary outcome per task? Only the discordant tasks (one
 * system succeeds, the other fails) carry information.
 */
import { requireInteger } from "./guards";

/** Result of {@link mcnemarExact}. */
export interface McNemar {
  /** Tasks where A succeeds and B fails (b). */
  aOnly: number;
  /** Tasks where B succeeds and A fails (c). */
  bOnly: number;
  /** b + c. */
  discordant: number;
  /** Two-sided exact p-value, min(1, 2 P(X ≤ min(b, c))) for X ~ Binomial(b + c, 1/2). */
  pValue: number;
  /** Set when the test had nothing to test (no discordant task): p = 1. */
  note: string | null;
}

/**
 * log C(n, k) by summing logs (exact enough for the sizes of agent benchmarks).
 *
 * @param n the number of items (a non-negative integer)
 * @param k how many are chosen (an integer in [0, n])
 * @returns ln C(n, k)
 * @internal
 */
export function logChoose(n: number, k: number): number {
  let s = 0;
  for (let i = 1; i <= k; i++) s += Math.log(n - k + i) - Math.log(i);
  return s;
}

/**
 * Two-sided exact binomial p-value of `x` successes out of `n` at p = 1/2: min(1, 2 P(X ≤ min(x, n−x))).
 *
 * @param x the successes (an integer in [0, n])
 * @param n the trials (a non-negative integer; 0 gives 1)
 * @returns the p-value, in (0, 1]
 * @internal
 * @example
 * binomialTwoSidedHalf(1, 10); // 0.021484375
 */
export function binomialTwoSidedHalf(x: number, n: number): number {
  if (n === 0) return 1;
  const m = Math.min(x, n - x);
  let tail = 0;
  for (let i = 0; i <= m; i++) tail += Math.exp(logChoose(n, i) - n * Math.LN2);
  return Math.min(1, 2 * tail);
}

/**
 * Do the pairs that disagree lean to one side more than chance allows?
 * McNemar's exact test on the discordant counts of a paired binary outcome.
 *
 * Formula: under H₀ (no difference) each discordant task is A-only with probability 1/2, so b ~ Binomial(b + c, 1/2)
 * and p = min(1, 2 Σ_{i ≤ min(b,c)} C(b+c, i) / 2^{b+c}) — statsmodels' `mcnemar(table, exact=True)`.
 * Unit: probability. Range: (0, 1].
 * Edges: b + c = 0 → p = 1 with a note ("no discordant task: nothing to test").
 * Source: docs/definitions/statistics.md#mcnemar (McNemar 1947).
 *
 * @param aOnly b, tasks where only A succeeds (integer ≥ 0)
 * @param bOnly c, tasks where only B succeeds (integer ≥ 0)
 * @returns the counts and the exact two-sided p-value
 * @throws {RangeError} when a count is not an integer ≥ 0
 * @example
 * mcnemarExact(9, 2).pValue; // 0.0654296875
 * mcnemarExact(0, 0).note;   // "no discordant task: nothing to test"
 */
export function mcnemarExact(aOnly: number, bOnly: number): McNemar {
  requireInteger("mcnemarExact", "aOnly", aOnly, 0);
  requireInteger("mcnemarExact", "bOnly", bOnly, 0);
  const n = aOnly + bOnly;
  return {
    aOnly,
    bOnly,
    discordant: n,
    pValue: binomialTwoSidedHalf(aOnly, n),
    note: n === 0 ? "no discordant task: nothing to test" : null,
  };
}

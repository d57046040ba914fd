/**
 * McNemar's exact test: do two systems differ on one binary outcome per task? Only the discordant tasks (one
 * system succeeds, the other fails) carry information. The one naming of the discordant tasks, shared by every
 * paired binary comparison of the library (McNemar, fault flow, `compare`, JSON and text): **aOnly = A succeeds,
 * B fails (b); bOnly = B succeeds, A fails (c)**.
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
  /**
   * Two-sided exact p-value, min(1, 2 P(X ≤ min(b, c))) for X ~ Binomial(b + c, 1/2); in (0, 1]. When the true
   * value is below the smallest positive double (≈ 5e−324) it is that smallest double and `log10P` carries the
   * value.
   */
  pValue: number;
  /** log10 of the exact p-value, computed in logs (finite however many discordant tasks). */
  log10P: number;
  /**
   * Two-sided mid-p: min(1, 2 [P(X ≤ k) − P(X = k)/2]), k = min(b, c) — the exact p less half the probability of
   * the observed table (less conservative than the exact p; Fagerland, Lydersen & Laake 2013). In (0, 1].
   */
  midP: number;
  /** Set when the test had nothing to test (no discordant task: p = 1) or when p is below the smallest double. */
  note: string | null;
}

/**
 * log C(n, k) by summing logs (exact enough for the sizes of agent benchmarks).
 *
 * @param n the number of items (a non-negative integer)
 * @param k how many are chosen (an integer in [0, n])
 * @returns ln C(n, k)
 * @internal
 * @example
 * Math.exp(logChoose(5, 2)); // 10.0000
 */
export function logChoose(n: number, k: number): number {
  let s = 0;
  for (let i = 1; i <= k; i++) s += Math.log(n - k + i) - Math.log(i);
  return s;
}

/** ln Σ exp(x_i) without overflow or underflow. */
function logSumExp(xs: readonly number[]): number {
  const m = Math.max(...xs);
  if (m === Number.NEGATIVE_INFINITY) return m;
  let s = 0;
  for (const x of xs) s += Math.exp(x - m);
  return m + Math.log(s);
}

/**
 * ln of the lower tail P(X ≤ k) and ln P(X = k) for X ~ Binomial(n, 1/2), in logs (no underflow).
 *
 * @param k the point (an integer in [0, n])
 * @param n the trials
 * @returns `{ logTail, logPoint }`
 * @internal
 * @example
 * Math.exp(binomialHalfLogTail(1, 10).logTail); // 0.0107421875
 */
export function binomialHalfLogTail(k: number, n: number): { logTail: number; logPoint: number } {
  const terms: number[] = [];
  for (let i = 0; i <= k; i++) terms.push(logChoose(n, i) - n * Math.LN2);
  return { logTail: logSumExp(terms), logPoint: terms[terms.length - 1] };
}

/**
 * Two-sided exact binomial p-value of `x` successes out of `n` at p = 1/2: min(1, 2 P(X ≤ min(x, n−x))).
 *
 * @param x the successes (an integer in [0, n])
 * @param n the trials (a non-negative integer; 0 gives 1)
 * @returns the p-value, in (0, 1] (never below the smallest positive double)
 * @internal
 * @example
 * binomialTwoSidedHalf(1, 10); // 0.021484375
 */
export function binomialTwoSidedHalf(x: number, n: number): number {
  if (n === 0) return 1;
  const { logTail } = binomialHalfLogTail(Math.min(x, n - x), n);
  return Math.max(Number.MIN_VALUE, Math.min(1, 2 * Math.exp(logTail)));
}

/**
 * Do the pairs that disagree lean to one side more than chance allows?
 * McNemar's exact test on the discordant counts of a paired binary outcome, with its mid-p.
 *
 * Formula: under H₀ (no difference) each discordant task is A-only with probability 1/2, so b ~ Binomial(b + c, 1/2)
 * and p = min(1, 2 Σ_{i ≤ min(b,c)} C(b+c, i) / 2^{b+c}) — statsmodels' `mcnemar(table, exact=True)`, scipy's
 * `binomtest(b, b + c, 0.5)`; mid-p = min(1, p − C(b+c, k)/2^{b+c}) with k = min(b, c). Computed in logs, so a p
 * far below double precision is reported as the smallest positive double with its `log10P`, never as 0.
 * Unit: probability. Range: (0, 1].
 * Edges: b + c = 0 → p = mid-p = 1 with a note ("no discordant task: nothing to test").
 * Source: docs/definitions/statistics.md#mcnemar (McNemar 1947).
 *
 * @param aOnly b, tasks where A succeeds and B fails (integer ≥ 0)
 * @param bOnly c, tasks where B succeeds and A fails (integer ≥ 0)
 * @returns the counts, the exact two-sided p-value and the mid-p
 * @throws {RangeError} when a count is not an integer ≥ 0
 * @example
 * mcnemarExact(9, 2).pValue; // 0.0654296875
 * mcnemarExact(9, 2).midP;   // 0.0385742188
 * mcnemarExact(0, 0).note;   // "no discordant task: nothing to test"
 * mcnemarExact(0, 2000).pValue > 0; // true
 */
export function mcnemarExact(aOnly: number, bOnly: number): McNemar {
  requireInteger("mcnemarExact", "aOnly", aOnly, 0);
  requireInteger("mcnemarExact", "bOnly", bOnly, 0);
  const n = aOnly + bOnly;
  if (n === 0) return { aOnly, bOnly, discordant: 0, pValue: 1, log10P: 0, midP: 1, note: "no discordant task: nothing to test" };
  const k = Math.min(aOnly, bOnly);
  const { logTail, logPoint } = binomialHalfLogTail(k, n);
  const logP = Math.min(0, Math.LN2 + logTail);
  // the plain sum where it does not underflow (exact for small tables: 2/16 is 0.125), the logs below that
  let tail = 0;
  for (let i = 0; i <= k; i++) tail += Math.exp(logChoose(n, i) - n * Math.LN2);
  const point = Math.exp(logPoint);
  const p = tail > 0 ? Math.min(1, 2 * tail) : Math.exp(logP);
  // mid-p = 2·tail − point (the point counted once, halved on each side); equals 1 when b = c
  const mid = aOnly === bOnly ? 1 : Math.min(1, 2 * tail - point);
  const tiny = p < Number.MIN_VALUE || p === 0;
  return {
    aOnly,
    bOnly,
    discordant: n,
    pValue: Math.max(Number.MIN_VALUE, p),
    log10P: logP / Math.LN10,
    midP: Math.max(Number.MIN_VALUE, mid),
    note: tiny ? `p below the smallest double: log10 p = ${(logP / Math.LN10).toFixed(1)}` : null,
  };
}

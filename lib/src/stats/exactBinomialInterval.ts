/**
 * The Clopper–Pearson ("exact") interval of a binomial proportion: the set of p not rejected by either one-sided
 * exact binomial test at (1 − level)/2. It is the interval that agrees with an equal-tailed exact test by
 * construction (McNemar's exact test is one, on the share of discordant tasks A won).
 */
import type { Interval } from "./interval";
import { requireInteger, requireLevel, rangeError } from "./guards";
import { logChoose } from "./mcnemar";

/** P(X ≤ x) for X ~ Binomial(n, p), summed in logs. */
function binomialCdf(x: number, n: number, p: number): number {
  if (p <= 0) return 1;
  if (p >= 1) return x >= n ? 1 : 0;
  const lp = Math.log(p);
  const lq = Math.log1p(-p);
  let s = 0;
  for (let i = 0; i <= x; i++) s += Math.exp(logChoose(n, i) + i * lp + (n - i) * lq);
  return Math.min(1, s);
}

/** The p in (0, 1) where a decreasing function of p crosses `target`, by bisection (60 halvings: < 1e−18). */
function crossing(f: (p: number) => number, target: number): number {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Which proportions are not rejected by an exact binomial test after x successes in n trials?
 * The Clopper–Pearson interval.
 *
 * Formula: lo = the p with P(X ≥ x; p) = α/2 (0 when x = 0), hi = the p with P(X ≤ x; p) = α/2 (1 when x = n),
 * α = 1 − level; equivalently the Beta(α/2; x, n − x + 1) and Beta(1 − α/2; x + 1, n − x) quantiles (scipy's
 * `beta.ppf`, the reference). Found by bisection on the binomial CDF.
 * Unit: proportion. Range: within [0, 1], never zero-width for n ≥ 1.
 * Edges: n = 0 → null.
 * Source: docs/definitions/statistics.md#paired-proportions (Clopper & Pearson 1934).
 *
 * @param successes x (integer, 0 ≤ x ≤ n)
 * @param trials n (integer ≥ 0)
 * @param level coverage in (0, 1), default 0.95
 * @returns the interval (method "exact"), or null when n = 0
 * @throws {RangeError} when the counts are not integers or x > n, or level is outside (0, 1)
 * @internal
 * @example
 * exactBinomialInterval(0, 4).hi; // 0.6023646
 * exactBinomialInterval(0, 0);    // null
 */
export function exactBinomialInterval(successes: number, trials: number, level = 0.95): Interval | null {
  requireLevel("exactBinomialInterval", level);
  requireInteger("exactBinomialInterval", "trials", trials, 0);
  requireInteger("exactBinomialInterval", "successes", successes, 0);
  if (successes > trials) throw rangeError("exactBinomialInterval", "successes", `≤ trials (${trials})`, successes);
  if (trials === 0) return null;
  const half = (1 - level) / 2;
  const x = successes;
  const n = trials;
  // P(X ≥ x; p) = 1 − P(X ≤ x − 1; p) increases with p; P(X ≤ x; p) decreases with p
  const lo = x === 0 ? 0 : crossing((p) => -(1 - binomialCdf(x - 1, n, p)), -half);
  const hi = x === n ? 1 : crossing((p) => binomialCdf(x, n, p), half);
  return { lo, hi, level, method: "exact" };
}

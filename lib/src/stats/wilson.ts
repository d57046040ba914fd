/**
 * The Wilson score interval of a binomial proportion: the interval to give a share of successes (precision,
 * recall, a failure rate) when n is small or the share is near 0 or 1, where the normal interval fails.
 */
import type { Interval } from "./interval";
import { normalQuantile } from "./normal";
import { requireInteger, requireLevel, rangeError } from "./guards";

/**
 * Which proportions are plausible after x successes in n trials?
 * Wilson score interval for x successes out of n.
 *
 * Formula: with p̂ = x/n and z = Φ⁻¹((1 + level)/2),
 * centre = (p̂ + z²/(2n)) / (1 + z²/n), half-width = z √(p̂(1 − p̂)/n + z²/(4n²)) / (1 + z²/n).
 * Unit: proportion. Range: within [0, 1]; never zero-width for n ≥ 1.
 * Edges: n = 0 → null (nothing observed); x = 0 → lo = 0; x = n → hi = 1.
 * Source: docs/definitions/statistics.md#wilson (Wilson 1927; statsmodels `proportion_confint(method="wilson")`).
 *
 * @param successes x (integer, 0 ≤ x ≤ n)
 * @param trials n (integer ≥ 0)
 * @param level coverage in (0, 1), default 0.95
 * @returns the interval, or null when n = 0
 * @throws {RangeError} when the counts are not integers or x > n, or level is outside (0, 1)
 * @example
 * wilsonInterval(8, 10).lo; // 0.49016247
 * wilsonInterval(0, 0);     // null
 */
export function wilsonInterval(successes: number, trials: number, level = 0.95): Interval | null {
  requireLevel("wilsonInterval", level);
  requireInteger("wilsonInterval", "trials", trials, 0);
  requireInteger("wilsonInterval", "successes", successes, 0);
  if (successes > trials) throw rangeError("wilsonInterval", "successes", `≤ trials (${trials})`, successes);
  if (trials === 0) return null;
  const n = trials;
  const p = successes / n;
  const z = normalQuantile((1 + level) / 2);
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return {
    lo: successes === 0 ? 0 : Math.max(0, centre - half),
    hi: successes === n ? 1 : Math.min(1, centre + half),
    level,
    method: "wilson",
  };
}

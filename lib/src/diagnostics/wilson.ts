/**
 * @internal The Wilson score interval of a proportion, for detector precision and recall
 * (docs/definitions/diagnostics.md#validation). A small local copy while the statistics family's own
 * `wilsonInterval` is written in parallel: the lead merges the two into one.
 */
import { probit } from "simple-statistics";

/** @internal Two-sided normal quantiles of the usual levels (z_{1−α/2}); other levels use simple-statistics' probit. */
const Z: Record<string, number> = { "0.9": 1.6448536269514722, "0.95": 1.959963984540054, "0.99": 2.5758293035489004 };

/** A confidence interval of a proportion: the Wilson interval of a detector rate ({@link RatePoint}). */
export interface ProportionInterval {
  lower: number;
  upper: number;
  level: number;
}

/**
 * Wilson score interval for `successes` out of `n` (Wilson 1927; Newcombe 1998, method 3).
 *
 * Formula: with p̂ = x/n and z = z_{1−α/2}: centre = (p̂ + z²/2n) / (1 + z²/n),
 * half-width = z √(p̂(1−p̂)/n + z²/4n²) / (1 + z²/n).
 * Unit: proportion. Range: [0, 1] (clamped against rounding).
 * Edges: n = 0 → null (no units, no interval). Throws RangeError for non-integer or negative counts,
 * successes > n, or a level outside (0, 1).
 *
 * @internal
 * @param successes the count of successes (an integer in [0, n])
 * @param n the number of trials (a non-negative integer)
 * @param level the confidence level, in (0, 1) (default 0.95)
 * @returns the interval `{ lower, upper, level }`, or null when n = 0
 * @throws {RangeError} when `n` is not a non-negative integer, `successes` is not an integer in [0, n], or `level` is
 *   not in (0, 1)
 * @example
 * wilsonInterval(0, 10).upper; // 0.2775
 * wilsonInterval(5, 10).lower; // 0.2366
 * wilsonInterval(0, 0); // null
 */
export function wilsonInterval(successes: number, n: number, level = 0.95): ProportionInterval | null {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`wilsonInterval: n must be a non-negative integer, got ${JSON.stringify(n)}`);
  if (!Number.isInteger(successes) || successes < 0 || successes > n) throw new RangeError(`wilsonInterval: successes must be an integer in [0, n], got ${JSON.stringify(successes)}`);
  if (!(level > 0 && level < 1)) throw new RangeError(`wilsonInterval: level must be in (0, 1), got ${JSON.stringify(level)}`);
  if (n === 0) return null;
  const z = Z[String(level)] ?? probit(1 - (1 - level) / 2);
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // at x = 0 (x = n) the bound is exactly 0 (1); rounding would leave it a hair off
  return { lower: successes === 0 ? 0 : Math.max(0, centre - half), upper: successes === n ? 1 : Math.min(1, centre + half), level };
}

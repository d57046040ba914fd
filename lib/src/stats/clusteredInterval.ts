/**
 * The interval of a clustered standard error: Student's t with G − 1 degrees of freedom (few clusters make the
 * normal interval too narrow), and for a share (a value bounded in [0, 1]) on the logit scale, so the interval stays
 * inside [0, 1].
 */
import { requireInteger, requireLevel, rangeError } from "./guards";
import type { Interval } from "./interval";
import { studentTQuantile } from "./studentT";

/**
 * Which values are plausible for an estimate with a cluster-robust SE from G clusters?
 * The t interval with G − 1 degrees of freedom, on the logit scale for a share.
 *
 * Formula: q = t_{G−1}((1 + level)/2). Unbounded: θ ± q·se (method "t"). A share θ ∈ (0, 1): logit θ ± q·se/(θ(1 − θ))
 * (the delta-method SE of logit θ), mapped back with the logistic function (method "logit"), so lo > 0 and hi < 1.
 * A share at 0 or 1 with a positive SE cannot be put on the logit scale: the t interval cut to [0, 1] with
 * `clipped: true`. `df` is G − 1 on every interval it returns.
 * Unit: that of the estimate. Edges: a null estimate or SE → null; se = 0 → null (a zero-width interval would claim
 * certainty); G < 2 → null (no degrees of freedom).
 * Source: docs/definitions/statistics.md#clustered-interval (Cameron & Miller 2015, §VI: G − 1 degrees of freedom).
 *
 * @param estimate the point estimate
 * @param se its clustered standard error (≥ 0)
 * @param clusters G, the number of clusters (integer ≥ 0)
 * @param options level (default 0.95); bounded: true when the estimate is a share in [0, 1]
 * @returns the interval with its method and df, or null
 * @throws {RangeError} when level is outside (0, 1), se is negative or not finite, or clusters is not an integer
 * @internal
 * @example
 * clusteredInterval(0.8, 0.2, 5).hi;                   // 1.3552890
 * clusteredInterval(0.8, 0.2, 5, { bounded: true }).hi; // 0.99228505
 * clusteredInterval(0.5, 0, 10);                        // null
 */
export function clusteredInterval(
  estimate: number | null,
  se: number | null,
  clusters: number,
  options: { level?: number; bounded?: boolean } = {},
): Interval | null {
  const level = options.level ?? 0.95;
  requireLevel("clusteredInterval", level);
  requireInteger("clusteredInterval", "clusters", clusters, 0);
  if (estimate === null || se === null) return null;
  if (!Number.isFinite(se) || se < 0) throw rangeError("clusteredInterval", "se", "a finite number ≥ 0", se);
  if (se === 0 || clusters < 2) return null;
  const df = clusters - 1;
  const q = studentTQuantile((1 + level) / 2, df);
  if (options.bounded && estimate > 0 && estimate < 1) {
    const l = Math.log(estimate / (1 - estimate));
    const h = (q * se) / (estimate * (1 - estimate));
    const expit = (x: number) => 1 / (1 + Math.exp(-x));
    return { lo: expit(l - h), hi: expit(l + h), level, method: "logit", df };
  }
  const lo = estimate - q * se;
  const hi = estimate + q * se;
  if (options.bounded && (lo < 0 || hi > 1)) return { lo: Math.max(0, lo), hi: Math.min(1, hi), level, method: "t", df, clipped: true };
  return { lo, hi, level, method: "t", df };
}

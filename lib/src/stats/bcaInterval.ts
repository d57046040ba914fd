/**
 * The bias-corrected and accelerated (BCa) bootstrap interval (Efron 1987): percentiles of the replicates at
 * levels shifted for the median bias (z₀) and the skewness (acceleration a) of the statistic.
 */
import { mean, quantileSorted } from "simple-statistics";
import type { Interval } from "./interval";
import { normalCdf, normalQuantile } from "./normal";
import { requireFiniteArray, requireLevel } from "./guards";

/** Result of {@link bcaInterval}: the interval and its two corrections, or null values with a reason. */
export interface BcaInterval {
  interval: Interval | null;
  /** Bias correction z₀ = Φ⁻¹(share of replicates below the estimate, ties counted half). */
  z0: number | null;
  /** Acceleration a from the jackknife values. */
  acceleration: number | null;
  reason: string | null;
}

/**
 * Where does the statistic lie, corrected for the bias and skew of its bootstrap distribution?
 * The BCa interval from bootstrap replicates and jackknife values.
 *
 * Formula: z₀ = Φ⁻¹( (#{θ*_b < θ̂} + #{θ*_b ≤ θ̂}) / (2B) ); with θ̄ the mean of the jackknife values θ_(i),
 * a = Σ (θ̄ − θ_(i))³ / (6 (Σ (θ̄ − θ_(i))²)^{3/2}); for α ∈ {(1−level)/2, (1+level)/2}:
 * α' = Φ( z₀ + (z₀ + z_α) / (1 − a (z₀ + z_α)) ), and the interval is the type-7 quantiles (simple-statistics
 * `quantileSorted`) of the replicates at the two α' (the same rule as scipy.stats.bootstrap's "BCa").
 * Unit: that of the statistic.
 * Edges: no replicates → null ("no replicates"); every replicate on one side of the estimate → null (z₀
 * infinite); fewer than 2 jackknife values, a null jackknife value, or all jackknife values equal → null
 * ("acceleration undefined").
 * Source: docs/definitions/statistics.md#bca-interval (Efron & Tibshirani 1993, §14.3).
 *
 * @param estimate θ̂, the statistic on the data
 * @param replicates the statistic on each bootstrap resample
 * @param jackknife the statistic with each unit (cluster) left out
 * @param level coverage in (0, 1), default 0.95
 * @returns the interval with z₀ and a, or null fields with a reason
 * @throws {RangeError} when level is outside (0, 1) or a replicate is not finite
 * @example
 * bcaInterval(2, [1, 2, 3, 2, 2, 3, 1, 2], [1, 2, 3]).z0; // 0
 * bcaInterval(2, [], [1, 2]).reason;                      // "no replicates"
 */
export function bcaInterval(
  estimate: number,
  replicates: readonly number[],
  jackknife: readonly (number | null)[],
  level = 0.95,
): BcaInterval {
  requireLevel("bcaInterval", level);
  requireFiniteArray("bcaInterval", "replicates", replicates);
  const none = (reason: string, z0: number | null = null, acceleration: number | null = null): BcaInterval => ({ interval: null, z0, acceleration, reason });
  const B = replicates.length;
  if (B === 0) return none("no replicates");
  let below = 0;
  let atOrBelow = 0;
  for (const r of replicates) {
    if (r < estimate) below++;
    if (r <= estimate) atOrBelow++;
  }
  const share = (below + atOrBelow) / (2 * B);
  if (share <= 0 || share >= 1) return none("every replicate on one side of the estimate: bias correction infinite");
  const z0 = normalQuantile(share);
  if (jackknife.length < 2 || jackknife.some((j) => j === null || !Number.isFinite(j))) {
    return none("acceleration undefined: fewer than two computable jackknife values", z0);
  }
  const jk = jackknife as number[];
  const jkMean = mean(jk);
  let s2 = 0;
  let s3 = 0;
  for (const x of jk) {
    const d = jkMean - x;
    s2 += d * d;
    s3 += d * d * d;
  }
  if (s2 === 0) return none("acceleration undefined: all jackknife values equal", z0);
  const a = s3 / (6 * s2 ** 1.5);
  const sorted = Array.from(Float64Array.from(replicates).sort());
  const adjusted = (alpha: number) => {
    const z = z0 + normalQuantile(alpha);
    return normalCdf(z0 + z / (1 - a * z));
  };
  const a1 = adjusted((1 - level) / 2);
  const a2 = adjusted((1 + level) / 2);
  if (!Number.isFinite(a1) || !Number.isFinite(a2)) return none("adjusted levels not finite", z0, a);
  return {
    interval: { lo: quantileSorted(sorted, a1), hi: quantileSorted(sorted, a2), level, method: "bca" },
    z0,
    acceleration: a,
    reason: null,
  };
}

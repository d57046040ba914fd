/**
 * Two-stage estimates: population shares from a stratified sample with inverse-probability (Horvitz–Thompson)
 * weights, so an over-sampled rare failure is not reported as its sample share.
 */
import type { Interval } from "./interval";
import { normalQuantile } from "./normal";
import { requireInteger, requireLevel, rangeError } from "./guards";

/** One stratum: how many units it has, how many were sampled (labelled) and how many of those are cases. */
export interface Stratum {
  stratum: string;
  /** N_h: units in the stratum (e.g. conversations the detector put in this layer). */
  population: number;
  /** n_h: units sampled from it (simple random sample without replacement). */
  sampled: number;
  /** y_h: sampled units that are cases. */
  positives: number;
}

/** Result of {@link horvitzThompson}. */
export interface HorvitzThompson {
  /** N = Σ N_h. */
  population: number;
  /** n = Σ n_h. */
  sampled: number;
  /** Σ y_h / Σ n_h: the sample share (what a report would wrongly print). */
  sampleShare: number | null;
  /** T̂ = Σ_h (N_h/n_h) y_h: estimated cases in the population. */
  total: number | null;
  /** T̂ / N. */
  share: number | null;
  /** SE of the share with the finite-population correction (stratified SRS without replacement). */
  se: number | null;
  interval: Interval | null;
  /** Weight N_h/n_h (inverse inclusion probability) of each stratum. */
  weights: { stratum: string; weight: number | null }[];
  reason: string | null;
}

/**
 * What share of the whole population has a property, when strata were sampled at different rates?
 * Horvitz–Thompson estimate of a population share from a stratified sample.
 *
 * Formula: inclusion probability π_h = n_h/N_h, weight w_h = 1/π_h; T̂ = Σ_h w_h y_h; share = T̂/N with N = Σ N_h;
 * Var(share) = Σ_h (N_h/N)² (1 − n_h/N_h) s_h²/n_h, s_h² = p_h(1 − p_h) n_h/(n_h − 1), p_h = y_h/n_h
 * (Cochran 1977, §5.3 and §5A); interval share ± z·SE, clipped to [0, 1].
 * Unit: proportion. Range: [0, 1].
 * Edges: no strata or N = 0 → null ("no population"); a stratum with N_h > 0 but n_h = 0 → null ("stratum …
 * not sampled": its share cannot be estimated); a stratum with n_h = 1 < N_h → SE null ("one sampled unit");
 * every stratum fully sampled or homogeneous → SE 0 is reported as such (a census has no sampling error).
 * Source: docs/definitions/statistics.md#horvitz-thompson (Horvitz & Thompson 1952).
 *
 * @param strata the strata with their population, sample and case counts
 * @param level coverage of the interval, default 0.95
 * @returns the weighted share, the naive sample share, SE and interval
 * @throws {RangeError} when a count is not an integer ≥ 0, n_h > N_h or y_h > n_h
 * @example
 * const ht = horvitzThompson([
 *   { stratum: "detector flagged", population: 100, sampled: 50, positives: 25 },
 *   { stratum: "not flagged", population: 900, sampled: 50, positives: 1 },
 * ]);
 * ht.sampleShare; // 0.26
 * ht.share;       // 0.068
 */
export function horvitzThompson(strata: readonly Stratum[], level = 0.95): HorvitzThompson {
  const fn = "horvitzThompson";
  requireLevel(fn, level);
  strata.forEach((s, i) => {
    requireInteger(fn, `strata[${i}].population`, s.population, 0);
    requireInteger(fn, `strata[${i}].sampled`, s.sampled, 0);
    requireInteger(fn, `strata[${i}].positives`, s.positives, 0);
    if (s.sampled > s.population) throw rangeError(fn, `strata[${i}].sampled`, `≤ population (${s.population})`, s.sampled);
    if (s.positives > s.sampled) throw rangeError(fn, `strata[${i}].positives`, `≤ sampled (${s.sampled})`, s.positives);
  });
  const N = strata.reduce((a, s) => a + s.population, 0);
  const n = strata.reduce((a, s) => a + s.sampled, 0);
  const y = strata.reduce((a, s) => a + s.positives, 0);
  const weights = strata.map((s) => ({ stratum: s.stratum, weight: s.sampled ? s.population / s.sampled : null }));
  const out: HorvitzThompson = { population: N, sampled: n, sampleShare: n ? y / n : null, total: null, share: null, se: null, interval: null, weights, reason: null };
  if (N === 0) return { ...out, reason: "no population" };
  const unsampled = strata.find((s) => s.population > 0 && s.sampled === 0);
  if (unsampled) return { ...out, reason: `stratum ${JSON.stringify(unsampled.stratum)} not sampled: its share cannot be estimated` };
  let total = 0;
  let v = 0;
  let seReason: string | null = null;
  for (const s of strata) {
    if (s.population === 0) continue;
    total += (s.population / s.sampled) * s.positives;
    if (s.sampled === s.population) continue; // a census of the stratum: no sampling error
    if (s.sampled < 2) {
      seReason = `stratum ${JSON.stringify(s.stratum)} has one sampled unit: no within-stratum variance`;
      continue;
    }
    const ph = s.positives / s.sampled;
    const s2 = (ph * (1 - ph) * s.sampled) / (s.sampled - 1);
    v += (s.population / N) ** 2 * (1 - s.sampled / s.population) * (s2 / s.sampled);
  }
  out.total = total;
  out.share = total / N;
  if (seReason) return { ...out, reason: seReason };
  out.se = Math.sqrt(v);
  const z = normalQuantile((1 + level) / 2);
  out.interval = { lo: Math.max(0, out.share - z * out.se), hi: Math.min(1, out.share + z * out.se), level, method: "normal" };
  return out;
}

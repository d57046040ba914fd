/**
 * The mean of per-unit values with two standard errors: the naive one (every unit independent) and the one
 * clustered by task (units of one task are correlated: trials of the same task, writes of the same conversation).
 */
import { requireFiniteArray, requireSameLength } from "./guards";

/** A cluster key: a task id, a rollout id, a batch id. */
export type ClusterKey = string | number;

/** Result of {@link clusteredMean}. */
export interface ClusteredMean {
  /** Units (values). */
  n: number;
  /** Distinct clusters G. */
  clusters: number;
  /** (1/n) Σ y_i, or null when there is no value. */
  mean: number | null;
  /** s/√n with s² = Σ (y_i − ȳ)² / (n − 1): right only if units are independent; null when not computable. */
  naiveSe: number | null;
  /** √( G/(G−1) · Σ_g (Σ_{i∈g} (y_i − ȳ))² / n² ): the cluster-robust (sandwich) SE; null when not computable. */
  clusteredSe: number | null;
  /**
   * (clusteredSe / naiveSe)²: above 1 the naive interval is too narrow (trials of a task are alike), below 1 it is
   * too wide (the trials of a task differ more than tasks do), 1 = no clustering effect.
   */
  designEffect: number | null;
  /** Why a quantity is null (the first that applies), else null. */
  reason: string | null;
}

/** @internal The reasons a mean's standard errors are not computed. */
export const MEAN_REASON = {
  noValues: "no values",
  oneValue: "one value: no spread",
  allEqual: "all values equal: no spread observed (a standard error of 0 would claim certainty)",
  oneCluster: "one cluster: no spread between clusters",
  noBetweenSpread: "no spread between clusters: every cluster has the same mean (a clustered SE of 0 would claim certainty)",
} as const;

/**
 * How precise is a mean when units of the same cluster (task) are not independent?
 * The mean of per-unit values, with its naive and its cluster-robust standard error.
 *
 * Formula: ȳ = (1/n) Σ_i y_i; naive SE = s/√n, s² = Σ_i (y_i − ȳ)²/(n − 1);
 * clustered SE = √( G/(G − 1) · Σ_g e_g² ) / n with e_g = Σ_{i∈g} (y_i − ȳ), the sandwich (Liang–Zeger) variance
 * of a mean with the finite-cluster correction G/(G − 1) (statsmodels' OLS `cov_type="cluster"` on a constant).
 * With one unit per cluster the two are equal.
 * Unit: that of the values. Range: SEs ≥ 0.
 * Edges: no values → every field null, reason "no values"; one value → SEs null; all values equal → SEs null
 * ("no spread observed"); one cluster → clustered SE null ("one cluster: no spread between clusters"); every
 * cluster with the same mean (10 tasks × 4 trials, each 2/4) → clustered SE and design effect null ("no spread
 * between clusters"), never 0.
 * Source: docs/definitions/statistics.md#clustered-mean.
 *
 * @param values per-unit values (e.g. the reward of every conversation)
 * @param clusters the cluster of each unit (e.g. its task id), same length as values
 * @returns the mean with both standard errors and the design effect
 * @throws {RangeError} when a value is not finite or the lengths differ
 * @example
 * clusteredMean([1, 1, 0, 0], ["t1", "t1", "t2", "t2"]).clusteredSe; // 0.5
 * clusteredMean([1, 1, 0, 0], ["t1", "t1", "t2", "t2"]).naiveSe;     // 0.28867513459481287
 * clusteredMean([], []).reason;                                       // "no values"
 */
export function clusteredMean(values: readonly number[], clusters: readonly ClusterKey[]): ClusteredMean {
  requireFiniteArray("clusteredMean", "values", values);
  requireSameLength("clusteredMean", "values", "clusters", values, clusters);
  const n = values.length;
  const g = new Map<ClusterKey, number>();
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i];
  const mean = n === 0 ? null : sum / n;
  let ss = 0;
  for (let i = 0; i < n; i++) {
    const e = values[i] - (mean as number);
    ss += e * e;
    g.set(clusters[i], (g.get(clusters[i]) ?? 0) + e);
  }
  const G = g.size;
  const out: ClusteredMean = { n, clusters: G, mean, naiveSe: null, clusteredSe: null, designEffect: null, reason: null };
  if (n === 0) return { ...out, reason: MEAN_REASON.noValues };
  if (n === 1) return { ...out, reason: MEAN_REASON.oneValue };
  if (ss === 0 || values.every((v) => v === values[0])) return { ...out, reason: MEAN_REASON.allEqual };
  out.naiveSe = Math.sqrt(ss / (n - 1) / n);
  if (G < 2) return { ...out, reason: MEAN_REASON.oneCluster };
  let between = 0;
  for (const e of g.values()) between += e * e;
  // every cluster's residuals sum to 0 (10 tasks × 4 trials, each 2/4): no spread between clusters to estimate from
  if (between <= 1e-24 * ss) return { ...out, reason: MEAN_REASON.noBetweenSpread };
  out.clusteredSe = Math.sqrt((G / (G - 1)) * between) / n;
  out.designEffect = (out.clusteredSe / out.naiveSe) ** 2;
  return out;
}

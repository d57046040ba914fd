/**
 * A ratio of sums over units, R = Σ M_i / Σ N_i (GD^stock = drift writes / writes pooled over conversations, a
 * success share pooled over trials), with the standard errors of the three ways one can think of its units.
 */
import { requireFiniteArray, requireSameLength, rangeError } from "./guards";
import type { ClusterKey } from "./clusteredMean";

/** Result of {@link clusteredRatio}. */
export interface ClusteredRatio {
  /** Units (conversations). */
  n: number;
  /** Distinct clusters G (tasks). */
  clusters: number;
  /** Σ M_i. */
  numerator: number;
  /** Σ N_i. */
  denominator: number;
  /** Σ M / Σ N, or null when Σ N = 0. */
  value: number | null;
  /**
   * √(R(1 − R)/Σ N): every one of the Σ N items (writes) an independent Bernoulli trial — the "extremely precise
   * and completely wrong" SE; null unless R ∈ [0, 1] and the spread is positive.
   */
  itemSe: number | null;
  /** Linearised SE with the units (conversations) independent: √( n/(n−1) Σ_i (M_i − R N_i)² ) / Σ N. */
  naiveSe: number | null;
  /** Linearised SE clustered by task: √( G/(G−1) Σ_g (Σ_{i∈g} (M_i − R N_i))² ) / Σ N. */
  clusteredSe: number | null;
  /** Why a quantity is null (the first that applies), else null. */
  reason: string | null;
}

/**
 * How precise is a pooled ratio ΣM/ΣN, counted per item, per unit and per cluster?
 * A ratio estimator over units with item-level, unit-level and cluster-level standard errors.
 *
 * Formula: R = Σ_i M_i / Σ_i N_i. Its linearisation (delta method) is R − R₀ ≈ Σ_i (M_i − R N_i) / Σ N, so
 * Var(R) = c · Σ_g (Σ_{i∈g} (M_i − R N_i))² / (Σ N)² with c = G/(G − 1) for clusters g (tasks) and c = n/(n − 1)
 * when every unit is its own cluster — the cluster-robust and HC1 sandwich variances of a weighted least-squares
 * fit of M_i/N_i on a constant with weights N_i (statsmodels `WLS(...).fit(cov_type="cluster")`).
 * Unit: that of the ratio (a fraction for GD^stock). Range: SEs ≥ 0.
 * Edges: no units or Σ N = 0 → value and SEs null ("denominator 0"); every residual 0 (e.g. R = 0 or 1 with
 * binary items) → SEs null ("no spread"); one unit → naive SE null; one cluster, or every cluster with the same
 * ratio → clustered SE null with the reason, never 0.
 * Source: docs/definitions/statistics.md#ratio-estimator.
 *
 * @param numerators M_i per unit (e.g. drift writes of a conversation)
 * @param denominators N_i ≥ 0 per unit (e.g. its writes)
 * @param clusters the cluster of each unit (its task id)
 * @returns the pooled ratio and its three standard errors
 * @throws {RangeError} when a number is not finite, a denominator is negative or the lengths differ
 * @example
 * const r = clusteredRatio([1, 0, 2], [2, 1, 2], ["a", "a", "b"]);
 * r.value;       // 0.6
 * r.clusteredSe; // 0.32
 */
export function clusteredRatio(
  numerators: readonly number[],
  denominators: readonly number[],
  clusters: readonly ClusterKey[],
): ClusteredRatio {
  const fn = "clusteredRatio";
  requireFiniteArray(fn, "numerators", numerators);
  requireFiniteArray(fn, "denominators", denominators);
  requireSameLength(fn, "numerators", "denominators", numerators, denominators);
  requireSameLength(fn, "numerators", "clusters", numerators, clusters);
  denominators.forEach((d, i) => {
    if (d < 0) throw rangeError(fn, `denominators[${i}]`, "≥ 0", d);
  });
  const n = numerators.length;
  let M = 0;
  let N = 0;
  for (let i = 0; i < n; i++) {
    M += numerators[i];
    N += denominators[i];
  }
  const G = new Set(clusters).size;
  const out: ClusteredRatio = { n, clusters: G, numerator: M, denominator: N, value: null, itemSe: null, naiveSe: null, clusteredSe: null, reason: null };
  if (N === 0) return { ...out, reason: n === 0 ? "no units" : "denominator 0" };
  const R = M / N;
  out.value = R;
  const byCluster = new Map<ClusterKey, number>();
  let unitSs = 0;
  for (let i = 0; i < n; i++) {
    const e = numerators[i] - R * denominators[i];
    unitSs += e * e;
    byCluster.set(clusters[i], (byCluster.get(clusters[i]) ?? 0) + e);
  }
  if (R > 0 && R < 1) out.itemSe = Math.sqrt((R * (1 - R)) / N);
  if (unitSs < 1e-24 * Math.max(1, M * M)) return { ...out, itemSe: null, reason: "no spread: every unit has the same ratio" };
  if (n < 2) return { ...out, reason: "one unit: no spread" };
  out.naiveSe = Math.sqrt((n / (n - 1)) * unitSs) / N;
  if (G < 2) return { ...out, reason: "one cluster: no spread between clusters" };
  let between = 0;
  for (const e of byCluster.values()) between += e * e;
  if (between <= 1e-24 * unitSs) return { ...out, reason: "no spread between clusters: every cluster has the same ratio (a clustered SE of 0 would claim certainty)" };
  out.clusteredSe = Math.sqrt((G / (G - 1)) * between) / N;
  return out;
}

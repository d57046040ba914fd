/**
 * Task-clustered uncertainty of a measurement point built from per-conversation numerators and denominators
 * (a drift table cell ΣM/ΣN, a mean over write moments, a share of conversations): what `--ci` on the drift and
 * reproduce reports prints next to every point.
 */
import { bcaInterval } from "./bcaInterval";
import { clusterBootstrap, type ClusterBootstrapOptions } from "./clusterBootstrap";
import type { ClusterKey } from "./clusteredMean";
import { clusteredInterval } from "./clusteredInterval";
import type { Interval } from "./interval";
import { percentileInterval } from "./percentileInterval";
import { clusteredRatio } from "./clusteredRatio";
import { requireLevel } from "./guards";

/** One unit (conversation) of a point: its cluster (task) and its part of the numerator and denominator. */
export interface ClusteredUnit {
  cluster: ClusterKey;
  numerator: number;
  denominator: number;
}

/** Options of {@link pointInterval}. */
export interface PointIntervalOptions extends ClusterBootstrapOptions {
  level?: number;
}

/** Result of {@link pointInterval}. */
export interface PointInterval {
  value: number | null;
  numerator: number;
  denominator: number;
  /** Units (conversations) and clusters (tasks). */
  units: number;
  clusters: number;
  /** √(R(1−R)/ΣN), every denominator item independent (only meaningful for counts of binary items). */
  itemSe: number | null;
  /** Units independent. */
  naiveSe: number | null;
  /** Clustered by task. */
  clusteredSe: number | null;
  /**
   * The clustered SE's interval: value ± t_{G−1}·clusteredSe (method "t", `df` = G − 1), on the logit scale when
   * the point is a share (every numerator within [0, its denominator]: method "logit", inside [0, 1]).
   */
  normal: Interval | null;
  /** Percentile interval of the cluster bootstrap (resampling tasks). */
  bootstrap: Interval | null;
  /** BCa interval of the same replicates. */
  bca: Interval | null;
  reason: string | null;
  /** Why `bca` is null when the other intervals are given (BCa's own reason); null otherwise. */
  bcaReason: string | null;
}

/**
 * How precise is a pooled ratio when units of the same task are not independent?
 * Task-clustered standard errors and intervals of a pooled ratio point ΣM/ΣN.
 *
 * Formula: R = Σ M_i/Σ N_i over the units; SEs as in {@link clusteredRatio} (item, unit, cluster level);
 * intervals: R ± t_{G−1}·SE_clustered (on the logit scale for a share, so it stays in [0, 1]), and the percentile
 * and BCa intervals of the cluster bootstrap recomputing ΣM/ΣN on each resample of the clusters (BCa null with
 * `bcaReason`).
 * Unit: that of the point. Edges: as {@link clusteredRatio}; intervals null wherever the clustered SE is null.
 * Source: docs/definitions/statistics.md#point-interval.
 *
 * @param units the included units with their cluster, numerator and denominator
 * @param options level (default 0.95), replicates, seed
 * @returns the point with its three SEs and three intervals
 * @example
 * const p = pointInterval([{ cluster: "t1", numerator: 1, denominator: 2 }, { cluster: "t2", numerator: 0, denominator: 3 }]);
 * p.value; // 0.2
 */
export function pointInterval(units: readonly ClusteredUnit[], options: PointIntervalOptions = {}): PointInterval {
  const level = options.level ?? 0.95;
  requireLevel("pointInterval", level);
  const r = clusteredRatio(
    units.map((u) => u.numerator),
    units.map((u) => u.denominator),
    units.map((u) => u.cluster),
  );
  const out: PointInterval = {
    value: r.value,
    numerator: r.numerator,
    denominator: r.denominator,
    units: r.n,
    clusters: r.clusters,
    itemSe: r.itemSe,
    naiveSe: r.naiveSe,
    clusteredSe: r.clusteredSe,
    normal: clusteredInterval(r.value, r.clusteredSe, r.clusters, { level, bounded: units.every((u) => u.numerator >= 0 && u.numerator <= u.denominator) }),
    bootstrap: null,
    bca: null,
    reason: r.reason,
    bcaReason: null,
  };
  if (r.clusteredSe === null) return out;
  const ratio = (us: ClusteredUnit[]) => {
    let m = 0;
    let n = 0;
    for (const u of us) {
      m += u.numerator;
      n += u.denominator;
    }
    return n === 0 ? null : m / n;
  };
  const b = clusterBootstrap(units, (u) => u.cluster, ratio, options);
  out.bootstrap = percentileInterval(b.replicates, level);
  const bca = bcaInterval(r.value as number, b.replicates, b.jackknife, level);
  out.bca = bca.interval;
  out.bcaReason = bca.reason;
  return out;
}

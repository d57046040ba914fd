/**
 * The cluster bootstrap: resample whole clusters (tasks) with replacement, keeping the units of a cluster (its
 * trials, its conversations) together, and recompute a statistic on each resample. The leave-one-cluster-out
 * jackknife values (for the BCa acceleration) come with it.
 */
import { mulberry32 } from "./random";
import { requireInteger, requireLevel, rangeError } from "./guards";
import type { ClusterKey } from "./clusteredMean";

/**
 * The seed of every bootstrap of the library (intervals, paired comparisons, AUV estimates, `trajlab stats` and
 * `compare`) unless the caller passes another one.
 */
export const DEFAULT_BOOTSTRAP_SEED = 20260202;

/** Options of {@link clusterBootstrap}. */
export interface ClusterBootstrapOptions {
  /** Number of resamples B (integer ≥ 1). Default 2000. */
  replicates?: number;
  /** Mulberry32 seed (integer; taken modulo 2^32). Default {@link DEFAULT_BOOTSTRAP_SEED}. */
  seed?: number;
}

/**
 * @internal Throw, in the caller's name, unless the bootstrap options are valid: replicates an integer ≥ 1, seed an
 * integer, level (when given) in (0, 1).
 * @param fn the calling function's name, for the message
 * @param options the options to check
 * @throws {RangeError} `<fn>: options.replicates must be an integer ≥ 1, got …` (likewise seed, level)
 * @example
 * requireBootstrapOptions("f", { replicates: 0 }); // throws RangeError "f: options.replicates must be an integer ≥ 1, got 0"
 */
export function requireBootstrapOptions(fn: string, options: ClusterBootstrapOptions & { level?: number }): void {
  if (options.replicates !== undefined) requireInteger(fn, "options.replicates", options.replicates, 1);
  if (options.seed !== undefined && (typeof options.seed !== "number" || !Number.isInteger(options.seed))) throw rangeError(fn, "options.seed", "an integer", options.seed);
  if (options.level !== undefined) requireLevel(fn, options.level);
}

/** Result of {@link clusterBootstrap}. */
export interface ClusterBootstrap {
  /** The statistic on the original units, or null when it is not computable there. */
  estimate: number | null;
  /** The statistic on each resample where it was computable, in draw order. */
  replicates: number[];
  /** Resamples on which the statistic was null (e.g. a ratio whose resample has denominator 0). */
  failed: number;
  /** The statistic with each cluster left out in turn (first-seen cluster order); null entries when not computable. */
  jackknife: (number | null)[];
  /** Distinct clusters G. */
  clusters: number;
  /** Resamples drawn (B). */
  draws: number;
  seed: number;
  /** Why nothing could be resampled (no units, one cluster, statistic null on the data), else null. */
  reason: string | null;
}

/**
 * How would a statistic vary if the clusters (tasks) were drawn again?
 * Resample clusters with replacement and recompute a statistic (seeded, reproducible on every machine).
 *
 * Procedure: the G clusters in first-seen order; for b = 1..B draw G cluster indices ⌊u·G⌋ with u from
 * Mulberry32(seed), concatenate the units of the drawn clusters (a cluster drawn twice contributes its units
 * twice), and apply `statistic`. Jackknife: the statistic on the units of all clusters but one, for each cluster.
 * Unit: that of the statistic.
 * Edges: no units → reason "no units" (no replicates); one cluster → reason "one cluster: no spread between
 * clusters" (every resample would equal the data); a statistic that is null on the data → reason
 * "statistic not computable on the data".
 * Source: docs/definitions/statistics.md#cluster-bootstrap (Davison & Hinkley 1997, §3.8, resampling clusters).
 *
 * @param units the units (conversations, trials), any type
 * @param clusterOf the cluster of a unit (its task id)
 * @param statistic the statistic of a set of units; null when not computable on that set
 * @param options replicates (default 2000) and seed
 * @returns the estimate, the replicates, the jackknife values and counts
 * @throws {RangeError} when replicates is not an integer ≥ 1, seed is not an integer, or the statistic gives NaN or
 *   ±Infinity on the data (return null for "not computable"; a resample where it is not finite counts as failed)
 * @example
 * const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
 * const b = clusterBootstrap([1, 1, 0, 0, 1, 0], (_, i) => Math.floor(i / 2), mean, { replicates: 200, seed: 1 });
 * b.replicates.length; // 200
 * b.jackknife;         // [0.25, 0.75, 0.5] (leaving out clusters (1, 1), (0, 0), (1, 0) in turn)
 */
export function clusterBootstrap<T>(
  units: readonly T[],
  clusterOf: (unit: T, index: number) => ClusterKey,
  statistic: (sample: T[]) => number | null,
  options: ClusterBootstrapOptions = {},
): ClusterBootstrap {
  const draws = options.replicates ?? 2000;
  const seed = options.seed ?? DEFAULT_BOOTSTRAP_SEED;
  requireBootstrapOptions("clusterBootstrap", { replicates: draws, seed });
  const groups = groupByCluster(units, clusterOf);
  const G = groups.length;
  const base = { replicates: [] as number[], failed: 0, jackknife: [] as (number | null)[], clusters: G, draws, seed };
  if (units.length === 0) return { ...base, estimate: null, draws: 0, reason: "no units" };
  const estimate = statistic(units.slice());
  if (estimate !== null && (typeof estimate !== "number" || !Number.isFinite(estimate))) {
    throw rangeError("clusterBootstrap", "statistic(units)", "a finite number or null (null = not computable)", estimate);
  }
  if (estimate === null) return { ...base, estimate, draws: 0, reason: "statistic not computable on the data" };
  if (G < 2) return { ...base, estimate, draws: 0, reason: "one cluster: no spread between clusters" };
  const rng = mulberry32(seed);
  const replicates: number[] = [];
  let failed = 0;
  for (let b = 0; b < draws; b++) {
    const sample: T[] = [];
    for (let k = 0; k < G; k++) {
      const group = groups[Math.floor(rng() * G)];
      for (let j = 0; j < group.length; j++) sample.push(group[j]);
    }
    const v = statistic(sample);
    if (v === null || !Number.isFinite(v)) failed++;
    else replicates.push(v);
  }
  const jackknife = groups.map((_, leave) => {
    const sample: T[] = [];
    groups.forEach((group, k) => {
      if (k !== leave) for (const u of group) sample.push(u);
    });
    return statistic(sample);
  });
  return { ...base, estimate, replicates, failed, jackknife, reason: null };
}

/**
 * @internal Units grouped by cluster, clusters in first-seen order.
 * @param units the units
 * @param clusterOf the cluster of a unit
 * @returns the units of each cluster
 * @example
 * groupByCluster([1, 2, 3], (x) => x % 2); // [[1, 3], [2]]
 */
export function groupByCluster<T>(units: readonly T[], clusterOf: (unit: T, index: number) => ClusterKey): T[][] {
  const byKey = new Map<ClusterKey, T[]>();
  units.forEach((u, i) => {
    const key = clusterOf(u, i);
    const list = byKey.get(key);
    if (list) list.push(u);
    else byKey.set(key, [u]);
  });
  return [...byKey.values()];
}

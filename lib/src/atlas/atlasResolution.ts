/**
 * Per domain, what the public runs' task counts can and cannot tell apart.
 */
import type { AtlasPair } from "./atlasPairs";

/** One row of {@link atlasResolution}. */
export interface AtlasResolution {
  domain: string;
  /** Pairs compared (sharing at least one task). */
  pairs: number;
  /**
   * Pairs whose difference is resolved: McNemar's exact p < 0.05 with one trial per task, else the paired 95 %
   * bootstrap interval of the reward difference excludes 0 (`AtlasPair.resolved`).
   */
  resolved: number;
  /** The most tasks one pair shares. */
  mostSharedTasks: number;
  /** The smallest |A − B| among the resolved pairs, or null when none is resolved. */
  smallestResolved: number | null;
  /** The largest |A − B| among the pairs not resolved, or null when every pair is resolved. */
  largestUnresolved: number | null;
  /** The median MDD of the pairs (the smallest true difference their tasks detect with 80 % power), or null. */
  medianMdd: number | null;
}

/**
 * Summarises the pairs of each domain: how many are resolved, the smallest resolved and the largest unresolved
 * reward difference, and the median minimum detectable difference (docs/definitions/atlas.md#pairs).
 * Edges: no pairs → []. A domain whose pairs have no SE → medianMdd null. Median of an even count: the mean of the
 * two middle values.
 *
 * @param pairs from {@link atlasPairs}
 * @returns one row per domain, in the order of the pairs
 * @example
 * atlasResolution([]); // []
 */
export function atlasResolution(pairs: readonly AtlasPair[]): AtlasResolution[] {
  const domains = [...new Set(pairs.map((p) => p.domain))];
  return domains.map((domain) => {
    const mine = pairs.filter((p) => p.domain === domain);
    const diff = (p: AtlasPair) => Math.abs(p.reward.difference.value ?? 0);
    const resolved = mine.filter((p) => p.resolved.value === true);
    const unresolved = mine.filter((p) => p.resolved.value !== true && p.reward.difference.value !== null);
    const mdds = mine.map((p) => p.mdd).filter((m): m is number => m !== null).sort((x, y) => x - y);
    const mid = mdds.length / 2;
    return {
      domain,
      pairs: mine.length,
      resolved: resolved.length,
      mostSharedTasks: Math.max(...mine.map((p) => p.sharedTasks)),
      smallestResolved: resolved.length === 0 ? null : Math.min(...resolved.map(diff)),
      largestUnresolved: unresolved.length === 0 ? null : Math.max(...unresolved.map(diff)),
      medianMdd: mdds.length === 0 ? null : mdds.length % 2 === 1 ? mdds[Math.floor(mid)] : (mdds[mid - 1] + mdds[mid]) / 2,
    };
  });
}

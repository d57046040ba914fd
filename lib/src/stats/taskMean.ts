/**
 * The mean over tasks of one number per task, with its standard error and its bootstrap interval over tasks:
 * the summary every per-task measure of this family (pass^k, pass@k, paired differences) shares.
 */
import { clusterBootstrap, type ClusterBootstrapOptions } from "./clusterBootstrap";
import { clusteredMean } from "./clusteredMean";
import type { Interval } from "./interval";
import { percentileInterval } from "./percentileInterval";
import { bcaInterval } from "./bcaInterval";
import { requireLevel } from "./guards";

/** Options of {@link taskMean}. */
export interface TaskMeanOptions extends ClusterBootstrapOptions {
  /** Coverage of the intervals, default 0.95. */
  level?: number;
}

/** Result of {@link taskMean}. */
export interface TaskMean {
  /** Tasks T. */
  tasks: number;
  /** (1/T) Σ_t v_t, or null when there is no task. */
  value: number | null;
  /** sd(v)/√T (n − 1 form), null when not computable. */
  se: number | null;
  /** Percentile interval of the task bootstrap, null when not computable. */
  interval: Interval | null;
  /** BCa interval of the same replicates (null with the reason in `bcaReason` when undefined). */
  bca: Interval | null;
  bcaReason: string | null;
  /** Why value, se or interval is null, else null. */
  reason: string | null;
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * What is the mean over tasks, and how precise is it?
 * Mean over tasks of per-task values, with SE and seeded bootstrap intervals that resample tasks.
 *
 * Formula: v̄ = (1/T) Σ_t v_t; SE = s/√T, s² = Σ (v_t − v̄)²/(T − 1); intervals: percentile and BCa of v̄ over
 * B resamples of the T tasks ({@link clusterBootstrap} with one task per cluster).
 * Unit: that of the values. Edges: no task → all null ("no values"); one task → SE and intervals null;
 * all values equal → SE and intervals null ("all values equal: no spread observed").
 * Source: docs/definitions/statistics.md#task-mean.
 *
 * @param values one value per task
 * @param options replicates, seed, level
 * @returns the mean with SE and intervals
 * @throws {RangeError} when a value is not finite or the options are out of range
 * @example
 * taskMean([1, 0, 1, 1], { seed: 1 }).se; // 0.25
 * taskMean([]).reason;                    // "no values"
 */
export function taskMean(values: readonly number[], options: TaskMeanOptions = {}): TaskMean {
  const level = options.level ?? 0.95;
  requireLevel("taskMean", level);
  const m = clusteredMean(values, values.map((_, i) => i));
  const out: TaskMean = { tasks: values.length, value: m.mean, se: m.naiveSe, interval: null, bca: null, bcaReason: null, reason: m.reason };
  if (m.naiveSe === null) return out;
  const b = clusterBootstrap(values, (_, i) => i, (xs) => mean(xs), options);
  out.interval = percentileInterval(b.replicates, level);
  const bca = bcaInterval(m.mean as number, b.replicates, b.jackknife, level);
  out.bca = bca.interval;
  out.bcaReason = bca.reason;
  return out;
}

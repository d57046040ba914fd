/**
 * Two systems measured on the same tasks: the mean of the per-task differences, its SE and its bootstrap
 * interval over tasks. Tasks present on one side only (or not measured on one side) are excluded and counted.
 */
import { mean, sampleVariance } from "simple-statistics";
import { exclusionsByReason } from "./exclusions";
import type { Exclusion } from "./measurement";
import { taskMean, type TaskMean, type TaskMeanOptions } from "./taskMean";

/**
 * One number per task (null = not measured for that task): an object or a Map. Tasks are paired and resampled in
 * its order — a Map's entry order (first seen, whatever the ids), or an object's key order, in which JavaScript lists
 * integer-like keys ("2", "10") first, ascending, before the others: pass a Map to keep the first-seen order of
 * numeric task ids.
 */
export type TaskValues = Readonly<Record<string, number | null>> | ReadonlyMap<string, number | null>;

/**
 * @internal The entries of a per-task object or Map, in its iteration order (see {@link TaskValues}).
 * @param x the per-task values
 * @returns [task, value] pairs
 * @example
 * taskEntries(new Map([["10", 1], ["2", 0]])); // [["10", 1], ["2", 0]]
 * taskEntries({ "10": 1, "2": 0 });           // [["2", 0], ["10", 1]]
 */
export function taskEntries<V>(x: Readonly<Record<string, V>> | ReadonlyMap<string, V>): [string, V][] {
  return x instanceof Map ? [...(x as ReadonlyMap<string, V>)] : Object.entries(x as Readonly<Record<string, V>>);
}

/** A task left out of a comparison, with why (e.g. "gold actions differ between the runs"). */
export interface TaskExclusion {
  task: string;
  reason: string;
}

/** Options of {@link pairedDifference}. */
export interface PairedOptions extends TaskMeanOptions {
  /** Tasks to leave out before pairing, each with its reason (counted in the exclusions). */
  exclude?: readonly TaskExclusion[];
}

/** The reasons a task is not paired. */
export const PAIRING_EXCLUSION = {
  onlyA: "task in A only",
  onlyB: "task in B only",
  notMeasuredA: "not measured in A",
  notMeasuredB: "not measured in B",
} as const;

/** Result of {@link alignTasks}. */
export interface AlignedTasks {
  /** Tasks paired, in A's order. */
  tasks: string[];
  a: number[];
  b: number[];
  exclusions: Exclusion[];
}

/**
 * @internal Pair the tasks of two per-task value maps (A's key order), excluding and counting the tasks that are
 * in `exclude`, in one map only, or null on a side.
 * @param a per-task values of A
 * @param b per-task values of B
 * @param exclude tasks to leave out, each with its reason
 * @returns the paired tasks with their values, and the exclusions by reason
 * @example
 * alignTasks({ t1: 1, t2: 0 }, { t1: 0, t3: 1 }).tasks; // ["t1"]
 */
export function alignTasks(a: TaskValues, b: TaskValues, exclude: readonly TaskExclusion[] = []): AlignedTasks {
  const ma = new Map(taskEntries(a));
  const mb = new Map(taskEntries(b));
  const skip = new Map(exclude.map((e) => [e.task, e.reason] as const));
  const excluded: { id: string; reason: string }[] = [];
  const out: AlignedTasks = { tasks: [], a: [], b: [], exclusions: [] };
  for (const e of exclude) if (ma.has(e.task) || mb.has(e.task)) excluded.push({ id: e.task, reason: e.reason });
  for (const [task, va] of ma) {
    if (skip.has(task)) continue;
    const vb = mb.get(task);
    if (!mb.has(task)) excluded.push({ id: task, reason: PAIRING_EXCLUSION.onlyA });
    else if (va === null) excluded.push({ id: task, reason: PAIRING_EXCLUSION.notMeasuredA });
    else if (vb === null || vb === undefined) excluded.push({ id: task, reason: PAIRING_EXCLUSION.notMeasuredB });
    else {
      out.tasks.push(task);
      out.a.push(va);
      out.b.push(vb);
    }
  }
  for (const task of mb.keys()) if (!skip.has(task) && !ma.has(task)) excluded.push({ id: task, reason: PAIRING_EXCLUSION.onlyB });
  out.exclusions = exclusionsByReason(excluded, (r) => r.reason, (r) => r.id);
  return out;
}

/** Result of {@link pairedDifference} (differences are A − B). */
export interface PairedDifference {
  /** Paired tasks T. */
  tasks: number;
  meanA: number | null;
  meanB: number | null;
  /** Mean of d_t = a_t − b_t (= meanA − meanB), with SE and intervals over tasks. */
  difference: TaskMean;
  /** SE of meanA − meanB if the two samples were independent: √(s_a²/T + s_b²/T); the pairing's gain shows against it. */
  unpairedSe: number | null;
  /** True when the percentile interval lies strictly above or below 0. */
  excludesZero: boolean | null;
  /** Tasks left out, by reason, with ids. */
  exclusions: Exclusion[];
}

/** The mean of a non-empty list (simple-statistics), null for an empty one. */
const meanOrNull = (xs: readonly number[]) => (xs.length ? mean(xs as number[]) : null);

/**
 * Is A better than B on the same tasks, beyond what the choice of tasks explains?
 * Paired comparison of two systems on the same tasks.
 *
 * Formula: d_t = a_t − b_t on the T tasks measured on both sides; difference = (1/T) Σ d_t = ā − b̄;
 * SE = s_d/√T (s_d the n − 1 SD of the d_t); intervals: seeded percentile and BCa bootstrap of d̄ resampling tasks
 * (both systems' values of a task move together). `unpairedSe` = √((s_a² + s_b²)/T) for contrast.
 * Unit: that of the values. Edges: no paired task → every value null, reason "no values"; one task → SE and
 * intervals null; all differences equal (e.g. both systems identical) → SE and intervals null.
 * Source: docs/definitions/statistics.md#paired-difference.
 *
 * @param a per-task values of system A (null = not measured)
 * @param b per-task values of system B
 * @param options exclude (tasks to leave out with a reason), replicates, seed, level
 * @returns the paired difference with its uncertainty and the exclusions
 * @throws {RangeError} when a value is not finite
 * @example
 * const d = pairedDifference({ t1: 1, t2: 1, t3: 0, t4: 1 }, { t1: 0, t2: 1, t3: 0, t5: 1 });
 * d.difference.value; // 0.3333333333333333
 * d.exclusions;       // [{ reason: "task in A only", count: 1, ids: ["t4"] }, { reason: "task in B only", count: 1, ids: ["t5"] }]
 */
export function pairedDifference(a: TaskValues, b: TaskValues, options: PairedOptions = {}): PairedDifference {
  const al = alignTasks(a, b, options.exclude);
  const d = al.a.map((x, i) => x - al.b[i]);
  const difference = taskMean(d, options);
  const T = al.tasks.length;
  return {
    tasks: T,
    meanA: meanOrNull(al.a),
    meanB: meanOrNull(al.b),
    difference,
    unpairedSe: T >= 2 ? Math.sqrt((sampleVariance(al.a) + sampleVariance(al.b)) / T) : null,
    excludesZero: difference.interval ? difference.interval.lo > 0 || difference.interval.hi < 0 : null,
    exclusions: al.exclusions,
  };
}

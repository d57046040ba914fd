/**
 * Two systems on the same tasks with several trials per task: the difference of their task-level mean scores,
 * with the trials of a task kept together (on both sides) when tasks are resampled.
 */
import { mean, sampleVariance } from "simple-statistics";
import type { Exclusion } from "./measurement";
import { alignTasks, taskEntries, type PairedOptions, type TaskExclusion } from "./pairedDifference";
import { taskMean, type TaskMean } from "./taskMean";
import { requireFiniteArray } from "./guards";

/** The trial scores of each task (an empty list = not measured): an object or a Map, in the order of `TaskValues`. */
export type TaskTrialValues = Readonly<Record<string, readonly number[]>> | ReadonlyMap<string, readonly number[]>;

/** Result of {@link pairedClusterBootstrap} (differences are A − B). */
export interface PairedClusterBootstrap {
  /** Paired tasks T. */
  tasks: number;
  /** Trials counted on each side. */
  trialsA: number;
  trialsB: number;
  /** Mean over tasks of each task's mean trial score. */
  meanA: number | null;
  meanB: number | null;
  /** d_t = ā_t − b̄_t averaged over tasks, with SE over tasks and the task-resampling intervals. */
  difference: TaskMean;
  /**
   * The SE one would report treating every trial as an independent unit and the two samples as unrelated:
   * √(s²_trials,A / n_A + s²_trials,B / n_B). Shown to see how far it is from the task-level SE.
   */
  naiveSe: number | null;
  excludesZero: boolean | null;
  exclusions: Exclusion[];
}

/**
 * Is A better than B on the same tasks, when each task has several trials?
 * Paired cluster bootstrap of a difference in mean score over shared tasks with several trials per task.
 *
 * Formula: per task ā_t = mean of A's trials, b̄_t likewise; d_t = ā_t − b̄_t; difference = (1/T) Σ_t d_t
 * (each task weighs the same whatever its trial count); SE = s_d/√T; intervals: percentile and BCa over B
 * resamples of the T tasks, each drawn task bringing all its trials of both systems. Resampling tasks rather than
 * trials keeps the correlation of a task's trials (an easy task is easy for every trial).
 * Unit: that of the scores. Edges: no shared task → nulls ("no values"); tasks on one side only, or with no
 * trial on a side, are excluded and counted; one task → SE and intervals null.
 * Source: docs/definitions/statistics.md#paired-cluster-bootstrap.
 *
 * @param a trial scores per task of system A
 * @param b trial scores per task of system B
 * @param options exclude, replicates, seed, level
 * @returns the paired difference with task-level and naive SEs
 * @throws {RangeError} when a score is not finite
 * @example
 * const r = pairedClusterBootstrap({ t1: [1, 1], t2: [0, 1] }, { t1: [1, 0], t2: [0, 0] });
 * r.difference.value; // 0.5
 */
export function pairedClusterBootstrap(a: TaskTrialValues, b: TaskTrialValues, options: PairedOptions = {}): PairedClusterBootstrap {
  const ta = new Map(taskEntries(a));
  const tb = new Map(taskEntries(b));
  const meanOrNull = (v: ReadonlyMap<string, readonly number[]>) => {
    const out = new Map<string, number | null>();
    for (const [task, xs] of v) {
      requireFiniteArray("pairedClusterBootstrap", `trials of task ${JSON.stringify(task)}`, xs as number[]);
      out.set(task, xs.length ? mean(xs as number[]) : null);
    }
    return out;
  };
  const al = alignTasks(meanOrNull(ta), meanOrNull(tb), options.exclude as TaskExclusion[] | undefined);
  const d = al.a.map((x, i) => x - al.b[i]);
  const difference = taskMean(d, options);
  const trialsA = al.tasks.flatMap((t) => [...(ta.get(t) as readonly number[])]);
  const trialsB = al.tasks.flatMap((t) => [...(tb.get(t) as readonly number[])]);
  const naiveSe = trialsA.length >= 2 && trialsB.length >= 2 ? Math.sqrt(sampleVariance(trialsA) / trialsA.length + sampleVariance(trialsB) / trialsB.length) : null;
  return {
    tasks: al.tasks.length,
    trialsA: trialsA.length,
    trialsB: trialsB.length,
    meanA: al.a.length ? mean(al.a) : null,
    meanB: al.b.length ? mean(al.b) : null,
    difference,
    naiveSe: naiveSe === 0 ? null : naiveSe,
    excludesZero: difference.interval ? difference.interval.lo > 0 || difference.interval.hi < 0 : null,
    exclusions: al.exclusions,
  };
}

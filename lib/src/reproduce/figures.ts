/**
 * One published figure beside its reproduction: its status (match, differs, not compared, failed) and, on request,
 * its task-clustered interval. Shared by every reproduce family and the `trajlab reproduce` command.
 */
import type { FigureComparison } from "../stats/published";
import type { PointInterval, PointIntervalOptions } from "../stats/pointInterval";

/**
 * What became of one published figure:
 * - "match": reproduced, and it prints as the published value (`ok`);
 * - "differs": reproduced by the published method, another value;
 * - "not compared": the logs cannot give this figure by the published method (a missing file, data the method
 *   needs and the file lacks); `note` says why, and `reproduced` holds what the logs do give when they give
 *   something (e.g. the figure with another write-tool set), or null;
 * - "failed": the log it needs did not load, or its computation failed; `error` says why.
 */
export type FigureStatus = "match" | "differs" | "not compared" | "failed";

/** One published figure beside its reproduction, with its status (and, on request, its interval). */
export interface ReproducedFigure extends FigureComparison {
  /** What became of the figure ({@link FigureStatus}). */
  status: FigureStatus;
  /** For "failed": the error, naming the file and the place in it. */
  error?: string;
  /**
   * With intervals asked for: the task-clustered interval of the reproduced value, in the figure's unit (value,
   * standard errors and bounds scaled as the figure is printed; numerator and denominator as counted); null for a
   * count or a figure that was not reproduced.
   */
  interval?: PointInterval | null;
}

/** What a family's reproduction returns: one comparison per published figure, and notes for the reader. */
export interface ReproduceResult {
  /** One per published figure of the family. */
  comparisons: ReproducedFigure[];
  /** Files that could not be read, runs that were ignored, and other things the reader must know. */
  notes: string[];
}

/** Options of a reproduction. */
export interface ReproduceOptions {
  /** Task-clustered intervals on every reproduced ratio (level, bootstrap resamples, seed); none when absent. */
  intervals?: PointIntervalOptions;
}

/**
 * The status of a comparison that was reproduced by the published method: "match" when it prints as published,
 * "differs" when it was measured and does not, "not compared" when nothing was measured.
 *
 * @internal
 * @param c the comparison
 * @returns its status
 * @example
 * statusOf({ id: "x", published: 1, decimals: 0, reproduced: 2, numerator: 2, denominator: null, ok: false }); // "differs"
 */
export function statusOf(c: FigureComparison): FigureStatus {
  if (c.ok) return "match";
  return c.reproduced === null ? "not compared" : "differs";
}

/**
 * A point's interval in a figure's unit: value, SEs and interval bounds multiplied by `scale` (100 for percent).
 *
 * @internal
 * @param p the interval (fractions)
 * @param scale the figure's scale
 * @returns a scaled copy
 */
export function scaledRange(p: PointInterval, scale: number): PointInterval {
  if (scale === 1) return p;
  const s = (x: number | null) => (x === null ? null : x * scale);
  const i = <T extends { lo: number; hi: number } | null>(x: T): T => (x === null ? x : { ...x, lo: x.lo * scale, hi: x.hi * scale });
  return { ...p, value: s(p.value), itemSe: s(p.itemSe), naiveSe: s(p.naiveSe), clusteredSe: s(p.clusteredSe), normal: i(p.normal), bootstrap: i(p.bootstrap), bca: i(p.bca) };
}

/** One family of published figures that `trajlab reproduce` recomputes from logs. */
export interface Reproducer {
  /** The name `--only` takes, e.g. "goal-drift". */
  name: string;
  /** The heading printed above the family's comparisons. */
  title: string;
  /** The sub-directory of the data directory that holds the family's logs, e.g. "tau2". */
  dataSubdir: string;
  /**
   * Recompute every published figure of the family from the logs in `dir`.
   * @param dir the family's log directory (for goal drift, also a single results file)
   * @param options intervals
   */
  reproduce(dir: string, options?: ReproduceOptions): ReproduceResult;
}

/**
 * The reproduce registry: every family whose published figures `trajlab reproduce` recomputes. A family adds one
 * {@link Reproducer} to {@link REPRODUCERS}; the command finds its logs in `<data>/<dataSubdir>/` and prints what
 * `run` returns.
 */
import type { ReproduceOptions, ReproduceResult } from "./figures";
import { goalDriftReproducer } from "./goalDrift";
import { tideReproducer } from "./tide";

export type { FigureStatus, ReproducedFigure, ReproduceResult, ReproduceOptions } from "./figures";

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
  run(dir: string, options?: ReproduceOptions): ReproduceResult;
}

/**
 * Every registered family, in the order `trajlab reproduce` prints them. The first one also reads a data directory
 * that has none of the families' sub-directories (a user's own τ² export), or a single results file.
 *
 * @internal
 */
export const REPRODUCERS: readonly Reproducer[] = [goalDriftReproducer, tideReproducer];

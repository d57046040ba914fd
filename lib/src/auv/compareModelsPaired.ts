import type { BootstrapOptions } from "../stats/bootstrap";
import { pairedComparison, type PairedComparison } from "../stats/paired";
import { auvContributions, successIndicators } from "./auv";

/**
 * Is model A's AUV (and SR) higher than model B's on the same tasks, beyond what the choice of tasks explains?
 * The paired comparison ({@link pairedComparison}, i.e. the statistics family's `pairedDifference`: mean of
 * the per-task differences, SE over tasks, seeded percentile bootstrap resampling tasks) of their per-task AUV
 * contributions and success indicators (successStepsA[i] and successStepsB[i] are the same task). Differences are
 * A − B.
 *
 * Unit: fraction. Edges: as {@link pairedComparison} (no tasks → null differences, reason "no tasks"; one task or
 * the same difference on every task → se and interval null with a reason).
 * Source: docs/definitions/auv-tide.md#statistical-consistency; docs/definitions/statistics.md#paired-difference.
 *
 * @param successStepsA model A's success step per task (integer ≥ 1, or null when unsolved)
 * @param successStepsB model B's success step per task, in the same task order
 * @param tMax the horizon H (integer ≥ 1)
 * @param options bootstrap replicates, level and seed
 * @returns the paired AUV and SR comparisons
 * @throws {RangeError} when the two lists differ in length, tMax is not an integer ≥ 1, or a step is invalid
 * @example
 * compareModelsPaired([1, 2, null], [3, 2, null], 10).auv.difference; // 0.0666…
 */
export function compareModelsPaired(
  successStepsA: readonly (number | null)[],
  successStepsB: readonly (number | null)[],
  tMax: number,
  options: BootstrapOptions = {},
): { tMax: number; auv: PairedComparison; sr: PairedComparison } {
  return {
    tMax,
    auv: pairedComparison(auvContributions(successStepsA, tMax), auvContributions(successStepsB, tMax), options),
    sr: pairedComparison(successIndicators(successStepsA, tMax), successIndicators(successStepsB, tMax), options),
  };
}

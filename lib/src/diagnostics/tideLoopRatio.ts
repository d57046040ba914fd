import { exclusionsByReason } from "../stats/exclusions";
import { measurement, type MeasurementPoint } from "../stats/measurement";
import { detectCycles } from "./detectCycles";

/**
 * How many steps of a trajectory only repeat a loop? The steps that repeat the immediately preceding cycle with
 * the same states and actions (TIDE Algorithm 1; `is_repeating` summed). See {@link detectCycles} for the scan and
 * the index convention (`observations[i]` = state before `actions[i]`).
 *
 * Unit: steps. Range: 0 … n − 1 (the first step can never be a repeat).
 * Edges: empty trajectory → 0 (a count, not a ratio).
 * Source: docs/definitions/auv-tide.md#loop-ratio.
 *
 * @param observations the state before each step's action
 * @param actions the action of each step
 * @returns the number of loop steps
 * @throws {RangeError} when observations and actions differ in length
 *
 * @example
 * loopSteps(["A", "B", "A", "B", "A", "B"], ["x", "y", "x", "y", "x", "y"]); // 4 (cycle AB, repeated twice)
 * loopSteps(["A", "B", "A", "C", "A"], ["x", "y", "x", "z", "x"]);           // 0 (a cycle then a different cycle)
 */
export function loopSteps(observations: string[], actions: string[]): number {
  return detectCycles(observations, actions).repeating.filter(Boolean).length;
}

/**
 * What share of all steps only repeats a loop? The Loop Ratio LR (TIDE Table 2; code
 * `mean_loop_ratio_after_invalid_steps_stepnorm`), pooled over trajectories.
 *
 * Formula: LR = Σ_traj loopSteps(traj) / Σ_traj n_traj — repeated steps over ALL actions of all trajectories
 * (step-normalised, not a mean of per-trajectory ratios). Pass one trajectory per task (TIDE uses rollout 0 only).
 *
 * Unit: fraction of steps. Range [0, 1). Edges: no steps at all → value null (denominator 0). Trajectories with
 * zero steps add nothing to either side; they are listed as an exclusion ("trajectory with no steps") so the
 * reader sees them. The point's samples are the trajectories (planned = all, included = those with steps). TIDE's
 * code divides by (steps + 1e-8); this returns the exact ratio.
 * Source: docs/definitions/auv-tide.md#loop-ratio.
 *
 * @param trajectories one trajectory per task (observations and actions)
 * @returns LR as a measurement point (loop steps / steps)
 * @throws {RangeError} when a trajectory's observations and actions differ in length
 * @example
 * loopRatio([
 *   { observations: ["A", "A", "A"], actions: ["w", "w", "w"] }, // 2 repeated steps (no-op repeated twice)
 *   { observations: ["A", "B"], actions: ["x", "y"] }, // 0
 * ]); // { value: 0.4, numerator: 2, denominator: 5, exclusions: [], planned: 2, included: 2, failed: 0, complete: true, pointState: "complete", unit: "fraction" }
 * loopRatio([]).value; // null
 * loopRatio([{ observations: [], actions: [] }]).pointState; // "no_data"
 */
export function loopRatio(trajectories: { observations: string[]; actions: string[] }[]): MeasurementPoint {
  const isEmpty = (t: { observations: readonly string[]; actions: readonly string[] }) => t.observations.length === 0 && t.actions.length === 0;
  let repeated = 0;
  let steps = 0;
  let withSteps = 0;
  for (const t of trajectories) {
    if (isEmpty(t)) continue;
    repeated += loopSteps(t.observations, t.actions);
    steps += t.actions.length;
    withSteps++;
  }
  // the samples are trajectories (the exclusions count them); the denominator is their steps
  return measurement(repeated, steps, exclusionsByReason(trajectories, (t) => (isEmpty(t) ? "trajectory with no steps" : null)), { included: withSteps });
}

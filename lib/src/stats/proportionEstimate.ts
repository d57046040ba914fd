/**
 * A share of items with its Wilson interval: the form every rate of a detector or judge against gold labels takes
 * (precision, recall, specificity, accuracy, "top candidate = label").
 */
import type { Interval } from "./interval";
import { measurement, type MeasurementPoint } from "./measurement";
import { wilsonInterval } from "./wilson";

/** A proportion (a measurement point) with its Wilson interval. */
export interface ProportionEstimate extends MeasurementPoint {
  /** Wilson score interval of numerator/denominator, or null when the denominator is 0. */
  interval: Interval | null;
}

/**
 * How often, out of how many, and how precisely? x of n as a measurement point with its Wilson interval.
 *
 * Formula: value = x/n; interval = {@link wilsonInterval}(x, n, level).
 * Unit: fraction. Range: [0, 1].
 * Edges: n = 0 → value null and interval null (nothing observed), never 0.
 * Source: docs/definitions/statistics.md#wilson.
 *
 * @param successes x (integer, 0 ≤ x ≤ n)
 * @param trials n (integer ≥ 0)
 * @param level coverage of the interval, default 0.95
 * @returns the point with its interval
 * @throws {RangeError} when the counts are not integers or x > n, or level is outside (0, 1)
 * @example
 * proportionEstimate(8, 10).value;        // 0.8
 * proportionEstimate(8, 10).interval!.lo; // 0.49016247
 * proportionEstimate(0, 0).interval;      // null
 */
export function proportionEstimate(successes: number, trials: number, level = 0.95): ProportionEstimate {
  const interval = wilsonInterval(successes, trials, level);
  return { ...measurement(successes, trials), interval };
}

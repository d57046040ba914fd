/**
 * The smallest true difference a comparison on T tasks detects with a given power.
 */
import { normalQuantile } from "./normal";
import { requireInteger, rangeError } from "./guards";

/** Options of {@link minimumDetectableDifference}. */
export interface PowerOptions {
  /** Two-sided significance level α, in (0, 1). Default 0.05. */
  alpha?: number;
  /** Power 1 − β, in (0, 1). Default 0.8. */
  power?: number;
}

/**
 * How large must a difference be for this many tasks to detect it?
 * Minimum detectable difference of a mean of per-task differences (two-sided z-test).
 *
 * Formula: MDD = (z_{1−α/2} + z_{power}) · √(σ²_d / T), where σ²_d is the variance of one task's difference
 * (2.80 · √(σ²_d/T) at α = 0.05, power 0.8).
 * Unit: that of the score. Range: ≥ 0.
 * Edges: σ²_d = 0 → null (the statistics protocol: a zero floor would claim every difference detectable; with no
 * observed spread there is nothing to size the test by).
 * Source: docs/definitions/statistics.md#noise-floor.
 *
 * @param differenceVariance σ²_d ≥ 0, the variance of a per-task difference between the two runs
 * @param tasks T, the number of tasks compared (integer ≥ 1)
 * @param options alpha (default 0.05) and power (default 0.8)
 * @returns the MDD, or null when σ²_d = 0
 * @throws {RangeError} when the variance is negative or not finite, T < 1, or α/power outside (0, 1)
 * @example
 * minimumDetectableDifference(0.5, 50); // 0.2801585
 * minimumDetectableDifference(0, 50);   // null
 */
export function minimumDetectableDifference(differenceVariance: number, tasks: number, options: PowerOptions = {}): number | null {
  const fn = "minimumDetectableDifference";
  const alpha = options.alpha ?? 0.05;
  const power = options.power ?? 0.8;
  if (typeof differenceVariance !== "number" || !Number.isFinite(differenceVariance) || differenceVariance < 0) {
    throw rangeError(fn, "differenceVariance", "a finite number ≥ 0", differenceVariance);
  }
  requireInteger(fn, "tasks", tasks, 1);
  if (!(alpha > 0 && alpha < 1)) throw rangeError(fn, "alpha", "in (0, 1)", alpha);
  if (!(power > 0 && power < 1)) throw rangeError(fn, "power", "in (0, 1)", power);
  if (differenceVariance === 0) return null;
  return (normalQuantile(1 - alpha / 2) + normalQuantile(power)) * Math.sqrt(differenceVariance / tasks);
}

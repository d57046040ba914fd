/*
 * The two special forms of a measurement point: a count (no ratio), and a point over a denominator that is not the
 * count of its samples. Both are assembled by stats/measurement.ts's `assemblePoint`, as every point is.
 */
import type { Exclusion } from "../io/model";
import { assemblePoint, requireNonNegative, ratioOptions, requireCount, type MeasurementPoint, type RatioOptions } from "./measurement";

/**
 * How many, over which samples?
 * A count in full form (the value is the count itself, unit `count`), reported over the included samples.
 *
 * Formula: value = count (even when included = 0: the empty count is 0); denominator = included; planned, failed,
 * complete as in `measurement`. pointState = `no_data` when included = 0 — that 0 is NOT an observed zero: read
 * `pointState` (and print it as "—", see {@link pointDisplayValue}).
 * Unit: count. Range: 0 … included.
 * Source: docs/definitions/probes.md#keyword-association-count.
 *
 * @param count included samples that hit
 * @param included samples that entered the metric
 * @param exclusions the samples left out, by reason
 * @returns the point (unit `count`)
 * @throws {RangeError} for a count that is not a non-negative integer or exceeds `included`
 * @example
 * countPoint(2, 4).value;       // 2
 * countPoint(0, 0).value;       // 0
 * countPoint(0, 0).pointState;  // "no_data"
 */
export function countPoint(count: number, included: number, exclusions: Exclusion[] = []): MeasurementPoint {
  requireCount("countPoint", "count", count);
  requireCount("countPoint", "included", included);
  if (count > included) throw new RangeError(`countPoint: count must be at most included (${included}), got ${count}`);
  return assemblePoint("countPoint", count, count, included, exclusions, included, "count");
}

/**
 * What share of a total that is not the number of samples?
 * A point whose denominator is NOT the number of included samples (a relative weight, whose denominator is the
 * number of association events): it inherits `planned`, `included`, `failed`, `complete` and `exclusions` from
 * the point that owns the samples, and takes its own numerator and denominator.
 *
 * Formula: value = scale × numerator / denominator (null when denominator = 0); pointState = `no_data` when
 * denominator = 0, else `complete` or `partial` by the inherited failed count. The denominator cannot be
 * recomputed from `included`.
 * Unit: `options.unit`. Source: docs/definitions/probes.md#keyword-relative-weight.
 *
 * @param base the point that owns the samples (its planned, included, failed, exclusions are kept)
 * @param numerator the new numerator (≥ 0)
 * @param denominator the new denominator (≥ 0)
 * @param options scale and unit
 * @returns the point
 * @throws {RangeError} for a negative or non-finite numerator or denominator, or a numerator above a positive
 *   denominator
 * @example
 * const answers = countPoint(2, 4);
 * answers.value;                                                       // 2 (2 of 4 answers name the word)
 * pointWithDenominator(answers, 2, 5, { scale: 100 }).value;           // 40 (2 of 5 association events)
 * pointWithDenominator(answers, 2, 5, { scale: 100 }).included;        // 4
 * pointWithDenominator(countPoint(0, 0), 0, 0, { scale: 100 }).value;  // null
 */
export function pointWithDenominator(base: MeasurementPoint, numerator: number, denominator: number, options: RatioOptions = {}): MeasurementPoint {
  requireNonNegative("pointWithDenominator", "numerator", numerator);
  requireNonNegative("pointWithDenominator", "denominator", denominator);
  if (denominator > 0 && numerator > denominator) {
    throw new RangeError(`pointWithDenominator: numerator must be at most denominator (${denominator}), got ${numerator}`);
  }
  const { scale, unit } = ratioOptions("pointWithDenominator", options);
  const value = denominator === 0 ? null : (scale * numerator) / denominator;
  return assemblePoint("pointWithDenominator", value, numerator, denominator, base.exclusions, base.included, unit);
}

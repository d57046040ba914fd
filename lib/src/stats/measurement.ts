/**
 * Measurement points: a ratio that never travels without its numerator, its denominator, the samples it was planned
 * over and what was left out. Exclusions list every unit (conversation, step, task…) left out of the denominator, grouped by
 * reason, so nothing is dropped silently (CONTRIBUTING.md §5). Every point of the library is this one type, built by
 * {@link measurement} (or by the two special constructors of `stats/pointForms.ts`), so its planned, failed, complete and
 * state follow from its exclusions in one place, `assemblePoint` (docs/definitions/measurement-points.md).
 */
import type { Exclusion } from "../io/model";
import { rangeError, showValue } from "./guards";

export type { Exclusion } from "../io/model";

/**
 * A measurement point in full form (docs/definitions/measurement-points.md#fields): a ratio with its numerator,
 * denominator and exclusions, and the samples behind it.
 *
 * - `planned` = samples the metric received (read), included or not; always `included + failed`.
 * - `included` = samples that entered the metric. It equals `denominator` for an ordinary ratio; it differs only
 *   for a point whose denominator is not a count of the samples its exclusions count (a drift share over write
 *   moments whose exclusions count conversations; a relative weight over association events).
 * - `failed` = samples excluded or failed = Σ `exclusions[].count` (a failed request or analysis, a missing result, a
 *   "not applicable" — never "not observed"). Printed as "left out" (docs/definitions/measurement-points.md#left-out):
 *   these samples are outside the denominator; a task the agent failed is an observed miss inside it.
 * - `value` = scale × numerator / denominator in `unit`, null when the denominator is 0 (a count point keeps its
 *   count instead; read `pointState`).
 * - `complete` = planned > 0 and failed = 0.
 * - `pointState` = `no_data` when denominator = 0, else `complete` or `partial`.
 */
export interface MeasurementPoint {
  /** scale × numerator / denominator, or null when the denominator is 0. */
  value: number | null;
  /** What was counted (a count, or a sum of fractions for a mean). */
  numerator: number;
  /** What it was counted over (units, or write moments); 0 when nothing was measured. */
  denominator: number;
  /** The units left out of the denominator, by reason. */
  exclusions: Exclusion[];
  /** Samples the metric received, included or not (= included + failed). */
  planned: number;
  /** Samples that entered the metric (= denominator except for points whose denominator is not a sample count). */
  included: number;
  /** Samples excluded or failed (= Σ exclusions[].count), left out of the denominator; printed as "left out". */
  failed: number;
  /** planned > 0 and failed = 0. */
  complete: boolean;
  /** no_data (denominator 0), complete, or partial. */
  pointState: PointState;
  /** The unit of `value`. */
  unit: PointUnit;
}

/**
 * Where a point stands: `no_data` (denominator 0: nothing to compute from), `complete` (every planned sample
 * entered), `partial` (some samples failed or were excluded). Source: docs/definitions/measurement-points.md#state.
 */
export type PointState = "no_data" | "complete" | "partial";

/**
 * The unit of a point's value: a `fraction` in [0, 1], a `percent` in [0, 100], a `count` (the value is the
 * numerator itself), `percentage_points` (a difference of two percents), or a `mean` (the numerator's unit per unit
 * of the denominator: steps per trajectory, actions per success — not a share).
 */
export type PointUnit = "fraction" | "percent" | "count" | "percentage_points" | "mean";

/** Options of `measurement` and {@link pointWithDenominator}: the scale and unit of the value. */
export interface RatioOptions {
  /** Multiplier of numerator / denominator: 1 (default) for a fraction, 100 for a percent. */
  scale?: number;
  /** Unit of the value; default `percent` when scale = 100, else `fraction`. */
  unit?: PointUnit;
}

/** Options of {@link measurement}: the scale and unit of the value, and the included samples when they are not the denominator. */
export interface MeasurementOptions extends RatioOptions {
  /**
   * Samples (in the unit the exclusions count) that entered the point, when the denominator is not a count of
   * them: e.g. a drift share pooled over write moments whose exclusions count conversations. Default: the
   * denominator (which must then be an integer).
   */
  included?: number;
}

/**
 * What share, over what, leaving out what? The point `numerator / denominator`, in full form.
 *
 * Formula: value = scale × numerator / denominator (scale 1 unless `options.scale`); included =
 * `options.included` ?? denominator; failed = Σ exclusions[].count; planned = included + failed; complete =
 * planned > 0 and failed = 0; pointState = `no_data` when the denominator is 0, else `complete` or `partial`.
 * Unit: `options.unit` (default `fraction`, or `percent` for scale 100). Edges: a zero denominator gives
 * `value: null` and `no_data` (not measured), never 0; exclusions with count 0 are dropped (the others are copied).
 * Source: docs/definitions/measurement-points.md#fields.
 *
 * @param numerator what was counted (finite)
 * @param denominator what it was counted over (finite, ≥ 0)
 * @param exclusions the units left out of the denominator, by reason
 * @param options `included` when the denominator is not a count of the samples the exclusions count; `scale`, `unit`
 * @returns the measurement point
 * @throws {RangeError} when the numerator or the denominator is not finite, the denominator is negative, the
 *   denominator is not an integer and `options.included` is missing, `options.included` is not a non-negative
 *   integer (or is 0 under a positive denominator), an exclusion's count is not a non-negative integer, or the
 *   scale is not a positive finite number
 * @example
 * measurement(3, 4); // { value: 0.75, numerator: 3, denominator: 4, exclusions: [], planned: 4, included: 4, failed: 0, complete: true, pointState: "complete", unit: "fraction" }
 * measurement(1, 4).value;                                       // 0.25
 * measurement(0, 0).value;                                       // null
 * measurement(0, 0).pointState;                                  // "no_data"
 * measurement(2, 5, [{ reason: "no writes", count: 0 }]).exclusions; // []
 * measurement(1, 4, [{ reason: "no write calls", count: 2 }]).planned; // 6
 * measurement(4, 12, [{ reason: "no write calls", count: 1 }], { included: 5 }).planned; // 6 (5 + 1 conversations; 12 is write moments)
 * measurement(3, 4, [{ reason: "analysis_failed", count: 1 }], { scale: 100 }).value; // 75
 */
export function measurement(numerator: number, denominator: number, exclusions: Exclusion[] = [], options: MeasurementOptions = {}): MeasurementPoint {
  if (typeof numerator !== "number" || !Number.isFinite(numerator)) throw rangeError("measurement", "numerator", "a finite number", numerator);
  if (typeof denominator !== "number" || !Number.isFinite(denominator) || denominator < 0) {
    throw rangeError("measurement", "denominator", "a non-negative finite number", denominator);
  }
  if (options.included === undefined && !Number.isInteger(denominator)) {
    throw new RangeError(`measurement: options.included must be given when the denominator is not a count, got denominator ${showValue(denominator)}`);
  }
  const included = options.included ?? denominator;
  requireCount("measurement", "options.included", included);
  if (denominator > 0 && included === 0) throw new RangeError(`measurement: options.included must be positive when the denominator is positive, got 0`);
  const { scale, unit } = ratioOptions("measurement", options);
  const value = denominator === 0 ? null : (scale * numerator) / denominator;
  return assemblePoint("measurement", value, numerator, denominator, exclusions, included, unit);
}

/**
 * The state of a point from its denominator and its failed count.
 *
 * Formula: denominator = 0 → `no_data`; else planned > 0 and failed = 0 → `complete`; else `partial`.
 * Edges: a positive denominator always has planned > 0 in a well-formed point.
 * Source: docs/definitions/measurement-points.md#state.
 *
 * @param denominator the point's denominator
 * @param planned samples received
 * @param failed samples excluded or failed
 * @returns the {@link PointState}
 * @example
 * pointStateOf(0, 3, 3); // "no_data"
 * pointStateOf(4, 4, 0); // "complete"
 * pointStateOf(4, 5, 1); // "partial"
 * @internal
 */
export function pointStateOf(denominator: number, planned: number, failed: number): PointState {
  if (denominator === 0) return "no_data";
  return planned > 0 && failed === 0 ? "complete" : "partial";
}

/**
 * The one place a point is put together: the exclusions are checked (counts non-negative integers), those with
 * count 0 dropped and the rest copied; failed, planned, complete and state follow from them and `included`.
 *
 * @param fn the constructor's name (for argument errors)
 * @param value the value, already computed (null when not computable)
 * @param numerator the numerator
 * @param denominator the denominator
 * @param exclusions the samples left out, by reason
 * @param included the samples that entered
 * @param unit the unit of the value
 * @returns the point
 * @throws {RangeError} for an exclusion whose count is not a non-negative integer
 * @example
 * assemblePoint("f", 0.5, 1, 2, [{ reason: "r", count: 1 }], 2, "fraction").planned; // 3
 * @internal
 */
export function assemblePoint(
  fn: string,
  value: number | null,
  numerator: number,
  denominator: number,
  exclusions: readonly Exclusion[],
  included: number,
  unit: PointUnit,
): MeasurementPoint {
  const kept = keptExclusions(fn, exclusions);
  const failed = kept.reduce((s, e) => s + e.count, 0);
  const planned = included + failed;
  return {
    value,
    numerator,
    denominator,
    exclusions: kept,
    planned,
    included,
    failed,
    complete: planned > 0 && failed === 0,
    pointState: pointStateOf(denominator, planned, failed),
    unit,
  };
}

function copyExclusion(e: Exclusion): Exclusion {
  return { reason: e.reason, count: e.count, ...(e.ids ? { ids: [...e.ids] } : {}) };
}

function keptExclusions(fn: string, exclusions: readonly Exclusion[]): Exclusion[] {
  exclusions.forEach((e, i) => requireCount(fn, `exclusions[${i}].count`, e.count));
  return exclusions.filter((e) => e.count > 0).map(copyExclusion);
}

/**
 * The scale and unit of a ratio's options, checked (default scale 1; unit percent for scale 100, else fraction).
 *
 * @param fn the constructor's name (for argument errors)
 * @param options the options
 * @returns the scale and unit
 * @throws {RangeError} when the scale is not a positive finite number
 * @example
 * ratioOptions("f", { scale: 100 }); // { scale: 100, unit: "percent" }
 * @internal
 */
export function ratioOptions(fn: string, options: RatioOptions): { scale: number; unit: PointUnit } {
  const scale = options.scale ?? 1;
  if (typeof scale !== "number" || !Number.isFinite(scale) || scale <= 0) throw rangeError(fn, "options.scale", "a positive finite number", scale);
  return { scale, unit: options.unit ?? (scale === 100 ? "percent" : "fraction") };
}

/**
 * Argument guard of the point constructors: `x` must be a finite number ≥ 0.
 *
 * @param fn the calling function's name, for the message
 * @param name the argument's name as the caller wrote it
 * @param x the value
 * @throws {RangeError} when x is not a finite non-negative number
 * @example
 * requireNonNegative("f", "n", -1); // throws RangeError "f: n must be a non-negative finite number, got -1"
 * @internal
 */
export function requireNonNegative(fn: string, name: string, x: number): void {
  if (typeof x !== "number") throw new TypeError(`${fn}: ${name} must be a number, got ${typeof x}`);
  if (!Number.isFinite(x) || x < 0) throw rangeError(fn, name, "a non-negative finite number", x);
}

/**
 * Throws unless `x` is a non-negative integer.
 *
 * @param fn the calling function's name
 * @param name the argument's name as the caller wrote it
 * @param x the value
 * @throws {TypeError} when `x` is not a number
 * @throws {RangeError} `<fn>: <name> must be a non-negative integer, got <x>`
 * @example
 * requireCount("f", "n", 2); // undefined
 * requireCount("f", "n", 1.5); // throws RangeError "f: n must be a non-negative integer, got 1.5"
 * @internal
 */
export function requireCount(fn: string, name: string, x: number): void {
  if (typeof x !== "number") throw new TypeError(`${fn}: ${name} must be a number, got ${typeof x}`);
  if (!Number.isInteger(x) || x < 0) throw rangeError(fn, name, "a non-negative integer", x);
}

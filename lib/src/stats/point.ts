/**
 * The full measurement point's vocabulary and its special constructors: the state and unit of a point, a count
 * point, a point over a denominator that is not the sample count, and the one way points are printed (one line of
 * text, table cells). The point itself is {@link MeasurementPoint} (`stats/measurement.ts`), built by
 * `measurement`; every constructor assembles it in one place (`assemblePoint`), so planned, failed, complete and
 * state always follow from the same rule. Definitions: docs/definitions/measurement-points.md.
 */
import type { Exclusion, MeasurementPoint } from "./measurement";
import { MISSING_VALUE } from "../plot/missingValue";
import { rangeError } from "./checks";

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
  checkCount("countPoint", "count", count);
  checkCount("countPoint", "included", included);
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
  checkNonNegative("pointWithDenominator", "numerator", numerator);
  checkNonNegative("pointWithDenominator", "denominator", denominator);
  if (denominator > 0 && numerator > denominator) {
    throw new RangeError(`pointWithDenominator: numerator must be at most denominator (${denominator}), got ${numerator}`);
  }
  const { scale, unit } = ratioOptions("pointWithDenominator", options);
  const value = denominator === 0 ? null : (scale * numerator) / denominator;
  return assemblePoint("pointWithDenominator", value, numerator, denominator, base.exclusions, base.included, unit);
}

/**
 * Which value does a table show for a point?
 * The value a table or a line of text shows for a point: its value, or null (printed "—") when the point has no
 * data — so a count point's 0 over no samples is never shown as an observed zero.
 *
 * Edges: `no_data` → null; otherwise `value` (which may itself be null only for a malformed point).
 * Source: docs/definitions/measurement-points.md#display.
 *
 * @param p the point
 * @returns the value to show, or null
 * @example
 * pointDisplayValue(countPoint(0, 0)); // null
 * pointDisplayValue(countPoint(0, 3)); // 0
 */
export function pointDisplayValue(p: MeasurementPoint): number | null {
  return p.pointState === "no_data" ? null : p.value;
}

/**
 * Where does a point stand, in words? `complete`, `partial: <failed> of <planned> failed`, or `no data` (with
 * `: <failed> of <planned> failed` when samples failed). The one source of the state text of the CLI, the HTML
 * tables and {@link describePoint}.
 *
 * Source: docs/definitions/measurement-points.md#display.
 *
 * @param p the point
 * @returns the state text
 * @example
 * describePointState(measurement(1, 4, [{ reason: "no write calls", count: 2 }])); // "partial: 2 of 6 failed"
 * describePointState(measurement(0, 0));                                           // "no data"
 * describePointState(measurement(3, 4));                                           // "complete"
 * @internal
 */
export function describePointState(p: MeasurementPoint): string {
  const word = p.pointState === "no_data" ? "no data" : p.pointState;
  return p.failed === 0 ? word : `${word}: ${p.failed} of ${p.planned} failed`;
}

/**
 * How {@link formatPointText} writes a point.
 *
 * @internal
 */
export interface PointTextOptions {
  /** Digits after the point for non-integer values. */
  decimals: number;
  /** When to write the state: always, only when the point is not complete, or never (a table's state column has it). */
  state: "always" | "unless-complete" | "never";
  /** List the exclusions by reason after the state. */
  reasons: boolean;
  /** Append " %" to percents and " pp" to percentage points. */
  unitSuffix: boolean;
}

/**
 * A point as one line of text: `<value> (<numerator>/<denominator>)[ <state>][ (<reason>: <count>, …)]`, the value
 * from {@link pointDisplayValue} ("—" when there is no data). The one writer of a point's text: `describePoint` and
 * the CLI's `formatPoint` call it with their options.
 *
 * @param p the point
 * @param options decimals, and which parts to write
 * @returns the text
 * @example
 * formatPointText(measurement(1, 4, [{ reason: "no write calls", count: 2 }]), { decimals: 3, state: "unless-complete", reasons: false, unitSuffix: false }); // "0.250 (1/4) partial: 2 of 6 failed"
 * @internal
 */
export function formatPointText(p: MeasurementPoint, options: PointTextOptions): string {
  const shown = pointDisplayValue(p);
  const suffix = !options.unitSuffix ? "" : p.unit === "percent" ? " %" : p.unit === "percentage_points" ? " pp" : "";
  const digits = p.unit === "count" && Number.isInteger(shown) ? 0 : options.decimals;
  const valueText = shown === null || !Number.isFinite(shown) ? MISSING_VALUE : shown.toFixed(digits) + suffix;
  const head = `${valueText} (${countText(p.numerator)}/${countText(p.denominator)})`;
  const showState = options.state === "always" || (options.state === "unless-complete" && p.pointState !== "complete");
  const state = showState ? ` ${describePointState(p)}` : "";
  const reasons = options.reasons && p.failed > 0 ? ` (${p.exclusions.map((e) => `${e.reason}: ${e.count}`).join(", ")})` : "";
  return head + state + reasons;
}

/**
 * How does a point read as one line of text?
 * A point as one line of text, with its state and what failed, by reason:
 * `<value><unit> (<numerator>/<denominator>) <state>[: <failed> of <planned> failed (<reason>: <count>, …)]`.
 * The value prints as "—" when the point has no data; percents get " %", percentage points " pp".
 *
 * Source: docs/definitions/measurement-points.md#display.
 *
 * @param p the point
 * @param decimals digits after the point for non-integer values (default 1)
 * @returns the text
 * @example
 * describePoint(measurement(3, 4, [{ reason: "analysis_failed", count: 1 }], { scale: 100 })); // "75.0 % (3/4) partial: 1 of 5 failed (analysis_failed: 1)"
 * describePoint(countPoint(0, 0));                                                             // "— (0/0) no data"
 * describePoint(measurement(1, 2), 3);                                                         // "0.500 (1/2) complete"
 */
export function describePoint(p: MeasurementPoint, decimals = 1): string {
  return formatPointText(p, { decimals, state: "always", reasons: true, unitSuffix: true });
}

/** The columns a table shows for a point (see {@link pointCells}). */
export interface PointCells {
  /** {@link pointDisplayValue}: null (shown "—") when the point has no data. */
  value: number | null;
  numerator: number;
  denominator: number;
  planned: number;
  failed: number;
  state: PointState;
}

/**
 * Which cells does a point fill in a table row?
 * A point as flat table cells (value, numerator, denominator, planned, failed, state), for `tableHtml` rows and
 * data frames. The value is {@link pointDisplayValue}.
 *
 * Source: docs/definitions/measurement-points.md#display.
 *
 * @param p the point
 * @returns the cells
 * @example
 * pointCells(countPoint(0, 0)); // { value: null, numerator: 0, denominator: 0, planned: 0, failed: 0, state: "no_data" }
 */
export function pointCells(p: MeasurementPoint): PointCells {
  return {
    value: pointDisplayValue(p),
    numerator: p.numerator,
    denominator: p.denominator,
    planned: p.planned,
    failed: p.failed,
    state: p.pointState,
  };
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

/**
 * A count as printed in `numerator/denominator`: an integer as is, a fraction (a sum of fractions, as in a mean's
 * numerator) with up to 3 decimals, trailing zeros dropped.
 *
 * @param n the count
 * @returns its text
 * @example
 * countText(4);     // "4"
 * countText(5 / 6); // "0.833"
 * @internal
 */
export function countText(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(3).replace(/0+$/, "").replace(/\.$/, "");
}

function copyExclusion(e: Exclusion): Exclusion {
  return { reason: e.reason, count: e.count, ...(e.ids ? { ids: [...e.ids] } : {}) };
}

function keptExclusions(fn: string, exclusions: readonly Exclusion[]): Exclusion[] {
  exclusions.forEach((e, i) => checkCount(fn, `exclusions[${i}].count`, e.count));
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

function checkNonNegative(fn: string, name: string, x: number): void {
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
 * checkCount("f", "n", 2); // undefined
 * checkCount("f", "n", 1.5); // throws RangeError "f: n must be a non-negative integer, got 1.5"
 * @internal
 */
export function checkCount(fn: string, name: string, x: number): void {
  if (typeof x !== "number") throw new TypeError(`${fn}: ${name} must be a number, got ${typeof x}`);
  if (!Number.isInteger(x) || x < 0) throw rangeError(fn, name, "a non-negative integer", x);
}

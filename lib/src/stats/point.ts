/**
 * The full measurement point: a ratio together with how many samples it was planned on, how many entered it, how
 * many failed or were excluded (and why), and whether it is complete.
 *
 * It is a strict superset of {@link MeasurementPoint} (`value`, `numerator`, `denominator`, `exclusions`): every
 * field of today's point keeps its meaning, so lifting a point ({@link liftMeasurementPoint}) changes no figure.
 * Definitions: docs/definitions/measurement-points.md.
 */
import type { Exclusion, MeasurementPoint } from "./measurement";

/**
 * Where a point stands: `no_data` (denominator 0: nothing to compute from), `complete` (every planned sample
 * entered), `partial` (some samples failed or were excluded). Source: docs/definitions/measurement-points.md#state.
 */
export type PointState = "no_data" | "complete" | "partial";

/**
 * The unit of a point's value: a `fraction` in [0, 1], a `percent` in [0, 100], a `count` (the value is the
 * numerator itself), or `percentage_points` (a difference of two percents).
 */
export type PointUnit = "fraction" | "percent" | "count" | "percentage_points";

/**
 * A measurement point in full form (docs/definitions/measurement-points.md#fields).
 *
 * - `planned` = samples the metric received (read), included or not; always `included + failed`.
 * - `included` = samples that entered the metric. It equals `denominator` for an ordinary ratio; it differs only
 *   for a point whose denominator is not a sample count (a relative weight over association events, a drift
 *   share over write moments), built with {@link pointWithDenominator} or lifted with `options.included`.
 * - `failed` = samples excluded or failed = Σ `exclusions[].count` (a failure, a missing result, a "not
 *   applicable" — never "not observed").
 * - `value` = scale × numerator / denominator in `unit`, null when the denominator is 0 (a {@link countPoint}
 *   keeps its count instead; read `pointState`).
 * - `complete` = planned > 0 and failed = 0.
 * - `pointState` = `no_data` when denominator = 0, else `complete` or `partial`.
 */
export interface MetricPoint extends MeasurementPoint {
  /** Samples the metric received, included or not (= included + failed). */
  planned: number;
  /** Samples that entered the metric (= denominator except for points with an explicit denominator). */
  included: number;
  /** Samples excluded or failed (= Σ exclusions[].count). */
  failed: number;
  /** planned > 0 and failed = 0. */
  complete: boolean;
  /** no_data (denominator 0), complete, or partial. */
  pointState: PointState;
  /** The unit of `value`. */
  unit: PointUnit;
}

/** Options of {@link metricPoint} and {@link pointWithDenominator}. */
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
 * What share, over which samples, and which were left out?
 * A ratio over samples in full form: `included` samples entered, the exclusions list the ones that did not.
 *
 * Formula: value = scale × numerator / included (null when included = 0); denominator = included;
 * failed = Σ exclusions[].count; planned = included + failed; complete = planned > 0 and failed = 0.
 * Unit: `options.unit` (fraction for scale 1, percent for scale 100). Range: [0, scale] for a share.
 * Edges: included = 0 → value null and pointState `no_data` (never 0); exclusions with count 0 are dropped.
 * Source: docs/definitions/measurement-points.md#fields.
 *
 * @param numerator included samples that hit (≥ 0, finite)
 * @param included samples that entered the metric (a non-negative integer)
 * @param exclusions the samples left out, by reason
 * @param options scale and unit
 * @returns the point
 * @throws {RangeError} for a negative or non-finite numerator, a non-integer or negative `included`, a bad scale,
 *   or an exclusion whose count is not a non-negative integer
 * @example
 * metricPoint(3, 4, [], { scale: 100 }).value;                                   // 75
 * metricPoint(3, 4, [{ reason: "analysis_failed", count: 1 }], { scale: 100 }).pointState; // "partial"
 * metricPoint(0, 0, [{ reason: "analysis_failed", count: 2 }]).value;            // null
 */
export function metricPoint(numerator: number, included: number, exclusions: Exclusion[] = [], options: RatioOptions = {}): MetricPoint {
  checkNonNegative("metricPoint", "numerator", numerator);
  checkCount("metricPoint", "included", included);
  const { scale, unit } = ratioOptions("metricPoint", options);
  const value = included === 0 ? null : (scale * numerator) / included;
  return assemble(value, numerator, included, keptExclusions("metricPoint", exclusions), included, unit);
}

/**
 * How many, over which samples?
 * A count in full form (the value is the count itself, unit `count`), reported over the included samples.
 *
 * Formula: value = count (even when included = 0: the empty count is 0); denominator = included; planned, failed,
 * complete as in {@link metricPoint}. pointState = `no_data` when included = 0 — that 0 is NOT an observed zero:
 * read `pointState` (and print it as "—", see {@link pointDisplayValue}).
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
export function countPoint(count: number, included: number, exclusions: Exclusion[] = []): MetricPoint {
  checkCount("countPoint", "count", count);
  checkCount("countPoint", "included", included);
  if (count > included) throw new RangeError(`countPoint: count must be at most included (${included}), got ${count}`);
  return assemble(count, count, included, keptExclusions("countPoint", exclusions), included, "count");
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
export function pointWithDenominator(base: MetricPoint, numerator: number, denominator: number, options: RatioOptions = {}): MetricPoint {
  checkNonNegative("pointWithDenominator", "numerator", numerator);
  checkNonNegative("pointWithDenominator", "denominator", denominator);
  if (denominator > 0 && numerator > denominator) {
    throw new RangeError(`pointWithDenominator: numerator must be at most denominator (${denominator}), got ${numerator}`);
  }
  const { scale, unit } = ratioOptions("pointWithDenominator", options);
  const value = denominator === 0 ? null : (scale * numerator) / denominator;
  return assemble(value, numerator, denominator, base.exclusions.map(copyExclusion), base.included, unit);
}

/** Options of {@link liftMeasurementPoint}. */
export interface LiftOptions {
  /**
   * Samples (in the unit the exclusions count) that entered the point, when the denominator is not a count of
   * them: e.g. a drift share pooled over write moments whose exclusions count conversations. Default: the
   * denominator (which must then be an integer).
   */
  included?: number;
  /** Unit of the value (default `fraction`, the unit of every point the library builds with `measurement`). */
  unit?: PointUnit;
}

/**
 * What does a measurement point look like in full form?
 * Lift today's {@link MeasurementPoint} into the full point, changing no figure: value, numerator, denominator and
 * exclusions are kept exactly (the value is copied, not recomputed).
 *
 * Formula: failed = Σ exclusions[].count; included = options.included ?? denominator; planned = included + failed;
 * complete = planned > 0 and failed = 0; pointState = `no_data` when denominator = 0, else complete or partial.
 * Edges: a point with denominator 0 → `no_data` (value stays null).
 * Source: docs/definitions/measurement-points.md#lifting.
 *
 * @param p the point to lift
 * @param options the included sample count when the denominator is not one, and the unit
 * @returns the full point
 * @throws {RangeError} when the denominator is not an integer and `options.included` is missing, when
 *   `options.included` is not a non-negative integer, or when a positive denominator has 0 included samples
 * @example
 * liftMeasurementPoint({ value: 0.25, numerator: 1, denominator: 4, exclusions: [{ reason: "no write calls", count: 2 }] }).planned; // 6
 * liftMeasurementPoint({ value: null, numerator: 0, denominator: 0, exclusions: [] }).pointState; // "no_data"
 */
export function liftMeasurementPoint(p: MeasurementPoint, options: LiftOptions = {}): MetricPoint {
  const included = options.included ?? p.denominator;
  if (options.included === undefined && !Number.isInteger(p.denominator)) {
    throw new RangeError(
      `liftMeasurementPoint: options.included must be given when the denominator is not a count, got denominator ${JSON.stringify(p.denominator)}`,
    );
  }
  checkCount("liftMeasurementPoint", "options.included", included);
  if (p.denominator > 0 && included === 0) {
    throw new RangeError(`liftMeasurementPoint: options.included must be positive when the denominator is positive, got 0`);
  }
  return assemble(p.value, p.numerator, p.denominator, p.exclusions.map(copyExclusion), included, options.unit ?? "fraction");
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
export function pointDisplayValue(p: MetricPoint): number | null {
  return p.pointState === "no_data" ? null : p.value;
}

/**
 * How does a point read as one line of text?
 * A point as one line of text, the way the CLI prints it:
 * `<value><unit> (<numerator>/<denominator>) <state>[: <failed> of <planned> failed (<reason>: <count>, …)]`.
 * The value prints as "—" when the point has no data; percents get " %", percentage points " pp".
 *
 * Source: docs/definitions/measurement-points.md#display.
 *
 * @param p the point
 * @param decimals digits after the point for non-integer values (default 1)
 * @returns the text
 * @example
 * describePoint(metricPoint(3, 4, [{ reason: "analysis_failed", count: 1 }], { scale: 100 })); // "75.0 % (3/4) partial: 1 of 5 failed (analysis_failed: 1)"
 * describePoint(countPoint(0, 0));                                                             // "— (0/0) no_data"
 */
export function describePoint(p: MetricPoint, decimals = 1): string {
  const shown = pointDisplayValue(p);
  const suffix = p.unit === "percent" ? " %" : p.unit === "percentage_points" ? " pp" : "";
  const digits = p.unit === "count" && Number.isInteger(shown) ? 0 : decimals;
  const valueText = shown === null ? "—" : shown.toFixed(digits) + suffix;
  const head = `${valueText} (${countText(p.numerator)}/${countText(p.denominator)}) ${p.pointState}`;
  if (p.failed === 0) return head;
  const reasons = p.exclusions.map((e) => `${e.reason}: ${e.count}`).join(", ");
  return `${head}: ${p.failed} of ${p.planned} failed (${reasons})`;
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
export function pointCells(p: MetricPoint): PointCells {
  return {
    value: pointDisplayValue(p),
    numerator: p.numerator,
    denominator: p.denominator,
    planned: p.planned,
    failed: p.failed,
    state: p.pointState,
  };
}

/** The one place a full point is put together: failed, planned, complete and state follow from the rest. */
function assemble(
  value: number | null,
  numerator: number,
  denominator: number,
  exclusions: Exclusion[],
  included: number,
  unit: PointUnit,
): MetricPoint {
  const failed = sumCounts(exclusions);
  const planned = included + failed;
  return {
    value,
    numerator,
    denominator,
    exclusions,
    planned,
    included,
    failed,
    complete: planned > 0 && failed === 0,
    pointState: pointStateOf(denominator, planned, failed),
    unit,
  };
}

function countText(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(3).replace(/0+$/, "").replace(/\.$/, "");
}

function copyExclusion(e: Exclusion): Exclusion {
  return { reason: e.reason, count: e.count, ...(e.ids ? { ids: [...e.ids] } : {}) };
}

function sumCounts(exclusions: readonly Exclusion[]): number {
  return exclusions.reduce((s, e) => s + e.count, 0);
}

function keptExclusions(fn: string, exclusions: readonly Exclusion[]): Exclusion[] {
  exclusions.forEach((e, i) => checkCount(fn, `exclusions[${i}].count`, e.count));
  return exclusions.filter((e) => e.count > 0).map(copyExclusion);
}

function ratioOptions(fn: string, options: RatioOptions): { scale: number; unit: PointUnit } {
  const scale = options.scale ?? 1;
  if (!Number.isFinite(scale) || scale <= 0) throw new RangeError(`${fn}: options.scale must be a positive finite number, got ${clip(scale)}`);
  return { scale, unit: options.unit ?? (scale === 100 ? "percent" : "fraction") };
}

function checkNonNegative(fn: string, name: string, x: number): void {
  if (typeof x !== "number") throw new TypeError(`${fn}: ${name} must be a number, got ${typeof x}`);
  if (!Number.isFinite(x) || x < 0) throw new RangeError(`${fn}: ${name} must be a non-negative finite number, got ${clip(x)}`);
}

function checkCount(fn: string, name: string, x: number): void {
  if (typeof x !== "number") throw new TypeError(`${fn}: ${name} must be a number, got ${typeof x}`);
  if (!Number.isInteger(x) || x < 0) throw new RangeError(`${fn}: ${name} must be a non-negative integer, got ${clip(x)}`);
}

function clip(x: unknown): string {
  const s = typeof x === "number" && !Number.isFinite(x) ? String(x) : JSON.stringify(x) ?? String(x);
  return s.length > 80 ? s.slice(0, 79) + "…" : s;
}

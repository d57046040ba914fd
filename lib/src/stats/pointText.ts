/*
 * The one way a measurement point is printed: its display value, its state in words, one line of text, and table
 * cells. The missing-value dash is stats/missingValue.ts's.
 */
import type { MeasurementPoint, PointState } from "./measurement";
import { MISSING_VALUE } from "./missingValue";

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
 * The one word for the samples a point left out of its denominator (its `failed` field, Σ exclusions), used by every
 * family's state text: "left out", never "failed", so that an excluded conversation is not read as a task failure.
 * Source: docs/definitions/measurement-points.md#left-out.
 *
 * @example
 * LEFT_OUT; // "left out"
 * @internal
 */
export const LEFT_OUT = "left out";

/**
 * Where does a point stand, in words? `complete`, `partial: <n> of <planned> left out`, or `no data` (with
 * `: <n> of <planned> left out` when samples were left out), where n is the point's `failed` field (Σ exclusions):
 * samples left out of the denominator, each with its reason — not tasks that failed, which stay in the denominator
 * as observed misses. The one source of the state text of the CLI, the HTML tables and {@link describePoint}.
 *
 * Source: docs/definitions/measurement-points.md#display.
 *
 * @param p the point
 * @returns the state text
 * @example
 * describePointState(measurement(1, 4, [{ reason: "no write calls", count: 2 }])); // "partial: 2 of 6 left out"
 * describePointState(measurement(0, 0));                                           // "no data"
 * describePointState(measurement(3, 4));                                           // "complete"
 * @internal
 */
export function describePointState(p: MeasurementPoint): string {
  const word = p.pointState === "no_data" ? "no data" : p.pointState;
  return p.failed === 0 ? word : `${word}: ${p.failed} of ${p.planned} ${LEFT_OUT}`;
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
 * formatPointText(measurement(1, 4, [{ reason: "no write calls", count: 2 }]), { decimals: 3, state: "unless-complete", reasons: false, unitSuffix: false }); // "0.250 (1/4) partial: 2 of 6 left out"
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
 * A point as one line of text, with its state and what was left out of the denominator, by reason:
 * `<value><unit> (<numerator>/<denominator>) <state>[: <n> of <planned> left out (<reason>: <count>, …)]`.
 * The value prints as "—" when the point has no data; percents get " %", percentage points " pp".
 *
 * Source: docs/definitions/measurement-points.md#display.
 *
 * @param p the point
 * @param decimals digits after the point for non-integer values (default 1)
 * @returns the text
 * @example
 * describePoint(measurement(3, 4, [{ reason: "analysis_failed", count: 1 }], { scale: 100 })); // "75.0 % (3/4) partial: 1 of 5 left out (analysis_failed: 1)"
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
  /** The point's `failed` field under the column name a reader sees: samples left out of the denominator. */
  "left out": number;
  state: PointState;
}

/**
 * Which cells does a point fill in a table row?
 * A point as flat table cells (value, numerator, denominator, planned, left out, state), for `tableHtml` rows and
 * data frames. The value is {@link pointDisplayValue}; "left out" is the point's `failed` field (Σ exclusions), named
 * as the state text names it so that a column of excluded samples is not read as failed tasks.
 *
 * Source: docs/definitions/measurement-points.md#display.
 *
 * @param p the point
 * @returns the cells
 * @example
 * pointCells(countPoint(0, 0)); // { value: null, numerator: 0, denominator: 0, planned: 0, "left out": 0, state: "no_data" }
 */
export function pointCells(p: MeasurementPoint): PointCells {
  return {
    value: pointDisplayValue(p),
    numerator: p.numerator,
    denominator: p.denominator,
    planned: p.planned,
    "left out": p.failed,
    state: p.pointState,
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

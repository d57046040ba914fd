/*
 * The text of one number, point or interval in the terminal — shared by every command. Presentation only: every
 * number printed comes from the library; nothing is computed here except formatting.
 *
 * Conventions: a measurement point prints as `value (numerator/denominator)` followed by its state unless it is
 * complete, e.g. `0.364 (4/11)`, `0.364 (4/11) partial: 1 of 12 left out`, `— (0/0) no data`; values have 3
 * decimals; numerators that are sums of fractions (means) print with up to 3 decimals; missing values print as "—"
 * (stats/missingValue.ts).
 */
import type { Exclusion } from "../stats/measurement";
import type { MeasurementPoint } from "../stats/measurement";
import { countText, describePointState, formatPointText } from "../stats/pointText";
import type { Interval } from "../stats/interval";
import type { PointInterval } from "../stats/pointInterval";
import { MISSING_VALUE } from "../stats/missingValue";

/**
 * A number with `decimals` digits, or the missing-value dash for null, undefined or a non-finite number.
 *
 * @param value the number
 * @param decimals digits after the point (default 3)
 * @returns its text
 * @example
 * formatNumber(1 / 3); // "0.333"
 * formatNumber(null);  // "—"
 */
export function formatNumber(value: number | null | undefined, decimals = 3): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING_VALUE;
  return value.toFixed(decimals);
}

/**
 * A count as printed in `numerator/denominator`: an integer as is, a fraction (a sum of fractions, as in a mean's
 * numerator) with up to 3 decimals, trailing zeros dropped.
 *
 * @param n the count
 * @returns its text
 * @example
 * formatCount(4);     // "4"
 * formatCount(5 / 6); // "0.833"
 * formatCount(1.5);   // "1.5"
 */
export function formatCount(n: number): string {
  return countText(n);
}

/**
 * A measurement point as one line of the terminal: `value (numerator/denominator)`, then its state when it is not
 * complete (`partial: <n> of <planned> left out`, `no data`). The exclusions themselves are listed where the
 * report lists them (its Exclusions block), not in every cell. Built on `describePoint`'s writer, so the CLI and the
 * notebooks print a point alike.
 *
 * @param p the point
 * @param decimals digits of the value (default 3)
 * @returns its text
 * @example
 * formatPoint(measurement(1, 4));                                                // "0.250 (1/4)"
 * formatPoint(measurement(4, 11, [{ reason: "no write calls", count: 1 }]));     // "0.364 (4/11) partial: 1 of 12 left out"
 * formatPoint(measurement(0, 0));                                                // "— (0/0) no data"
 */
export function formatPoint(p: MeasurementPoint, decimals = 3): string {
  return formatPointText(p, { decimals, state: "unless-complete", reasons: false, unitSuffix: false });
}

/**
 * A measurement point as a table cell: `value (numerator/denominator)` without its state (the table's `state`
 * column carries it, see {@link formatPointState}).
 *
 * @param p the point
 * @param decimals digits of the value (default 3)
 * @returns its text
 * @example
 * formatPointCell(measurement(4, 11, [{ reason: "no write calls", count: 1 }])); // "0.364 (4/11)"
 * formatPointCell(measurement(0, 0));                                            // "— (0/0)"
 */
export function formatPointCell(p: MeasurementPoint, decimals = 3): string {
  return formatPointText(p, { decimals, state: "never", reasons: false, unitSuffix: false });
}

/**
 * Where a point stands, for a table's `state` column: `complete`, `partial: <n> of <planned> left out` or
 * `no data` (with how many samples were left out of the denominator, when some were).
 *
 * @param p the point
 * @returns the state text
 * @example
 * formatPointState(measurement(4, 11, [{ reason: "no write calls", count: 1 }])); // "partial: 1 of 12 left out"
 * formatPointState(measurement(0, 0, [{ reason: "no write calls", count: 2 }]));  // "no data: 2 of 2 left out"
 */
export function formatPointState(p: MeasurementPoint): string {
  return describePointState(p);
}

/**
 * The interval `--ci` prints beside a point: the task-cluster bootstrap percentile interval as `[lo, hi]`, or the
 * missing-value dash (with nothing to resample: no units, one task).
 *
 * @param p the point's interval, or undefined when none was computed
 * @param scale multiply the bounds (100 for a figure printed in percent)
 * @param decimals digits of the bounds (default 3)
 * @returns its text
 * @example
 * formatCi({ value: 0.5, numerator: 1, denominator: 2, units: 2, clusters: 2, itemSe: null, naiveSe: null, clusteredSe: 0.5, normal: null, bootstrap: { lo: 0, hi: 1, level: 0.95, method: "percentile" }, bca: null, reason: null, bcaReason: null }); // "[0.000, 1.000]"
 * formatCi(undefined); // "—"
 */
export function formatCi(p: PointInterval | undefined, scale = 1, decimals = 3): string {
  const i: Interval | null | undefined = p?.bootstrap;
  if (!i) return MISSING_VALUE;
  return `[${formatNumber(i.lo * scale, decimals)}, ${formatNumber(i.hi * scale, decimals)}]`;
}

/**
 * An interval as `[lo, hi]` with 3 decimals, or "—" when null.
 *
 * @param i the interval, or null / undefined when there is none
 * @param decimals digits after the decimal point (default 3)
 * @returns `[lo, hi]`, or the missing-value dash "—"
 * @example
 * formatInterval({ lo: 0.1, hi: 0.25, level: 0.95, method: "percentile" }); // "[0.100, 0.250]"
 * formatInterval(null); // "—"
 */
export function formatInterval(i: Interval | null | undefined, decimals = 3): string {
  if (!i) return MISSING_VALUE;
  return `[${formatNumber(i.lo, decimals)}, ${formatNumber(i.hi, decimals)}]`;
}

/**
 * How an interval was made, in words: its method, the degrees of freedom of a t interval, the logit scale, a cut to
 * the quantity's range.
 *
 * @param i the interval, or null / undefined when missing
 * @returns e.g. "t, 4 df, logit scale", "percentile", "Wilson score", or "—"
 * @example
 * formatIntervalMethod({ lo: 0.1, hi: 0.9, level: 0.95, method: "logit", df: 4 }); // "t, 4 df, logit scale"
 * formatIntervalMethod({ lo: 0.1, hi: 0.9, level: 0.95, method: "percentile" });   // "percentile"
 */
export function formatIntervalMethod(i: Interval | null | undefined): string {
  if (!i) return MISSING_VALUE;
  const names: Record<string, string> = {
    normal: "normal (z)",
    t: "t",
    logit: "t",
    percentile: "percentile",
    bca: "BCa",
    wilson: "Wilson score",
    exact: "exact (Clopper–Pearson)",
    newcombe: "Newcombe hybrid score",
    "lang-reiczigel": "Lang–Reiczigel",
  };
  const parts = [names[i.method] ?? i.method];
  if (i.df !== undefined) parts.push(`${i.df} df`);
  if (i.method === "logit") parts.push("logit scale");
  if (i.clipped) parts.push("cut to [0, 1]");
  return parts.join(", ");
}

/**
 * A signed number (+0.120 / −0.045) or "—".
 *
 * @param x the number, or null / undefined / a non-finite value when missing
 * @param decimals digits after the decimal point (default 3)
 * @returns the number with its sign (`+` for positive, the minus sign `−` for negative, none for 0), or "—"
 */
export function formatSigned(x: number | null | undefined, decimals = 3): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return MISSING_VALUE;
  const s = Math.abs(x).toFixed(decimals);
  return x > 0 ? `+${s}` : x < 0 ? `−${s}` : s;
}

/**
 * A p-value with 3 significant digits (4.50e-5 below 0.001), or "—".
 *
 * @param p the p-value, or null / undefined / a non-finite value when missing
 * @returns 3 significant digits, in exponent form below 0.001, or "—"
 */
export function formatP(p: number | null | undefined): string {
  if (p === null || p === undefined || !Number.isFinite(p)) return MISSING_VALUE;
  return p < 0.001 ? p.toExponential(2) : p.toPrecision(3);
}

/**
 * One line per exclusion: ` <reason>: <count> (<first ids>, … n more)`.
 *
 * @param exclusions the exclusions to list
 * @param indent prefix of every line (default two spaces)
 * @param max ids shown per exclusion before "… n more" (default 8)
 * @returns one line per exclusion, in the given order
 */
export function exclusionLines(exclusions: readonly Exclusion[], indent = "  ", max = 8): string[] {
  return exclusions.map((e) => {
    const ids = e.ids ?? [];
    const shown = ids.slice(0, max).join(", ");
    const more = ids.length > max ? `, … ${ids.length - max} more` : "";
    return `${indent}${e.reason}: ${e.count}${ids.length ? ` (${shown}${more})` : ""}`;
  });
}

/**
 * Plain-text pieces shared by `trajlab stats` and `trajlab compare`: intervals and lists of excluded ids.
 * Presentation only; missing values print as "—" (format.ts's MISSING).
 */
import type { Interval } from "../stats/interval";
import type { Exclusion } from "../stats/measurement";
import { formatNumber } from "./format";
import { MISSING_VALUE as MISSING } from "../plot/missingValue";

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
  if (!i) return MISSING;
  return `[${formatNumber(i.lo, decimals)}, ${formatNumber(i.hi, decimals)}]`;
}

/**
 * A signed number (+0.120 / −0.045) or "—".
 *
 * @param x the number, or null / undefined / a non-finite value when missing
 * @param decimals digits after the decimal point (default 3)
 * @returns the number with its sign (`+` for positive, the minus sign `−` for negative, none for 0), or "—"
 */
export function formatSigned(x: number | null | undefined, decimals = 3): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return MISSING;
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
  if (p === null || p === undefined || !Number.isFinite(p)) return MISSING;
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

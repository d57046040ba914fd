/**
 * One text form for an interval on its own — "[0.301, 0.954]", "—" when there is none — for table columns that show
 * an interval beside a value that has no counts (a mean reward, a difference). A ratio with its counts and interval
 * is `formatEstimate`'s.
 */
import { MISSING_VALUE } from "../stats/missingValue";

/**
 * An interval as "[lo, hi]", or the missing-value dash when there is none.
 *
 * Formula: the bounds with `decimals` digits after the point. Edges: null or undefined → "—" (never "[0, 0]").
 *
 * @param interval the interval (any object with lo and hi), or null
 * @param decimals digits after the point (default 3)
 * @returns its text
 * @example
 * intervalText({ lo: 0.30103, hi: 0.9537 }); // "[0.301, 0.954]"
 * intervalText(null); // "—"
 */
export function intervalText(interval: { lo: number; hi: number } | null | undefined, decimals = 3): string {
  if (interval === null || interval === undefined) return MISSING_VALUE;
  return `[${interval.lo.toFixed(decimals)}, ${interval.hi.toFixed(decimals)}]`;
}

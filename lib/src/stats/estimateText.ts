/**
 * One text form for an estimate with its interval — "0.702 (33/47) [0.560, 0.813]" — used by notebooks, docs tables
 * and the CLI wherever a ratio is shown with its counts and interval.
 */
/** What {@link formatEstimate} reads: a value with its counts and, optionally, an interval. */
export interface EstimateLike {
  value: number | null;
  numerator: number;
  denominator: number;
  /** Bounds of the interval (an Interval, or any object with lo and hi). */
  interval?: { lo: number; hi: number } | null;
}

/**
 * A ratio as "value (numerator/denominator) [lo, hi]".
 *
 * Formula: value, numerator and denominator as given; the interval's bounds when there is one.
 * Edges: a null value (zero denominator) → "— (0/0)", never "0"; no interval → the counts only.
 *
 * @param p the estimate (a ProportionEstimate, a MeasurementPoint, or any object with these fields)
 * @param decimals decimals of the value and the bounds (default 3)
 * @returns the text
 * @example
 * formatEstimate({ value: 0.75, numerator: 3, denominator: 4, interval: { lo: 0.301, hi: 0.954 } }); // "0.750 (3/4) [0.301, 0.954]"
 * formatEstimate({ value: null, numerator: 0, denominator: 0 }); // "— (0/0)"
 */
export function formatEstimate(p: EstimateLike, decimals = 3): string {
  const counts = `(${p.numerator}/${p.denominator})`;
  if (p.value === null || !Number.isFinite(p.value)) return `— ${counts}`;
  const iv = p.interval ? ` [${p.interval.lo.toFixed(decimals)}, ${p.interval.hi.toFixed(decimals)}]` : "";
  return `${p.value.toFixed(decimals)} ${counts}${iv}`;
}

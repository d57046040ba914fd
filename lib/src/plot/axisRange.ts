/**
 * Options of `fitRange`.
 *
 * @internal
 */
export interface FitRangeOptions {
  /** The quantity's own bounds (e.g. [0, 1] for a share, [0, 100] for a percent): the range never goes past them by more than the padding. */
  domain?: readonly [number, number];
  /** Values the range must contain whatever the data (e.g. 0, so that bars start at their base). */
  include?: readonly number[];
  /** Padding on each side, as a fraction of the span (default 0.05). */
  pad?: number;
}

/**
 * An axis range [lo, hi] that fits the data: from the smallest to the largest finite value (and every value of
 * `include`), widened by `pad` × span on each side; with a `domain`, the ends are first clipped to it and then
 * padded, so a share that only reaches 0.3 gets an axis to about 0.32, not to 1, and a share that reaches 1 gets
 * an axis to 1 + pad (its top point is not cut in half).
 *
 * Unit: the values' unit. Edges: no finite value (and nothing to include) → the domain if given, else null; all
 * values equal → a span of 1 (or of 10% of the domain) centred on the value, so the axis does not collapse.
 * Non-finite values (null, NaN, ±∞) are ignored.
 *
 * @param values the data (null, undefined and non-finite values are ignored)
 * @param options `domain` (the axis's natural range), `include` (values the range must contain) and `pad` (the
 *   margin, as a share of the span)
 * @returns `[lo, hi]`, or null when there is no finite value and nothing to include
 * @throws {RangeError} when `pad` is negative or not finite, or the domain is not two finite numbers lo < hi.
 * @example
 * fitRange([0.1, 0.3], { domain: [0, 1], include: [0] }); // [-0.015, 0.315]
 * fitRange([0, 1], { domain: [0, 1] });                   // [-0.05, 1.05]
 * fitRange([], { domain: [0, 100] });                     // [0, 100]
 * fitRange([null]);                                       // null
 * @internal
 */
export function fitRange(values: Iterable<number | null | undefined>, options: FitRangeOptions = {}): [number, number] | null {
  const pad = options.pad ?? 0.05;
  if (!(Number.isFinite(pad) && pad >= 0)) throw new RangeError(`fitRange: pad must be a non-negative number, got ${JSON.stringify(pad)}`);
  const domain = options.domain;
  if (domain !== undefined && !(Number.isFinite(domain[0]) && Number.isFinite(domain[1]) && domain[0] < domain[1])) {
    throw new RangeError(`fitRange: domain must be two finite numbers lo < hi, got ${JSON.stringify(domain)}`);
  }
  let lo = Infinity;
  let hi = -Infinity;
  const take = (v: number | null | undefined) => {
    if (typeof v === "number" && Number.isFinite(v)) {
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  };
  for (const v of values) take(v);
  for (const v of options.include ?? []) take(v);
  if (lo === Infinity) return domain ? [domain[0], domain[1]] : null;
  if (domain) {
    lo = Math.min(Math.max(lo, domain[0]), domain[1]);
    hi = Math.min(Math.max(hi, domain[0]), domain[1]);
  }
  if (lo === hi) {
    const half = domain ? (domain[1] - domain[0]) / 20 : 0.5;
    return [lo - half, hi + half];
  }
  const margin = pad * (hi - lo);
  return [roundAway(lo - margin), roundAway(hi + margin)];
}

/** Rounds to 12 significant digits, so that 0.315000000001 prints as 0.315. */
function roundAway(x: number): number {
  return Number(x.toPrecision(12));
}

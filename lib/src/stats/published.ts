/**
 * Published figures and the check "does a reproduced value equal the printed one at its printed precision".
 *
 * A published figure is stored with the number of decimals it was printed with; the reproduced value matches
 * when it lies in the printed value's rounding interval [v − ½·10^−d, v + ½·10^−d) (mirrored for negative
 * figures) — the same as rounding it half away from zero to d decimals (so 0.1575 → 0.158). A tolerance of
 * 1e-9 absorbs binary floating-point noise at the boundary (0.1545 is stored as 0.15449999…).
 * Percent figures are compared in the unit they were printed in (pass `scale: 100` for a fraction reproduced
 * against a printed percentage).
 *
 * @example
 * matchesAtPrecision({ value: 0.155, decimals: 3 }, 0.15497); // true
 * matchesAtPrecision({ value: 0.155, decimals: 3 }, 0.1544);  // false
 */
export interface PublishedFigure {
  /** Stable id, e.g. "retail.stock" or "table1.BlocksWorld.DeepSeek-V3.2.AUV". */
  id: string;
  /** The value as printed. */
  value: number;
  /** Decimals it was printed with (0.155 → 3; 53.3% → 1; 30 → 0). */
  decimals: number;
  /** The unit as printed: "fraction", "percent" or "count". */
  unit?: "fraction" | "percent" | "count";
  /** Where it was printed (document, table, row). */
  source?: string;
}

/** The printed interval [lo, hi) of values that round to the printed figure. */
export function printedInterval(fig: Pick<PublishedFigure, "value" | "decimals">): { lo: number; hi: number } {
  const half = 0.5 * 10 ** -fig.decimals;
  return { lo: fig.value - half, hi: fig.value + half };
}

export function matchesAtPrecision(
  fig: Pick<PublishedFigure, "value" | "decimals">,
  reproduced: number | null,
  scale = 1,
): boolean {
  if (reproduced === null || !Number.isFinite(reproduced)) return false;
  const x = reproduced * scale;
  const { lo, hi } = printedInterval(fig);
  const eps = 1e-9;
  // Half-away-from-zero: for positive figures the interval is [lo, hi); for negative ones (lo, hi].
  if (fig.value >= 0) return x >= lo - eps && x < hi - eps;
  return x > lo + eps && x <= hi + eps;
}

/** One line of a "published vs reproduced" report. */
export interface FigureComparison {
  id: string;
  published: number;
  decimals: number;
  /** Reproduced value in the published unit, or null when it could not be measured. */
  reproduced: number | null;
  numerator: number | null;
  denominator: number | null;
  ok: boolean;
  source?: string;
  note?: string;
}

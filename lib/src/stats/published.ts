import { TrajlabInputError } from "../io/errors";
import { expectArray, expectObject, expectString, wrongType } from "../io/fieldChecks";
import { indexPath, keyPath } from "../io/paths";

/*
 * Published figures (data/published/*.json) and the check "does a reproduced value equal the printed one at its
 * printed precision", plus the one validator of the stored figures.
 */

/** A figure as printed somewhere: its value, the decimals it was printed with, its unit and where. */
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

/**
 * Which values print as this figure? The interval of values that round to it at its printed precision.
 *
 * Formula: [v − ½·10^−d, v + ½·10^−d) for a figure v printed with d decimals (half away from zero, so for a negative
 * figure the closed end is the upper one; see {@link matchesAtPrecision}).
 *
 * @param fig the printed value and its decimals
 * @returns the interval's ends lo and hi
 * @example
 * printedRange({ value: 0.155, decimals: 3 }); // { lo: 0.1545, hi: 0.1555 }
 */
export function printedRange(fig: Pick<PublishedFigure, "value" | "decimals">): { lo: number; hi: number } {
  const half = 0.5 * 10 ** -fig.decimals;
  return { lo: fig.value - half, hi: fig.value + half };
}

/**
 * Does a reproduced value print as the published figure at its printed precision?
 *
 * The value matches when it lies in the figure's rounding interval [v − ½·10^−d, v + ½·10^−d) (mirrored for
 * negative figures) — the same as rounding it half away from zero to d decimals (so 0.1575 → 0.158). A tolerance
 * of 1e-9 absorbs binary floating-point noise at the boundary (0.1545 is stored as 0.15449999…). Percent figures are
 * compared in the unit they were printed in: pass `scale` 100 for a fraction reproduced against a printed
 * percentage. Edges: a null (not measured) or non-finite value never matches.
 *
 * @param fig the printed value and its decimals
 * @param reproduced the reproduced value (in the unit before `scale`), or null when it was not measured
 * @param scale the factor from the reproduced unit to the printed one (100 for percent), default 1
 * @returns whether it prints as the figure
 * @example
 * matchesAtPrecision({ value: 0.155, decimals: 3 }, 0.15497); // true
 * matchesAtPrecision({ value: 0.155, decimals: 3 }, 0.1544);  // false
 * matchesAtPrecision({ value: 53.3, decimals: 1 }, 16 / 30, 100); // true
 */
export function matchesAtPrecision(
  fig: Pick<PublishedFigure, "value" | "decimals">,
  reproduced: number | null,
  scale = 1,
): boolean {
  if (reproduced === null || !Number.isFinite(reproduced)) return false;
  const x = reproduced * scale;
  const { lo, hi } = printedRange(fig);
  const eps = 1e-9;
  // Half-away-from-zero: for positive figures the interval is [lo, hi); for negative ones (lo, hi].
  if (fig.value >= 0) return x >= lo - eps && x < hi - eps;
  return x > lo + eps && x <= hi + eps;
}

/** One line of a "published vs reproduced" report. */
export interface FigureComparison {
  /** The figure's id. */
  id: string;
  /** The value as printed. */
  published: number;
  /** The decimals it was printed with. */
  decimals: number;
  /** Reproduced value in the published unit, or null when it could not be measured. */
  reproduced: number | null;
  /** Numerator of the reproduced ratio (the count itself for a count), or null when not measured. */
  numerator: number | null;
  /** Denominator of the reproduced ratio; null for a count or when not measured. */
  denominator: number | null;
  /** The reproduced value prints as the published one ({@link matchesAtPrecision}). */
  ok: boolean;
  /** Where the figure was printed. */
  source?: string;
  /** What the reader must know about this line (a missing file, a different task count…). */
  note?: string;
}

/** The units a published figure can be printed in. */
const UNITS: readonly string[] = ["fraction", "percent", "count"];

/**
 * Is this stored value a published figure? The one validator of the figures in data/published/*.json, built on the
 * loaders' JSON checks (io/json.ts), so every published-figure file fails in the loaders' error form.
 *
 * Checks: an object with a string `id`, a finite number `value`, an integer `decimals` ≥ 0 (the printed
 * precision) and, when present (or when `requireUnit`), a `unit` among "fraction", "percent", "count" and a string
 * `source`. Other fields (description, note) are kept as they are.
 *
 * @internal
 * @param value the parsed JSON value
 * @param file the file it was read from (for the error)
 * @param path its JSON path ("" for the document root)
 * @param requireUnit whether `unit` must be present
 * @returns the same object, typed
 * @throws {TrajlabInputError} kind "wrong-type" at `<path>`, `<path>.id`, `<path>.value`, `<path>.decimals`,
 *   `<path>.unit` or `<path>.source`: `expected <what>, got <value>`
 * @example
 * checkPublishedFigure({ id: "a", value: 1.5, decimals: 1 }, "p.json", "figures[0]").value; // 1.5
 */
export function checkPublishedFigure(value: unknown, file: string, path: string, requireUnit = false): PublishedFigure {
  const o = expectObject(value, file, path);
  expectString(o.id, file, keyPath(path, "id"));
  if (typeof o.value !== "number" || !Number.isFinite(o.value)) throw wrongType(file, keyPath(path, "value"), "a number", o.value);
  if (typeof o.decimals !== "number" || !Number.isInteger(o.decimals) || o.decimals < 0) {
    throw wrongType(file, keyPath(path, "decimals"), "an integer ≥ 0", o.decimals);
  }
  if (requireUnit || o.unit !== undefined) {
    if (typeof o.unit !== "string" || !UNITS.includes(o.unit)) throw wrongType(file, keyPath(path, "unit"), '"fraction", "percent" or "count"', o.unit);
  }
  if (o.source !== undefined) expectString(o.source, file, keyPath(path, "source"));
  return o as unknown as PublishedFigure;
}

/**
 * The published figures of one file: an array of {@link checkPublishedFigure}s whose ids are unique.
 *
 * @internal
 * @param value the parsed `figures` array
 * @param file the file it was read from (for the error)
 * @param path the JSON path of the array (e.g. "figures")
 * @param requireUnit whether every figure must name its unit
 * @returns the figures, in file order
 * @throws {TrajlabInputError} kind "wrong-type" for a value of the wrong type, "duplicate-id" at `<path>[i].id` for
 *   an id seen before
 * @example
 * checkPublishedFigures([{ id: "a", value: 1, decimals: 0 }], "p.json", "figures").length; // 1
 */
export function checkPublishedFigures(value: unknown, file: string, path: string, requireUnit = false): PublishedFigure[] {
  const ids = new Set<string>();
  return expectArray(value, file, path).map((f, i) => {
    const at = indexPath(path, i);
    const fig = checkPublishedFigure(f, file, at, requireUnit);
    if (ids.has(fig.id)) throw new TrajlabInputError("duplicate-id", file, keyPath(at, "id"), `duplicate figure id ${JSON.stringify(fig.id)}`);
    ids.add(fig.id);
    return fig;
  });
}

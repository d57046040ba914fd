/**
 * Measurement points: a ratio that never travels without its numerator, its denominator, the samples it was planned
 * on and what was left out of it. `value = numerator / denominator`; a zero denominator gives `value: null` (not
 * measured), never 0. Exclusions list every unit (conversation, step, task…) left out of the denominator, grouped by
 * reason, so nothing is dropped silently (CONTRIBUTING.md §5). Every point of the library is this one type, built by
 * {@link measurement} (or by the two special constructors of `stats/point.ts`), so its planned, failed, complete and
 * state follow from its exclusions in one place (docs/definitions/measurement-points.md).
 */
import { rangeError, showValue } from "./checks";
import { assemblePoint, checkCount, ratioOptions, type PointState, type PointUnit, type RatioOptions } from "./point";

/** Units left out of a denominator for one reason: the reason in words, how many, and (optionally) which. */
export interface Exclusion {
  /** Why the units were left out, in words a reader understands ("no write calls", "reward missing"). */
  reason: string;
  /** How many units were left out for this reason (≥ 1). */
  count: number;
  /** Optional ids of the excluded units (conversation ids, task ids…). */
  ids?: string[];
}

/**
 * A measurement point in full form (docs/definitions/measurement-points.md#fields): a ratio with its numerator,
 * denominator and exclusions, and the samples behind it.
 *
 * - `planned` = samples the metric received (read), included or not; always `included + failed`.
 * - `included` = samples that entered the metric. It equals `denominator` for an ordinary ratio; it differs only
 *   for a point whose denominator is not a count of the samples its exclusions count (a drift share over write
 *   moments whose exclusions count conversations; a relative weight over association events).
 * - `failed` = samples excluded or failed = Σ `exclusions[].count` (a failure, a missing result, a "not
 *   applicable" — never "not observed").
 * - `value` = scale × numerator / denominator in `unit`, null when the denominator is 0 (a count point keeps its
 *   count instead; read `pointState`).
 * - `complete` = planned > 0 and failed = 0.
 * - `pointState` = `no_data` when denominator = 0, else `complete` or `partial`.
 */
export interface MeasurementPoint {
  /** scale × numerator / denominator, or null when the denominator is 0. */
  value: number | null;
  /** What was counted (a count, or a sum of fractions for a mean). */
  numerator: number;
  /** What it was counted over (units, or write moments); 0 when nothing was measured. */
  denominator: number;
  /** The units left out of the denominator, by reason. */
  exclusions: Exclusion[];
  /** Samples the metric received, included or not (= included + failed). */
  planned: number;
  /** Samples that entered the metric (= denominator except for points whose denominator is not a sample count). */
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

/** Options of {@link measurement}: the scale and unit of the value, and the included samples when they are not the denominator. */
export interface MeasurementOptions extends RatioOptions {
  /**
   * Samples (in the unit the exclusions count) that entered the point, when the denominator is not a count of
   * them: e.g. a drift share pooled over write moments whose exclusions count conversations. Default: the
   * denominator (which must then be an integer).
   */
  included?: number;
}

/**
 * What share, over what, leaving out what? The point `numerator / denominator`, in full form.
 *
 * Formula: value = scale × numerator / denominator (scale 1 unless `options.scale`); included =
 * `options.included` ?? denominator; failed = Σ exclusions[].count; planned = included + failed; complete =
 * planned > 0 and failed = 0; pointState = `no_data` when the denominator is 0, else `complete` or `partial`.
 * Unit: `options.unit` (default `fraction`, or `percent` for scale 100). Edges: a zero denominator gives
 * `value: null` and `no_data` (not measured), never 0; exclusions with count 0 are dropped (the others are copied).
 * Source: docs/definitions/measurement-points.md#fields.
 *
 * @param numerator what was counted (finite)
 * @param denominator what it was counted over (finite, ≥ 0)
 * @param exclusions the units left out of the denominator, by reason
 * @param options `included` when the denominator is not a count of the samples the exclusions count; `scale`, `unit`
 * @returns the measurement point
 * @throws {RangeError} when the numerator or the denominator is not finite, the denominator is negative, the
 *   denominator is not an integer and `options.included` is missing, `options.included` is not a non-negative
 *   integer (or is 0 under a positive denominator), an exclusion's count is not a non-negative integer, or the
 *   scale is not a positive finite number
 * @example
 * measurement(3, 4); // { value: 0.75, numerator: 3, denominator: 4, exclusions: [], planned: 4, included: 4, failed: 0, complete: true, pointState: "complete", unit: "fraction" }
 * measurement(1, 4).value;                                       // 0.25
 * measurement(0, 0).value;                                       // null
 * measurement(0, 0).pointState;                                  // "no_data"
 * measurement(2, 5, [{ reason: "no writes", count: 0 }]).exclusions; // []
 * measurement(1, 4, [{ reason: "no write calls", count: 2 }]).planned; // 6
 * measurement(4, 12, [{ reason: "no write calls", count: 1 }], { included: 5 }).planned; // 6 (5 + 1 conversations; 12 is write moments)
 * measurement(3, 4, [{ reason: "analysis_failed", count: 1 }], { scale: 100 }).value; // 75
 */
export function measurement(numerator: number, denominator: number, exclusions: Exclusion[] = [], options: MeasurementOptions = {}): MeasurementPoint {
  if (typeof numerator !== "number" || !Number.isFinite(numerator)) throw rangeError("measurement", "numerator", "a finite number", numerator);
  if (typeof denominator !== "number" || !Number.isFinite(denominator) || denominator < 0) {
    throw rangeError("measurement", "denominator", "a non-negative finite number", denominator);
  }
  if (options.included === undefined && !Number.isInteger(denominator)) {
    throw new RangeError(`measurement: options.included must be given when the denominator is not a count, got denominator ${showValue(denominator)}`);
  }
  const included = options.included ?? denominator;
  checkCount("measurement", "options.included", included);
  if (denominator > 0 && included === 0) throw new RangeError(`measurement: options.included must be positive when the denominator is positive, got 0`);
  const { scale, unit } = ratioOptions("measurement", options);
  const value = denominator === 0 ? null : (scale * numerator) / denominator;
  return assemblePoint("measurement", value, numerator, denominator, exclusions, included, unit);
}

/**
 * What was left out of several points together? Merges exclusion lists, adding the counts (and ids) of equal
 * reasons, keeping first-seen order. The inputs are not modified; reasons whose total count is 0 are dropped.
 * Edges: no list, or only empty lists → [].
 *
 * @param lists the exclusion lists to merge
 * @returns one exclusion per reason
 * @example
 * mergeExclusions([{ reason: "no writes", count: 2, ids: ["a", "b"] }], [{ reason: "no writes", count: 1, ids: ["c"] }]); // [{ reason: "no writes", count: 3, ids: ["a", "b", "c"] }]
 */
export function mergeExclusions(...lists: Exclusion[][]): Exclusion[] {
  const byReason = new Map<string, Exclusion>();
  for (const list of lists) {
    for (const e of list) {
      const prev = byReason.get(e.reason);
      if (!prev) {
        byReason.set(e.reason, { reason: e.reason, count: e.count, ...(e.ids ? { ids: [...e.ids] } : {}) });
      } else {
        prev.count += e.count;
        if (e.ids) prev.ids = [...(prev.ids ?? []), ...e.ids];
      }
    }
  }
  return [...byReason.values()].filter((e) => e.count > 0);
}

/**
 * Which units were left out, and why? Groups excluded units by reason — the one place that does it (drift tables,
 * writes per conversation, cumulative points, loop ratios all call it).
 *
 * Each unit whose `reasonOf` is a string is counted under that reason; units with reason null are included units and
 * are skipped. Reasons come out in first-seen order. With `idOf`, each exclusion lists the ids of its units in unit
 * order (fresh arrays on every call); without it, exclusions carry counts only.
 * Edges: no units, or no excluded unit → [].
 *
 * @param units the units (conversations, trajectories, rows…), in order
 * @param reasonOf the unit's exclusion reason, or null when the unit is included
 * @param idOf the unit's id, when the exclusions should list ids
 * @returns one exclusion per reason, with its count (and ids)
 * @example
 * exclusionsByReason([{ id: "a", why: "no writes" }, { id: "b", why: null }, { id: "c", why: "no writes" }], (u) => u.why, (u) => u.id);
 * // [{ "reason": "no writes", "count": 2, "ids": ["a", "c"] }]
 * exclusionsByReason(["x", "y", "x"], (r) => r); // [{ "reason": "x", "count": 2 }, { "reason": "y", "count": 1 }]
 */
export function exclusionsByReason<T>(units: Iterable<T>, reasonOf: (unit: T) => string | null, idOf?: (unit: T) => string): Exclusion[] {
  const tally = new ExclusionTally(idOf !== undefined);
  for (const u of units) {
    const reason = reasonOf(u);
    if (reason !== null) tally.add(reason, idOf?.(u));
  }
  return tally.list();
}

/**
 * A running count of excluded units by reason, for code that needs the exclusions "so far" at several points of one
 * pass (e.g. a cumulative series). {@link exclusionsByReason} is the one-shot form.
 *
 * @internal
 * @example
 * const t = new ExclusionTally(false);
 * t.add("no writes");
 * t.list(); // [{ "reason": "no writes", "count": 1 }]
 */
export class ExclusionTally {
  private readonly byReason = new Map<string, { count: number; ids: string[] }>();

  /** @param withIds keep the ids passed to {@link ExclusionTally.add} (else counts only) */
  constructor(private readonly withIds: boolean) {}

  /**
   * Count one excluded unit.
   * @param reason why the unit is left out
   * @param id its id (kept when the tally was made with ids)
   */
  add(reason: string, id?: string): void {
    let entry = this.byReason.get(reason);
    if (!entry) {
      entry = { count: 0, ids: [] };
      this.byReason.set(reason, entry);
    }
    entry.count++;
    if (this.withIds && id !== undefined) entry.ids.push(id);
  }

  /** @returns the exclusions so far, one per reason in first-seen order (fresh arrays) */
  list(): Exclusion[] {
    return [...this.byReason].map(([reason, e]) => (this.withIds ? { reason, count: e.count, ids: [...e.ids] } : { reason, count: e.count }));
  }
}

import { showValue } from "../stats/guards";

/**
 * How close is each model to the best model of its environment? AUV normalised by the best AUV in the same
 * environment (the cross-task comparability fix): relative = AUV / max_{models in env} AUV.
 *
 * Unit: none; range [0, 1] (1 = the best model). Edges: [] → []; an environment whose best AUV is 0 → relative
 * null for all its models (nothing to compare against); a null AUV stays null and is ignored for the best.
 * Source: docs/definitions/auv-tide.md#pitfalls (cross-task comparability).
 *
 * @param rows one row per model and environment, with its AUV (or null)
 * @returns the rows with `best` (the environment's best AUV) and `relative`
 * @throws {RangeError} when an AUV is neither null nor finite
 * @example
 * auvRelativeToBest([{ model: "A", environment: "ws", auv: 0.271 }, { model: "B", environment: "ws", auv: 0.096 }]).map((r) => r.relative); // [1, 0.354…]
 */
export function auvRelativeToBest<R extends { environment: string; auv: number | null }>(
  rows: R[],
): (R & { best: number | null; relative: number | null })[] {
  const best = new Map<string, number>();
  for (const [i, r] of rows.entries()) {
    if (r.auv === null) continue;
    if (!Number.isFinite(r.auv)) throw new RangeError(`auvRelativeToBest: rows[${i}].auv must be a finite number or null, got ${showValue(r.auv)}`);
    best.set(r.environment, Math.max(best.get(r.environment) ?? -Infinity, r.auv));
  }
  return rows.map((r) => {
    const b = best.get(r.environment) ?? null;
    const relative = r.auv === null || b === null || b <= 0 ? null : r.auv / b;
    return { ...r, best: b, relative };
  });
}

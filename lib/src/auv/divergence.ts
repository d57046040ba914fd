import { showValue } from "../stats/guards";

/** The ways SR and AUV can disagree about two models ({@link classifyDivergence}). */
export type DivergenceKind = "same-sr-different-auv" | "similar-auv-different-sr" | "reversed-order";

/** How close two values must be to count as "the same" or "similar" ({@link classifyDivergence}). */
export interface DivergenceTolerances {
  /** Differences at most this large count as "the same". Default 0.01. */
  same?: number;
  /** AUV differences at most this large count as "similar". Default 0.05. */
  similar?: number;
}

const EPS = 1e-12;

/**
 * Do SR and AUV disagree about two models on the same environment, and how?
 *
 * Kinds (values are fractions; tolerances in the same unit):
 *  - "same-sr-different-auv": |SR_A − SR_B| ≤ same and |AUV_A − AUV_B| > same
 *    (e.g. BlocksWorld Qwen3-30B-A3B-Thinking vs DeepSeek-V3.2: SR 98 vs 98, AUV 69.8 vs 71.1);
 *  - "similar-auv-different-sr": |AUV_A − AUV_B| ≤ similar and |SR_A − SR_B| > same
 *    (e.g. Sudoku GLM-4-32B-0414 vs Phi-4-reasoning: AUV 34.4 vs 37.4, SR 55 vs 51);
 *  - "reversed-order": TIDE Table 4's definition, SR(A) ≥ SR(B) and AUV(A) ≤ AUV(B), not both equal
 *    (e.g. WebShop Ministral-3-14B-Instruct vs Qwen3-4B-Instruct: SR 15.2 ≥ 15.0, AUV 5.4 ≤ 9.6).
 * A pair may have several kinds. Defaults: same = 0.01 (1 point), similar = 0.05 (5 points); these are reading
 * conventions, not part of TIDE — pass your own. Comparisons allow 1e-12 for floating-point noise.
 *
 * Orientation: A is the model with the higher SR; on equal SR, A is the one with the lower AUV (so a reversed pair
 * always reads "A ≥ B in SR, A ≤ B in AUV"). Two models equal in both SR and AUV do not diverge.
 * Source: docs/definitions/auv-tide.md#divergence.
 *
 * @param a one model's SR and AUV (fractions)
 * @param b the other's
 * @param tolerances "same" (default 0.01) and "similar" (default 0.05)
 * @returns the kinds that apply (possibly none)
 * @throws {RangeError} when a value or a tolerance is not finite
 * @example
 * classifyDivergence({ sr: 0.152, auv: 0.054 }, { sr: 0.15, auv: 0.096 }); // ["same-sr-different-auv", "reversed-order"]
 */
export function classifyDivergence(
  a: { sr: number; auv: number },
  b: { sr: number; auv: number },
  tolerances: DivergenceTolerances = {},
): DivergenceKind[] {
  const same = tolerances.same ?? 0.01;
  const similar = tolerances.similar ?? 0.05;
  for (const [name, v] of [["a.sr", a.sr], ["a.auv", a.auv], ["b.sr", b.sr], ["b.auv", b.auv], ["same", same], ["similar", similar]] as const) {
    if (!Number.isFinite(v)) throw new RangeError(`classifyDivergence: ${name} must be a finite number, got ${showValue(v)}`);
  }
  const dSr = Math.abs(a.sr - b.sr);
  const dAuv = Math.abs(a.auv - b.auv);
  const kinds: DivergenceKind[] = [];
  if (dSr <= same + EPS && dAuv > same + EPS) kinds.push("same-sr-different-auv");
  if (dAuv <= similar + EPS && dSr > same + EPS) kinds.push("similar-auv-different-sr");
  const bothEqual = dSr <= EPS && dAuv <= EPS;
  const reversed =
    !bothEqual && ((a.sr >= b.sr - EPS && a.auv <= b.auv + EPS) || (b.sr >= a.sr - EPS && b.auv <= a.auv + EPS));
  if (reversed) kinds.push("reversed-order");
  return kinds;
}

/** One row of a results table: a model's SR and AUV (fractions) on one environment. */
export interface SrAuvRow {
  /** The model. */
  model: string;
  /** The environment. */
  environment: string;
  /** Its SR (fraction). */
  sr: number;
  /** Its AUV (fraction). */
  auv: number;
}

/** Two models of one environment whose SR and AUV diverge ({@link findDivergentPairs}). */
export interface DivergentPair {
  /** The environment. */
  environment: string;
  /** The model with the higher SR (on equal SR: the lower AUV). */
  a: SrAuvRow;
  /** The other model. */
  b: SrAuvRow;
  /** How they diverge. */
  kinds: DivergenceKind[];
}

/**
 * Which pairs of models does a results table rank differently by SR and by AUV? All pairs, within each
 * environment, whose SR and AUV diverge ({@link classifyDivergence}), in table order (environments in first-seen
 * order, then pairs by the first row's position). `only` keeps pairs that have that kind — `only: "reversed-order"`
 * lists the pairs of TIDE's Table 4 type.
 *
 * Edges: [] → []; a model listed twice for one environment is refused (ambiguous).
 * Source: docs/definitions/auv-tide.md#divergence.
 *
 * @param rows one row per model and environment
 * @param options tolerances, and the kind to keep
 * @returns the divergent pairs
 * @throws {RangeError} when a model appears twice for one environment, or a value is not finite
 * @example
 * const rows = [{ model: "Ministral-3-14B-Instruct", environment: "WebShop", sr: 0.152, auv: 0.054 }, { model: "Qwen3-4B-Instruct", environment: "WebShop", sr: 0.15, auv: 0.096 }];
 * findDivergentPairs(rows, { only: "reversed-order" }).map((p) => [p.a.model, p.b.model]); // [["Ministral-3-14B-Instruct", "Qwen3-4B-Instruct"]]
 */
export function findDivergentPairs(
  rows: SrAuvRow[],
  options: DivergenceTolerances & { only?: DivergenceKind } = {},
): DivergentPair[] {
  const byEnv = new Map<string, SrAuvRow[]>();
  for (const r of rows) {
    const list = byEnv.get(r.environment) ?? [];
    if (list.some((x) => x.model === r.model)) {
      throw new RangeError(`findDivergentPairs: rows must name each model once per environment, got ${JSON.stringify(r.model)} twice for ${JSON.stringify(r.environment)}`);
    }
    list.push(r);
    byEnv.set(r.environment, list);
  }
  const out: DivergentPair[] = [];
  for (const [environment, list] of byEnv) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const kinds = classifyDivergence(list[i], list[j], options);
        if (kinds.length === 0) continue;
        if (options.only && !kinds.includes(options.only)) continue;
        const [a, b] = orient(list[i], list[j]);
        out.push({ environment, a, b, kinds });
      }
    }
  }
  return out;
}

function orient(x: SrAuvRow, y: SrAuvRow): [SrAuvRow, SrAuvRow] {
  if (Math.abs(x.sr - y.sr) > EPS) return x.sr > y.sr ? [x, y] : [y, x];
  return x.auv <= y.auv ? [x, y] : [y, x];
}

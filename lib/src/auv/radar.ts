import { showValue } from "../stats/guards";

/**
 * Where does each model stand between the worst and the best? Min–max scaling of one metric across models:
 * (v − min)/(max − min), to [0, 1].
 *
 * Unit: none (position between the worst and the best model). Nulls (not measured) stay null and do not enter
 * min/max. Edges: [] → []; all non-null values equal → every non-null value becomes `whenAllEqual` (default 1:
 * all models are tied for best; pass null to show "no spread" as missing).
 * Source: docs/definitions/auv-tide.md#radar.
 *
 * @param values one value per model; null = not measured
 * @param whenAllEqual the scaled value when all values are equal (default 1)
 * @returns the scaled values, nulls kept
 * @throws {RangeError} when a value is neither null nor finite
 * @example
 * minMaxScale([0.2, 0.6, null, 1.0]); // [0, 0.5, null, 1]
 */
export function minMaxScale(values: (number | null)[], whenAllEqual: number | null = 1): (number | null)[] {
  const present = values.filter((v): v is number => v !== null);
  values.forEach((v, i) => {
    if (v !== null && !Number.isFinite(v)) throw new RangeError(`minMaxScale: values[${i}] must be a finite number or null, got ${showValue(v)}`);
  });
  if (present.length === 0) return values.map(() => null);
  const min = Math.min(...present);
  const max = Math.max(...present);
  return values.map((v) => (v === null ? null : max === min ? whenAllEqual : (v - min) / (max - min)));
}

/** One model on one environment with its raw metric values (fractions; null = not measured). */
export interface RadarInput {
  /** The model. */
  model: string;
  /** The environment. */
  environment: string;
  /** Metric name → value (fraction), null when not measured. */
  metrics: Record<string, number | null>;
}

/**
 * How do models compare on every metric at once, larger is better on every axis? TIDE's radar normalisation
 * (Fig. 6/9, §C.6): per environment, each metric min–max scaled to [0, 1] across the
 * models; metrics listed in `invert` (default ["LR"]) are first turned into 1 − value so that larger is better on
 * every axis (1 − LR). TIDE's plots also add an unspecified minimum baseline so zero bars show, and a height cap;
 * those are drawing choices and are not applied here.
 *
 * Unit: none, [0, 1]. Edges: a metric missing from a row counts as null; all models equal on a metric →
 * `whenAllEqual` (default 1). Output rows keep the input order.
 * Source: docs/definitions/auv-tide.md#radar.
 *
 * @param rows one row per model and environment
 * @param options the metrics to invert (default ["LR"]) and the value when all models are equal
 * @returns the rows with scaled metrics
 * @throws {RangeError} when a metric value is not finite
 * @example
 * radarScores([
 *   { model: "A", environment: "bw", metrics: { AUV: 0.7, LR: 0.0 } },
 *   { model: "B", environment: "bw", metrics: { AUV: 0.3, LR: 0.2 } },
 * ]); // [{ model: "A", environment: "bw", metrics: { AUV: 1, LR: 1 } }, { model: "B", environment: "bw", metrics: { AUV: 0, LR: 0 } }]
 */
export function radarScores(
  rows: RadarInput[],
  options: { invert?: string[]; whenAllEqual?: number | null } = {},
): RadarInput[] {
  const invert = new Set(options.invert ?? ["LR"]);
  const whenAllEqual = options.whenAllEqual === undefined ? 1 : options.whenAllEqual;
  const out: RadarInput[] = rows.map((r) => ({ model: r.model, environment: r.environment, metrics: {} }));
  const envs = [...new Set(rows.map((r) => r.environment))];
  for (const env of envs) {
    const idx = rows.map((r, i) => (r.environment === env ? i : -1)).filter((i) => i >= 0);
    const names = [...new Set(idx.flatMap((i) => Object.keys(rows[i].metrics)))];
    for (const name of names) {
      const raw = idx.map((i) => {
        const v = rows[i].metrics[name];
        return v === undefined || v === null ? null : invert.has(name) ? 1 - v : v;
      });
      const scaled = minMaxScale(raw, whenAllEqual);
      idx.forEach((i, k) => (out[i].metrics[name] = scaled[k]));
    }
  }
  return out;
}

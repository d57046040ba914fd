import type { ProbePoint } from "./probePoint";
import type { PointConditions } from "./probeFingerprint";

/** One condition on which two points differ. */
export interface ConditionDifference {
  /** The field: a series field (`metric`, `modelId`, …), `fingerprint`, or a {@link PointConditions} field. */
  field: string;
  a: unknown;
  b: unknown;
}

/** The result of {@link pointComparability}. */
export interface PointComparability {
  /** Same metric, model, requested search mode, object and keyword. */
  sameSeries: boolean;
  fingerprintEqual: boolean;
  /** Every difference found, series fields first, then the fingerprint, then the uncovered conditions. */
  differences: ConditionDifference[];
  /** No difference at all: the two points may be read as two observations of one series. */
  comparable: boolean;
}

const SERIES_FIELDS = ["metric", "modelId", "webSearchMode", "protocol", "objectId", "keywordId", "attemptPolicy"] as const;
const CONDITION_FIELDS: (keyof PointConditions)[] = [
  "baselineId",
  "watchSetId",
  "watchedKeywords",
  "objectIdentities",
  "searchExecution",
  "modelVersions",
  "promptHash",
  "schemaHash",
];

/**
 * Can two points (typically of two runs) be read as observations of one series?
 *
 * An equal fingerprint is necessary, not sufficient: it leaves out the baseline and watch-set ids, the D watch
 * set (a D relative weight changes meaning when a word is added, with the same fingerprint), object names and
 * aliases (a K alias change keeps the fingerprint), the search actually executed, the model version returned and
 * the prompt/schema hashes. This compares the series fields, the fingerprint and every one of those conditions,
 * and lists each difference. Describing a change still needs at least two comparable, complete observations; two
 * or three observations carry no statistical significance by themselves.
 * Edges: a point compared with itself → comparable. Source: docs/definitions/probes.md#fingerprint.
 *
 * @param a one point
 * @param b the other point
 * @returns the differences and the verdict
 * @example
 * const first = loadProbeResults("data/probe-examples/worked-example.json");
 * const next = loadProbeResults("data/probe-examples/next-run.json");
 * const sel = { modelId: "lab/offline-mini", webSearchMode: "off", objectId: "acme", keywordId: "kw-crm" };
 * const c = pointComparability(keywordRelativeWeight(first, sel), keywordRelativeWeight(next, sel));
 * c.fingerprintEqual; // true
 * c.comparable;       // false
 */
export function pointComparability(a: ProbePoint, b: ProbePoint): PointComparability {
  const differences: ConditionDifference[] = [];
  for (const f of SERIES_FIELDS) if (a[f] !== b[f]) differences.push({ field: f, a: a[f], b: b[f] });
  const sameSeries = differences.length === 0;
  const fingerprintEqual = a.fingerprint === b.fingerprint;
  if (!fingerprintEqual) differences.push({ field: "fingerprint", a: a.fingerprint, b: b.fingerprint });
  for (const f of CONDITION_FIELDS) {
    if (JSON.stringify(a.conditions[f]) !== JSON.stringify(b.conditions[f])) differences.push({ field: f, a: a.conditions[f], b: b.conditions[f] });
  }
  return { sameSeries, fingerprintEqual, differences, comparable: differences.length === 0 };
}

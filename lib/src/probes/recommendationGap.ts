import type { MeasurementPoint } from "../stats/measurement";
import type { Exclusion } from "../stats/measurement";
import type { ProbePoint } from "./probePoint";

/** The paired difference of two positive-recommendation points on the same answers (`recommendation_gap`). */
export interface RecommendationGap extends MeasurementPoint {
  metric: "recommendation_gap";
  /** Target minus competitor, in percentage points; null when the two points are not paired (see `reason`). */
  value: number | null;
  /** Why the gap is null, or null when it was computed. */
  reason: string | null;
  runId: string;
  modelId: string;
  webSearchMode: string;
  keywordId: string | null;
  /** The target object. */
  objectId: string;
  /** The competitor object. */
  comparisonObjectId: string;
  /** The target's numerator and denominator are `numerator`/`denominator`; the competitor's are these. */
  comparisonNumerator: number;
  comparisonDenominator: number;
}

/**
 * How many percentage points more often is the target recommended positively than the competitor, on the same
 * answers? (`recommendation_gap`)
 *
 * Formula: value = target positive_recommendation % − competitor positive_recommendation %, in percentage points.
 * Computed only when the two points are paired: both are positive_recommendation points of the same run, model,
 * requested search mode and keyword, under the same attempt policy; the target point is about the run's target
 * object and the competitor point about a different, identity-confirmed object; their denominators are equal and
 * positive; and their samples are the same probes in the same order — with, beyond the source's check, the same
 * included mask and the same attempt ids. Otherwise value null with the reason. It is a paired difference on one
 * batch of answers, not a relative growth rate, not a market share; different keywords, models or online vs
 * offline results are never subtracted.
 * Unit: percentage points. Range: [−100, 100].
 * Edges: equal denominators of 0 → null ("no data"). numerator/denominator are the target's;
 * comparisonNumerator/comparisonDenominator the competitor's; planned, failed and exclusions the target's.
 * pointState: `no_data` when the value is null, `complete` when both points are complete, else `partial`.
 * Source: docs/definitions/probes.md#recommendation-gap.
 *
 * @param target the target's positive_recommendation point
 * @param competitor the competitor's positive_recommendation point
 * @returns the gap, or a null gap with its reason
 * @example
 * const results = loadProbeResults("data/probe-examples/worked-example.json");
 * const sel = { modelId: "lab/offline-mini", webSearchMode: "off", keywordId: "kw-crm" };
 * recommendationGap(positiveRecommendation(results, { ...sel, objectId: "acme" }), positiveRecommendation(results, { ...sel, objectId: "birch" })).value; // 25
 * recommendationGap(positiveRecommendation(results, { ...sel, objectId: "acme" }), positiveRecommendation(results, { ...sel, objectId: "cobalt" })).reason; // "the competitor's identity is not confirmed"
 */
export function recommendationGap(target: ProbePoint, competitor: ProbePoint): RecommendationGap {
  const reason = unpairedReason(target, competitor);
  const value = reason === null ? (target.value as number) - (competitor.value as number) : null;
  const complete = reason === null && target.complete && competitor.complete;
  return {
    value,
    reason,
    numerator: target.numerator,
    denominator: target.denominator,
    exclusions: target.exclusions.map(copy),
    planned: target.planned,
    included: target.included,
    failed: target.failed,
    complete,
    pointState: value === null ? "no_data" : complete ? "complete" : "partial",
    unit: "percentage_points",
    metric: "recommendation_gap",
    runId: target.runId,
    modelId: target.modelId,
    webSearchMode: target.webSearchMode,
    keywordId: target.keywordId,
    objectId: target.objectId,
    comparisonObjectId: competitor.objectId,
    comparisonNumerator: competitor.numerator,
    comparisonDenominator: competitor.denominator,
  };
}

/** The first reason the two points are not a pair, or null when they are. */
function unpairedReason(t: ProbePoint, c: ProbePoint): string | null {
  if (t.metric !== "positive_recommendation") return `the target point is ${t.metric}, not positive_recommendation`;
  if (c.metric !== "positive_recommendation") return `the competitor point is ${c.metric}, not positive_recommendation`;
  if (t.runId !== c.runId) return `different runs (${t.runId} vs ${c.runId})`;
  if (t.modelId !== c.modelId) return `different models (${t.modelId} vs ${c.modelId})`;
  if (t.webSearchMode !== c.webSearchMode) return `different search configurations (${t.webSearchMode} vs ${c.webSearchMode})`;
  if (t.keywordId !== c.keywordId) return `different keywords (${t.keywordId} vs ${c.keywordId})`;
  if (t.attemptPolicy !== c.attemptPolicy) return `different attempt policies (${t.attemptPolicy} vs ${c.attemptPolicy})`;
  if (t.object.role !== "target") return `the target point is about ${t.objectId}, not the run's target object`;
  if (t.objectId === c.objectId) return "the target and the competitor are the same object";
  if (c.object.identity !== "confirmed") return "the competitor's identity is not confirmed";
  if (t.denominator !== c.denominator) return `different denominators (${t.denominator} vs ${c.denominator})`;
  if (t.denominator === 0) return "no data: both denominators are 0";
  if (t.samples.length !== c.samples.length) return `different sample counts (${t.samples.length} vs ${c.samples.length})`;
  for (let i = 0; i < t.samples.length; i++) {
    const a = t.samples[i];
    const b = c.samples[i];
    if (a.probeRunId !== b.probeRunId) return `different probes at sample ${i} (${a.probeRunId} vs ${b.probeRunId})`;
    if (a.included !== b.included) return `different included samples at sample ${i} (${a.probeRunId})`;
    if (a.attemptId !== b.attemptId) return `different attempts at sample ${i} (${a.attemptId} vs ${b.attemptId})`;
  }
  return null;
}

function copy(e: Exclusion): Exclusion {
  return { reason: e.reason, count: e.count, ...(e.ids ? { ids: [...e.ids] } : {}) };
}

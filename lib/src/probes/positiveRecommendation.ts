import type { ProbeResults } from "./model";
import type { KeywordSelector, ProbeMetricOptions, ProbePoint } from "./probePoint";
import { keywordPoint } from "./samples";

/**
 * Does the answer recommend the object positively? (`positive_recommendation`)
 *
 * Formula: 100 × #{included K answers with a mention matched to the object and recommendation = "positive"} /
 * #{included}, where included = recommendation judgment `adjudicable`. negative, mentioned and uncertain are
 * misses. The label is the model's own structured answer, not an independent reading of the text.
 * Unit: percent. Range: [0, 100].
 * Edges: no included answer → value null, pointState `no_data`.
 * Source: docs/definitions/probes.md#positive-recommendation.
 *
 * @param results a loaded probe-results file
 * @param selector the series: model, requested search mode, keyword, and the object judged
 * @param options the attempt policy (default `first-attempt`)
 * @returns the point, with its samples
 * @throws {RangeError} when the selector names a model, object or keyword the run does not have
 * @example
 * const results = loadProbeResults("data/probe-examples/worked-example.json");
 * positiveRecommendation(results, { modelId: "lab/offline-mini", webSearchMode: "off", keywordId: "kw-crm", objectId: "acme" }).value;                                   // 50
 * positiveRecommendation(results, { ...{ modelId: "lab/offline-mini", webSearchMode: "off", keywordId: "kw-crm", objectId: "acme" }, objectId: "birch" }).value;  // 25
 */
export function positiveRecommendation(results: ProbeResults, selector: KeywordSelector, options?: ProbeMetricOptions): ProbePoint {
  return keywordPoint("positiveRecommendation", "positive_recommendation", results, selector, options, {
    judgment: "recommendation",
    hit: (r, _probe, object) => r.mentions.some((m) => m.matchedObjectId === object.objectId && m.recommendation === "positive"),
  });
}

import type { ProbeResults } from "./model";
import type { KeywordSelector, ProbeMetricOptions, ProbePoint } from "./probePoint";
import { keywordPoint } from "./samples";

/**
 * Is the object the unique first recommendation of the answer? (`first_recommendation`)
 *
 * Formula: 100 × #{included K answers in which exactly one mention has firstRecommendationState = "unique", and
 * that mention is matched to the object with recommendation = "positive"} / #{included}, where included =
 * first-recommendation judgment `adjudicable`. Ties and unresolved orders are misses.
 * Unit: percent. Range: [0, 100].
 * Edges: no included answer → value null, pointState `no_data`.
 * Source: docs/definitions/probes.md#first-recommendation.
 *
 * @param results a loaded probe-results file
 * @param selector the series: model, requested search mode, keyword, and the object judged
 * @param options the attempt policy (default `first-attempt`)
 * @returns the point, with its samples
 * @throws {RangeError} when the selector names a model, object or keyword the run does not have
 * @example
 * const results = loadProbeResults("data/probe-examples/worked-example.json");
 * firstRecommendation(results, { modelId: "lab/offline-mini", webSearchMode: "off", keywordId: "kw-crm", objectId: "acme" }).value; // 25
 */
export function firstRecommendation(results: ProbeResults, selector: KeywordSelector, options?: ProbeMetricOptions): ProbePoint {
  return keywordPoint("firstRecommendation", "first_recommendation", results, selector, options, {
    judgment: "firstRecommendation",
    hit: (r, _probe, object) => {
      const unique = r.mentions.filter((m) => m.firstRecommendationState === "unique");
      return unique.length === 1 && unique[0].matchedObjectId === object.objectId && unique[0].recommendation === "positive";
    },
  });
}

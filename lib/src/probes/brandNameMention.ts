import type { ProbeResults } from "./model";
import type { KeywordSelector, ProbeMetricOptions, ProbePoint } from "./probePoint";
import { keywordPoint } from "./samples";

/**
 * Does the answer to the neutral keyword probe mention the object? (`brand_name_mention`)
 *
 * Formula: 100 × #{included K answers with some mention whose matchedObjectId is the object} / #{included K answers},
 * where a K answer is included when its mention judgment is `adjudicable` (a completed answer with no mention at
 * all is an included miss; an `unknown` or unparsed answer is excluded).
 * Identity matching happens before (exact normalised name/alias or domain, one object only), so a mention matched
 * through the domain alone counts: this is not a literal brand-name search.
 * Unit: percent. Range: [0, 100].
 * Edges: no included answer → value null, pointState `no_data`. Source: docs/definitions/probes.md#brand-name-mention.
 *
 * @param results a loaded probe-results file
 * @param selector the series: model, requested search mode, keyword, and the object judged
 * @param options the attempt policy (default `first-attempt`)
 * @returns the point, with its samples
 * @throws {RangeError} when the selector names a model, object or keyword the run does not have
 * @example
 * const results = loadProbeResults("data/probe-examples/worked-example.json");
 * brandNameMention(results, { modelId: "lab/offline-mini", webSearchMode: "off", keywordId: "kw-crm", objectId: "acme" }).value;  // 75
 * brandNameMention(results, { modelId: "lab/offline-mini", webSearchMode: "off", keywordId: "kw-crm", objectId: "acme" }).failed; // 1
 */
export function brandNameMention(results: ProbeResults, selector: KeywordSelector, options?: ProbeMetricOptions): ProbePoint {
  return keywordPoint("brandNameMention", "brand_name_mention", results, selector, options, {
    judgment: "mention",
    hit: (r, _probe, object) => r.mentions.some((m) => m.matchedObjectId === object.objectId),
  });
}

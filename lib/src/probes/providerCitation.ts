import type { ProbeResults } from "./model";
import type { KeywordSelector, ProbeMetricOptions, ProbePoint } from "./probePoint";
import { keywordPoint } from "./samples";

/**
 * Did the provider return a source on the object's domain with the web-search answer? (`provider_citation`)
 *
 * Formula: 100 × #{included K answers with a provider citation whose domain equals the object's domain exactly} /
 * #{included}. Only probes whose REQUESTED search mode is `provider_native` are applicable: the others are
 * excluded as `offline_not_applicable`; included = mention judgment `adjudicable`. Under the first-attempt
 * policy, a citation that came from another attempt excludes the sample (pending review).
 * Limits kept from the source: eligibility reads the requested mode, not whether the attempt confirmed a search
 * (see `attemptConsistency`); every citation kind counts, provider search results included — so this is
 * not proof that the answer cited the page, nor that the page caused a recommendation.
 * Unit: percent. Range: [0, 100].
 * Edges: an offline series → every sample excluded, value null, pointState `no_data`; an object without a domain
 * never hits. Source: docs/definitions/probes.md#provider-citation.
 *
 * @param results a loaded probe-results file
 * @param selector the series: model, requested search mode, keyword, and the object judged
 * @param options the attempt policy (default `first-attempt`)
 * @returns the point, with its samples
 * @throws {RangeError} when the selector names a model, object or keyword the run does not have
 * @example
 * const results = loadProbeResults("data/probe-examples/worked-example.json");
 * providerCitation(results, { modelId: "lab/web-mini", webSearchMode: "provider_native", keywordId: "kw-crm", objectId: "acme" }).value;                                  // 50
 * providerCitation(results, { modelId: "lab/web-mini", webSearchMode: "provider_native", keywordId: "kw-crm", objectId: "acme" }, { attemptPolicy: "as-stored" }).value;  // 66.667
 * providerCitation(results, { modelId: "lab/offline-mini", webSearchMode: "off", keywordId: "kw-crm", objectId: "acme" }).exclusions[0].reason;   // "offline_not_applicable"
 */
export function providerCitation(results: ProbeResults, selector: KeywordSelector, options?: ProbeMetricOptions): ProbePoint {
  return keywordPoint("providerCitation", "provider_citation", results, selector, options, {
    judgment: "mention",
    providerNativeOnly: true,
    readsCitations: true,
    hit: (_r, probe, object) => object.domain !== null && probe.providerCitations.some((c) => c.domain === object.domain),
  });
}

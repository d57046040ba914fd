import { firstAttempt } from "./firstAttempt";
import type { ProbeResults } from "./model";
import type { KeywordSelector, ProbeMetricOptions, ProbePoint } from "./probePoint";
import { keywordPoint } from "./samples";

/**
 * Does the first attempt's raw answer contain the object's domain? (`domain_body_mention`)
 *
 * Formula: 100 × #{included K answers whose FIRST attempt's rawAnswer includes the object's domain} / #{included},
 * with the denominator of `brandNameMention` (mention judgment `adjudicable`). The test is
 * `rawAnswer.includes(domain)`: a case-sensitive substring, not a word-boundary or URL-host check — `ACME.EXAMPLE`
 * misses, `www.acme.example/pricing` and `notacme.example` hit, and so can JSON or URL fields in the text.
 * An object without a domain never hits but keeps its denominator. A first attempt without an answer is a miss.
 * Unit: percent. Range: [0, 100].
 * Edges: no included answer → value null, pointState `no_data`. Source: docs/definitions/probes.md#domain-body-mention.
 *
 * @param results a loaded probe-results file
 * @param selector the series: model, requested search mode, keyword, and the object judged
 * @param options the attempt policy (default `first-attempt`)
 * @returns the point, with its samples
 * @throws {RangeError} when the selector names a model, object or keyword the run does not have
 * @example
 * const results = loadProbeResults("data/probe-examples/worked-example.json");
 * domainBodyMention(results, { modelId: "lab/offline-mini", webSearchMode: "off", keywordId: "kw-crm", objectId: "acme" }).value; // 50
 */
export function domainBodyMention(results: ProbeResults, selector: KeywordSelector, options?: ProbeMetricOptions): ProbePoint {
  return keywordPoint("domainBodyMention", "domain_body_mention", results, selector, options, {
    judgment: "mention",
    hit: (_r, probe, object) => object.domain !== null && (firstAttempt(probe)?.rawAnswer ?? "").includes(object.domain),
  });
}

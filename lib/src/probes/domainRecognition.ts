import type { ProbeResults } from "./model";
import type { DomainSelector, ProbeMetricOptions, ProbePoint } from "./probePoint";
import { domainPoint } from "./samples";

/**
 * Does the model recognise the object's domain? (`domain_recognition`)
 *
 * Formula: 100 × #{included D answers with domainRecognition = "recognized"} / #{included D answers}, where a D
 * answer is included whenever it has a DomainProbeResult whose analysisStatus is not `analysis_failed`.
 * not_recognized, unknown, ambiguous, partially_recognized and null are misses that STAY in the denominator.
 * Unit: percent. Range: [0, 100]. This is not a natural-discovery rate: the prompt names the domain.
 * Edges: no included answer → value null, pointState `no_data` (never 0 %); a 0 % over included answers is a
 * real miss. Source: docs/definitions/probes.md#domain-recognition.
 *
 * @param results a loaded probe-results file
 * @param selector the series: model, requested search mode, object
 * @param options the attempt policy (default `first-attempt`)
 * @returns the point, with its samples
 * @throws {RangeError} when the selector names a model or object the run does not have
 * @example
 * const results = loadProbeResults("data/probe-examples/worked-example.json");
 * domainRecognition(results, { modelId: "lab/offline-mini", webSearchMode: "off", objectId: "acme" }).value;      // 25
 * domainRecognition(results, { modelId: "lab/offline-mini", webSearchMode: "off", objectId: "acme" }).pointState; // "partial"
 */
export function domainRecognition(results: ProbeResults, selector: DomainSelector, options?: ProbeMetricOptions): ProbePoint {
  return domainPoint("domainRecognition", "domain_recognition", results, selector, options, (r) => r.domainRecognition === "recognized");
}

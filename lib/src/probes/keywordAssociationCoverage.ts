import { associationSeries } from "./association";
import type { ProbeResults } from "./model";
import { assembleProbePoint, type AssociationSelector, type ProbeMetricOptions, type ProbePoint } from "./probePoint";
import { percentOfSamples } from "./samples";

/**
 * What share of answers associated the watched keyword with the object? (`keyword_association_coverage`)
 *
 * Formula: 100 × #{included D answers associating the keyword} / #{included D answers}; a word repeated in one
 * answer counts once; an answer whose keywords were parsed as an empty list is an included miss.
 * Unit: percent. Range: [0, 100]. The coverages of several keywords do not add up to 100.
 * Edges: no included answer → value null, pointState `no_data`.
 * Source: docs/definitions/probes.md#keyword-association-coverage.
 *
 * @param results a loaded probe-results file
 * @param selector the series (model, requested search mode, object) and the watched keyword
 * @param options the attempt policy (default `first-attempt`)
 * @returns the point, with its samples
 * @throws {RangeError} when the selector names a model, object or keyword the run does not have
 * @example
 * const results = loadProbeResults("data/probe-examples/worked-example.json");
 * keywordAssociationCoverage(results, { modelId: "lab/offline-mini", webSearchMode: "off", objectId: "acme", keywordId: "kw-crm" }).value; // 50
 */
export function keywordAssociationCoverage(results: ProbeResults, selector: AssociationSelector, options?: ProbeMetricOptions): ProbePoint {
  const s = associationSeries("keywordAssociationCoverage", results, selector, options);
  return assembleProbePoint("keyword_association_coverage", results, s.key, s.probes, s.samples, percentOfSamples(s.samples), s.policy);
}

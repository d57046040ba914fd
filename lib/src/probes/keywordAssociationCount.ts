import { countPoint } from "../stats/pointForms";
import { associationSeries } from "./association";
import type { ProbeResults } from "./model";
import { assembleProbePoint, sampleExclusions, type AssociationSelector, type ProbeMetricOptions, type ProbePoint } from "./probePoint";

/**
 * How many answers associated the watched keyword with the object? (`keyword_association_count`)
 *
 * Formula: #{included D answers whose associatedKeywords contain the keyword}, words compared after trim and
 * lower-casing only, each answer's list taken as a set (a word repeated in one answer counts once). It counts
 * ANSWERS, not occurrences of the word. The denominator kept beside it is the number of included D answers.
 * Unit: count. Range: 0 … denominator.
 * Edges: no included answer → value 0 with pointState `no_data` — that 0 is not an observed zero: read the state,
 * and print it as "—" (`pointDisplayValue`). Source: docs/definitions/probes.md#keyword-association-count.
 *
 * @param results a loaded probe-results file
 * @param selector the series (model, requested search mode, object) and the watched keyword
 * @param options the attempt policy (default `first-attempt`)
 * @returns the point (unit `count`), with its samples
 * @throws {RangeError} when the selector names a model, object or keyword the run does not have
 * @example
 * const results = loadProbeResults("data/probe-examples/worked-example.json");
 * keywordAssociationCount(results, { modelId: "lab/offline-mini", webSearchMode: "off", objectId: "acme", keywordId: "kw-crm" }).value;      // 2
 * keywordAssociationCount(results, { modelId: "lab/web-mini", webSearchMode: "provider_native", objectId: "acme", keywordId: "kw-crm" }).value;      // 0
 * keywordAssociationCount(results, { modelId: "lab/web-mini", webSearchMode: "provider_native", objectId: "acme", keywordId: "kw-crm" }).pointState; // "no_data"
 */
export function keywordAssociationCount(results: ProbeResults, selector: AssociationSelector, options?: ProbeMetricOptions): ProbePoint {
  const s = associationSeries("keywordAssociationCount", results, selector, options);
  const included = s.samples.filter((x) => x.included);
  const point = countPoint(included.filter((x) => x.hit).length, included.length, sampleExclusions(s.samples));
  return assembleProbePoint("keyword_association_count", results, s.key, s.probes, s.samples, point, s.policy);
}

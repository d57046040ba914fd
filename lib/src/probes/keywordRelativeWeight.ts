import { countPoint, pointWithDenominator } from "../stats/pointForms";
import { associationSeries } from "./association";
import type { ProbeResults } from "./model";
import { normalizeKeyword } from "./normalizeKeyword";
import { assembleProbePoint, sampleExclusions, type AssociationSelector, type ProbeMetricOptions, type ProbePoint } from "./probePoint";

/**
 * What share of all association events among the watched keywords goes to this keyword? (`keyword_relative_weight`)
 *
 * Formula: 100 × a(w) / Σ_{v in watch set} a(v), where a(v) = #{included D answers associating v}. The
 * denominator counts ASSOCIATION EVENTS, not answers: an answer associating two watched words adds 2. The watch
 * set is every watched keyword of the run, including words not eligible for K probes. Only included answers
 * count, on both sides (an `analysis_failed` answer's keywords never enter the total).
 * The point keeps planned, included, failed, complete and exclusions of the association count; only its
 * denominator differs — it cannot be recomputed from the included sample count.
 * Unit: percent. Range: [0, 100]; the weights of the watch set add up to 100 when the total is positive.
 * Not search demand, model attention, commercial value or market share.
 * Edges: total 0 (no included answer, or none associating any watched word) → value null, pointState `no_data`.
 * Source: docs/definitions/probes.md#keyword-relative-weight.
 *
 * @param results a loaded probe-results file
 * @param selector the series (model, requested search mode, object) and the watched keyword
 * @param options the attempt policy (default `first-attempt`)
 * @returns the point, with its samples
 * @throws {RangeError} when the selector names a model, object or keyword the run does not have
 * @example
 * const results = loadProbeResults("data/probe-examples/worked-example.json");
 * keywordRelativeWeight(results, { modelId: "lab/offline-mini", webSearchMode: "off", objectId: "acme", keywordId: "kw-crm" }).value;       // 40
 * keywordRelativeWeight(results, { modelId: "lab/offline-mini", webSearchMode: "off", objectId: "acme", keywordId: "kw-crm" }).denominator; // 5
 * keywordRelativeWeight(results, { modelId: "lab/offline-mini", webSearchMode: "off", objectId: "acme", keywordId: "kw-crm" }).included;    // 4
 */
export function keywordRelativeWeight(results: ProbeResults, selector: AssociationSelector, options?: ProbeMetricOptions): ProbePoint {
  const s = associationSeries("keywordRelativeWeight", results, selector, options);
  const watched = results.run.keywords.map((k) => normalizeKeyword(k.text));
  const events = s.includedSets.reduce((sum, set) => sum + watched.filter((w) => set.has(w)).length, 0);
  const included = s.samples.filter((x) => x.included);
  const hits = included.filter((x) => x.hit).length;
  const count = countPoint(hits, included.length, sampleExclusions(s.samples));
  const point = pointWithDenominator(count, hits, events, { scale: 100, unit: "percent" });
  return assembleProbePoint("keyword_relative_weight", results, s.key, s.probes, s.samples, point, s.policy);
}

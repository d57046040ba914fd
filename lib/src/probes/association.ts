/**
 * @internal The samples shared by the three keyword-association metrics: the D series of an object, each included
 * answer's associated keywords as a set of normalised words (a word repeated in one answer counts once), and
 * whether that set holds the selected watched keyword (docs/definitions/probes.md#keyword-association).
 */
import type { ProbeResults, ProbeRun } from "./model";
import { normalizeKeyword } from "./normalizeKeyword";
import {
  attemptPolicyOf,
  checkSelector,
  seriesProbes,
  type AssociationSelector,
  type AttemptPolicy,
  type PointKey,
  type ProbeMetricOptions,
  type ProbeSample,
} from "./probePoint";
import { domainSample } from "./samples";

/** @internal The association series of a selector. */
export interface AssociationSeries {
  key: PointKey;
  probes: ProbeRun[];
  policy: AttemptPolicy;
  /** One per probe, hit = the answer associates the selected keyword. */
  samples: ProbeSample[];
  /** The normalised associated-keyword set of each INCLUDED sample, in sample order. */
  includedSets: Set<string>[];
}

/**
 * Build the association series (see the module comment).
 *
 * @param fn the calling metric's name (for argument errors)
 * @param results the probe results
 * @param selector the model, search mode, object and watched keyword
 * @param options the metric options (attempt policy)
 * @returns the series' D probes with, per probe, whether its answer associated the keyword, and the checked policy
 * @internal
 */
export function associationSeries(fn: string, results: ProbeResults, selector: AssociationSelector, options: ProbeMetricOptions | undefined): AssociationSeries {
  checkSelector(fn, results, selector, true);
  const policy = attemptPolicyOf(fn, options);
  const keyword = results.run.keywords.find((k) => k.keywordId === selector.keywordId)!;
  const word = normalizeKeyword(keyword.text);
  const key: PointKey = { protocol: "D", modelId: selector.modelId, webSearchMode: selector.webSearchMode, objectId: selector.objectId, keywordId: selector.keywordId };
  const probes = seriesProbes(results, key);
  const includedSets: Set<string>[] = [];
  const samples = probes.map((p) =>
    domainSample(p, policy, (r) => {
      const set = new Set(r.associatedKeywords.map(normalizeKeyword));
      includedSets.push(set);
      return set.has(word);
    }),
  );
  return { key, probes, policy, samples, includedSets };
}

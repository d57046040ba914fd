/**
 * @internal The sample rules shared by the probe metrics: which probes of a series enter a point, and why the
 * others do not (docs/definitions/probes.md#d-samples and #k-samples). Each metric file only states its hit rule.
 */
import { measurement, type MeasurementPoint } from "../stats/measurement";
import type { DomainProbeResult, KeywordJudgments, KeywordProbeResult, ProbeObject, ProbeResults, ProbeRun } from "./model";
import {
  PROBE_EXCLUSION_REASONS as R,
  assembleProbePoint,
  attemptPolicyOf,
  checkSelector,
  excludedSample,
  includedSample,
  sampleExclusions,
  seriesProbes,
  type AttemptPolicy,
  type DomainSelector,
  type KeywordSelector,
  type PointKey,
  type ProbeMetric,
  type ProbeMetricOptions,
  type ProbePoint,
  type ProbeSample,
} from "./probePoint";

/**
 * A D probe as a sample: in the denominator whenever a DomainProbeResult exists and its analysisStatus is not
 * `analysis_failed` (recognition unknown, null, ambiguous… all stay in); under `first-attempt`, a result from another
 * attempt than the first is excluded as pending review.
 *
 * @param probe a D probe
 * @param policy the attempt policy
 * @param hit whether a domain result shows the property
 * @returns the probe's sample
 * @internal
 */
export function domainSample(probe: ProbeRun, policy: AttemptPolicy, hit: (r: DomainProbeResult) => boolean): ProbeSample {
  if (probe.malformed) return excludedSample(probe, R.malformed);
  const r = probe.domainResult;
  if (r === null) return excludedSample(probe, R.noDomainResult);
  if (policy === "first-attempt" && r.attemptId !== probe.firstAttemptId) return excludedSample(probe, R.resultFromOtherAttempt);
  if (r.analysisStatus === "analysis_failed") return excludedSample(probe, R.analysisFailed);
  return includedSample(probe, hit(r));
}

const JUDGMENT_REASON: Record<keyof KeywordJudgments, string> = {
  mention: R.mentionUnknown,
  recommendation: R.recommendationUnknown,
  firstMention: R.firstMentionUnknown,
  firstRecommendation: R.firstRecommendationUnknown,
};

/** @internal How a K metric reads its samples. */
export interface KeywordRule {
  /** The judgment that decides the denominator. */
  judgment: keyof KeywordJudgments;
  /** Whether the sample hits (called on included samples only). */
  hit: (result: KeywordProbeResult, probe: ProbeRun, object: ProbeObject) => boolean;
  /** Only probes whose requested search is provider_native are applicable (the others: offline_not_applicable). */
  providerNativeOnly?: boolean;
  /** The rule reads the provider citations: under `first-attempt`, one from another attempt excludes the sample. */
  readsCitations?: boolean;
}

/**
 * A K probe as a sample of an object's point: in the denominator when its result's judgment for the metric is
 * `adjudicable` (a completed answer with no mention is a valid zero); see {@link KeywordRule}.
 *
 * @param probe a K probe
 * @param policy the attempt policy
 * @param rule which judgment of the result the metric reads, and when it is a hit
 * @param object the object the point is about
 * @returns the probe's sample
 * @internal
 */
export function keywordSample(probe: ProbeRun, policy: AttemptPolicy, rule: KeywordRule, object: ProbeObject): ProbeSample {
  if (probe.malformed) return excludedSample(probe, R.malformed);
  if (rule.providerNativeOnly && probe.webSearchMode !== "provider_native") return excludedSample(probe, R.offline);
  const r = probe.keywordResult;
  if (r === null) return excludedSample(probe, R.noKeywordResult);
  if (policy === "first-attempt" && r.attemptId !== probe.firstAttemptId) return excludedSample(probe, R.resultFromOtherAttempt);
  if (r.judgments[rule.judgment] !== "adjudicable") return excludedSample(probe, JUDGMENT_REASON[rule.judgment]);
  if (rule.readsCitations && policy === "first-attempt" && probe.providerCitations.some((c) => c.attemptId !== probe.firstAttemptId)) {
    return excludedSample(probe, R.citationFromOtherAttempt);
  }
  return includedSample(probe, rule.hit(r, probe, object));
}

/**
 * The percent point of a list of samples: 100 × hits / included, the excluded ones by reason.
 *
 * @param samples the samples of a point
 * @returns the point, in percent (null when no sample is included)
 * @internal
 */
export function percentOfSamples(samples: readonly ProbeSample[]): MeasurementPoint {
  const included = samples.filter((s) => s.included);
  return measurement(included.filter((s) => s.hit).length, included.length, sampleExclusions(samples), { scale: 100, unit: "percent" });
}

/**
 * A D metric's point: the series' samples under `hit`, as a percent.
 *
 * @param fn the calling metric's name (for argument errors)
 * @param metric the metric's name in the point
 * @param results the probe results
 * @param selector the model, search mode and object
 * @param options the metric options (attempt policy)
 * @param hit whether a domain result shows the property
 * @returns the probe point
 * @internal
 */
export function domainPoint(
  fn: string,
  metric: ProbeMetric,
  results: ProbeResults,
  selector: DomainSelector,
  options: ProbeMetricOptions | undefined,
  hit: (r: DomainProbeResult) => boolean,
): ProbePoint {
  checkSelector(fn, results, selector, false);
  const policy = attemptPolicyOf(fn, options);
  const key: PointKey = { protocol: "D", modelId: selector.modelId, webSearchMode: selector.webSearchMode, objectId: selector.objectId, keywordId: null };
  const probes = seriesProbes(results, key);
  const samples = probes.map((p) => domainSample(p, policy, hit));
  return assembleProbePoint(metric, results, key, probes, samples, percentOfSamples(samples), policy);
}

/**
 * A K metric's point: the keyword's samples judged for the selector's object, as a percent.
 *
 * @param fn the calling metric's name (for argument errors)
 * @param metric the metric's name in the point
 * @param results the probe results
 * @param selector the model, search mode, keyword and object
 * @param options the metric options (attempt policy)
 * @param rule which judgment the metric reads, and when it is a hit
 * @returns the probe point
 * @internal
 */
export function keywordPoint(
  fn: string,
  metric: ProbeMetric,
  results: ProbeResults,
  selector: KeywordSelector,
  options: ProbeMetricOptions | undefined,
  rule: KeywordRule,
): ProbePoint {
  checkSelector(fn, results, selector, true);
  const policy = attemptPolicyOf(fn, options);
  const key: PointKey = { protocol: "K", modelId: selector.modelId, webSearchMode: selector.webSearchMode, objectId: selector.objectId, keywordId: selector.keywordId };
  const object = results.run.objects.find((o) => o.objectId === selector.objectId) as ProbeObject;
  const probes = seriesProbes(results, key);
  const samples = probes.map((p) => keywordSample(p, policy, rule, object));
  return assembleProbePoint(metric, results, key, probes, samples, percentOfSamples(samples), policy);
}

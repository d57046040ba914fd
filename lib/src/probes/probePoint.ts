/**
 * The point a probe metric returns, and the one place that assembles it from samples.
 *
 * A probe point is a {@link MeasurementPoint} (planned, included, failed, value, complete, pointState, exclusions) that
 * also says which series it belongs to (run, model, search configuration, protocol, object, keyword), when it was
 * observed (the run's startedAt, else createdAt), its fingerprint and the conditions the fingerprint does not
 * cover, the attempt policy used, and every sample (included or not) so a reader can recount it.
 * Source: docs/definitions/probes.md#points.
 */
import { mergeExclusions } from "../stats/exclusions";
import type { Exclusion, MeasurementPoint } from "../stats/measurement";
import type { ProbeObject, ProbeProtocol, ProbeResults, ProbeRun } from "./model";
import { pointConditionsOf, probeFingerprint, type PointConditions } from "./probeFingerprint";

/** The names of the probe metrics (docs/definitions/probes.md). */
export type ProbeMetric =
  | "domain_recognition"
  | "keyword_association_count"
  | "keyword_association_coverage"
  | "keyword_relative_weight"
  | "brand_name_mention"
  | "domain_body_mention"
  | "positive_recommendation"
  | "first_mention"
  | "first_recommendation"
  | "provider_citation";

/**
 * How a sample reads its probe:
 * - `first-attempt` (default): the sample reads the probe's first attempt; a stored result (or, for
 *   provider_citation, a citation) that names a different attempt is not that attempt's result, so the sample is
 *   excluded as "pending review" — never replaced by the retry's more favourable outcome.
 * - `as-stored`: read the stored result whatever attempt it came from (what the source tool computes; the
 *   documented gap). Use it to see how much the retries change.
 */
export type AttemptPolicy = "first-attempt" | "as-stored";

/** Options of every probe metric. */
export interface ProbeMetricOptions {
  /** Default `first-attempt`. */
  attemptPolicy?: AttemptPolicy;
}

/** A D point's series: a model, a requested search mode, an object. */
export interface DomainSelector {
  modelId: string;
  webSearchMode: string;
  objectId: string;
}

/** A D keyword-association point's series: a D series and one watched keyword. */
export interface AssociationSelector extends DomainSelector {
  keywordId: string;
}

/** A K point's series: a model, a requested search mode, a keyword, and the object judged in the answers. */
export interface KeywordSelector {
  modelId: string;
  webSearchMode: string;
  keywordId: string;
  objectId: string;
}

/** The reasons a probe sample is excluded (the `reason` of its exclusion). */
export const PROBE_EXCLUSION_REASONS = {
  malformed: "malformed probe record",
  noDomainResult: "no domain result",
  analysisFailed: "analysis_failed",
  noKeywordResult: "no keyword result",
  resultFromOtherAttempt: "result from another attempt (pending review)",
  citationFromOtherAttempt: "citation from another attempt (pending review)",
  offline: "offline_not_applicable",
  mentionUnknown: "mention judgment unknown",
  recommendationUnknown: "recommendation judgment unknown",
  firstMentionUnknown: "first-mention judgment unknown",
  firstRecommendationUnknown: "first-recommendation judgment unknown",
} as const;

/** One probe as a sample of a point. */
export interface ProbeSample {
  probeRunId: string;
  /** The attempt the sample reads (the probe's first attempt), null when the probe was never attempted. */
  attemptId: string | null;
  /** The attempt the stored result names, null when there is no result. */
  resultAttemptId: string | null;
  /** Whether the sample entered the denominator. */
  included: boolean;
  /** Whether it entered the numerator (always false when not included). */
  hit: boolean;
  /** Why it was excluded, null when included. */
  reason: string | null;
}

/** A probe metric's point (see the module comment). */
export interface ProbePoint extends MeasurementPoint {
  metric: ProbeMetric;
  runId: string;
  modelId: string;
  webSearchMode: string;
  protocol: ProbeProtocol;
  /** The object the point is about (D: the probed object; K: the object judged in the answers). */
  objectId: string;
  /** The object as the run describes it. */
  object: ProbeObject;
  /** The keyword (K, and D association metrics), else null. */
  keywordId: string | null;
  /** The run's startedAt, else its createdAt, else null. Not the time of any single answer. */
  observedAt: string | null;
  fingerprint: string;
  conditions: PointConditions;
  attemptPolicy: AttemptPolicy;
  /** Every probe of the series, in file order, included or not. */
  samples: ProbeSample[];
}

/** @internal The series of a point. */
export interface PointKey {
  protocol: ProbeProtocol;
  modelId: string;
  webSearchMode: string;
  objectId: string;
  keywordId: string | null;
}

/**
 * Check a selector against the run: a model, object and (when `withKeyword`) keyword it has, and a string search
 * mode. Wrong selectors are RangeErrors/TypeErrors whatever the data.
 *
 * @param fn the calling metric's name (for argument errors)
 * @param results the probe results
 * @param selector the selector to check
 * @param withKeyword whether the selector must name a watched keyword
 * @throws {TypeError} when the selector is not an object or its search mode is not a string
 * @throws {RangeError} when the model, object or keyword is not one of the run's
 * @internal
 */
export function checkSelector(
  fn: string,
  results: ProbeResults,
  selector: { modelId: string; webSearchMode: string; objectId: string; keywordId?: string },
  withKeyword: boolean,
): void {
  if (typeof selector !== "object" || selector === null) throw new TypeError(`${fn}: selector must be an object, got ${selector === null ? "null" : typeof selector}`);
  if (typeof selector.webSearchMode !== "string") throw new TypeError(`${fn}: selector.webSearchMode must be a string, got ${typeof selector.webSearchMode}`);
  const run = results.run;
  if (!run.models.some((m) => m.modelId === selector.modelId)) {
    throw new RangeError(`${fn}: selector.modelId must name a model of the run, got ${clip(selector.modelId)}`);
  }
  if (!run.objects.some((o) => o.objectId === selector.objectId)) {
    throw new RangeError(`${fn}: selector.objectId must name an object of the run, got ${clip(selector.objectId)}`);
  }
  if (withKeyword && !run.keywords.some((k) => k.keywordId === selector.keywordId)) {
    throw new RangeError(`${fn}: selector.keywordId must name a watched keyword of the run, got ${clip(selector.keywordId)}`);
  }
}

/**
 * The probes of a series, in file order: D probes of the object, or K probes of the keyword.
 *
 * @param results the probe results
 * @param key the series' key (protocol, model, search mode, object or keyword)
 * @returns the series' probes, in file order
 * @internal
 */
export function seriesProbes(results: ProbeResults, key: PointKey): ProbeRun[] {
  return results.probes.filter(
    (p) =>
      p.protocol === key.protocol &&
      p.modelId === key.modelId &&
      p.webSearchMode === key.webSearchMode &&
      (key.protocol === "D" ? p.objectId === key.objectId : p.keywordId === key.keywordId),
  );
}

/**
 * An excluded sample.
 *
 * @param probe the probe
 * @param reason why it is left out
 * @returns the sample, not included
 * @internal
 */
export function excludedSample(probe: ProbeRun, reason: string): ProbeSample {
  return { probeRunId: probe.probeRunId, attemptId: probe.firstAttemptId, resultAttemptId: resultAttemptOf(probe), included: false, hit: false, reason };
}

/**
 * An included sample.
 *
 * @param probe the probe
 * @param hit whether its answer shows the property
 * @returns the sample, included
 * @internal
 */
export function includedSample(probe: ProbeRun, hit: boolean): ProbeSample {
  return { probeRunId: probe.probeRunId, attemptId: probe.firstAttemptId, resultAttemptId: resultAttemptOf(probe), included: true, hit, reason: null };
}

/**
 * The exclusions of a list of samples: one per reason, with the probe ids, in first-seen order.
 *
 * @param samples the samples of a point
 * @returns the exclusions, one per reason
 * @internal
 */
export function sampleExclusions(samples: readonly ProbeSample[]): Exclusion[] {
  return mergeExclusions(samples.filter((s) => !s.included).map((s) => ({ reason: s.reason as string, count: 1, ids: [s.probeRunId] })));
}

/**
 * Assemble a probe point from its series, its samples and the metric point built on them.
 *
 * @param metric the metric's name
 * @param results the probe results
 * @param key the series' key
 * @param probes the series' probes
 * @param samples the samples they give
 * @param point the metric point computed on the samples
 * @param attemptPolicy the attempt policy used
 * @returns the probe point: the metric point with its series, samples, conditions, fingerprint and policy
 * @internal
 */
export function assembleProbePoint(
  metric: ProbeMetric,
  results: ProbeResults,
  key: PointKey,
  probes: readonly ProbeRun[],
  samples: ProbeSample[],
  point: MeasurementPoint,
  attemptPolicy: AttemptPolicy,
): ProbePoint {
  const run = results.run;
  const object = run.objects.find((o) => o.objectId === key.objectId) as ProbeObject;
  return {
    ...point,
    metric,
    runId: run.runId,
    modelId: key.modelId,
    webSearchMode: key.webSearchMode,
    protocol: key.protocol,
    objectId: key.objectId,
    object: { ...object, aliases: [...object.aliases] },
    keywordId: key.keywordId,
    observedAt: run.startedAt ?? run.createdAt,
    fingerprint: probeFingerprint(results, key),
    conditions: pointConditionsOf(results, key.protocol, probes),
    attemptPolicy,
    samples,
  };
}

/**
 * The attempt policy of the options (default `first-attempt`), checked.
 *
 * @param fn the calling metric's name (for argument errors)
 * @param options the metric options, or undefined
 * @returns the attempt policy
 * @throws {RangeError} when `options.attemptPolicy` is neither "first-attempt" nor "as-stored"
 * @internal
 */
export function attemptPolicyOf(fn: string, options: ProbeMetricOptions | undefined): AttemptPolicy {
  const policy = options?.attemptPolicy ?? "first-attempt";
  if (policy !== "first-attempt" && policy !== "as-stored") {
    throw new RangeError(`${fn}: options.attemptPolicy must be "first-attempt" or "as-stored", got ${clip(policy)}`);
  }
  return policy;
}

function resultAttemptOf(probe: ProbeRun): string | null {
  return probe.domainResult?.attemptId ?? probe.keywordResult?.attemptId ?? null;
}

function clip(x: unknown): string {
  if (x === undefined) return "undefined";
  const s = JSON.stringify(x) ?? String(x);
  return s.length > 80 ? s.slice(0, 79) + "…" : s;
}

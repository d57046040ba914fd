/**
 * What do LLM answers say about a brand, point by point? Domain probes (D: recognition, keyword association) and
 * neutral keyword probes (K: mention, recommendation, first place, provider citation), each a full measurement
 * point. Definitions: docs/definitions/probes.md; file format: docs/probe-results-format.md.
 *
 * @module probes
 */
export { loadProbeResults, probeResultsFromJson } from "./loadProbeResults";
export { PROBE_RESULTS_FORMAT } from "./model";
export type {
  AttemptSearch,
  DomainProbeResult,
  DomainRecognition,
  FirstState,
  Judgment,
  KeywordJudgments,
  KeywordProbeResult,
  MalformedRecord,
  MeasurementRun,
  Mention,
  ModelRoute,
  ProbeAttempt,
  ProbeObject,
  ProbeProtocol,
  ProbeResults,
  ProbeRun,
  ProtocolInfo,
  ProviderCitation,
  Recommendation,
  RejectedProbe,
  RunConditions,
  WatchKeyword,
} from "./model";
export { PROBE_EXCLUSION_REASONS } from "./probePoint";
export type {
  AssociationSelector,
  AttemptPolicy,
  DomainSelector,
  KeywordSelector,
  ProbeMetric,
  ProbeMetricOptions,
  ProbePoint,
  ProbeSample,
} from "./probePoint";
export { firstAttempt } from "./firstAttempt";
export { domainRecognition } from "./domainRecognition";
export { keywordAssociationCount } from "./keywordAssociationCount";
export { keywordAssociationCoverage } from "./keywordAssociationCoverage";
export { keywordRelativeWeight } from "./keywordRelativeWeight";
export { brandNameMention } from "./brandNameMention";
export { domainBodyMention } from "./domainBodyMention";
export { positiveRecommendation } from "./positiveRecommendation";
export { firstMention } from "./firstMention";
export { firstRecommendation } from "./firstRecommendation";
export { providerCitation } from "./providerCitation";
export { recommendationGap } from "./recommendationGap";
export type { RecommendationGap } from "./recommendationGap";
export { attemptConsistency } from "./attemptConsistency";
export type { AttemptConsistency, AttemptFlag, AttemptFlagKind } from "./attemptConsistency";
export { probeSnapshot, PROBE_FORMULA_VERSION } from "./probeSnapshot";
export type { ProbeSnapshot } from "./probeSnapshot";
export { probeFingerprint, fingerprintFields } from "./probeFingerprint";
export type { FingerprintFields, FingerprintKey, PointConditions } from "./probeFingerprint";
export { pointComparability } from "./pointComparability";
export type { ConditionDifference, PointComparability } from "./pointComparability";
export { runCompleteness } from "./runCompleteness";
export type { RunCompleteness } from "./runCompleteness";
export { plannedProbeCount } from "./plannedProbeCount";
export type { ProbePlan } from "./plannedProbeCount";

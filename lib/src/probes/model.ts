/**
 * The in-memory model of a probe-results file (docs/probe-results-format.md): one measurement run
 * (`MeasurementRun`), its objects, watched keywords and model routes, and its probes (`ProbeRun`), each with its
 * attempts (`ProbeAttempt`) and the one result stored for the probe (`DomainProbeResult` for D, `KeywordProbeResult`
 * for K), which names the attempt it came from. Definitions: docs/definitions/probes.md.
 */
import type { TrajlabInputError } from "../io/errors";

/** The two probe protocols: D (a domain probe: "what do you know about <domain>?") and K (a neutral keyword probe). */
export type ProbeProtocol = "D" | "K";

/** The version tag of the format this library reads (`"format": "trajlab-probe-results", "version": 1`). */
export const PROBE_RESULTS_FORMAT = "trajlab-probe-results";

/** A brand object of the run: the target or a competitor. */
export interface ProbeObject {
  objectId: string;
  /** `target` (the measured brand) or `competitor`. */
  role: "target" | "competitor";
  /** Display name. */
  name: string;
  /** Other names the identity matcher accepts (not part of the probe fingerprint). */
  aliases: string[];
  /** The object's domain (e.g. `acme.example`), or null when it has none: no body or citation hit is then possible. */
  domain: string | null;
  /** Whether the identity was confirmed (`confirmed`) or not; only confirmed competitors enter a recommendation gap. */
  identity: "confirmed" | "unconfirmed";
}

/** A watched keyword (monitoring word) of the run's watch set. */
export interface WatchKeyword {
  keywordId: string;
  /** The word as written; matching uses `normalizeKeyword` of it. */
  text: string;
  /** Whether the word is fit for a neutral K probe (`neutralEligible`). Relative weights use every watched word. */
  neutralEligible: boolean;
}

/** A model route of the run. */
export interface ModelRoute {
  /** The id probes refer to, e.g. `openai/gpt-4o-mini`. */
  modelId: string;
  provider: string | null;
  /** The full route requested from the provider. */
  route: string | null;
}

/** The protocol version and hashes of one probe protocol. */
export interface ProtocolInfo {
  protocolId: string;
  version: string;
  /** Hash of the prompt actually sent (not part of the fingerprint). */
  promptHash: string | null;
  /** Hash of the response schema (not part of the fingerprint). */
  schemaHash: string | null;
}

/** The generation and matching conditions of the run. */
export interface RunConditions {
  language: string | null;
  scenario: string | null;
  temperature: number | null;
  maxTokens: number | null;
  matchingRuleVersion: string | null;
  /** Per protocol (`D`, `K`), when recorded. */
  protocols: Partial<Record<ProbeProtocol, ProtocolInfo>>;
}

/** The run header (`MeasurementRun`). */
export interface MeasurementRun {
  runId: string;
  projectId: string | null;
  baselineId: string | null;
  watchSetId: string | null;
  /** Time the run started; a point's observedAt is this, else createdAt. */
  startedAt: string | null;
  createdAt: string | null;
  /** Probes the run planned (may exceed the probes written to the file while the run is unfinished). */
  plannedProbeCount: number | null;
  /** WatchSet.repetitions. */
  repetitions: number;
  conditions: RunConditions;
  objects: ProbeObject[];
  keywords: WatchKeyword[];
  models: ModelRoute[];
}

/** The search actually executed by one attempt, as confirmed by the response (null fields: not reported). */
export interface AttemptSearch {
  used: boolean | null;
  usedMode: string | null;
}

/** One execution attempt of a probe (`ProbeAttempt`). A retry is another attempt, never another sample. */
export interface ProbeAttempt {
  attemptId: string;
  /** e.g. `succeeded`, `failed`, `truncated` (free text: only the answer and ids are read by the metrics). */
  status: string;
  /** The raw answer text, or null when the attempt produced none. */
  rawAnswer: string | null;
  /** The model version the provider returned. */
  modelVersion: string | null;
  startedAt: string | null;
  search: AttemptSearch | null;
}

/** The values `DomainProbeResult.domainRecognition` takes. */
export type DomainRecognition = "recognized" | "not_recognized" | "unknown" | "ambiguous" | "partially_recognized";

/** The analysed result of a D probe (`DomainProbeResult`), stored once per probe. */
export interface DomainProbeResult {
  /** The attempt whose answer was analysed. */
  attemptId: string;
  /** `analysis_failed` excludes the sample; any other status keeps it in the denominator. */
  analysisStatus: string;
  domainRecognition: DomainRecognition | null;
  /** Keywords the answer associated with the domain, as written (normalised when matched). */
  associatedKeywords: string[];
}

/** Whether a K judgment can be made on the answer (`adjudicable`) or not (`unknown`). */
export type Judgment = "adjudicable" | "unknown";

/** The four K judgments: each decides the denominator of its metrics. */
export interface KeywordJudgments {
  mention: Judgment;
  recommendation: Judgment;
  firstMention: Judgment;
  firstRecommendation: Judgment;
}

/** How the answer recommends a mentioned object. Only `positive` counts as a recommendation. */
export type Recommendation = "positive" | "negative" | "mentioned" | "uncertain";

/** Whether a mention is the unique first one (`unique`), tied, not first (`none`), or could not be resolved. */
export type FirstState = "unique" | "tied" | "none" | "unresolved";

/** One mention in a K answer, matched to at most one object. */
export interface Mention {
  name: string;
  /** The matched object, or null (no match, or more than one: unresolved). */
  matchedObjectId: string | null;
  recommendation: Recommendation;
  firstMentionState: FirstState;
  firstRecommendationState: FirstState;
  /** The quoted text, when kept (not checked by the metrics). */
  snippet: string | null;
}

/** The analysed result of a K probe, stored once per probe. */
export interface KeywordProbeResult {
  attemptId: string;
  /** `completed`, `unknown`, `parse_failed`, … */
  analysisStatus: string;
  /** As recorded, or derived: all `adjudicable` when analysisStatus is `completed`, else all `unknown`. */
  judgments: KeywordJudgments;
  mentions: Mention[];
}

/** A source the provider returned with a web-search answer. */
export interface ProviderCitation {
  /** The attempt whose response carried the source. */
  attemptId: string;
  url: string | null;
  /** The source's domain, compared by exact equality with the object's domain. */
  domain: string | null;
  /** e.g. `answer_citation`, `provider_search_result` (not used by the metric: see the definitions). */
  sourceKind: string | null;
}

/** A record that could be read only in part: the probe stays a sample and is excluded with this reason. */
export interface MalformedRecord {
  /** JSON path of the offending value. */
  path: string;
  /** The typed error. */
  error: TrajlabInputError;
}

/** One planned observation (`ProbeRun`): a model, a protocol, a domain (D) or keyword (K), a sample number. */
export interface ProbeRun {
  probeRunId: string;
  protocol: ProbeProtocol;
  modelId: string;
  /** The requested search configuration (`webSearchMode`: `off`, `provider_native`, …). */
  webSearchMode: string;
  /** D: the probed object. K: null. */
  objectId: string | null;
  /** K: the probed keyword. D: null. */
  keywordId: string | null;
  sampleNumber: number | null;
  /** The attempt the sample reads (first-attempt policy), or null when the probe was never attempted. */
  firstAttemptId: string | null;
  attempts: ProbeAttempt[];
  domainResult: DomainProbeResult | null;
  keywordResult: KeywordProbeResult | null;
  providerCitations: ProviderCitation[];
  /** Set when the body of the record could not be read: the sample is then excluded with this reason. */
  malformed: MalformedRecord | null;
  /** JSON path of the record, e.g. `probes[3]`. */
  path: string;
}

/** A probe record that cannot be attributed to any point (its id, protocol, model or subject is unreadable). */
export interface RejectedProbe {
  path: string;
  /** The record's probeRunId when it could be read. */
  probeRunId: string | null;
  error: TrajlabInputError;
}

/** One loaded probe-results file. */
export interface ProbeResults {
  file: string;
  version: 1;
  run: MeasurementRun;
  probes: ProbeRun[];
  /** Records left out entirely, with the error at their JSON path. */
  rejected: RejectedProbe[];
}

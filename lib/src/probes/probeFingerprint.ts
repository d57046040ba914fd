/**
 * The probe fingerprint, and the conditions it does not cover.
 *
 * A fingerprint names a probe series: the same fingerprint means the same provider/model, requested search mode,
 * protocol id and version, language, scenario, subject, repetitions, temperature, maxTokens and matching rule
 * version, and (K only) the same set of neutral-eligible keywords (`keywordSetHash`; null for D). It does NOT
 * cover the baseline id, the watch-set id, the watched keyword set of D, object names and aliases, the search
 * actually executed, the model version the provider returned, or the prompt/schema hashes actually used — so two
 * points with one fingerprint may still not be comparable ({@link pointComparability} checks the rest).
 * Source: docs/definitions/probes.md#fingerprint.
 */
import { sha256Of } from "./canonicalJson";
import type { ProbeProtocol, ProbeResults, ProbeRun } from "./model";
import { normalizeKeyword } from "./normalizeKeyword";

/** The series a fingerprint is computed for. */
export interface FingerprintKey {
  protocol: ProbeProtocol;
  modelId: string;
  webSearchMode: string;
  /** D: the probed object. */
  objectId?: string | null;
  /** K: the probed keyword. */
  keywordId?: string | null;
}

/** The fields that enter the fingerprint, before hashing. */
export interface FingerprintFields {
  provider: string | null;
  modelId: string;
  route: string | null;
  webSearchMode: string;
  protocol: ProbeProtocol;
  protocolId: string | null;
  protocolVersion: string | null;
  language: string | null;
  scenario: string | null;
  /** D: the probed object's domain (its id when it has none); K: the keyword, normalised. */
  subject: string | null;
  repetitions: number;
  temperature: number | null;
  maxTokens: number | null;
  matchingRuleVersion: string | null;
  /** K: hash of the sorted normalised neutral-eligible keywords; D: null (a D watch-set change keeps the fingerprint). */
  keywordSetHash: string | null;
}

/**
 * The fields of a series' fingerprint, before hashing (see {@link probeFingerprint}).
 *
 * Source: docs/definitions/probes.md#fingerprint.
 *
 * @param results the loaded run
 * @param key the series
 * @returns the fields
 * @throws {RangeError} when the key names a model, object or keyword the run does not have
 * @example
 * const results = loadProbeResults("data/probe-examples/worked-example.json");
 * fingerprintFields(results, { protocol: "D", modelId: "lab/offline-mini", webSearchMode: "off", objectId: "acme" }).keywordSetHash; // null
 */
export function fingerprintFields(results: ProbeResults, key: FingerprintKey): FingerprintFields {
  const run = results.run;
  const model = run.models.find((m) => m.modelId === key.modelId);
  if (!model) throw new RangeError(`fingerprintFields: key.modelId must name a model of the run, got ${JSON.stringify(key.modelId)}`);
  const protocol = run.conditions.protocols[key.protocol] ?? null;
  let subject: string | null = null;
  let keywordSetHash: string | null = null;
  if (key.protocol === "D") {
    const object = run.objects.find((o) => o.objectId === key.objectId);
    if (!object) throw new RangeError(`fingerprintFields: key.objectId must name an object of the run, got ${JSON.stringify(key.objectId)}`);
    subject = object.domain ?? object.objectId;
  } else {
    const keyword = run.keywords.find((k) => k.keywordId === key.keywordId);
    if (!keyword) throw new RangeError(`fingerprintFields: key.keywordId must name a watched keyword of the run, got ${JSON.stringify(key.keywordId)}`);
    subject = normalizeKeyword(keyword.text);
    keywordSetHash = sha256Of(
      run.keywords
        .filter((k) => k.neutralEligible)
        .map((k) => normalizeKeyword(k.text))
        .sort(),
    );
  }
  return {
    provider: model.provider,
    modelId: model.modelId,
    route: model.route,
    webSearchMode: key.webSearchMode,
    protocol: key.protocol,
    protocolId: protocol?.protocolId ?? null,
    protocolVersion: protocol?.version ?? null,
    language: run.conditions.language,
    scenario: run.conditions.scenario,
    subject,
    repetitions: run.repetitions,
    temperature: run.conditions.temperature,
    maxTokens: run.conditions.maxTokens,
    matchingRuleVersion: run.conditions.matchingRuleVersion,
    keywordSetHash,
  };
}

/**
 * The fingerprint of a probe series: `sha256:<hex>` of the canonical JSON of {@link fingerprintFields}.
 *
 * Edges: equal fields in any key order → equal fingerprints. Limits: see the module comment — an equal
 * fingerprint does not prove the points comparable.
 * Source: docs/definitions/probes.md#fingerprint.
 *
 * @param results the loaded run
 * @param key the series
 * @returns the fingerprint
 * @throws {RangeError} as {@link fingerprintFields}
 * @example
 * const results = loadProbeResults("data/probe-examples/worked-example.json");
 * probeFingerprint(results, { protocol: "K", modelId: "lab/offline-mini", webSearchMode: "off", keywordId: "kw-crm" }); // "sha256:…"
 */
export function probeFingerprint(results: ProbeResults, key: FingerprintKey): string {
  return sha256Of(fingerprintFields(results, key));
}

/** What a point depends on that its fingerprint does not cover (each list sorted, values as recorded). */
export interface PointConditions {
  baselineId: string | null;
  watchSetId: string | null;
  /** Every watched keyword, normalised and sorted (a D relative weight depends on all of them). */
  watchedKeywords: string[];
  /** `objectId: name | alias | … | domain` for every object (identity matching depends on them). */
  objectIdentities: string[];
  /** The search the first attempts reported: `used=<true|false|null> mode=<usedMode>`, distinct, sorted. */
  searchExecution: string[];
  /** The model versions the first attempts reported, distinct, sorted (null when not reported). */
  modelVersions: (string | null)[];
  promptHash: string | null;
  schemaHash: string | null;
}

/**
 * The conditions of a point on the given probes (its samples), see {@link PointConditions}.
 *
 * @param results the probe results
 * @param protocol the series' protocol ("D" or "K")
 * @param probes the probes the point's samples come from
 * @returns the conditions the point was measured under
 * @internal
 */
export function pointConditionsOf(results: ProbeResults, protocol: ProbeProtocol, probes: readonly ProbeRun[]): PointConditions {
  const run = results.run;
  const first = probes.map((p) => p.attempts.find((a) => a.attemptId === p.firstAttemptId)).filter((a) => a !== undefined);
  const distinct = <T>(xs: T[]): T[] => [...new Set(xs)];
  const protocolInfo = run.conditions.protocols[protocol] ?? null;
  return {
    baselineId: run.baselineId,
    watchSetId: run.watchSetId,
    watchedKeywords: run.keywords.map((k) => normalizeKeyword(k.text)).sort(),
    objectIdentities: run.objects.map((o) => `${o.objectId}: ${[o.name, ...[...o.aliases].sort(), o.domain ?? "(no domain)"].join(" | ")}`).sort(),
    searchExecution: distinct(first.map((a) => `used=${a!.search?.used ?? null} mode=${a!.search?.usedMode ?? null}`)).sort(),
    modelVersions: distinct(first.map((a) => a!.modelVersion)).sort((x, y) => (String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0)),
    promptHash: protocolInfo?.promptHash ?? null,
    schemaHash: protocolInfo?.schemaHash ?? null,
  };
}

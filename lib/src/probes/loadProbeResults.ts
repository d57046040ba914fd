/**
 * Read a probe-results file (docs/probe-results-format.md) into {@link ProbeResults}.
 *
 * Errors follow the library's grammar: `<file>: <JSON path>: <problem>` as a {@link TrajlabInputError}.
 * - The file as a whole fails (thrown) when it cannot be read, is not JSON, is not this format
 *   (`unknown-format`), or its `run` header is malformed: every point needs the run.
 * - One bad probe never loses the file. A record whose identity (probeRunId, protocol, modelId, search mode,
 *   subject) cannot be read, or that names an object, keyword or model the run does not have, or repeats an id, is
 *   `rejected` (listed with its error). A record whose identity reads but whose body (attempts, result, mentions,
 *   citations) does not is kept as a sample with `malformed` set: every metric it belongs to excludes it with the
 *   reason "malformed probe record".
 */
import { TrajlabInputError } from "../io/errors";
import { displayPath, indexPath, keyPath } from "../io/paths";
import { expectArray, expectObject, expectString, isObject, optionalArray, optionalInteger, optionalNumber, optionalObject, optionalString, wrongType } from "../io/fieldChecks";
import { parseJsonText } from "../io/parseJson";
import { readInputText } from "../io/read";
import {
  PROBE_RESULTS_FORMAT,
  type AttemptSearch,
  type DomainProbeResult,
  type DomainRecognition,
  type FirstState,
  type KeywordJudgments,
  type KeywordProbeResult,
  type MeasurementRun,
  type Mention,
  type ModelRoute,
  type ProbeAttempt,
  type ProbeObject,
  type ProbeProtocol,
  type ProbeResults,
  type ProbeRun,
  type ProtocolInfo,
  type ProviderCitation,
  type Recommendation,
  type RejectedProbe,
  type RunConditions,
  type WatchKeyword,
} from "./model";
import { normalizeKeyword } from "./normalizeKeyword";

/**
 * Load a probe-results file.
 *
 * Edges: `probes: []` → a run with no probes (every point `no_data`); one malformed probe → excluded from its
 * points with a reason, the others load. Source: docs/probe-results-format.md.
 *
 * @param file path of the file (named in every error)
 * @param text the file's content, when already read (default: read `file`)
 * @returns the run, its probes, and the rejected records
 * @throws {TrajlabInputError} `unreadable`, `not-json`, `unknown-format`, `wrong-type`, `bad-format`, `duplicate-id`
 *   for a file that cannot be read as a whole
 * @example
 * const results = loadProbeResults("data/probe-examples/worked-example.json");
 * results.probes.length;  // 15
 * results.rejected;       // []
 */
export function loadProbeResults(file: string, text?: string): ProbeResults {
  const body = text ?? readInputText(file);
  return probeResultsFromJson(parseJsonText(file, body), file);
}

/**
 * The same as {@link loadProbeResults} on an already parsed JSON document.
 *
 * Source: docs/probe-results-format.md.
 *
 * @param doc the parsed document
 * @param file the name used in errors (default `probe-results.json`)
 * @returns the run, its probes, and the rejected records
 * @throws {TrajlabInputError} as {@link loadProbeResults}
 * @example
 * probeResultsFromJson({ format: "trajlab-probe-results", version: 1, run: { runId: "r", watchSet: { repetitions: 1, keywords: [] }, objects: [], models: [] }, probes: [] }).run.runId; // "r"
 */
export function probeResultsFromJson(doc: unknown, file = "probe-results.json"): ProbeResults {
  if (!isObject(doc)) throw new TrajlabInputError("unknown-format", file, "$", `not a probe-results file: expected an object, got ${jsonKind(doc)}`);
  if (doc.format !== PROBE_RESULTS_FORMAT) {
    throw new TrajlabInputError(
      "unknown-format",
      file,
      "format",
      `not a probe-results file: expected format ${JSON.stringify(PROBE_RESULTS_FORMAT)}, got ${clip(doc.format)}`,
    );
  }
  if (doc.version !== 1) throw new TrajlabInputError("bad-format", file, "version", `expected version 1, got ${clip(doc.version)}`);
  const run = parseRun(doc.run, file, "run");
  const records = expectArray(doc.probes, file, "probes");
  const probes: ProbeRun[] = [];
  const rejected: RejectedProbe[] = [];
  const seen = new Set<string>();
  records.forEach((raw, i) => {
    const path = indexPath("probes", i);
    let header: ProbeHeader;
    try {
      header = parseHeader(raw, file, path, run);
    } catch (e) {
      if (!(e instanceof TrajlabInputError)) throw e;
      rejected.push({ path, probeRunId: isObject(raw) && typeof raw.probeRunId === "string" ? raw.probeRunId : null, error: e });
      return;
    }
    if (seen.has(header.probeRunId)) {
      const error = new TrajlabInputError("duplicate-id", file, keyPath(path, "probeRunId"), `probeRunId ${JSON.stringify(header.probeRunId)} repeats an earlier probe`);
      rejected.push({ path, probeRunId: header.probeRunId, error });
      return;
    }
    seen.add(header.probeRunId);
    probes.push(parseBody(raw as Record<string, unknown>, header, file, path, run));
  });
  return { file, version: 1, run, probes, rejected };
}

type ProbeHeader = Pick<ProbeRun, "probeRunId" | "protocol" | "modelId" | "webSearchMode" | "objectId" | "keywordId">;

function parseHeader(raw: unknown, file: string, path: string, run: MeasurementRun): ProbeHeader {
  const o = expectObject(raw, file, path);
  const probeRunId = expectNonEmpty(o.probeRunId, file, keyPath(path, "probeRunId"));
  const protocol = expectEnum<ProbeProtocol>(o.protocol, ["D", "K"], file, keyPath(path, "protocol"));
  const modelId = expectString(o.modelId, file, keyPath(path, "modelId"));
  if (!run.models.some((m) => m.modelId === modelId)) {
    throw unknownRef(file, keyPath(path, "modelId"), "model", modelId, "run.models");
  }
  const search = expectObject(o.search, file, keyPath(path, "search"));
  const webSearchMode = expectNonEmpty(search.webSearchMode, file, keyPath(keyPath(path, "search"), "webSearchMode"));
  let objectId: string | null = null;
  let keywordId: string | null = null;
  if (protocol === "D") {
    objectId = expectString(o.objectId, file, keyPath(path, "objectId"));
    if (!run.objects.some((x) => x.objectId === objectId)) throw unknownRef(file, keyPath(path, "objectId"), "object", objectId, "run.objects");
  } else {
    keywordId = expectString(o.keywordId, file, keyPath(path, "keywordId"));
    if (!run.keywords.some((k) => k.keywordId === keywordId)) {
      throw unknownRef(file, keyPath(path, "keywordId"), "keyword", keywordId, "run.watchSet.keywords");
    }
  }
  return { probeRunId, protocol, modelId, webSearchMode, objectId, keywordId };
}

function parseBody(o: Record<string, unknown>, header: ProbeHeader, file: string, path: string, run: MeasurementRun): ProbeRun {
  const probe: ProbeRun = {
    ...header,
    sampleNumber: null,
    firstAttemptId: null,
    attempts: [],
    domainResult: null,
    keywordResult: null,
    providerCitations: [],
    malformed: null,
    path,
  };
  try {
    probe.sampleNumber = optionalInteger(o.sampleNumber, file, keyPath(path, "sampleNumber"));
    const attempts = (optionalArray(o.attempts, file, keyPath(path, "attempts")) ?? []).map((a, i) =>
      parseAttempt(a, file, indexPath(keyPath(path, "attempts"), i)),
    );
    const ids = new Set<string>();
    attempts.forEach((a, i) => {
      if (ids.has(a.attemptId)) {
        throw new TrajlabInputError("duplicate-id", file, keyPath(indexPath(keyPath(path, "attempts"), i), "attemptId"), `attemptId ${JSON.stringify(a.attemptId)} repeats an earlier attempt`);
      }
      ids.add(a.attemptId);
    });
    const firstAttemptId = optionalString(o.firstAttemptId, file, keyPath(path, "firstAttemptId"));
    if (firstAttemptId === null && attempts.length > 0) {
      throw new TrajlabInputError("bad-format", file, keyPath(path, "firstAttemptId"), "missing while the probe has attempts");
    }
    if (firstAttemptId !== null && !ids.has(firstAttemptId)) {
      throw new TrajlabInputError("bad-format", file, keyPath(path, "firstAttemptId"), `names attempt ${JSON.stringify(firstAttemptId)}, which the probe does not have`);
    }
    const attemptRef = (value: unknown, at: string): string => {
      const id = expectString(value, file, at);
      if (!ids.has(id)) throw new TrajlabInputError("bad-format", file, at, `names attempt ${JSON.stringify(id)}, which the probe does not have`);
      return id;
    };
    const domainResult = optionalObject(o.domainResult, file, keyPath(path, "domainResult"));
    const keywordResult = optionalObject(o.keywordResult, file, keyPath(path, "keywordResult"));
    if (header.protocol === "D" && keywordResult !== null) {
      throw new TrajlabInputError("bad-format", file, keyPath(path, "keywordResult"), "a D probe carries a keywordResult");
    }
    if (header.protocol === "K" && domainResult !== null) {
      throw new TrajlabInputError("bad-format", file, keyPath(path, "domainResult"), "a K probe carries a domainResult");
    }
    probe.domainResult = domainResult === null ? null : parseDomainResult(domainResult, file, keyPath(path, "domainResult"), attemptRef);
    probe.keywordResult = keywordResult === null ? null : parseKeywordResult(keywordResult, file, keyPath(path, "keywordResult"), attemptRef, run);
    probe.providerCitations = (optionalArray(o.providerCitations, file, keyPath(path, "providerCitations")) ?? []).map((c, i) =>
      parseCitation(c, file, indexPath(keyPath(path, "providerCitations"), i), attemptRef),
    );
    probe.firstAttemptId = firstAttemptId;
    probe.attempts = attempts;
  } catch (e) {
    if (!(e instanceof TrajlabInputError)) throw e;
    return { ...probe, attempts: [], firstAttemptId: null, domainResult: null, keywordResult: null, providerCitations: [], malformed: { path: e.path, error: e } };
  }
  return probe;
}

function parseAttempt(raw: unknown, file: string, path: string): ProbeAttempt {
  const o = expectObject(raw, file, path);
  const search = optionalObject(o.search, file, keyPath(path, "search"));
  let parsedSearch: AttemptSearch | null = null;
  if (search !== null) {
    parsedSearch = {
      used: optionalBoolean(search.used, file, keyPath(keyPath(path, "search"), "used")),
      usedMode: optionalString(search.usedMode, file, keyPath(keyPath(path, "search"), "usedMode")),
    };
  }
  return {
    attemptId: expectNonEmpty(o.attemptId, file, keyPath(path, "attemptId")),
    status: expectString(o.status, file, keyPath(path, "status")),
    rawAnswer: optionalString(o.rawAnswer, file, keyPath(path, "rawAnswer")),
    modelVersion: optionalString(o.modelVersion, file, keyPath(path, "modelVersion")),
    startedAt: optionalString(o.startedAt, file, keyPath(path, "startedAt")),
    search: parsedSearch,
  };
}

const RECOGNITIONS: readonly DomainRecognition[] = ["recognized", "not_recognized", "unknown", "ambiguous", "partially_recognized"];
const RECOMMENDATIONS: readonly Recommendation[] = ["positive", "negative", "mentioned", "uncertain"];
const FIRST_STATES: readonly FirstState[] = ["unique", "tied", "none", "unresolved"];
const JUDGMENT_KEYS = ["mention", "recommendation", "firstMention", "firstRecommendation"] as const;

function parseDomainResult(o: Record<string, unknown>, file: string, path: string, attemptRef: (v: unknown, at: string) => string): DomainProbeResult {
  const recognition = o.domainRecognition;
  const keywords = optionalArray(o.associatedKeywords, file, keyPath(path, "associatedKeywords")) ?? [];
  return {
    attemptId: attemptRef(o.attemptId, keyPath(path, "attemptId")),
    analysisStatus: expectString(o.analysisStatus, file, keyPath(path, "analysisStatus")),
    domainRecognition:
      recognition === null || recognition === undefined ? null : expectEnum(recognition, RECOGNITIONS, file, keyPath(path, "domainRecognition")),
    associatedKeywords: keywords.map((k, i) => expectString(k, file, indexPath(keyPath(path, "associatedKeywords"), i))),
  };
}

function parseKeywordResult(
  o: Record<string, unknown>,
  file: string,
  path: string,
  attemptRef: (v: unknown, at: string) => string,
  run: MeasurementRun,
): KeywordProbeResult {
  const analysisStatus = expectString(o.analysisStatus, file, keyPath(path, "analysisStatus"));
  const recorded = optionalObject(o.judgments, file, keyPath(path, "judgments"));
  const derived = analysisStatus === "completed" ? "adjudicable" : "unknown";
  const judgments = {} as KeywordJudgments;
  for (const k of JUDGMENT_KEYS) {
    const v = recorded?.[k];
    judgments[k] = v === undefined || v === null ? derived : expectEnum(v, ["adjudicable", "unknown"], file, keyPath(keyPath(path, "judgments"), k));
  }
  const mentions = (optionalArray(o.mentions, file, keyPath(path, "mentions")) ?? []).map((m, i) =>
    parseMention(m, file, indexPath(keyPath(path, "mentions"), i), run),
  );
  return { attemptId: attemptRef(o.attemptId, keyPath(path, "attemptId")), analysisStatus, judgments, mentions };
}

function parseMention(raw: unknown, file: string, path: string, run: MeasurementRun): Mention {
  const o = expectObject(raw, file, path);
  const matchedObjectId = optionalString(o.matchedObjectId, file, keyPath(path, "matchedObjectId"));
  if (matchedObjectId !== null && !run.objects.some((x) => x.objectId === matchedObjectId)) {
    throw unknownRef(file, keyPath(path, "matchedObjectId"), "object", matchedObjectId, "run.objects");
  }
  return {
    name: expectString(o.name, file, keyPath(path, "name")),
    matchedObjectId,
    recommendation: expectEnum(o.recommendation, RECOMMENDATIONS, file, keyPath(path, "recommendation")),
    firstMentionState: expectEnum(o.firstMentionState, FIRST_STATES, file, keyPath(path, "firstMentionState")),
    firstRecommendationState: expectEnum(o.firstRecommendationState, FIRST_STATES, file, keyPath(path, "firstRecommendationState")),
    snippet: optionalString(o.snippet, file, keyPath(path, "snippet")),
  };
}

function parseCitation(raw: unknown, file: string, path: string, attemptRef: (v: unknown, at: string) => string): ProviderCitation {
  const o = expectObject(raw, file, path);
  return {
    attemptId: attemptRef(o.attemptId, keyPath(path, "attemptId")),
    url: optionalString(o.url, file, keyPath(path, "url")),
    domain: optionalString(o.domain, file, keyPath(path, "domain")),
    sourceKind: optionalString(o.sourceKind, file, keyPath(path, "sourceKind")),
  };
}

function parseRun(raw: unknown, file: string, path: string): MeasurementRun {
  const o = expectObject(raw, file, path);
  const watch = expectObject(o.watchSet, file, keyPath(path, "watchSet"));
  const watchPath = keyPath(path, "watchSet");
  const repetitions = optionalInteger(watch.repetitions, file, keyPath(watchPath, "repetitions"));
  if (repetitions === null || repetitions < 1) throw wrongType(file, keyPath(watchPath, "repetitions"), "a positive integer", watch.repetitions);
  const planned = optionalInteger(o.plannedProbeCount, file, keyPath(path, "plannedProbeCount"));
  if (planned !== null && planned < 0) throw wrongType(file, keyPath(path, "plannedProbeCount"), "a non-negative integer or null", planned);
  const keywords = expectArray(watch.keywords, file, keyPath(watchPath, "keywords")).map((k, i) =>
    parseKeyword(k, file, indexPath(keyPath(watchPath, "keywords"), i)),
  );
  const objects = expectArray(o.objects, file, keyPath(path, "objects")).map((x, i) => parseObject(x, file, indexPath(keyPath(path, "objects"), i)));
  const models = expectArray(o.models, file, keyPath(path, "models")).map((m, i) => parseModel(m, file, indexPath(keyPath(path, "models"), i)));
  uniqueIds(keywords.map((k) => k.keywordId), file, keyPath(watchPath, "keywords"), "keywordId");
  uniqueIds(keywords.map((k) => normalizeKeyword(k.text)), file, keyPath(watchPath, "keywords"), "text (normalised)");
  uniqueIds(objects.map((x) => x.objectId), file, keyPath(path, "objects"), "objectId");
  uniqueIds(models.map((m) => m.modelId), file, keyPath(path, "models"), "modelId");
  return {
    runId: expectNonEmpty(o.runId, file, keyPath(path, "runId")),
    projectId: optionalString(o.projectId, file, keyPath(path, "projectId")),
    baselineId: optionalString(o.baselineId, file, keyPath(path, "baselineId")),
    watchSetId: optionalString(watch.watchSetId, file, keyPath(watchPath, "watchSetId")),
    startedAt: optionalString(o.startedAt, file, keyPath(path, "startedAt")),
    createdAt: optionalString(o.createdAt, file, keyPath(path, "createdAt")),
    plannedProbeCount: planned,
    repetitions,
    conditions: parseConditions(o.conditions, file, keyPath(path, "conditions")),
    objects,
    keywords,
    models,
  };
}

function parseConditions(raw: unknown, file: string, path: string): RunConditions {
  const o = optionalObject(raw, file, path) ?? {};
  const protocolsRaw = optionalObject(o.protocols, file, keyPath(path, "protocols")) ?? {};
  const protocols: Partial<Record<ProbeProtocol, ProtocolInfo>> = {};
  for (const key of Object.keys(protocolsRaw)) {
    const at = keyPath(keyPath(path, "protocols"), key);
    if (key !== "D" && key !== "K") throw new TrajlabInputError("bad-format", file, at, `unknown protocol ${JSON.stringify(key)} (expected "D" or "K")`);
    const p = expectObject(protocolsRaw[key], file, at);
    protocols[key] = {
      protocolId: expectString(p.protocolId, file, keyPath(at, "protocolId")),
      version: expectString(p.version, file, keyPath(at, "version")),
      promptHash: optionalString(p.promptHash, file, keyPath(at, "promptHash")),
      schemaHash: optionalString(p.schemaHash, file, keyPath(at, "schemaHash")),
    };
  }
  return {
    language: optionalString(o.language, file, keyPath(path, "language")),
    scenario: optionalString(o.scenario, file, keyPath(path, "scenario")),
    temperature: optionalNumber(o.temperature, file, keyPath(path, "temperature")),
    maxTokens: optionalInteger(o.maxTokens, file, keyPath(path, "maxTokens")),
    matchingRuleVersion: optionalString(o.matchingRuleVersion, file, keyPath(path, "matchingRuleVersion")),
    protocols,
  };
}

function parseKeyword(raw: unknown, file: string, path: string): WatchKeyword {
  const o = expectObject(raw, file, path);
  return {
    keywordId: expectNonEmpty(o.keywordId, file, keyPath(path, "keywordId")),
    text: expectNonEmpty(o.text, file, keyPath(path, "text")),
    neutralEligible: expectBoolean(o.neutralEligible, file, keyPath(path, "neutralEligible")),
  };
}

function parseObject(raw: unknown, file: string, path: string): ProbeObject {
  const o = expectObject(raw, file, path);
  const aliases = optionalArray(o.aliases, file, keyPath(path, "aliases")) ?? [];
  return {
    objectId: expectNonEmpty(o.objectId, file, keyPath(path, "objectId")),
    role: expectEnum(o.role, ["target", "competitor"], file, keyPath(path, "role")),
    name: expectString(o.name, file, keyPath(path, "name")),
    aliases: aliases.map((a, i) => expectString(a, file, indexPath(keyPath(path, "aliases"), i))),
    domain: optionalString(o.domain, file, keyPath(path, "domain")),
    identity: expectEnum(o.identity, ["confirmed", "unconfirmed"], file, keyPath(path, "identity")),
  };
}

function parseModel(raw: unknown, file: string, path: string): ModelRoute {
  const o = expectObject(raw, file, path);
  return {
    modelId: expectNonEmpty(o.modelId, file, keyPath(path, "modelId")),
    provider: optionalString(o.provider, file, keyPath(path, "provider")),
    route: optionalString(o.route, file, keyPath(path, "route")),
  };
}

function uniqueIds(ids: string[], file: string, listPath: string, key: string): void {
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (seen.has(id)) {
      const field = key === "text (normalised)" ? "text" : key;
      throw new TrajlabInputError("duplicate-id", file, keyPath(indexPath(listPath, i), field), `${key} ${JSON.stringify(id)} repeats an earlier entry`);
    }
    seen.add(id);
  });
}

function expectNonEmpty(value: unknown, file: string, path: string): string {
  if (typeof value === "string" && value !== "") return value;
  throw wrongType(file, path, "a non-empty string", value);
}

function expectBoolean(value: unknown, file: string, path: string): boolean {
  if (typeof value === "boolean") return value;
  throw wrongType(file, path, "a boolean", value);
}

function optionalBoolean(value: unknown, file: string, path: string): boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value;
  throw wrongType(file, path, "a boolean or null", value);
}

function expectEnum<T extends string>(value: unknown, allowed: readonly T[], file: string, path: string): T {
  if (typeof value === "string" && (allowed as readonly string[]).includes(value)) return value as T;
  throw wrongType(file, path, `one of ${allowed.map((a) => JSON.stringify(a)).join(", ")}`, value);
}

function unknownRef(file: string, path: string, what: string, id: string, list: string): TrajlabInputError {
  return new TrajlabInputError("bad-format", file, displayPath(path), `names ${what} ${JSON.stringify(id)}, which ${list} does not list`);
}

function jsonKind(value: unknown): string {
  if (value === null) return "null";
  return Array.isArray(value) ? "an array" : typeof value;
}

function clip(value: unknown): string {
  if (value === undefined) return "missing";
  const s = JSON.stringify(value) ?? String(value);
  return s.length > 80 ? s.slice(0, 79) + "…" : s;
}

/**
 * Builders of small probe-results documents for the probe tests: a run with a target `acme` (acme.example), a
 * confirmed competitor `birch` (birch.example), watched keywords `crm` (K-eligible) and `open source` (not), and two
 * models, `m-off` and `m-web`. Each test states its probes; the values it expects are counted by hand from them.
 */
import * as path from "path";
import { loadProbeResults, probeResultsFromJson, type ProbeResults } from "../../lib/src";

export const FIXTURES = path.join(__dirname, "..", "fixtures", "probes");

/** The main worked example (see test/fixtures/probes/README.md for every figure counted by hand). */
export function worked(): ProbeResults {
  return loadProbeResults(path.join(FIXTURES, "worked-example.json"));
}

export function fixture(name: string): ProbeResults {
  return loadProbeResults(path.join(FIXTURES, name));
}

export function run(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    runId: "r1",
    startedAt: "2025-01-01T00:00:00Z",
    createdAt: "2024-12-31T23:00:00Z",
    plannedProbeCount: null,
    conditions: { language: "en", scenario: "s", temperature: 0, maxTokens: 900, matchingRuleVersion: "m1", protocols: {} },
    watchSet: {
      watchSetId: "w1",
      repetitions: 1,
      keywords: [
        { keywordId: "crm", text: "CRM", neutralEligible: true },
        { keywordId: "oss", text: "open source", neutralEligible: false },
      ],
    },
    objects: [
      { objectId: "acme", role: "target", name: "Acme", aliases: [], domain: "acme.example", identity: "confirmed" },
      { objectId: "birch", role: "competitor", name: "Birch", aliases: [], domain: "birch.example", identity: "confirmed" },
    ],
    models: [
      { modelId: "m-off", provider: "p", route: "p/m-off" },
      { modelId: "m-web", provider: "p", route: "p/m-web" },
    ],
    ...patch,
  };
}

export function doc(probes: unknown[], runPatch: Record<string, unknown> = {}): Record<string, unknown> {
  return { format: "trajlab-probe-results", version: 1, run: run(runPatch), probes };
}

export function load(probes: unknown[], runPatch: Record<string, unknown> = {}): ProbeResults {
  return probeResultsFromJson(doc(probes, runPatch), "test.json");
}

interface AttemptSpec {
  id?: string;
  status?: string;
  answer?: string | null;
  used?: boolean | null;
}

function attempts(id: string, specs: AttemptSpec[] | undefined, answer: string | null, used: boolean | null) {
  const list = specs ?? [{}];
  return list.map((a, i) => ({
    attemptId: a.id ?? `${id}/a${i + 1}`,
    status: a.status ?? "succeeded",
    rawAnswer: a.answer !== undefined ? a.answer : answer,
    modelVersion: "v1",
    search: { used: a.used !== undefined ? a.used : used, usedMode: null },
  }));
}

/** A D probe of `acme` on `m-off` (unless told otherwise). */
export function dProbe(
  id: string,
  o: {
    recognition?: string | null;
    keywords?: string[];
    status?: string;
    noResult?: boolean;
    model?: string;
    mode?: string;
    object?: string;
    attempts?: AttemptSpec[];
    resultAttempt?: string;
  } = {},
): Record<string, unknown> {
  const list = attempts(id, o.attempts, "answer", false);
  return {
    probeRunId: id,
    protocol: "D",
    modelId: o.model ?? "m-off",
    search: { webSearchMode: o.mode ?? "off" },
    objectId: o.object ?? "acme",
    sampleNumber: 1,
    firstAttemptId: list[0].attemptId,
    attempts: list,
    domainResult: o.noResult
      ? null
      : {
          attemptId: o.resultAttempt ?? list[0].attemptId,
          analysisStatus: o.status ?? "completed",
          domainRecognition: o.recognition === undefined ? "recognized" : o.recognition,
          associatedKeywords: o.keywords ?? [],
        },
  };
}

export function mention(objectId: string | null, recommendation = "positive", first = "none", firstRec = "none"): Record<string, unknown> {
  return { name: objectId ?? "someone", matchedObjectId: objectId, recommendation, firstMentionState: first, firstRecommendationState: firstRec, snippet: null };
}

/** A K probe of keyword `crm` on `m-off` (unless told otherwise). */
export function kProbe(
  id: string,
  o: {
    mentions?: unknown[];
    status?: string;
    judgments?: Record<string, string>;
    answer?: string | null;
    noResult?: boolean;
    model?: string;
    mode?: string;
    keyword?: string;
    attempts?: AttemptSpec[];
    resultAttempt?: string;
    citations?: { domain: string | null; attempt?: string; kind?: string }[];
    used?: boolean | null;
  } = {},
): Record<string, unknown> {
  const list = attempts(id, o.attempts, o.answer === undefined ? "answer" : o.answer, o.used === undefined ? (o.mode === "provider_native" ? true : false) : o.used);
  return {
    probeRunId: id,
    protocol: "K",
    modelId: o.model ?? (o.mode === "provider_native" ? "m-web" : "m-off"),
    search: { webSearchMode: o.mode ?? "off" },
    keywordId: o.keyword ?? "crm",
    sampleNumber: 1,
    firstAttemptId: list[0].attemptId,
    attempts: list,
    keywordResult: o.noResult
      ? null
      : {
          attemptId: o.resultAttempt ?? list[0].attemptId,
          analysisStatus: o.status ?? "completed",
          ...(o.judgments ? { judgments: o.judgments } : {}),
          mentions: o.mentions ?? [],
        },
    providerCitations: (o.citations ?? []).map((c) => ({
      attemptId: c.attempt ?? list[0].attemptId,
      url: c.domain ? `https://${c.domain}/` : null,
      domain: c.domain,
      sourceKind: c.kind ?? "answer_citation",
    })),
  };
}

export const D_OFF = { modelId: "m-off", webSearchMode: "off", objectId: "acme" };
export const K_OFF = { modelId: "m-off", webSearchMode: "off", keywordId: "crm", objectId: "acme" };
export const K_WEB = { modelId: "m-web", webSearchMode: "provider_native", keywordId: "crm", objectId: "acme" };

/** The worked example's selectors. */
export const W = {
  dOff: { modelId: "lab/offline-mini", webSearchMode: "off", objectId: "acme" },
  dWeb: { modelId: "lab/web-mini", webSearchMode: "provider_native", objectId: "acme" },
  kOff: { modelId: "lab/offline-mini", webSearchMode: "off", keywordId: "kw-crm", objectId: "acme" },
  kWeb: { modelId: "lab/web-mini", webSearchMode: "provider_native", keywordId: "kw-crm", objectId: "acme" },
};

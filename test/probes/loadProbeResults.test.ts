/** loadProbeResults reads docs/probe-results-format.md; bad input gets a typed error at its JSON path, one bad probe never loses the file. */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { brandNameMention, loadProbeResults, probeResultsFromJson, TrajlabInputError } from "../../lib/src";
import { expectInputError } from "../io/helpers";
import { doc, dProbe, FIXTURES, fixture, K_OFF, kProbe, load, mention, run, worked } from "./helpers";

describe("loadProbeResults on the worked example", () => {
  const r = worked();

  test("reads the run header: ids, times, plan, conditions, watch set, objects, models", () => {
    expect(r.version).toBe(1);
    expect(r.run).toMatchObject({
      runId: "run-1",
      baselineId: "baseline-1",
      watchSetId: "watch-1",
      startedAt: "2025-03-03T09:00:00Z",
      plannedProbeCount: 15,
      repetitions: 5,
    });
    expect(r.run.conditions).toMatchObject({ language: "en", temperature: 0, maxTokens: 900, matchingRuleVersion: "exact-normalized/1" });
    expect(r.run.conditions.protocols.K).toEqual({ protocolId: "keyword-probe", version: "1", promptHash: "made-up:k-prompt-1", schemaHash: "made-up:k-schema-1" });
    expect(r.run.keywords.map((k) => [k.keywordId, k.neutralEligible])).toEqual([
      ["kw-crm", true],
      ["kw-invoicing", true],
      ["kw-open-source", false],
    ]);
    expect(r.run.objects.map((o) => [o.objectId, o.role, o.domain, o.identity])).toEqual([
      ["acme", "target", "acme.example", "confirmed"],
      ["birch", "competitor", "birch.example", "confirmed"],
      ["cobalt", "competitor", null, "unconfirmed"],
    ]);
  });

  test("keeps every probe in file order with its path, and rejects none", () => {
    expect(r.probes).toHaveLength(15);
    expect(r.rejected).toEqual([]);
    expect(r.probes[13]).toMatchObject({ probeRunId: "k-web-crm-2", path: "probes[13]", firstAttemptId: "k-web-crm-2/a1", webSearchMode: "provider_native" });
    expect(r.probes[13].attempts.map((a) => a.status)).toEqual(["truncated", "succeeded"]);
    expect(r.probes[13].keywordResult!.attemptId).toBe("k-web-crm-2/a2");
  });

  test("judgments not written are derived: all adjudicable for a completed answer, all unknown otherwise", () => {
    const all = (v: string) => ({ mention: v, recommendation: v, firstMention: v, firstRecommendation: v });
    expect(r.probes[7].keywordResult!.judgments).toEqual(all("adjudicable"));
    expect(r.probes[10].keywordResult!.analysisStatus).toBe("parse_failed");
    expect(r.probes[10].keywordResult!.judgments).toEqual(all("unknown"));
  });

  test("judgments written in the file are kept one by one", () => {
    const x = load([kProbe("k1", { judgments: { recommendation: "unknown" } })]);
    expect(x.probes[0].keywordResult!.judgments).toEqual({ mention: "adjudicable", recommendation: "unknown", firstMention: "adjudicable", firstRecommendation: "adjudicable" });
  });

  test("a probe never attempted loads with no attempt and no first attempt", () => {
    const never = { ...dProbe("d1", { noResult: true }), attempts: [], firstAttemptId: null };
    const x = load([never]);
    expect(x.probes[0].attempts).toEqual([]);
    expect(x.probes[0].firstAttemptId).toBeNull();
    expect(x.probes[0].malformed).toBeNull();
  });

  test("the text can be passed instead of read, and the file name appears in errors", () => {
    const text = fs.readFileSync(path.join(FIXTURES, "worked-example.json"), "utf8");
    expect(loadProbeResults("given.json", text).probes).toHaveLength(15);
    expectInputError(() => loadProbeResults("given.json", "{"), { kind: "not-json", file: "given.json", path: "$" });
  });
});

describe("loadProbeResults on a file that cannot be read as a whole", () => {
  test("a missing file is unreadable", () => {
    expectInputError(() => loadProbeResults(path.join(os.tmpdir(), "no-such-probe-file.json")), { kind: "unreadable", path: "$" });
  });

  test("another JSON document is an unknown format at the root or at `format`", () => {
    expectInputError(() => probeResultsFromJson([], "x.json"), { kind: "unknown-format", file: "x.json", path: "$", detail: /expected an object, got an array/ });
    expectInputError(() => probeResultsFromJson({ simulations: [] }, "x.json"), { kind: "unknown-format", path: "format", detail: /got missing/ });
  });

  test("another version is a bad format", () => {
    expectInputError(() => probeResultsFromJson({ ...doc([]), version: 2 }, "x.json"), { kind: "bad-format", path: "version", detail: /expected version 1, got 2/ });
  });

  test("a malformed run header fails the file with the path of the bad field", () => {
    expectInputError(() => probeResultsFromJson({ ...doc([]), run: null }, "x.json"), { kind: "wrong-type", path: "run" });
    const noReps = doc([], { watchSet: { repetitions: 0, keywords: [] } });
    expectInputError(() => probeResultsFromJson(noReps, "x.json"), { kind: "wrong-type", path: "run.watchSet.repetitions", detail: /expected a positive integer, got number 0/ });
    const badRole = doc([], { objects: [{ objectId: "a", role: "owner", name: "A", domain: null, identity: "confirmed" }] });
    expectInputError(() => probeResultsFromJson(badRole, "x.json"), { kind: "wrong-type", path: "run.objects[0].role" });
  });

  test("ids repeated in the run header are duplicate-id errors, including keywords equal after normalisation", () => {
    const objects = (run().objects as unknown[]).concat([{ objectId: "acme", role: "competitor", name: "A2", domain: null, identity: "confirmed" }]);
    expectInputError(() => probeResultsFromJson(doc([], { objects }), "x.json"), { kind: "duplicate-id", path: "run.objects[2].objectId" });
    const keywords = [
      { keywordId: "a", text: "CRM", neutralEligible: true },
      { keywordId: "b", text: " crm", neutralEligible: true },
    ];
    expectInputError(() => probeResultsFromJson(doc([], { watchSet: { repetitions: 1, keywords } }), "x.json"), {
      kind: "duplicate-id",
      path: "run.watchSet.keywords[1].text",
    });
  });
});

describe("loadProbeResults on bad probe records: the good parts are kept", () => {
  const r = fixture("bad-records.json");

  test("records whose identity cannot be read or resolved are rejected with their error, the others load", () => {
    expect(r.probes.map((p) => p.probeRunId)).toEqual(["d-off-1", "k-off-crm-1", "k-off-crm-2"]);
    expect(r.rejected.map((x) => [x.path, x.probeRunId, x.error.kind, x.error.path])).toEqual([
      ["probes[1]", "d-off-2", "wrong-type", "probes[1].protocol"],
      ["probes[3]", "d-off-1", "duplicate-id", "probes[3].probeRunId"],
      ["probes[4]", "k-off-crm-2", "bad-format", "probes[4].keywordId"],
    ]);
    for (const x of r.rejected) {
      expect(x.error).toBeInstanceOf(TrajlabInputError);
      expect(x.error.message).toBe(`${x.error.file}: ${x.error.path}: ${x.error.detail}`);
    }
  });

  test("a record whose body is malformed stays a sample, marked with the error at its JSON path", () => {
    const bad = r.probes[1];
    expect(bad.malformed!.path).toBe("probes[2].keywordResult.mentions[0].recommendation");
    expect(bad.malformed!.error.detail).toMatch(/expected one of "positive", "negative", "mentioned", "uncertain", got a string \("great"\)/);
    expect(bad.keywordResult).toBeNull();
  });

  test("a metric excludes the malformed sample with its reason and computes on the rest", () => {
    const p = brandNameMention(r, { modelId: "lab/offline-mini", webSearchMode: "off", keywordId: "kw-crm", objectId: "acme" });
    expect(p).toMatchObject({ planned: 2, included: 1, failed: 1, value: 100, pointState: "partial" });
    expect(p.exclusions).toEqual([{ reason: "malformed probe record", count: 1, ids: ["k-off-crm-1"] }]);
  });
});

describe("loadProbeResults: body checks that mark a record malformed", () => {
  const malformedAt = (probe: Record<string, unknown>) => {
    const x = load([probe, kProbe("good", { mentions: [mention("acme")] })]);
    expect(x.probes[1].malformed).toBeNull();
    expect(brandNameMention(x, K_OFF).included).toBe(1);
    return x.probes[0].malformed?.error;
  };

  test("a first attempt the probe does not have", () => {
    expect(malformedAt({ ...kProbe("k1"), firstAttemptId: "nope" })?.path).toBe("probes[0].firstAttemptId");
  });

  test("attempts without a firstAttemptId", () => {
    expect(malformedAt({ ...kProbe("k1"), firstAttemptId: null })?.detail).toBe("missing while the probe has attempts");
  });

  test("a result or citation naming an attempt the probe does not have", () => {
    expect(malformedAt(kProbe("k1", { resultAttempt: "k1/a9" }))?.path).toBe("probes[0].keywordResult.attemptId");
    expect(malformedAt(kProbe("k1", { citations: [{ domain: "acme.example", attempt: "zz" }] }))?.path).toBe("probes[0].providerCitations[0].attemptId");
  });

  test("two attempts with one id", () => {
    expect(malformedAt(kProbe("k1", { attempts: [{ id: "a" }, { id: "a" }] }))?.kind).toBe("duplicate-id");
  });

  test("a mention matched to an object the run does not list", () => {
    expect(malformedAt(kProbe("k1", { mentions: [mention("zeta")] }))?.path).toBe("probes[0].keywordResult.mentions[0].matchedObjectId");
  });

  test("a K probe carrying a domain result", () => {
    const k = { ...kProbe("k1"), domainResult: { attemptId: "k1/a1", analysisStatus: "completed", domainRecognition: null, associatedKeywords: [] } };
    expect(malformedAt(k)?.path).toBe("probes[0].domainResult");
  });

  test("a D recognition outside the documented values", () => {
    const x = load([dProbe("d1", { recognition: "sort of" })]);
    expect(x.probes[0].malformed!.error.path).toBe("probes[0].domainResult.domainRecognition");
  });
});

describe("loadProbeResults: identity checks that reject a record", () => {
  test("an unknown model, object or keyword, or an empty search mode", () => {
    const x = load([
      dProbe("d1", { model: "nobody" }),
      dProbe("d2", { object: "zeta" }),
      kProbe("k1", { keyword: "nope" }),
      { ...kProbe("k2"), search: { webSearchMode: "" } },
      kProbe("k3"),
    ]);
    expect(x.probes.map((p) => p.probeRunId)).toEqual(["k3"]);
    expect(x.rejected.map((e) => e.error.path)).toEqual(["probes[0].modelId", "probes[1].objectId", "probes[2].keywordId", "probes[3].search.webSearchMode"]);
  });
});

/** A probe point: its series, time, fingerprint, conditions and samples (internal assembly tested through the metrics). */
import * as fs from "node:fs";
import * as path from "node:path";
import { describe, expect, test } from "vitest";
import {
  brandNameMention,
  domainBodyMention,
  domainRecognition,
  firstMention,
  firstRecommendation,
  keywordAssociationCount,
  keywordAssociationCoverage,
  keywordRelativeWeight,
  loadProbeResults,
  PROBE_EXCLUSION_REASONS,
  positiveRecommendation,
  probeFingerprint,
  providerCitation,
  recommendationGap,
} from "../../lib/src";
import { expectAllPointsHold } from "../stats/pointInvariants";
import { sampleExclusions } from "../../lib/src/probes/probePoint";
import { D_OFF, dProbe, load, W, worked } from "./helpers";

describe("a probe point", () => {
  test("names its series and run; observedAt is the run's startedAt", () => {
    const p = positiveRecommendation(worked(), W.kOff);
    expect(p).toMatchObject({
      runId: "run-1",
      modelId: "lab/offline-mini",
      webSearchMode: "off",
      protocol: "K",
      objectId: "acme",
      keywordId: "kw-crm",
      observedAt: "2025-03-03T09:00:00Z",
      attemptPolicy: "first-attempt",
    });
    expect(p.object).toEqual({ objectId: "acme", role: "target", name: "Acme", aliases: ["Acme CRM"], domain: "acme.example", identity: "confirmed" });
  });

  test("observedAt falls back to createdAt, then null — never the time of an answer", () => {
    expect(domainRecognition(load([dProbe("a")], { startedAt: null }), D_OFF).observedAt).toBe("2024-12-31T23:00:00Z");
    expect(domainRecognition(load([dProbe("a")], { startedAt: null, createdAt: null }), D_OFF).observedAt).toBeNull();
  });

  test("carries the series' fingerprint and the conditions the fingerprint leaves out", () => {
    const r = worked();
    const p = positiveRecommendation(r, W.kWeb);
    expect(p.fingerprint).toBe(probeFingerprint(r, { protocol: "K", modelId: "lab/web-mini", webSearchMode: "provider_native", keywordId: "kw-crm" }));
    expect(p.conditions).toEqual({
      baselineId: "baseline-1",
      watchSetId: "watch-1",
      watchedKeywords: ["crm", "invoicing", "open source"],
      objectIdentities: ["acme: Acme | Acme CRM | acme.example", "birch: Birch | birch.example", "cobalt: Cobalt Suite | (no domain)"],
      searchExecution: ["used=false mode=null", "used=true mode=provider_native"],
      modelVersions: ["web-mini-2025-02"],
      promptHash: "made-up:k-prompt-1",
      schemaHash: "made-up:k-schema-1",
    });
  });

  test("the point's object is a copy: changing it does not change the loaded run", () => {
    const r = worked();
    positiveRecommendation(r, W.kOff).object.aliases.push("X");
    expect(r.run.objects[0].aliases).toEqual(["Acme CRM"]);
  });
});

describe("sampleExclusions", () => {
  test("one exclusion per reason, in first-seen order, with the probe ids", () => {
    const s = (id: string, reason: string | null) => ({ probeRunId: id, attemptId: null, resultAttemptId: null, included: reason === null, hit: false, reason });
    expect(sampleExclusions([s("a", "x"), s("b", null), s("c", "y"), s("d", "x")])).toEqual([
      { reason: "x", count: 2, ids: ["a", "d"] },
      { reason: "y", count: 1, ids: ["c"] },
    ]);
  });

  test("the documented reasons are the ones the metrics use", () => {
    expect(Object.values(PROBE_EXCLUSION_REASONS)).toContain("offline_not_applicable");
    expect(Object.values(PROBE_EXCLUSION_REASONS)).toContain("result from another attempt (pending review)");
  });
});

describe("every probe point is a full measurement point (test/stats/pointInvariants.ts)", () => {
  const examples = path.join(__dirname, "..", "..", "data", "probe-examples");
  const files = fs.readdirSync(examples).filter((f) => f.endsWith(".json"));
  test.each(files)("%s: every D and K metric of every series, and every gap, holds the invariants", (file) => {
    const r = loadProbeResults(path.join(examples, file));
    const points: unknown[] = [];
    const series = new Map(r.probes.map((p) => [`${p.protocol}|${p.modelId}|${p.webSearchMode}`, p]));
    for (const p of series.values()) {
      const base = { modelId: p.modelId, webSearchMode: p.webSearchMode };
      if (p.protocol === "D") {
        for (const o of r.run.objects.filter((x) => x.role === "target")) {
          points.push(domainRecognition(r, { ...base, objectId: o.objectId }));
          for (const k of r.run.keywords) {
            const s = { ...base, objectId: o.objectId, keywordId: k.keywordId };
            points.push(keywordAssociationCount(r, s), keywordAssociationCoverage(r, s), keywordRelativeWeight(r, s));
          }
        }
      } else {
        for (const k of r.run.keywords.filter((x) => x.neutralEligible)) {
          const target = positiveRecommendation(r, { ...base, keywordId: k.keywordId, objectId: r.run.objects[0].objectId });
          for (const o of r.run.objects) {
            const s = { ...base, keywordId: k.keywordId, objectId: o.objectId };
            const rec = positiveRecommendation(r, s);
            points.push(brandNameMention(r, s), domainBodyMention(r, s), rec, firstMention(r, s), firstRecommendation(r, s), providerCitation(r, s));
            points.push(recommendationGap(target, rec));
          }
        }
      }
    }
    const { points: n, states } = expectAllPointsHold(points, file);
    expect(n).toBe(points.length);
    expect(Object.keys(states).length).toBeGreaterThan(0);
  });
});

/**
 * Every pitfall listed in docs/definitions/probes.md#pitfalls, each shown on data in one test named by its id.
 * The last test checks that the ids here and the ids in the docs table are the same list.
 */
import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import {
  attemptConsistency,
  brandNameMention,
  domainBodyMention,
  domainRecognition,
  firstMention,
  keywordAssociationCount,
  keywordAssociationCoverage,
  keywordRelativeWeight,
  pointComparability,
  pointDisplayValue,
  positiveRecommendation,
  probeSnapshot,
  providerCitation,
  recommendationGap,
  runCompleteness,
} from "../../lib/src";
import { D_OFF, dProbe, fixture, K_OFF, kProbe, load, mention, W, worked } from "./helpers";

const IDS: string[] = [];
const pitfall = (id: string, name: string, fn: () => void) => {
  IDS.push(id);
  test(`${id}: ${name}`, fn);
};

describe("the pitfalls of docs/definitions/probes.md", () => {
  pitfall("P1", "failed or missing is not 'not observed': null when nothing is computable, 0 % only over a valid denominator", () => {
    const none = domainRecognition(worked(), W.dWeb); // one failed request, one analysis_failed
    expect(none).toMatchObject({ value: null, pointState: "no_data", planned: 2, failed: 2 });
    const miss = domainRecognition(load([dProbe("a", { recognition: "not_recognized" })]), D_OFF);
    expect(miss).toMatchObject({ value: 0, pointState: "complete" });
  });

  pitfall("P2", "the association count keeps 0 with pointState no_data: it is not an observed zero", () => {
    const p = keywordAssociationCount(worked(), { ...W.dWeb, keywordId: "kw-crm" });
    expect([p.value, p.pointState, pointDisplayValue(p)]).toEqual([0, "no_data", null]);
  });

  pitfall("P3", "D keeps unknown, not_recognized and partial answers in the denominator; K drops unknown answers", () => {
    expect(domainRecognition(worked(), W.dOff)).toMatchObject({ denominator: 4, failed: 1 }); // unknown, not_recognized, partially_recognized stay
    expect(brandNameMention(worked(), W.kOff).exclusions).toEqual([{ reason: "mention judgment unknown", count: 1, ids: ["k-off-crm-4"] }]);
  });

  pitfall("P4", "one K answer is a sample of every object's point: object points share answers and are not independent", () => {
    const r = worked();
    const objects = ["acme", "birch", "cobalt"].map((objectId) => positiveRecommendation(r, { ...W.kOff, objectId }));
    const ids = objects.map((p) => p.samples.filter((s) => s.included).map((s) => s.probeRunId));
    expect(ids[1]).toEqual(ids[0]);
    expect(ids[2]).toEqual(ids[0]);
    const summed = objects.reduce((s, p) => s + p.denominator, 0);
    expect(summed).toBe(12); // three objects × the same 4 answers, not 12 answers
    expect(new Set(ids.flat()).size).toBe(4);
  });

  pitfall("P5", "the relative weight's denominator is association events, not answers, and cannot be recomputed from the included count", () => {
    const p = keywordRelativeWeight(worked(), { ...W.dOff, keywordId: "kw-crm" });
    expect([p.numerator, p.denominator, p.included]).toEqual([2, 5, 4]);
    expect(keywordAssociationCoverage(worked(), { ...W.dOff, keywordId: "kw-crm" }).value).toBe(50); // 2 of 4 answers
    expect(p.value).toBe(40); // 2 of 5 events
  });

  pitfall("P6", "a word repeated in one answer counts once, and only trim + lower case are merged", () => {
    const r = load([dProbe("a", { keywords: ["CRM", "crm "] }), dProbe("b", { keywords: ["CRMs"] })]);
    expect(keywordAssociationCount(r, { ...D_OFF, keywordId: "crm" }).value).toBe(1);
  });

  pitfall("P7", "domain_body_mention is a case-sensitive substring of the first attempt's raw text", () => {
    const hits = domainBodyMention(worked(), W.kOff).samples.map((s) => [s.probeRunId, s.hit]);
    expect(hits).toContainEqual(["k-off-crm-2", true]); // inside https://www.acme.example/pricing
    expect(hits).toContainEqual(["k-off-crm-5", false]); // ACME.EXAMPLE
    expect(domainBodyMention(worked(), W.kWeb).samples.find((s) => s.probeRunId === "k-web-crm-3")!.hit).toBe(true); // docs.acme.example
  });

  pitfall("P8", "brand_name_mention counts a mention matched by domain alone; an object without a domain keeps its denominator", () => {
    expect(brandNameMention(worked(), W.kOff).samples.find((s) => s.probeRunId === "k-off-crm-5")!.hit).toBe(true);
    expect(domainBodyMention(worked(), { ...W.kOff, objectId: "cobalt" })).toMatchObject({ value: 0, denominator: 4 });
  });

  pitfall("P9", "provider_citation: offline samples are not applicable; eligibility reads the requested mode, not the search performed", () => {
    expect(providerCitation(worked(), W.kOff)).toMatchObject({ value: null, failed: 5 });
    const flagged = attemptConsistency(worked()).flags.filter((f) => f.kind === "search_not_confirmed").map((f) => f.probeRunId);
    expect(flagged).toEqual(["k-web-crm-3"]);
    expect(providerCitation(worked(), W.kWeb).samples.find((s) => s.probeRunId === "k-web-crm-3")!.included).toBe(true);
  });

  pitfall("P10", "a retry can replace the first attempt's result: flagged, excluded under first-attempt, read under as-stored", () => {
    const r = worked();
    expect(attemptConsistency(r).flags.filter((f) => f.probeRunId === "k-web-crm-2").map((f) => f.kind)).toEqual(["result_from_other_attempt", "citation_from_other_attempt"]);
    expect(positiveRecommendation(r, W.kWeb)).toMatchObject({ numerator: 1, denominator: 2 });
    expect(positiveRecommendation(r, W.kWeb, { attemptPolicy: "as-stored" })).toMatchObject({ numerator: 2, denominator: 3 });
    const after = fixture("retry-after.json");
    expect(positiveRecommendation(after, W.kWeb)).toMatchObject({ value: null, exclusions: [{ reason: "result from another attempt (pending review)", count: 1 }] });
    expect(positiveRecommendation(after, W.kWeb, { attemptPolicy: "as-stored" }).value).toBe(100);
  });

  pitfall("P11", "an id-only snapshot id survives a retry that rewrote the result; the content id does not", () => {
    const [before, after] = [probeSnapshot(fixture("retry-before.json")), probeSnapshot(fixture("retry-after.json"))];
    expect(after.idsOnlyId).toBe(before.idsOnlyId);
    expect(after.contentId).not.toBe(before.contentId);
  });

  pitfall("P12", "an equal fingerprint does not make two points comparable (D watch set, K aliases)", () => {
    const sel = { ...W.dOff, keywordId: "kw-crm" };
    const a = keywordRelativeWeight(worked(), sel);
    const b = keywordRelativeWeight(fixture("next-run.json"), sel);
    expect(a.fingerprint).toBe(b.fingerprint);
    expect([a.value, b.value]).toEqual([40, 50]); // the total changed because "billing" joined the watch set
    expect(pointComparability(a, b).comparable).toBe(false);
  });

  pitfall("P13", "planned counts the probes read, not the run's plan: an unfinished run gives complete-looking points", () => {
    const r = fixture("unfinished-run.json");
    expect(positiveRecommendation(r, W.kOff).complete).toBe(true);
    expect(runCompleteness(r).complete).toBe(false);
  });

  pitfall("P14", "the recommendation gap is paired on the same answers; anything else is null with a reason", () => {
    const r = worked();
    const g = recommendationGap(positiveRecommendation(r, W.kOff), positiveRecommendation(r, { ...W.kOff, objectId: "birch" }));
    expect(g.value).toBe(25);
    const crossModel = recommendationGap(positiveRecommendation(r, W.kOff), positiveRecommendation(r, { ...W.kWeb, objectId: "birch" }));
    expect(crossModel).toMatchObject({ value: null, reason: "different models (lab/offline-mini vs lab/web-mini)" });
  });

  pitfall("P15", "first place needs exactly one unique mention; ties and two uniques are misses that stay in the denominator", () => {
    const r = load([
      kProbe("a", { mentions: [mention("acme", "positive", "tied"), mention("birch", "positive", "tied")] }),
      kProbe("b", { mentions: [mention("acme", "positive", "unique"), mention("birch", "positive", "unique")] }),
      kProbe("c", { mentions: [mention("acme", "positive", "unique")] }),
    ]);
    expect(firstMention(r, K_OFF)).toMatchObject({ numerator: 1, denominator: 3 });
  });

  pitfall("P16", "a retry is another attempt, not another sample", () => {
    const r = load([kProbe("a", { attempts: [{ status: "truncated" }, {}, {}], mentions: [mention("acme")] })]);
    expect(brandNameMention(r, K_OFF)).toMatchObject({ planned: 1, denominator: 1 });
  });

  pitfall("P17", "a point is observed at its run's start, not at the time of any answer", () => {
    const p = brandNameMention(worked(), W.kOff);
    expect(p.observedAt).toBe("2025-03-03T09:00:00Z");
    expect(p.observedAt).not.toBe(worked().run.createdAt);
  });

  test("the ids above are exactly the ids of the docs' pitfall table, in order", () => {
    const docs = fs.readFileSync(path.join(__dirname, "..", "..", "docs", "definitions", "probes.md"), "utf8");
    const section = docs.slice(docs.indexOf("## Pitfalls"));
    const documented = [...section.matchAll(/^\| (P\d+) \|/gm)].map((m) => m[1]);
    expect(documented).toEqual(IDS);
  });
});

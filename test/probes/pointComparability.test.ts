/** Comparing two points: the fingerprint is necessary, not sufficient; docs/definitions/probes.md#fingerprint. */
import { describe, expect, test } from "vitest";
import { domainRecognition, keywordRelativeWeight, pointComparability, positiveRecommendation } from "../../lib/src";
import { fixture, W, worked } from "./helpers";

describe("pointComparability", () => {
  test("the D relative weight of the next run: same fingerprint, different watch set and watch-set id", () => {
    const sel = { ...W.dOff, keywordId: "kw-crm" };
    const c = pointComparability(keywordRelativeWeight(worked(), sel), keywordRelativeWeight(fixture("next-run.json"), sel));
    expect(c.sameSeries).toBe(true);
    expect(c.fingerprintEqual).toBe(true);
    expect(c.comparable).toBe(false);
    expect(c.differences.map((d) => d.field)).toEqual(["watchSetId", "watchedKeywords", "objectIdentities"]);
    expect(c.differences[1].b).toEqual(["billing", "crm", "invoicing", "open source"]);
  });

  test("a K point of the next run: same fingerprint, but an alias was added", () => {
    const c = pointComparability(positiveRecommendation(worked(), W.kOff), positiveRecommendation(fixture("next-run.json"), W.kOff));
    expect(c.fingerprintEqual).toBe(true);
    const aliases = c.differences.find((d) => d.field === "objectIdentities")!;
    expect(aliases.a).toContain("acme: Acme | Acme CRM | acme.example");
    expect(aliases.b).toContain("acme: Acme | Acme CRM | Acme Cloud | acme.example");
  });

  test("different series and different fingerprints are listed first", () => {
    const c = pointComparability(domainRecognition(worked(), W.dOff), domainRecognition(worked(), W.dWeb));
    expect(c.sameSeries).toBe(false);
    expect(c.differences.map((d) => d.field).slice(0, 3)).toEqual(["modelId", "webSearchMode", "fingerprint"]);
  });

  test("a point compared with itself is comparable", () => {
    const p = domainRecognition(worked(), W.dOff);
    expect(pointComparability(p, p)).toEqual({ sameSeries: true, fingerprintEqual: true, differences: [], comparable: true });
  });
});

/** brand_name_mention: a mention matched to the object; docs/definitions/probes.md#brand-name-mention. */
import { describe, expect, test } from "vitest";
import { brandNameMention } from "../../lib/src";
import { K_OFF, kProbe, load, mention, W, worked } from "./helpers";

describe("brandNameMention", () => {
  test("the worked example: acme mentioned in 3 of 4 adjudicable answers; the parse failure excluded", () => {
    const p = brandNameMention(worked(), W.kOff);
    expect(p).toMatchObject({ metric: "brand_name_mention", value: 75, numerator: 3, denominator: 4, planned: 5, failed: 1, protocol: "K", keywordId: "kw-crm", objectId: "acme" });
    expect(p.exclusions).toEqual([{ reason: "mention judgment unknown", count: 1, ids: ["k-off-crm-4"] }]);
  });

  test("a mention matched through the domain alone counts: this is not a literal brand-name search", () => {
    // k-off-crm-5 names "ACME.EXAMPLE", matched to acme by its domain
    expect(brandNameMention(worked(), W.kOff).samples.find((s) => s.probeRunId === "k-off-crm-5")!.hit).toBe(true);
  });

  test("a completed answer with no mention is a valid zero in the denominator; unknown is excluded", () => {
    const r = load([kProbe("a", { mentions: [] }), kProbe("b", { status: "unknown" }), kProbe("c", { noResult: true })]);
    const p = brandNameMention(r, K_OFF);
    expect(p).toMatchObject({ value: 0, denominator: 1, failed: 2 });
    expect(p.exclusions.map((e) => e.reason)).toEqual(["mention judgment unknown", "no keyword result"]);
  });

  test("an unresolved mention (matched to no single object) is no hit", () => {
    expect(brandNameMention(load([kProbe("a", { mentions: [mention(null)] })]), K_OFF).value).toBe(0);
  });

  test("only the mention judgment decides the denominator", () => {
    const r = load([kProbe("a", { mentions: [mention("acme")], judgments: { recommendation: "unknown", firstMention: "unknown", firstRecommendation: "unknown" } })]);
    expect(brandNameMention(r, K_OFF)).toMatchObject({ value: 100, denominator: 1 });
  });
});

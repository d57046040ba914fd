/** recommendation_gap: paired target − competitor positive-recommendation rate; docs/definitions/probes.md#recommendation-gap. */
import { describe, expect, test } from "vitest";
import { brandNameMention, positiveRecommendation, recommendationGap, type ProbePoint } from "../../lib/src";
import { K_OFF, kProbe, load, mention, W, worked } from "./helpers";

const pr = (objectId: string, sel: typeof W.kOff = W.kOff) => positiveRecommendation(worked(), { ...sel, objectId });

describe("recommendationGap", () => {
  test("the worked example: acme 50 % − birch 25 % = 25 percentage points, with both numerators kept", () => {
    const g = recommendationGap(pr("acme"), pr("birch"));
    expect(g).toMatchObject({
      metric: "recommendation_gap",
      unit: "percentage_points",
      value: 25,
      reason: null,
      numerator: 2,
      denominator: 4,
      comparisonNumerator: 1,
      comparisonDenominator: 4,
      objectId: "acme",
      comparisonObjectId: "birch",
      pointState: "partial",
    });
  });

  test("a negative gap when the competitor is recommended more often", () => {
    const r = load([kProbe("a", { mentions: [mention("birch")] }), kProbe("b", { mentions: [mention("birch"), mention("acme")] })]);
    const g = recommendationGap(positiveRecommendation(r, K_OFF), positiveRecommendation(r, { ...K_OFF, objectId: "birch" }));
    expect(g).toMatchObject({ value: -50, pointState: "complete", complete: true });
  });

  const nullWith = (t: ProbePoint, c: ProbePoint, reason: RegExp) => {
    const g = recommendationGap(t, c);
    expect(g.value).toBeNull();
    expect(g.pointState).toBe("no_data");
    expect(g.reason).toMatch(reason);
  };

  test("not positive_recommendation points → null with the reason", () => {
    nullWith(brandNameMention(worked(), W.kOff), pr("birch"), /^the target point is brand_name_mention/);
  });

  test("different model, search configuration, keyword or run → null", () => {
    nullWith(pr("acme", W.kOff), pr("birch", W.kWeb), /^different models/);
    const r = load([kProbe("a", { mentions: [mention("acme")] }), kProbe("b", { mentions: [mention("birch")], model: "m-off", mode: "provider_native" })]);
    nullWith(positiveRecommendation(r, K_OFF), positiveRecommendation(r, { ...K_OFF, webSearchMode: "provider_native", objectId: "birch" }), /^different search configurations/);
    const r2 = load([kProbe("a", { mentions: [mention("acme")] }), kProbe("b", { keyword: "oss", mentions: [mention("birch")] })]);
    nullWith(positiveRecommendation(r2, K_OFF), positiveRecommendation(r2, { ...K_OFF, keywordId: "oss", objectId: "birch" }), /^different keywords/);
    const other = load([kProbe("a", { mentions: [mention("acme")] })], { runId: "r2" });
    const same = load([kProbe("a", { mentions: [mention("acme")] })]);
    nullWith(positiveRecommendation(same, K_OFF), positiveRecommendation(other, { ...K_OFF, objectId: "birch" }), /^different runs/);
  });

  test("a competitor whose identity is not confirmed, the same object twice, or a target that is not the run's target → null", () => {
    nullWith(pr("acme"), pr("cobalt"), /identity is not confirmed/);
    nullWith(pr("acme"), pr("acme"), /same object/);
    nullWith(pr("birch"), pr("acme"), /not the run's target object/);
  });

  test("different denominators, or both 0 → null", () => {
    const r = load([kProbe("a", { mentions: [mention("acme")] }), kProbe("b", { mentions: [mention("birch")], judgments: { recommendation: "unknown" } })]);
    // the same answers give the same denominators; a hand-altered competitor point does not:
    const t = positiveRecommendation(r, K_OFF);
    const c = positiveRecommendation(r, { ...K_OFF, objectId: "birch" });
    nullWith(t, { ...c, denominator: 2 }, /^different denominators \(1 vs 2\)/);
    const empty = load([]);
    nullWith(positiveRecommendation(empty, K_OFF), positiveRecommendation(empty, { ...K_OFF, objectId: "birch" }), /^no data: both denominators are 0/);
  });

  test("the same probes in the same order, the same included mask and the same attempts are required", () => {
    const t = pr("acme");
    const c = pr("birch");
    nullWith(t, { ...c, samples: [...c.samples].reverse() }, /^different probes at sample 0 \(k-off-crm-1 vs k-off-crm-5\)/);
    nullWith(t, { ...c, samples: c.samples.slice(1) }, /^different sample counts \(5 vs 4\)/);
    const masked = c.samples.map((s, i) => (i === 3 ? { ...s, included: true } : i === 2 ? { ...s, included: false } : s));
    nullWith(t, { ...c, samples: masked }, /^different included samples at sample 2/);
    const otherAttempt = c.samples.map((s, i) => (i === 0 ? { ...s, attemptId: "k-off-crm-1/a2" } : s));
    nullWith(t, { ...c, samples: otherAttempt }, /^different attempts at sample 0/);
    nullWith(t, positiveRecommendation(worked(), { ...W.kOff, objectId: "birch" }, { attemptPolicy: "as-stored" }), /^different attempt policies/);
  });
});

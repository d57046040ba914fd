/** positive_recommendation: a mention of the object with recommendation = positive; docs/definitions/probes.md#positive-recommendation. */
import { describe, expect, test } from "vitest";
import { positiveRecommendation } from "../../lib/src";
import { K_OFF, kProbe, load, mention, W, worked } from "./helpers";

describe("positiveRecommendation", () => {
  test("the worked example: acme 2 of 4 = 50 %, birch 1 of 4 = 25 %, on the same four answers", () => {
    const acme = positiveRecommendation(worked(), W.kOff);
    const birch = positiveRecommendation(worked(), { ...W.kOff, objectId: "birch" });
    expect([acme.value, birch.value]).toEqual([50, 25]);
    expect(acme.samples.map((s) => s.probeRunId)).toEqual(birch.samples.map((s) => s.probeRunId));
  });

  test("negative, mentioned and uncertain are misses", () => {
    const r = load(["positive", "negative", "mentioned", "uncertain"].map((rec, i) => kProbe(`k${i}`, { mentions: [mention("acme", rec)] })));
    expect(positiveRecommendation(r, K_OFF).samples.map((s) => s.hit)).toEqual([true, false, false, false]);
  });

  test("a positive recommendation of another object is no hit for this one", () => {
    expect(positiveRecommendation(load([kProbe("k", { mentions: [mention("birch", "positive"), mention("acme", "mentioned")] })]), K_OFF).value).toBe(0);
  });

  test("the recommendation judgment decides the denominator", () => {
    const r = load([kProbe("a", { mentions: [mention("acme")], judgments: { recommendation: "unknown" } }), kProbe("b", { mentions: [mention("acme")] })]);
    expect(positiveRecommendation(r, K_OFF)).toMatchObject({ value: 100, denominator: 1, exclusions: [{ reason: "recommendation judgment unknown", count: 1, ids: ["a"] }] });
  });
});

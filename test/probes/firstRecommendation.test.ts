/** first_recommendation: exactly one unique first recommendation, matched to the object and positive; docs/definitions/probes.md#first-recommendation. */
import { describe, expect, test } from "vitest";
import { firstRecommendation } from "../../lib/src";
import { K_OFF, kProbe, load, mention, W, worked } from "./helpers";

describe("firstRecommendation", () => {
  test("the worked example: acme first recommended in 1 of 4 answers", () => {
    expect(firstRecommendation(worked(), W.kOff)).toMatchObject({ value: 25, numerator: 1, denominator: 4 });
  });

  test("the unique first recommendation must also be positive", () => {
    const r = load([kProbe("a", { mentions: [mention("acme", "positive", "none", "unique")] }), kProbe("b", { mentions: [mention("acme", "uncertain", "none", "unique")] })]);
    expect(firstRecommendation(r, K_OFF).samples.map((s) => s.hit)).toEqual([true, false]);
  });

  test("ties and two uniques are misses; the first-recommendation judgment decides the denominator", () => {
    const r = load([
      kProbe("a", { mentions: [mention("acme", "positive", "none", "tied"), mention("birch", "positive", "none", "tied")] }),
      kProbe("b", { mentions: [mention("acme", "positive", "none", "unique"), mention("birch", "positive", "none", "unique")] }),
      kProbe("c", { mentions: [mention("acme", "positive", "none", "unique")], judgments: { firstRecommendation: "unknown" } }),
    ]);
    expect(firstRecommendation(r, K_OFF)).toMatchObject({ value: 0, denominator: 2, exclusions: [{ reason: "first-recommendation judgment unknown", count: 1, ids: ["c"] }] });
  });
});

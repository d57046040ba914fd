/** The association series (internal): one normalised keyword set per included D answer. */
import { describe, expect, test } from "vitest";
import { associationSeries } from "../../lib/src/probes/association";
import { D_OFF, dProbe, load } from "./helpers";

describe("associationSeries", () => {
  test("keeps a set per included answer only, in sample order, and marks the selected word's hits", () => {
    const r = load([dProbe("a", { keywords: ["CRM", "crm", "Open Source"] }), dProbe("b", { keywords: ["crm"], status: "analysis_failed" }), dProbe("c", { keywords: [] })]);
    const s = associationSeries("t", r, { ...D_OFF, keywordId: "crm" }, undefined);
    expect(s.includedSets.map((x) => [...x])).toEqual([["crm", "open source"], []]);
    expect(s.samples.map((x) => [x.probeRunId, x.included, x.hit])).toEqual([
      ["a", true, true],
      ["b", false, false],
      ["c", true, false],
    ]);
  });

  test("a selector without a known keyword is a RangeError", () => {
    expect(() => associationSeries("t", load([]), { ...D_OFF, keywordId: "nope" }, undefined)).toThrow(/^t: selector.keywordId must name a watched keyword of the run, got "nope"$/);
  });
});

/** The sample rules (internal): which probe enters a point, and the first reason one does not. */
import { describe, expect, test } from "vitest";
import { domainSample, keywordSample, type KeywordRule } from "../../lib/src/probes/samples";
import { dProbe, kProbe, load } from "./helpers";

const rule: KeywordRule = { judgment: "mention", hit: () => true, providerNativeOnly: true, readsCitations: true };

describe("domainSample", () => {
  test("order of reasons: malformed, no result, another attempt, analysis_failed", () => {
    const r = load([
      { ...dProbe("m"), attempts: "x" },
      dProbe("n", { noResult: true }),
      dProbe("o", { attempts: [{}, {}], resultAttempt: "o/a2", status: "analysis_failed" }),
      dProbe("f", { status: "analysis_failed" }),
      dProbe("ok"),
    ]);
    expect(r.probes.map((p) => domainSample(p, "first-attempt", () => true).reason)).toEqual([
      "malformed probe record",
      "no domain result",
      "result from another attempt (pending review)",
      "analysis_failed",
      null,
    ]);
    expect(domainSample(r.probes[2], "as-stored", () => true).reason).toBe("analysis_failed");
  });
});

describe("keywordSample", () => {
  test("order of reasons: malformed, not applicable, no result, another attempt, judgment, citation attempt", () => {
    const web = { mode: "provider_native" };
    const r = load([
      { ...kProbe("m", web), attempts: 3 },
      kProbe("off"),
      kProbe("n", { ...web, noResult: true }),
      kProbe("o", { ...web, attempts: [{}, {}], resultAttempt: "o/a2", status: "unknown" }),
      kProbe("u", { ...web, status: "unknown" }),
      kProbe("c", { ...web, attempts: [{}, {}], citations: [{ domain: "acme.example", attempt: "c/a2" }] }),
      kProbe("ok", web),
    ]);
    const object = r.run.objects[0];
    expect(r.probes.map((p) => keywordSample(p, "first-attempt", rule, object).reason)).toEqual([
      "malformed probe record",
      "offline_not_applicable",
      "no keyword result",
      "result from another attempt (pending review)",
      "mention judgment unknown",
      "citation from another attempt (pending review)",
      null,
    ]);
  });

  test("the sample reads the first attempt id and records the result's attempt", () => {
    const r = load([kProbe("o", { attempts: [{}, {}], resultAttempt: "o/a2" })]);
    expect(keywordSample(r.probes[0], "as-stored", { judgment: "mention", hit: () => false }, r.run.objects[0])).toEqual({
      probeRunId: "o",
      attemptId: "o/a1",
      resultAttemptId: "o/a2",
      included: true,
      hit: false,
      reason: null,
    });
  });
});

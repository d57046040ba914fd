/** domain_recognition: recognized / parsable D answers, as a percent; docs/definitions/probes.md#domain-recognition. */
import { describe, expect, test } from "vitest";
import { domainRecognition } from "../../lib/src";
import { D_OFF, dProbe, load, W, worked } from "./helpers";

describe("domainRecognition", () => {
  test("the worked example: 1 recognized of 4 parsable answers = 25 %, the analysis_failed answer excluded", () => {
    const p = domainRecognition(worked(), W.dOff);
    expect(p).toMatchObject({ metric: "domain_recognition", value: 25, numerator: 1, denominator: 4, planned: 5, included: 4, failed: 1, complete: false, pointState: "partial", unit: "percent" });
    expect(p.exclusions).toEqual([{ reason: "analysis_failed", count: 1, ids: ["d-off-3"] }]);
    expect(p.samples.map((s) => [s.probeRunId, s.included, s.hit])).toEqual([
      ["d-off-1", true, true],
      ["d-off-2", true, false],
      ["d-off-3", false, false],
      ["d-off-4", true, false],
      ["d-off-5", true, false],
    ]);
  });

  test("every recognition other than recognized is a miss that stays in the denominator", () => {
    const r = load(["recognized", "not_recognized", "unknown", "ambiguous", "partially_recognized", null].map((rec, i) => dProbe(`d${i}`, { recognition: rec })));
    expect(domainRecognition(r, D_OFF)).toMatchObject({ numerator: 1, denominator: 6, failed: 0, pointState: "complete" });
  });

  test("only a missing result and analysis_failed leave the denominator; other statuses stay", () => {
    const r = load([dProbe("a", { status: "partial", recognition: null }), dProbe("b", { noResult: true }), dProbe("c", { status: "analysis_failed" })]);
    const p = domainRecognition(r, D_OFF);
    expect(p).toMatchObject({ numerator: 0, denominator: 1, planned: 3, failed: 2 });
    expect(p.exclusions.map((e) => e.reason)).toEqual(["no domain result", "analysis_failed"]);
  });

  test("0 % over parsable answers is a real miss; no parsable answer is null (no_data), never 0", () => {
    expect(domainRecognition(load([dProbe("a", { recognition: "not_recognized" })]), D_OFF)).toMatchObject({ value: 0, pointState: "complete" });
    const none = domainRecognition(worked(), W.dWeb);
    expect(none).toMatchObject({ value: null, pointState: "no_data", planned: 2, failed: 2 });
  });

  test("no probe at all: planned 0, value null, no_data, not complete", () => {
    expect(domainRecognition(load([]), D_OFF)).toMatchObject({ planned: 0, value: null, pointState: "no_data", complete: false, samples: [] });
  });

  test("only the selector's model, search mode and object enter the point", () => {
    const r = load([dProbe("a"), dProbe("b", { model: "m-web", mode: "provider_native" }), dProbe("c", { object: "birch" }), dProbe("d", { mode: "provider_native" })]);
    expect(domainRecognition(r, D_OFF).samples.map((s) => s.probeRunId)).toEqual(["a"]);
  });

  test("first-attempt policy: a result written by a retry is excluded (pending review); as-stored reads it", () => {
    const r = load([dProbe("a", { attempts: [{ status: "failed", answer: null }, {}], resultAttempt: "a/a2" })]);
    const strict = domainRecognition(r, D_OFF);
    expect(strict).toMatchObject({ value: null, pointState: "no_data", exclusions: [{ reason: "result from another attempt (pending review)", count: 1, ids: ["a"] }] });
    expect(strict.samples[0]).toMatchObject({ attemptId: "a/a1", resultAttemptId: "a/a2" });
    expect(domainRecognition(r, D_OFF, { attemptPolicy: "as-stored" })).toMatchObject({ value: 100, pointState: "complete" });
  });

  test("a selector naming what the run does not have is a RangeError; a bad type a TypeError", () => {
    const r = load([]);
    expect(() => domainRecognition(r, { ...D_OFF, modelId: "x" })).toThrow(/^domainRecognition: selector.modelId must name a model of the run, got "x"$/);
    expect(() => domainRecognition(r, { ...D_OFF, objectId: "x" })).toThrow(RangeError);
    expect(() => domainRecognition(r, { ...D_OFF, webSearchMode: 1 as unknown as string })).toThrow(TypeError);
    expect(() => domainRecognition(r, D_OFF, { attemptPolicy: "latest" as "as-stored" })).toThrow(/options.attemptPolicy must be/);
  });
});

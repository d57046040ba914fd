/** domain_body_mention: the first attempt's raw answer contains the domain (case-sensitive substring); docs/definitions/probes.md#domain-body-mention. */
import { describe, expect, test } from "vitest";
import { domainBodyMention } from "../../lib/src";
import { K_OFF, K_WEB, kProbe, load, W, worked } from "./helpers";

describe("domainBodyMention", () => {
  test("the worked example: acme.example in 2 of 4 answers (one inside a URL; the upper-case one misses)", () => {
    const p = domainBodyMention(worked(), W.kOff);
    expect(p).toMatchObject({ value: 50, numerator: 2, denominator: 4 });
    expect(p.samples.map((s) => s.hit)).toEqual([true, true, false, false, false]);
  });

  test("the test is a case-sensitive substring, not a word or URL-host check", () => {
    const answers = ["Acme.example", "www.acme.example/pricing", "notacme.example", "{\"url\":\"https://acme.example\"}", "acme . example"];
    const r = load(answers.map((a, i) => kProbe(`k${i}`, { answer: a })));
    expect(domainBodyMention(r, K_OFF).samples.map((s) => s.hit)).toEqual([false, true, true, true, false]);
  });

  test("an object without a domain never hits but keeps its denominator", () => {
    const p = domainBodyMention(worked(), { ...W.kOff, objectId: "cobalt" });
    expect(p).toMatchObject({ value: 0, denominator: 4 });
  });

  test("it reads the FIRST attempt: as-stored, a retry's answer does not count though its result does", () => {
    const probe = kProbe("k", { mode: "provider_native", attempts: [{ status: "truncated", answer: null }, { answer: "see acme.example" }], resultAttempt: "k/a2" });
    const r = load([probe]);
    expect(domainBodyMention(r, K_WEB, { attemptPolicy: "as-stored" })).toMatchObject({ value: 0, denominator: 1 });
    expect(domainBodyMention(r, K_WEB)).toMatchObject({ value: null, pointState: "no_data" });
  });
});

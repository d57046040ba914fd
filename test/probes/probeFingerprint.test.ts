/** The fingerprint of a probe series and what it leaves out; docs/definitions/probes.md#fingerprint. */
import { describe, expect, test } from "vitest";
import { fingerprintFields, probeFingerprint } from "../../lib/src";
import { sha256Of } from "../../lib/src/probes/canonicalJson";
import { fixture, load, run, worked } from "./helpers";

const D = { protocol: "D" as const, modelId: "lab/offline-mini", webSearchMode: "off", objectId: "acme" };
const K = { protocol: "K" as const, modelId: "lab/offline-mini", webSearchMode: "off", keywordId: "kw-crm" };

describe("fingerprintFields", () => {
  test("holds the documented fields; D has no keyword-set hash, K hashes the sorted eligible words", () => {
    const d = fingerprintFields(worked(), D);
    expect(d).toEqual({
      provider: "lab",
      modelId: "lab/offline-mini",
      route: "lab/offline-mini",
      webSearchMode: "off",
      protocol: "D",
      protocolId: "domain-probe",
      protocolVersion: "1",
      language: "en",
      scenario: "team software selection",
      subject: "acme.example",
      repetitions: 5,
      temperature: 0,
      maxTokens: 900,
      matchingRuleVersion: "exact-normalized/1",
      keywordSetHash: null,
    });
    const k = fingerprintFields(worked(), K);
    expect(k.subject).toBe("crm");
    expect(k.keywordSetHash).toBe(sha256Of(["crm", "invoicing"])); // open source is not eligible
  });

  test("a selector naming what the run does not have is a RangeError", () => {
    expect(() => fingerprintFields(worked(), { ...D, objectId: "nope" })).toThrow(/^fingerprintFields: key.objectId must name an object of the run/);
  });
});

describe("probeFingerprint", () => {
  test("is sha256 of the canonical JSON of the fields", () => {
    expect(probeFingerprint(worked(), K)).toBe(sha256Of(fingerprintFields(worked(), K)));
  });

  test("a D watch-set change and a K alias change keep the fingerprint (its documented limit)", () => {
    const next = fixture("next-run.json"); // adds the watched word "billing" and the alias "Acme Cloud"
    expect(probeFingerprint(next, D)).toBe(probeFingerprint(worked(), D));
    expect(probeFingerprint(next, K)).toBe(probeFingerprint(worked(), K));
  });

  test("changing the eligible K set, the temperature or the requested search mode changes it", () => {
    const base = load([]);
    const kw = run().watchSet as { keywords: { keywordId: string; text: string; neutralEligible: boolean }[] };
    const eligible = load([], { watchSet: { repetitions: 1, keywords: kw.keywords.map((k) => ({ ...k, neutralEligible: true })) } });
    const hot = load([], { conditions: { temperature: 1 } });
    const key = { protocol: "K" as const, modelId: "m-off", webSearchMode: "off", keywordId: "crm" };
    const fp = probeFingerprint(base, key);
    expect(probeFingerprint(eligible, key)).not.toBe(fp);
    expect(probeFingerprint(hot, key)).not.toBe(fp);
    expect(probeFingerprint(base, { ...key, webSearchMode: "provider_native" })).not.toBe(fp);
  });
});

/** provider_citation: a provider source on the object's domain, provider-native search only; docs/definitions/probes.md#provider-citation. */
import { describe, expect, test } from "vitest";
import { providerCitation } from "../../lib/src";
import { K_OFF, K_WEB, kProbe, load, W, worked } from "./helpers";

describe("providerCitation", () => {
  test("the worked example: 1 of 2 on the web model; the retried probe excluded as pending review", () => {
    const p = providerCitation(worked(), W.kWeb);
    expect(p).toMatchObject({ value: 50, numerator: 1, denominator: 2, planned: 3, failed: 1 });
    expect(p.exclusions).toEqual([{ reason: "result from another attempt (pending review)", count: 1, ids: ["k-web-crm-2"] }]);
  });

  test("as-stored reads the retry's result and citation: 2 of 3", () => {
    expect(providerCitation(worked(), W.kWeb, { attemptPolicy: "as-stored" }).value).toBeCloseTo(200 / 3, 12);
  });

  test("offline samples are excluded as offline_not_applicable: no value, never 0 %", () => {
    const p = providerCitation(worked(), W.kOff);
    expect(p).toMatchObject({ value: null, pointState: "no_data", planned: 5, failed: 5 });
    expect(p.exclusions).toEqual([{ reason: "offline_not_applicable", count: 5, ids: ["k-off-crm-1", "k-off-crm-2", "k-off-crm-3", "k-off-crm-4", "k-off-crm-5"] }]);
    expect(providerCitation(load([kProbe("a", { citations: [{ domain: "acme.example" }] })]), K_OFF).value).toBeNull();
  });

  test("the citation domain must equal the object's domain exactly (a subdomain is no hit)", () => {
    const r = load(["acme.example", "docs.acme.example", "ACME.EXAMPLE", null].map((d, i) => kProbe(`k${i}`, { mode: "provider_native", citations: [{ domain: d }] })));
    expect(providerCitation(r, K_WEB).samples.map((s) => s.hit)).toEqual([true, false, false, false]);
  });

  test("under the first-attempt policy, a citation from another attempt excludes the sample", () => {
    const probe = kProbe("k", { mode: "provider_native", attempts: [{}, {}], citations: [{ domain: "acme.example", attempt: "k/a2" }] });
    const r = load([probe]);
    expect(providerCitation(r, K_WEB).exclusions).toEqual([{ reason: "citation from another attempt (pending review)", count: 1, ids: ["k"] }]);
    expect(providerCitation(r, K_WEB, { attemptPolicy: "as-stored" }).value).toBe(100);
  });

  test("eligibility reads the requested mode only: an attempt that did not confirm a search still counts, and so does a search result", () => {
    const r = load([kProbe("k", { mode: "provider_native", used: false, citations: [{ domain: "acme.example", kind: "provider_search_result" }] })]);
    expect(providerCitation(r, K_WEB)).toMatchObject({ value: 100, denominator: 1 });
  });

  test("an object without a domain never hits", () => {
    expect(providerCitation(worked(), { ...W.kWeb, objectId: "cobalt" })).toMatchObject({ value: 0, denominator: 2 });
  });
});

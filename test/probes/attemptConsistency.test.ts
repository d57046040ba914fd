/** The first-attempt check: results and citations from another attempt than the sample's; docs/definitions/probes.md#first-attempt-policy. */
import { describe, expect, test } from "vitest";
import { attemptConsistency } from "../../lib/src";
import { dProbe, kProbe, load, worked } from "./helpers";

describe("attemptConsistency", () => {
  test("the worked example: the retried probe's result and citation, and one unconfirmed web search", () => {
    const c = attemptConsistency(worked());
    expect(c).toMatchObject({ checked: 15, flaggedProbes: 2, consistent: false });
    expect(c.flags).toEqual([
      { probeRunId: "k-web-crm-2", kind: "result_from_other_attempt", sampleAttemptId: "k-web-crm-2/a1", otherAttemptId: "k-web-crm-2/a2", path: "probes[13].keywordResult.attemptId" },
      { probeRunId: "k-web-crm-2", kind: "citation_from_other_attempt", sampleAttemptId: "k-web-crm-2/a1", otherAttemptId: "k-web-crm-2/a2", path: "probes[13].providerCitations[0].attemptId" },
      { probeRunId: "k-web-crm-3", kind: "search_not_confirmed", sampleAttemptId: "k-web-crm-3/a1", otherAttemptId: null, path: "probes[14].attempts[0].search" },
    ]);
  });

  test("a D result from a retry is flagged too", () => {
    const r = load([dProbe("d", { attempts: [{ status: "failed" }, {}], resultAttempt: "d/a2" })]);
    expect(attemptConsistency(r).flags.map((f) => [f.kind, f.path])).toEqual([["result_from_other_attempt", "probes[0].domainResult.attemptId"]]);
  });

  test("a retry whose result names the first attempt is not flagged: retries alone are no problem", () => {
    expect(attemptConsistency(load([kProbe("k", { attempts: [{}, {}] })])).consistent).toBe(true);
  });

  test("search_not_confirmed only for provider_native probes with a result whose first attempt does not say used = true", () => {
    const r = load([
      kProbe("a", { mode: "provider_native", used: null }),
      kProbe("b", { mode: "provider_native", used: true }),
      kProbe("c", { mode: "provider_native", used: false, noResult: true }),
      kProbe("d", { used: false }),
    ]);
    expect(attemptConsistency(r).flags.map((f) => [f.probeRunId, f.kind])).toEqual([["a", "search_not_confirmed"]]);
  });

  test("no probes: nothing checked, consistent", () => {
    expect(attemptConsistency(load([]))).toEqual({ checked: 0, flags: [], flaggedProbes: 0, consistent: true });
  });
});

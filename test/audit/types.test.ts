import * as fs from "fs";
import * as path from "path";
import { describe, expect, expectTypeOf, test } from "vitest";
import type { AuditCheck, AuditContext, AuditEvidence, AuditReason, AuditReasonKind, AuditVerdict, CheckFinding, CheckResult, Observation, Undecided } from "../../lib/src/audit/types";
import { collector } from "../../lib/src/audit/checkHelpers";
import { AUDIT_CHECKS } from "../../lib/src/audit/checks";
import { ctx, ob } from "./fixtures";

/** Every kind of flaw, once: a Record over AuditReasonKind makes the compiler reject a missing or extra kind. */
const KIND_SET: Record<AuditReasonKind, true> = {
  "policy-forbids": true,
  "state-mismatch": true,
  "unobserved-entity": true,
  "unfixed-value": true,
  "instruction-conflict": true,
  "amount-mismatch": true,
  "cross-run": true,
};
const KINDS = Object.keys(KIND_SET) as AuditReasonKind[];

describe("AuditReasonKind", () => {
  test("the kinds are the ones docs/definitions/audit.md#kinds lists, in its order", () => {
    const doc = fs.readFileSync(path.join(__dirname, "../../docs/definitions/audit.md"), "utf8");
    const section = doc.slice(doc.indexOf('<a id="kinds"></a>'), doc.indexOf('<a id="checks"></a>'));
    const documented = [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
    expect(documented).toEqual(KINDS);
  });
  test("seven kinds, no duplicates", () => {
    expect(KINDS).toHaveLength(7);
    expect(new Set(KINDS).size).toBe(7);
  });
  test("is a union of string literals, not string", () => {
    expectTypeOf<"policy-forbids">().toMatchTypeOf<AuditReasonKind>();
    expectTypeOf<string>().not.toMatchTypeOf<AuditReasonKind>();
    expectTypeOf<AuditReasonKind>().toEqualTypeOf<"policy-forbids" | "state-mismatch" | "unobserved-entity" | "unfixed-value" | "instruction-conflict" | "amount-mismatch" | "cross-run">();
    expect(KINDS).toContain("cross-run");
  });
});

describe("AuditVerdict", () => {
  test("sound, suspect or unknown", () => {
    expectTypeOf<AuditVerdict>().toEqualTypeOf<"sound" | "suspect" | "unknown">();
    const verdicts: Record<AuditVerdict, true> = { sound: true, suspect: true, unknown: true };
    expect(Object.keys(verdicts)).toEqual(["sound", "suspect", "unknown"]);
  });
});

describe("record shapes", () => {
  test("a finding's gold action and policy are nullable; its kind is an AuditReasonKind", () => {
    expectTypeOf<CheckFinding["goldAction"]>().toEqualTypeOf<number | null>();
    expectTypeOf<CheckFinding["policy"]>().toEqualTypeOf<string | null>();
    expectTypeOf<CheckFinding["kind"]>().toEqualTypeOf<AuditReasonKind>();
    expectTypeOf<Undecided["goldAction"]>().toEqualTypeOf<number | null>();
    const c = collector("x");
    c.find(null, "cross-run", "n", null, []);
    const f: CheckFinding = c.result.findings[0];
    expect(f.goldAction).toBeNull();
    expect(f.policy).toBeNull();
  });
  test("a reason carries its evidence as runs and events", () => {
    expectTypeOf<AuditReason["evidence"]>().toEqualTypeOf<AuditEvidence>();
    expectTypeOf<AuditEvidence>().toEqualTypeOf<{ runs: string[]; events: string[] }>();
    const reason: AuditReason = { kind: "state-mismatch", check: "orderStatus", note: "n", goldAction: 0, policy: null, evidence: { runs: ["r.json"], events: ["r.json#c1[0]"] } };
    expect(Object.keys(reason).sort()).toEqual(["check", "evidence", "goldAction", "kind", "note", "policy"]);
  });
  test("a check reads a context and returns a result; AUDIT_CHECKS holds such checks", () => {
    expectTypeOf<AuditCheck["run"]>().toEqualTypeOf<(ctx: AuditContext) => CheckResult>();
    expectTypeOf(AUDIT_CHECKS).toEqualTypeOf<readonly AuditCheck[]>();
    const r: CheckResult = AUDIT_CHECKS[0].run(ctx({}));
    expect(Object.keys(r).sort()).toEqual(["findings", "undecided"]);
  });
  test("a context's policy and now are nullable", () => {
    expectTypeOf<AuditContext["policy"]>().toEqualTypeOf<string | null>();
    expectTypeOf<AuditContext["now"]>().toEqualTypeOf<Date | null>();
    expect(ctx({ policy: null }).policy).toBeNull();
  });
  test("an observation: the parsed value is unknown, the event names its run, conversation and message", () => {
    expectTypeOf<Observation["value"]>().toBeUnknown();
    expectTypeOf<Observation["beforeWrites"]>().toBeBoolean();
    const o: Observation = ob("get_user_details", {}, { user_id: "u1" }, { run: "a.json", conversation: "c9" });
    expect(o.event).toBe(`a.json#c9[${o.messageIndex}]`);
  });
});

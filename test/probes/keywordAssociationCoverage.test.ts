/** keyword_association_coverage: answers associating the word / parsable answers; docs/definitions/probes.md#keyword-association-coverage. */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { keywordAssociationCoverage } from "../../lib/src";
import { D_OFF, dProbe, load, W, worked } from "./helpers";

describe("keywordAssociationCoverage", () => {
  test("the worked example: crm 50 %, invoicing 50 %, open source 25 % — coverages do not add up to 100", () => {
    const r = worked();
    const values = ["kw-crm", "kw-invoicing", "kw-open-source"].map((k) => keywordAssociationCoverage(r, { ...W.dOff, keywordId: k }).value);
    expect(values).toEqual([50, 50, 25]);
  });

  test("only trim and lower-case are normalised: plurals and other forms do not match", () => {
    const r = load([dProbe("a", { keywords: ["CRMs"] }), dProbe("b", { keywords: [" CRM "] }), dProbe("c", { keywords: ["customer relationship management"] })]);
    expect(keywordAssociationCoverage(r, { ...D_OFF, keywordId: "crm" }).samples.map((s) => s.hit)).toEqual([false, true, false]);
  });

  test("an answer whose keywords were parsed as an empty list is an included miss", () => {
    expect(keywordAssociationCoverage(load([dProbe("a", { keywords: [] }), dProbe("b", { keywords: ["crm"] })]), { ...D_OFF, keywordId: "crm" }).value).toBe(50);
  });

  test("property: equals 100 × #answers whose normalised set holds the word / #parsable answers", () => {
    const word = fc.constantFrom("crm", "CRM", " crm", "crms", "open source", "erp");
    const answer = fc.record({ keywords: fc.array(word, { maxLength: 4 }), failed: fc.boolean() });
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 8 }), (answers) => {
        const r = load(answers.map((a, i) => dProbe(`d${i}`, { keywords: a.keywords, status: a.failed ? "analysis_failed" : "completed" })));
        const parsable = answers.filter((a) => !a.failed);
        const hits = parsable.filter((a) => a.keywords.some((k) => k.trim().toLowerCase() === "crm")).length;
        const p = keywordAssociationCoverage(r, { ...D_OFF, keywordId: "crm" });
        expect(p.value).toBe(parsable.length === 0 ? null : (100 * hits) / parsable.length);
        expect(p.failed).toBe(answers.length - parsable.length);
      }),
    );
  });
});

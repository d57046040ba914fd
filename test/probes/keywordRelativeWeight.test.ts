/** keyword_relative_weight: the word's association events / all watched words' events; docs/definitions/probes.md#keyword-relative-weight. */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { keywordAssociationCount, keywordRelativeWeight } from "../../lib/src";
import { D_OFF, dProbe, load, W, worked } from "./helpers";

describe("keywordRelativeWeight", () => {
  test("the worked example: 2 + 2 + 1 = 5 association events over 4 answers; crm 40 %, invoicing 40 %, open source 20 %", () => {
    const r = worked();
    const points = ["kw-crm", "kw-invoicing", "kw-open-source"].map((k) => keywordRelativeWeight(r, { ...W.dOff, keywordId: k }));
    expect(points.map((p) => p.value)).toEqual([40, 40, 20]);
    expect(points.map((p) => p.denominator)).toEqual([5, 5, 5]);
  });

  test("the denominator is association events, not answers: it differs from the included count", () => {
    const p = keywordRelativeWeight(worked(), { ...W.dOff, keywordId: "kw-crm" });
    expect(p.included).toBe(4);
    expect(p.denominator).toBe(5);
  });

  test("the point keeps the samples, planned, failed and exclusions of the association count", () => {
    const sel = { ...W.dOff, keywordId: "kw-crm" };
    const w = keywordRelativeWeight(worked(), sel);
    const c = keywordAssociationCount(worked(), sel);
    expect([w.planned, w.included, w.failed, w.complete, w.exclusions, w.samples]).toEqual([c.planned, c.included, c.failed, c.complete, c.exclusions, c.samples]);
  });

  test("words not eligible for K probes are part of the watch set and of the total", () => {
    const r = load([dProbe("a", { keywords: ["crm", "open source"] })]);
    expect(keywordRelativeWeight(r, { ...D_OFF, keywordId: "crm" })).toMatchObject({ value: 50, denominator: 2 });
  });

  test("an analysis_failed answer's keywords never enter the total (the source's loop does not re-check the status)", () => {
    const r = load([dProbe("a", { keywords: ["crm"] }), dProbe("b", { keywords: ["open source", "open source"], status: "analysis_failed" })]);
    expect(keywordRelativeWeight(r, { ...D_OFF, keywordId: "crm" })).toMatchObject({ value: 100, denominator: 1, failed: 1 });
  });

  test("a total of 0 is null (no_data), even over parsable answers whose count is a real 0", () => {
    const r = load([dProbe("a", { keywords: ["erp"] })]);
    const sel = { ...D_OFF, keywordId: "crm" };
    expect(keywordRelativeWeight(r, sel)).toMatchObject({ value: null, denominator: 0, pointState: "no_data", included: 1 });
    expect(keywordAssociationCount(r, sel)).toMatchObject({ value: 0, pointState: "complete" });
  });

  test("property: the weights of the watch set add up to 100 whenever the total is positive", () => {
    const word = fc.constantFrom("crm", "open source", "erp", "CRM");
    fc.assert(
      fc.property(fc.array(fc.array(word, { maxLength: 3 }), { maxLength: 6 }), (lists) => {
        const r = load(lists.map((k, i) => dProbe(`d${i}`, { keywords: k })));
        const ws = ["crm", "oss"].map((k) => keywordRelativeWeight(r, { ...D_OFF, keywordId: k }));
        const total = ws[0].denominator;
        if (total === 0) expect(ws.every((w) => w.value === null)).toBe(true);
        else expect((ws[0].value as number) + (ws[1].value as number)).toBeCloseTo(100, 9);
      }),
    );
  });
});

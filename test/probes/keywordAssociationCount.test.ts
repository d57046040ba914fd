/** keyword_association_count: answers associating the word, as a count; docs/definitions/probes.md#keyword-association-count. */
import { describe, expect, test } from "vitest";
import { keywordAssociationCount, pointDisplayValue } from "../../lib/src";
import { D_OFF, dProbe, load, W, worked } from "./helpers";

describe("keywordAssociationCount", () => {
  test("the worked example: crm in 2 answers (one of them writes it twice), open source in 1, over 4 parsable answers", () => {
    const crm = keywordAssociationCount(worked(), { ...W.dOff, keywordId: "kw-crm" });
    expect(crm).toMatchObject({ metric: "keyword_association_count", value: 2, numerator: 2, denominator: 4, unit: "count", pointState: "partial", keywordId: "kw-crm" });
    expect(keywordAssociationCount(worked(), { ...W.dOff, keywordId: "kw-open-source" }).value).toBe(1);
  });

  test("it counts answers, not occurrences: a word repeated in one answer counts once", () => {
    const r = load([dProbe("a", { keywords: ["CRM", "crm", " Crm "] })]);
    expect(keywordAssociationCount(r, { ...D_OFF, keywordId: "crm" }).value).toBe(1);
  });

  test("no parsable answer: the value stays 0 with pointState no_data, and displays as missing", () => {
    const p = keywordAssociationCount(worked(), { ...W.dWeb, keywordId: "kw-crm" });
    expect(p).toMatchObject({ value: 0, denominator: 0, pointState: "no_data" });
    expect(pointDisplayValue(p)).toBeNull();
  });

  test("a 0 over parsable answers is an observed zero", () => {
    const p = keywordAssociationCount(load([dProbe("a", { keywords: [] })]), { ...D_OFF, keywordId: "crm" });
    expect(p).toMatchObject({ value: 0, denominator: 1, pointState: "complete" });
    expect(pointDisplayValue(p)).toBe(0);
  });
});

/** Keyword matching: trim and lower-case only; docs/definitions/probes.md#keyword-matching. */
import { describe, expect, test } from "vitest";
import { normalizeKeyword } from "../../lib/src/probes/normalizeKeyword";

describe("normalizeKeyword", () => {
  test("trims and lower-cases", () => {
    expect(normalizeKeyword("  CRM ")).toBe("crm");
    expect(normalizeKeyword("Open Source")).toBe("open source");
  });
  test("merges nothing else: plurals, inner spaces, hyphens and translations stay distinct", () => {
    expect(["CRMs", "open  source", "open-source", "客户关系管理"].map(normalizeKeyword)).toEqual(["crms", "open  source", "open-source", "客户关系管理"]);
  });
  test("a non-string is a TypeError", () => {
    expect(() => normalizeKeyword(null as unknown as string)).toThrow(/^normalizeKeyword: word must be a string, got null$/);
  });
});

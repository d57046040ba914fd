import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { escapeHtml, scriptSafeJson } from "../../lib/src/plot/escape";

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<b class="x">Tom & Jerry's</b>`)).toBe("&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;");
  });

  it("escapes an ampersand that already looks like an entity (no double-decoding surprises)", () => {
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });

  it("gives the empty string for null and undefined, and String(x) for other values", () => {
    expect(escapeHtml(null)).toBe("");
    expect(escapeHtml(undefined)).toBe("");
    expect(escapeHtml(0)).toBe("0");
    expect(escapeHtml(false)).toBe("false");
  });

  it("never leaves a raw <, >, \" or ' and round-trips through entity decoding (property)", () => {
    const decode = (s: string) =>
      s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (s) => {
        const e = escapeHtml(s);
        expect(e).not.toMatch(/[<>"']/);
        expect(decode(e)).toBe(s);
      }),
    );
  });
});

describe("scriptSafeJson", () => {
  it("cannot close a <script> element or open an HTML comment", () => {
    const json = scriptSafeJson({ title: "</script><script>alert(1)</script><!--" });
    expect(json).not.toMatch(/<|>/);
    expect(json).toContain("\\u003c/script\\u003e");
  });

  it("parses back to the same value as JSON.stringify (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(JSON.parse(scriptSafeJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });

  it("escapes the line separators U+2028 and U+2029 (not valid in older JS string literals)", () => {
    expect(scriptSafeJson("a\u2028b\u2029c")).toBe('"a\\u2028b\\u2029c"');
  });

  it("gives null for undefined", () => {
    expect(scriptSafeJson(undefined)).toBe("null");
  });
});

import { describe, expect, test } from "vitest";
import { parseJsonLine, parseJsonText, stripBom } from "../../lib/src/io/parseJson";
import { textHint } from "../../lib/src/io/sniff";
import { expectInputError } from "./helpers";

describe("parseJsonText", () => {
  test("parses JSON and ignores a leading byte-order mark", () => {
    expect(parseJsonText("f.json", '\uFEFF{"a": [1, 2]}')).toEqual({ a: [1, 2] });
  });

  test("a syntax error is not-json at $, with line and column", () => {
    const e = expectInputError(() => parseJsonText("f.json", '{"a": 1,}'), { kind: "not-json", file: "f.json", path: "$" });
    expect(e.detail).toContain("line 1, column 9");
  });

  test("parses 10,000 levels of nesting (JSON.parse does not recurse)", () => {
    let v: unknown = parseJsonText("deep.json", "[".repeat(10000) + "]".repeat(10000));
    let depth = 0;
    while (Array.isArray(v) && v.length > 0) {
      v = v[0];
      depth++;
    }
    expect(depth).toBe(9999);
  });

  test("with a hint, a text the hint recognises is unknown-format with the hint's words", () => {
    const csv = "task,model,environment,success_step,steps_taken\nbw-0,A,bw,3,3\n";
    expectInputError(() => parseJsonText("t.csv", csv, textHint), { kind: "unknown-format", path: "$", detail: /per-task table \(CSV\).*loadTaskTable/ });
    expectInputError(() => parseJsonText("t.json", "{oops", textHint), { kind: "not-json" });
  });
});

describe("parseJsonLine", () => {
  test("parses one line; a failure is not-json at `line N`", () => {
    expect(parseJsonLine("t.jsonl", 1, '{"a": 1}')).toEqual({ a: 1 });
    expectInputError(() => parseJsonLine("t.jsonl", 7, "{x"), { kind: "not-json", file: "t.jsonl", path: "line 7", detail: /^not valid JSON \(/ });
  });
});

describe("stripBom", () => {
  test("drops one leading U+FEFF and nothing else", () => {
    expect(stripBom("\ufeff{}")).toBe("{}");
    expect(stripBom("{}")).toBe("{}");
    expect(stripBom("")).toBe("");
    expect(stripBom("\ufeff\ufeff1")).toBe("\ufeff1");
    expect(stripBom("a\ufeff")).toBe("a\ufeff");
  });
});

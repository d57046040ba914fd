import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { jsonErrorOffset, parseJsonText, keyPath, indexPath, displayPath, optionalCallId, stripBom } from "../../lib/src/io/json";
import { expectInputError } from "./helpers";

describe("parseJsonText", () => {
  test("parses JSON and ignores a leading byte-order mark", () => {
    expect(parseJsonText("f.json", '\uFEFF{"a": [1, 2]}')).toEqual({ a: [1, 2] });
  });

  test("names line and column of a syntax error, whatever the parser's message says", () => {
    const e1 = expectInputError(() => parseJsonText("f.json", '{"a": 1,}'), { kind: "not-json", file: "f.json", path: "$" });
    expect(e1.detail).toContain("line 1, column 9");
    const e2 = expectInputError(() => parseJsonText("f.json", '{\n  "a": tru\n}'), { kind: "not-json" });
    expect(e2.detail).toContain("line 2, column 11");
  });

  test("an empty file and a truncated file are not-json", () => {
    expect(expectInputError(() => parseJsonText("e.json", "  \n"), { kind: "not-json" }).detail).toContain("the file is empty");
    expect(expectInputError(() => parseJsonText("t.json", '{"a": [1, 2'), { kind: "not-json" }).detail).toMatch(/line 1, column 12/);
  });
});

describe("jsonErrorOffset agrees with JSON.parse", () => {
  test("finds no error in any valid JSON text", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (v, pretty) => {
        expect(jsonErrorOffset(JSON.stringify(v, null, pretty ? 2 : undefined))).toBe(-1);
      }),
      { numRuns: 300 },
    );
  });

  test("finds an error exactly when JSON.parse fails, at V8's position when V8 gives one", () => {
    const junk = fc.constantFrom(",", "]", "}", "{", "[", ":", '"', "x", "-", "0", "\\", " ", "\n", "e", ".");
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), junk, (v, at, ch) => {
        const good = JSON.stringify(v);
        const pos = at % (good.length + 1);
        const text = good.slice(0, pos) + ch + good.slice(pos);
        let v8: number | null | undefined = undefined; // undefined: parsed fine
        try {
          JSON.parse(text);
        } catch (e) {
          const m = /position (\d+)/.exec((e as Error).message);
          v8 = m ? Number(m[1]) : null;
        }
        const ours = jsonErrorOffset(text);
        if (v8 === undefined) expect(ours).toBe(-1);
        else {
          expect(ours).toBeGreaterThanOrEqual(0);
          if (v8 !== null) expect(ours).toBe(v8);
        }
      }),
      { numRuns: 500 },
    );
  });
});

test("paths: keys and indexes compose as a reader would type them", () => {
  expect(keyPath("", "simulations")).toBe("simulations");
  expect(indexPath("simulations", 3)).toBe("simulations[3]");
  expect(keyPath(indexPath("", 12), "traj")).toBe("[12].traj");
  expect(displayPath("")).toBe("$");
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

describe("optionalCallId", () => {
  const at = "simulations[0].messages[1].tool_calls[0]";
  test("a non-empty string is kept; missing, null and empty are null", () => {
    expect(optionalCallId("call_1", "f.json", at)).toBe("call_1");
    expect(optionalCallId(undefined, "f.json", at)).toBeNull();
    expect(optionalCallId(null, "f.json", at)).toBeNull();
    expect(optionalCallId("", "f.json", at)).toBeNull();
  });
  test("anything else is a wrong-type error at <call>.id", () => {
    expectInputError(() => optionalCallId(7, "f.json", at), { kind: "wrong-type", file: "f.json", path: `${at}.id`, detail: /expected a string or null, got number 7/ });
    expectInputError(() => optionalCallId({}, "f.json", at), { kind: "wrong-type", path: `${at}.id` });
  });
});

import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { TrajlabInputError } from "../../lib/src";
import { streamJsonFile, type StreamedDocument } from "../../lib/src/io/stream";
import { expectInputError, firstDifference, tempDir } from "./helpers";

/** Stream `text` (written to a temporary file) with `chunkBytes`; returns the document and the streamed elements. */
function stream(text: string | Buffer, chunkBytes: number): { doc: StreamedDocument; elements: [string, unknown][] } {
  const t = tempDir();
  try {
    const f = path.join(t.dir, "doc.json");
    fs.writeFileSync(f, text);
    const elements: [string, unknown][] = [];
    const doc = streamJsonFile(f, { key: "simulations", chunkBytes, onElement: (v, p) => elements.push([p, v]) });
    return { doc, elements };
  } finally {
    t.cleanup();
  }
}

const docArb = fc.record({
  before: fc.dictionary(fc.string({ maxLength: 6 }).filter((k) => k !== "simulations"), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 3 }),
  simulations: fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 6 }),
  after: fc.dictionary(fc.string({ maxLength: 6 }).filter((k) => k !== "simulations"), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 2 }),
});

describe("streamJsonFile gives what JSON.parse gives, one array element at a time", () => {
  test("an object root: the simulations streamed in order, every other key parsed, at any chunk size", () => {
    fc.assert(
      fc.property(docArb, fc.integer({ min: 1, max: 64 }), fc.boolean(), ({ before, simulations, after }, chunk, pretty) => {
        const obj = { ...before, simulations, ...after };
        const text = JSON.stringify(obj, null, pretty ? 2 : undefined);
        const expected = JSON.parse(text);
        const { doc, elements } = stream(text, chunk);
        expect(doc.root).toBe("object");
        if (doc.root !== "object") return;
        const { simulations: sims, ...rest } = expected;
        expect(doc.streamed).toBe(true);
        expect(elements.map(([p]) => p)).toEqual(sims.map((_: unknown, i: number) => `simulations[${i}]`));
        expect(firstDifference(elements.map(([, v]) => v), sims)).toBeNull();
        expect(firstDifference(doc.fields, rest)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  test("an array root streams its elements; a scalar root is parsed whole", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 6 }), fc.integer({ min: 1, max: 32 }), (arr, chunk) => {
        const text = JSON.stringify(arr, null, 1);
        const { doc, elements } = stream(text, chunk);
        expect(doc).toEqual({ root: "array", elements: arr.length });
        expect(firstDifference(elements.map(([, v]) => v), JSON.parse(text))).toBeNull();
        expect(elements.map(([p]) => p)).toEqual(arr.map((_, i) => `[${i}]`));
      }),
      { numRuns: 200 },
    );
    expect(stream(' "a\\"b" ', 2).doc).toEqual({ root: "value", value: 'a"b' });
  });

  test("rejects exactly the texts JSON.parse rejects, with a not-json error", () => {
    const junk = fc.constantFrom(",", "]", "}", "{", "[", ":", '"', "x", "-", "0", "\\", " ", "\n", "e", ".", "\u0001");
    fc.assert(
      fc.property(docArb, fc.nat(), junk, fc.integer({ min: 1, max: 48 }), ({ before, simulations }, at, ch, chunk) => {
        const good = JSON.stringify({ ...before, simulations });
        const pos = at % (good.length + 1);
        const text = good.slice(0, pos) + ch + good.slice(pos);
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        let streams = true;
        try {
          stream(text, chunk);
        } catch (e) {
          expect(e).toBeInstanceOf(TrajlabInputError);
          // a control byte may be sniffed as binary before any parsing
          expect(["not-json", "not-text"]).toContain((e as TrajlabInputError).kind);
          streams = false;
        }
        expect(streams).toBe(parses);
      }),
      { numRuns: 500 },
    );
  });
});

describe("streamJsonFile errors name the value and where it is in the file", () => {
  const withFile = (text: string, fn: (f: string) => void) => {
    const t = tempDir();
    try {
      const f = path.join(t.dir, "doc.json");
      fs.writeFileSync(f, text);
      fn(f);
    } finally {
      t.cleanup();
    }
  };
  const none = () => {};
  test("a syntax error inside a simulation: the simulation's path, byte offset, line and column", () => {
    withFile('{"tasks": [],\n "simulations": [{"id": 1},\n  {"id": tru}]}', (f) => {
      const e = expectInputError(() => streamJsonFile(f, { key: "simulations", onElement: none }), { kind: "not-json", file: f, path: "simulations[1]" });
      expect(e.detail).toBe("not valid JSON: Unexpected token '}' (byte offset 54, line 3, column 13)"); // the "}" after tru: line 3 starts at byte 42
    });
  });
  test("a truncated file: where it ends", () => {
    withFile('{"simulations": [{"id": "a"}, {"id": "b", "messages": [', (f) => {
      expectInputError(() => streamJsonFile(f, { key: "simulations", onElement: none }), { kind: "not-json", path: "simulations[1]", detail: /unexpected end of the file inside this value/ });
    });
  });
  test("a missing comma between simulations, data after the document, a stray byte", () => {
    withFile('{"simulations": [1 2]}', (f) => expectInputError(() => streamJsonFile(f, { key: "simulations", onElement: none }), { kind: "not-json", path: "simulations[0]", detail: /expected ',' or '\]' after simulations\[0\]/ }));
    withFile('{"simulations": []} x', (f) => expectInputError(() => streamJsonFile(f, { key: "simulations", onElement: none }), { kind: "not-json", path: "$", detail: /unexpected data after the end/ }));
    withFile('{"simulations": [#]}', (f) => expectInputError(() => streamJsonFile(f, { key: "simulations", onElement: none }), { kind: "not-json", path: "simulations[0]", detail: /unexpected character '#' where a value should start/ }));
  });
  test("an empty file, a gzip file", () => {
    withFile("", (f) => expectInputError(() => streamJsonFile(f, { key: "simulations", onElement: none }), { kind: "not-json", detail: /the file is empty/ }));
    const t = tempDir();
    try {
      const f = path.join(t.dir, "g.json");
      fs.writeFileSync(f, Buffer.from([0x1f, 0x8b, 8, 0, 0, 0]));
      expectInputError(() => streamJsonFile(f, { key: "simulations", onElement: none }), { kind: "not-text", detail: /gzip/ });
    } finally {
      t.cleanup();
    }
  });
  test("a value nested 100,000 levels deep: no recursion anywhere", () => {
    const deep = "[".repeat(100000) + "]".repeat(100000);
    withFile(`{"simulations": [${deep}]}`, (f) => {
      let n = 0;
      streamJsonFile(f, { key: "simulations", chunkBytes: 1000, onElement: () => n++ });
      expect(n).toBe(1);
    });
  });
  test("bytes that are not UTF-8 are reported with the value's path and the file offset", () => {
    const t = tempDir();
    try {
      const f = path.join(t.dir, "u.json");
      fs.writeFileSync(f, Buffer.concat([Buffer.from('{"simulations": ["a'), Buffer.from([0xff]), Buffer.from('"]}')]));
      const seen: [string, number][] = [];
      streamJsonFile(f, { key: "simulations", onElement: () => {}, onInvalidUtf8: (p, off) => seen.push([p, off]) });
      expect(seen).toEqual([["simulations[0]", 19]]);
    } finally {
      t.cleanup();
    }
  });
});

import { describe, expect, test } from "vitest";
import { binaryKind, documentHint, textHint } from "../../lib/src/io/sniff";

describe("binaryKind", () => {
  const head = (...b: number[]) => Buffer.from(b);
  test("names compressed archives by their signature", () => {
    expect(binaryKind(head(0x1f, 0x8b, 8))).toMatch(/^gzip-compressed data/);
    expect(binaryKind(head(0x50, 0x4b, 3, 4))).toMatch(/^a zip archive/);
    expect(binaryKind(head(0x42, 0x5a, 0x68, 0x39))).toMatch(/^bzip2/);
    expect(binaryKind(head(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0))).toMatch(/^xz/);
    expect(binaryKind(head(0x28, 0xb5, 0x2f, 0xfd))).toMatch(/^zstd/);
  });
  test("names UTF-16 and UTF-32 with or without a byte-order mark", () => {
    expect(binaryKind(Buffer.concat([head(0xff, 0xfe), Buffer.from("{}", "utf16le")]))).toMatch(/^UTF-16 text \(little-endian, byte-order mark/);
    expect(binaryKind(Buffer.from('{"tasks": []}', "utf16le"))).toMatch(/^UTF-16 text \(little-endian, no byte-order mark/);
    expect(binaryKind(Buffer.from('{"tasks": []}', "utf16le").swap16())).toMatch(/^UTF-16 text \(big-endian, no byte-order mark/);
    expect(binaryKind(head(0xff, 0xfe, 0, 0, 0x7b, 0, 0, 0))).toMatch(/^UTF-32 text \(little-endian/);
  });
  test("other content with NUL bytes or mostly control bytes is binary, shown in hexadecimal only", () => {
    const msg = binaryKind(head(0, 1, 2, 3, 0xff, 0x80))!;
    expect(msg).toMatch(/^binary data, not text \(\d NUL byte\b.*it starts with 00 01 02 03 ff 80\)$/);
    expect(binaryKind(Buffer.alloc(20, 1))).toMatch(/^binary data, not text \(20 control bytes/);
  });
  test("UTF-8 text, with or without a byte-order mark, is text", () => {
    expect(binaryKind(Buffer.from('\ufeff{"a": "é — 😀"}'))).toBeNull();
    expect(binaryKind(Buffer.from("task,model\n"))).toBeNull();
    expect(binaryKind(Buffer.alloc(0))).toBeNull();
  });
});

describe("textHint", () => {
  test("TIDE JSONL, a per-task table in JSON lines or CSV, other JSON lines, other CSV", () => {
    const tide = '{"query": "q", "traj_rollouts": []}\n{"query": "r", "traj_rollouts": []}\n';
    expect(textHint(tide)).toMatch(/^this is a TIDE JSONL trajectory file .*loadTideJsonl/);
    expect(textHint('{"task":"1","model":"A","environment":"e","success_step":1}\n{"task":"2","model":"A","environment":"e","success_step":null}\n')).toMatch(/per-task table \(JSON lines\)/);
    expect(textHint('{"a": 1}\n{"a": 2}\n')).toMatch(/^this looks like JSON lines/);
    expect(textHint('task,model,environment,"success_step",steps_taken\n')).toMatch(/per-task table \(CSV\)/);
    expect(textHint("a,b\n1,2\n")).toMatch(/^this looks like CSV/);
  });
  test("nothing recognisable: null", () => {
    expect(textHint("")).toBeNull();
    expect(textHint('{"a": ')).toBeNull();
    expect(textHint("[1, 2")).toBeNull();
  });
});

describe("documentHint", () => {
  test("one TIDE line, one table row, one τ² simulation; anything else null", () => {
    expect(documentHint({ query: "q", traj_rollouts: [] })).toMatch(/one TIDE task line/);
    expect(documentHint({ task: "t", model: "m", environment: "e", success_step: 1 })).toMatch(/one row of a per-task table/);
    expect(documentHint({ id: "s", task_id: 1, ticks: [] })).toMatch(/one τ² simulation/);
    expect(documentHint({ hello: 1 })).toBeNull();
    expect(documentHint([1])).toBeNull();
  });
});

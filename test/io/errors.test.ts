import { describe, expect, test } from "vitest";
import { TrajlabInputError } from "../../lib/src";
import { jsonTypeOf, oneLine } from "../../lib/src/io/errors";

describe("TrajlabInputError", () => {
  test("message is <file>: <path>: <detail>, with each part kept for programs", () => {
    const e = new TrajlabInputError("not-text", "run.json.gz", "$", "not text: gzip-compressed data");
    expect(e).toBeInstanceOf(Error);
    expect([e.name, e.kind, e.file, e.path, e.detail, e.message]).toEqual([
      "TrajlabInputError",
      "not-text",
      "run.json.gz",
      "$",
      "not text: gzip-compressed data",
      "run.json.gz: $: not text: gzip-compressed data",
    ]);
  });
});

test("jsonTypeOf tells null and arrays from objects", () => {
  expect([null, [], {}, "s", 1, true].map(jsonTypeOf)).toEqual(["null", "array", "object", "string", "number", "boolean"]);
});

describe("one line per error", () => {
  test("a file name with a newline (or any control character) stays on one line in the message; the fields keep it as given", () => {
    const e = new TrajlabInputError("unreadable", "runs/a\nb.json", "$", "cannot read\tit");
    expect(e.message).toBe("runs/a\\nb.json: $: cannot read\\tit");
    expect(e.message.split("\n")).toHaveLength(1);
    expect(e.file).toBe("runs/a\nb.json");
  });
  test("oneLine escapes control characters only", () => {
    expect(oneLine("é ü → \u0007\r")).toBe("é ü → \\u0007\\r");
    expect(oneLine("")).toBe("");
  });
});

import { describe, expect, test } from "vitest";
import { TrajlabInputError } from "../../lib/src";
import { jsonTypeOf } from "../../lib/src/io/errors";

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

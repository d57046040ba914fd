/** The formats and the file of each table. */
import { describe, expect, test } from "vitest";
import * as path from "path";
import { EXPORT_FORMATS } from "../../lib/src";
import { tableFile } from "../../lib/src/export/formats";

describe("tableFile", () => {
  test("is <dir>/<table>.<format>", () => {
    expect(tableFile("out", "writes", "csv")).toBe(path.join("out", "writes.csv"));
  });
  test("the formats are parquet (the default), csv and jsonl", () => {
    expect(EXPORT_FORMATS).toEqual(["parquet", "csv", "jsonl"]);
  });
});

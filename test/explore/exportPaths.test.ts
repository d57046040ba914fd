import * as path from "path";
import { describe, expect, test } from "vitest";
import { EXPLORE_DATA_ENV, exportPaths } from "../../lib/src";

describe("exportPaths", () => {
  test("without TRAJLAB_DATA the notebook's default paths are used", () => {
    expect(exportPaths(["../data/examples"], {})).toEqual(["../data/examples"]);
  });
  test("TRAJLAB_DATA names one path, or several joined by the path delimiter", () => {
    expect(EXPLORE_DATA_ENV).toBe("TRAJLAB_DATA");
    expect(exportPaths(["x"], { TRAJLAB_DATA: "/runs/a.json" })).toEqual(["/runs/a.json"]);
    expect(exportPaths(["x"], { TRAJLAB_DATA: ["a", "b/c", ""].join(path.delimiter) })).toEqual(["a", "b/c"]);
  });
  test("an empty TRAJLAB_DATA, or one of delimiters only, falls back to the default", () => {
    expect(exportPaths(["x"], { TRAJLAB_DATA: "" })).toEqual(["x"]);
    expect(exportPaths(["x"], { TRAJLAB_DATA: path.delimiter + path.delimiter })).toEqual(["x"]);
  });
  test("the fallback list is copied, not shared", () => {
    const fallback = ["x"];
    const out = exportPaths(fallback, {});
    out.push("y");
    expect(fallback).toEqual(["x"]);
  });
});

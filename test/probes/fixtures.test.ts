/**
 * The worked examples are shipped twice: as test fixtures (test/fixtures/probes) and for users without the test
 * tree (data/probe-examples, read by notebook 10). The two copies must stay byte-identical.
 */
import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { FIXTURES } from "./helpers";

const SHIPPED = path.join(__dirname, "..", "..", "data", "probe-examples");
const jsonFiles = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith(".json")).sort();

describe("the probe examples", () => {
  test("data/probe-examples holds the same JSON files as test/fixtures/probes", () => {
    expect(jsonFiles(SHIPPED)).toEqual(jsonFiles(FIXTURES));
    expect(jsonFiles(FIXTURES)).toEqual(["bad-records.json", "next-run.json", "retry-after.json", "retry-before.json", "unfinished-run.json", "worked-example.json"]);
  });
  test.each(jsonFiles(FIXTURES))("%s is byte-identical in both places", (name) => {
    expect(fs.readFileSync(path.join(SHIPPED, name), "utf8")).toBe(fs.readFileSync(path.join(FIXTURES, name), "utf8"));
  });
  test("both places explain the examples", () => {
    expect(fs.existsSync(path.join(FIXTURES, "README.md"))).toBe(true);
    expect(fs.existsSync(path.join(SHIPPED, "README.md"))).toBe(true);
  });
});

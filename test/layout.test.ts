/**
 * The tree says what it is (CONTRIBUTING.md §1, §6): every source file under lib/src has its same-named test file
 * under test/ (index files, export lists, are covered by test/publicApi.test.ts), and every family folder holds an
 * index.ts export list.
 */
import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";

const repo = path.resolve(__dirname, "..");
const src = path.join(repo, "lib", "src");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : e.name.endsWith(".ts") && e.name !== "index.ts" ? [p] : [];
  });
}

describe("lib/src mirrored by test/", () => {
  test("every source file has its same-named test file", () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(150);
    const missing = files
      .map((f) => path.join("test", path.relative(src, f)).replace(/\.ts$/, ".test.ts"))
      .filter((t) => !fs.existsSync(path.join(repo, t)));
    expect(missing).toEqual([]);
  });

  test("every family folder has an index.ts export list", () => {
    const families = fs.readdirSync(src, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(families.filter((f) => f !== "cli" && !fs.existsSync(path.join(src, f, "index.ts")))).toEqual([]);
  });
});

import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { readProvenance } from "../../lib/src";
import { SHARED_ROOT, SKIP_MESSAGE } from "./helpers";

describe("readProvenance", () => {
  test("a commit-column table takes the repository named once in the text", () => {
    const text = "Copies from the public, MIT-licensed repository sierra-research/tau2-bench, at the commits below.\n\n| file | commit | path in repository | sha256 |\n|---|---|---|---|\n| a.json | 59d0fb96f429 | src/a.json | 72fa… |\n| dir/results.json | a2c024725189 | tests/results.json | f2db… |\n";
    expect(readProvenance(text)).toEqual([
      { file: "a.json", repository: "sierra-research/tau2-bench", commit: "59d0fb96f429", path: "src/a.json" },
      { file: "dir/results.json", repository: "sierra-research/tau2-bench", commit: "a2c024725189", path: "tests/results.json" },
    ]);
  });

  test("a source-column table reads `repository @ commit : path` from each row", () => {
    const text = "| file | source (repository @ commit : path) | content |\n|---|---|---|\n| tau1/x.json | sierra-research/tau-bench @ 59a200c6 : historical_trajectories/gpt-4o-airline.json | v1 |\n| tau2/y.json | unparsable | … |\n";
    expect(readProvenance(text)).toEqual([
      { file: "tau1/x.json", repository: "sierra-research/tau-bench", commit: "59a200c6", path: "historical_trajectories/gpt-4o-airline.json" },
      { file: "tau2/y.json", repository: null, commit: null, path: null },
    ]);
  });

  test("tables of other columns, prose and non-file rows are skipped", () => {
    expect(readProvenance("| name | value |\n|---|---|\n| a.json | 1 |\n\nno table here")).toEqual([]);
    expect(readProvenance("")).toEqual([]);
  });

  test.skipIf(SHARED_ROOT === null)("the shared folders' READMEs: every run file has a repository, a commit and a path", () => {
    if (SHARED_ROOT === null) return console.warn(SKIP_MESSAGE);
    for (const folder of ["data", "tau2-public"]) {
      const entries = readProvenance(fs.readFileSync(path.join(SHARED_ROOT, folder, "README.md"), "utf8"));
      expect(entries.length).toBeGreaterThan(4);
      for (const e of entries) {
        expect(fs.existsSync(path.join(SHARED_ROOT, folder, e.file))).toBe(true);
        expect(e.repository).toMatch(/^sierra-research\/tau2?-bench$/);
        expect(e.commit).toMatch(/^[0-9a-f]{8,}$/);
        expect(e.path).not.toBeNull();
      }
    }
  });
});

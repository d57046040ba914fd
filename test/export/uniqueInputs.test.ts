/** uniqueInputs: each file once — a repeated input (same path, another path to the same file) is one exclusion. */
import { afterAll, describe, expect, test } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { uniqueInputs } from "../../lib/src/export/uniqueInputs";
import type { InputTables } from "../../lib/src/export";
import { examplesFile, removeTempDirs, repoRoot, tempDir } from "./helpers";

afterAll(removeTempDirs);

describe("uniqueInputs", () => {
  test("distinct inputs pass unchanged, in order", () => {
    const items = ["a.json", "b.json", examplesFile];
    expect(uniqueInputs(items)).toEqual(items);
  });

  test("the same path twice: the second is a known result with one exclusions row and its duplicate record", () => {
    const [first, second] = uniqueInputs([examplesFile, examplesFile]);
    expect(first).toBe(examplesFile);
    const d = second as InputTables;
    expect(d.duplicate).toEqual({ input: examplesFile, position: 2, sameAs: examplesFile, sameAsPosition: 1 });
    expect(d.errors).toEqual([]);
    expect([d.tables.runs, d.tables.conversations, d.tables.writes, d.tables.events]).toEqual([[], [], [], []]);
    expect(d.tables.exclusions).toEqual([
      { run: examplesFile, table: "runs", unit: "input", id: `${examplesFile} (input 2)`, reason: "duplicate input (exported once)", kind: null, file: examplesFile, path: null, detail: `the same file as input 1 (${examplesFile}): exported once` },
    ]);
  });

  test("a symbolic link to a file already given is the same file; a third repetition gets its own key", () => {
    const link = path.join(tempDir(), "link.json");
    fs.symlinkSync(examplesFile, link);
    const items = uniqueInputs([examplesFile, "other.json", link, examplesFile]);
    expect(items[1]).toBe("other.json");
    expect((items[2] as InputTables).duplicate).toEqual({ input: link, position: 3, sameAs: examplesFile, sameAsPosition: 1 });
    const ids = [items[2], items[3]].map((x) => (x as InputTables).tables.exclusions[0].id);
    expect(ids).toEqual([`${link} (input 3)`, `${examplesFile} (input 4)`]);
  });

  test("a τ² results directory and its results.json are one run", () => {
    const dir = path.join(repoRoot, "test", "fixtures", "io", "tau2-dir");
    const items = uniqueInputs([dir, path.join(dir, "results.json")]);
    expect((items[1] as InputTables).duplicate).toEqual({ input: path.join(dir, "results.json"), position: 2, sameAs: dir, sameAsPosition: 1 });
  });

  test("a path that does not exist is compared by its absolute path", () => {
    const items = uniqueInputs(["no/such.json", path.resolve("no/such.json")]);
    expect((items[1] as InputTables).duplicate?.sameAs).toBe("no/such.json");
  });
});

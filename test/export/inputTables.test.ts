/** inputTables: one job of an export — one input loaded and turned into rows; a bad input is one exclusion. */
import { describe, expect, test } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { loadRun } from "../../lib/src";
import { inputTables, runTables } from "../../lib/src/export";
import { examplesFile, repoRoot, tempDir, removeTempDirs } from "./helpers";
import { afterAll } from "vitest";

afterAll(removeTempDirs);

describe("inputTables", () => {
  test("a good input gives runTables of its run and no error", () => {
    const r = inputTables(examplesFile, { window: 2 });
    expect(r.input).toBe(examplesFile);
    expect(r.errors).toEqual([]);
    expect(r.tables).toEqual(runTables(loadRun(examplesFile), { window: 2 }));
  });

  test("an input that does not load gives one exclusions row (table runs) and its error, never a throw", () => {
    const file = path.join(repoRoot, "test", "fixtures", "io", "corpus", "truncated.json");
    const r = inputTables(file);
    expect([r.tables.runs, r.tables.conversations, r.tables.writes, r.tables.events]).toEqual([[], [], [], []]);
    expect(r.tables.exclusions).toHaveLength(1);
    expect(r.tables.exclusions[0]).toMatchObject({ run: file, table: "runs", unit: "input", id: file, reason: "input not loaded (not-json)", kind: "not-json", path: "$" });
    expect(r.errors.map((e) => [e.kind, e.file])).toEqual([["not-json", file]]);
    expect(r.errors[0].message).toMatch(/^.*truncated\.json: \$: not valid JSON/);
  });

  test("the loader's warnings come as text, one record per warning group, counted as the runs row counts them", () => {
    const file = path.join(repoRoot, "test", "fixtures", "io", "corpus", "negative-trial.json");
    const r = inputTables(file);
    const run = loadRun(file);
    expect(run.warnings.length).toBeGreaterThan(0);
    expect(r.warnings).toEqual(run.warnings.map((w) => ({ run: file, kind: w.kind, file: w.file, path: w.path, detail: w.detail, count: w.count })));
    expect(r.warnings?.[0]).toMatchObject({ kind: "suspicious-value", detail: "a negative trial number, kept as logged" });
    expect(r.tables.runs[0].load_warnings).toBe(r.warnings?.reduce((s, w) => s + w.count, 0));
    expect(inputTables(examplesFile).warnings).toEqual([]);
  });

  test("a missing file and a file of an unknown format are exclusions too", () => {
    expect(inputTables("no/such/file.json").errors[0].kind).toBe("unreadable");
    const dir = tempDir();
    const f = path.join(dir, "x.json");
    fs.writeFileSync(f, '{"hello": 1}');
    expect(inputTables(f).tables.exclusions[0].reason).toBe("input not loaded (unknown-format)");
  });

  test("throws a RangeError for a window that is not an integer ≥ 1", () => {
    expect(() => inputTables(examplesFile, { window: 1.5 })).toThrow("inputTables: options.window must be an integer ≥ 1, got 1.5");
  });
});

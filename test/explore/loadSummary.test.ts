import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { describeLoadIssues, loadExport, loadRun, loadSummary } from "../../lib/src";
import { EXAMPLES, EXAMPLE_RUN, tempExport, tideLine } from "./helpers";

/** The example export with simulations[1] made malformed and the "info" header removed. */
function damagedExample(): string {
  const doc = JSON.parse(fs.readFileSync(EXAMPLE_RUN, "utf8"));
  doc.simulations[1].messages = { not: "a list" };
  delete doc.info;
  return tempExport({ "retail_damaged.json": JSON.stringify(doc) });
}

describe("loadSummary", () => {
  test("one row per source with the counts read from it", () => {
    const s = loadSummary(loadExport([EXAMPLES]));
    expect(s.rows).toEqual([
      { source: "tau2_retail_examples.json", status: "loaded", format: "tau2-results", domain: "retail", agent: "hand-written (trajlab example)", conversations: 6, tasks: 6, trials: 1, excludedAtLoad: 0, warnings: 0 },
      { source: "diagnostics_tiny.events.jsonl", status: "loaded", format: "events-jsonl", domain: "retail", agent: "(hand-made)", conversations: 1, tasks: 1, trials: 1, excludedAtLoad: 0, warnings: 0 },
    ]);
    expect(s.issues).toEqual([]);
  });

  test("conversations left out at load and load warnings are counted, and each is listed in words", () => {
    const dir = damagedExample();
    const run = loadRun(path.join(dir, "retail_damaged.json"));
    const s = loadSummary(loadExport([dir]));
    expect(s.rows[0].conversations).toBe(5);
    expect(s.rows[0].excludedAtLoad).toBe(1);
    expect(s.rows[0].warnings).toBe(run.warnings.length);
    expect(run.warnings.length).toBeGreaterThan(0);
    expect(s.issues.map((i) => i.line)).toEqual(describeLoadIssues(run));
    expect(s.issues[0].line).toMatch(/^excluded \(.+\): .+simulations\[1\]\.messages/);
  });

  test("an input that does not load is a row saying so, and its message is an issue", () => {
    const s = loadSummary(loadExport([path.join(EXAMPLES, "nope.json")]));
    expect(s.rows).toHaveLength(1);
    expect(s.rows[0]).toMatchObject({ status: "not loaded (unreadable)", format: null, conversations: 0 });
    expect(s.issues[0].line).toMatch(/^not loaded: .*nope\.json/);
  });

  test("a TIDE run counts one conversation per task and one trial", () => {
    const dir = tempExport({ "Sudoku/m.jsonl": [tideLine(0, 1), tideLine(1, null), tideLine(2, 3)].join("\n") });
    const [row] = loadSummary(loadExport([dir])).rows;
    expect(row).toMatchObject({ format: "tide", domain: "Sudoku", agent: "m", conversations: 3, tasks: 3, trials: 1 });
  });

  test("trials are the largest number of conversations of one task", () => {
    const doc = JSON.parse(fs.readFileSync(EXAMPLE_RUN, "utf8"));
    doc.simulations.push({ ...doc.simulations[0], id: "again-1", trial: 1 }, { ...doc.simulations[0], id: "again-2", trial: 2 });
    const dir = tempExport({ "r.json": JSON.stringify(doc) });
    expect(loadSummary(loadExport([dir])).rows[0]).toMatchObject({ conversations: 8, tasks: 6, trials: 3 });
  });

  test("an empty load has no rows and no issues", () => {
    expect(loadSummary({ inputs: [], sources: [], errors: [] })).toEqual({ rows: [], issues: [] });
  });
});

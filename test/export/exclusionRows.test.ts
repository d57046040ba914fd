/** The exclusions rows: every unit left out of a table, with the reason, the fault's place and the detail. */
import { describe, expect, test } from "vitest";
import * as path from "path";
import { analyzeDrift, loadRun } from "../../lib/src";
import { exportTable, runExclusionRows } from "../../lib/src";
import { checkRow } from "../../lib/src/export/cells";
import { duplicateExclusionRow, inputExclusionRow, stepExclusionRow } from "../../lib/src/export/exclusionRows";
import { examplesFile, repoRoot } from "./helpers";

const table = exportTable("exclusions");

describe("runExclusionRows", () => {
  test("lists the conversations that count in no drift figure, with the drift family's reason (table writes)", () => {
    const run = loadRun(examplesFile);
    const rows = runExclusionRows(run, analyzeDrift(run));
    rows.forEach((r, i) => checkRow(table, r, i));
    expect(rows.map((r) => [r.table, r.unit, r.id, r.reason, r.kind])).toEqual([["writes", "conversation", "ex-05-no-writes", "no write calls", null]]);
  });

  test("lists the conversations the loader left out first (table conversations), with kind, file, JSON path and detail", () => {
    const file = path.join(repoRoot, "test", "fixtures", "io", "corpus", "sim-reward-string.json");
    const run = loadRun(file);
    const rows = runExclusionRows(run, analyzeDrift(run));
    expect(rows[0]).toEqual({
      run: file,
      table: "conversations",
      unit: "conversation",
      id: "s1",
      reason: "reward not a number in [0, 1]",
      kind: "bad-reward",
      file,
      path: "simulations[1].reward_info.reward",
      detail: `${file}: simulations[1].reward_info.reward: reward must be a number in [0, 1], got string "1"`,
    });
  });

  test("without a write-tool set every conversation is excluded from writes, with the reason and the detail", () => {
    const run = { ...loadRun(examplesFile), domain: "nowhere" };
    const rows = runExclusionRows(run, analyzeDrift(run));
    expect(rows.map((r) => r.id)).toEqual(run.conversations.map((c) => c.id));
    for (const r of rows) {
      expect(r.reason).toMatch(/^no write-tool set for this run/);
      expect(r.detail).not.toBeNull();
    }
  });
});

describe("inputExclusionRow", () => {
  test("an input that did not load: table runs, unit input, the error's kind, path and message", () => {
    const row = inputExclusionRow({ kind: "not-json", file: "bad.json", path: "$", message: "bad.json: $: not valid JSON" });
    checkRow(table, row, 0);
    expect(row).toEqual({ run: "bad.json", table: "runs", unit: "input", id: "bad.json", reason: "input not loaded (not-json)", kind: "not-json", file: "bad.json", path: "$", detail: "bad.json: $: not valid JSON" });
  });
  test("an internal error says it is a bug", () => {
    expect(inputExclusionRow({ kind: "internal", file: "a", path: "$", message: "x" }).reason).toBe("internal error (a bug — please report it)");
  });
});

describe("stepExclusionRow", () => {
  test("a failed step of a run: unit diagnostics, kind internal, the message as detail", () => {
    const row = stepExclusionRow("a.json", "conversations", "internal error (a bug — please report it) in diagnostics on a.json: boom");
    checkRow(table, row, 0);
    expect([row.table, row.unit, row.id, row.kind, row.detail]).toEqual(["conversations", "diagnostics", "a.json", "internal", "internal error (a bug — please report it) in diagnostics on a.json: boom"]);
  });
});

describe("duplicateExclusionRow", () => {
  test("a repeated input: table runs, unit input, its position in the id, kind null (a rule), the earlier input in the detail", () => {
    const r = duplicateExclusionRow("b/a.json", 3, "a.json", 1);
    expect(r).toEqual({ run: "b/a.json", table: "runs", unit: "input", id: "b/a.json (input 3)", reason: "duplicate input (exported once)", kind: null, file: "b/a.json", path: null, detail: "the same file as input 1 (a.json): exported once" });
    expect(() => checkRow(table, r, 0)).not.toThrow();
  });
});

/** runRow: one row per run, with what the loader and the drift family say about it. */
import { describe, expect, test } from "vitest";
import * as path from "path";
import { analyzeDrift, loadRun } from "../../lib/src";
import { exportTable, runRow } from "../../lib/src";
import { checkRow } from "../../lib/src/export/cells";
import { examplesFile, repoRoot } from "./helpers";

describe("runRow", () => {
  test("states the run's source, format, domain, models, counts, write set, window and data-quality verdict", () => {
    const run = loadRun(examplesFile);
    const row = runRow(run, analyzeDrift(run, { window: 2 }));
    checkRow(exportTable("runs"), row, 0);
    expect(row).toMatchObject({ run: examplesFile, format: "tau2-results", domain: "retail", trial_count: 1, tasks: 6, conversations: 6, load_excluded: 0, load_warnings: 0, write_source: "registry", window: 2, match_rule: "call-keys", data_quality: "ok", data_quality_flagged: 0, data_quality_checked: 6 });
    expect(JSON.parse(row.write_tools as string)).toEqual(analyzeDrift(run).writeTools!.tools);
    expect(row.write_tools_unavailable).toBeNull();
  });

  test("counts the loader's exclusions and warnings", () => {
    const run = loadRun(path.join(repoRoot, "test", "fixtures", "io", "corpus", "sim-reward-string.json"));
    const row = runRow(run, analyzeDrift(run));
    expect([row.conversations, row.load_excluded]).toEqual([run.conversations.length, 1]);
    expect(row.load_warnings).toBe(run.warnings.reduce((s, w) => s + w.count, 0));
  });

  test("a run without a write-tool set has null write_source and write_tools, and says why", () => {
    const run = { ...loadRun(examplesFile), domain: "nowhere" };
    const row = runRow(run, analyzeDrift(run));
    expect([row.write_source, row.write_tools]).toEqual([null, null]);
    expect(row.write_tools_unavailable).toMatch(/nowhere|registry|check/);
  });
});

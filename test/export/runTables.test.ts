/** runTables: the five tables of one loaded run, and what a failing step costs (only its own part). */
import { afterEach, describe, expect, test, vi } from "vitest";
import { analyzeDrift, diagnoseRun, loadRun } from "../../lib/src";
import { conversationRows, EXPORT_TABLES, eventRows, runExclusionRows, runRow, runTables, writeCallRows } from "../../lib/src";
import { checkRow } from "../../lib/src/export/cells";
import { examplesFile } from "./helpers";

const run = loadRun(examplesFile);

describe("runTables", () => {
  test("is the row builders over one drift report and one diagnosis", () => {
    const t = runTables(run, { window: 2 });
    const report = analyzeDrift(run, { window: 2 });
    const d = diagnoseRun(run, { writes: "default" });
    expect(t.runs).toEqual([runRow(run, report)]);
    expect(t.conversations).toEqual(conversationRows(run, report, d.diagnosis));
    expect(t.writes).toEqual(writeCallRows(run, report));
    expect(t.events).toEqual(eventRows(run.source, d.logs));
    expect(t.exclusions).toEqual(runExclusionRows(run, report));
    for (const s of EXPORT_TABLES) t[s.name].forEach((r, i) => checkRow(s, r, i));
  });

  test("uses one write request for drift and for the events' effect", () => {
    const t = runTables(run, { writes: ["cancel_pending_order"] });
    expect(JSON.parse(t.runs[0].write_tools as string)).toEqual(["cancel_pending_order"]);
    const writesInEvents = new Set(t.events.filter((e) => e.effect === "write").map((e) => e.tool));
    expect([...writesInEvents]).toEqual(["cancel_pending_order"]);
  });

  test("a run without conversations gives its runs row and nothing else", () => {
    const empty = { ...run, conversations: [] };
    const t = runTables(empty);
    expect([t.runs.length, t.conversations.length, t.writes.length, t.events.length, t.exclusions.length]).toEqual([1, 0, 0, 0, 0]);
    expect(t.runs[0].conversations).toBe(0);
  });

  test("a write source the run cannot give is a run without a write-tool set, not an error", () => {
    const t = runTables(run, { writes: "checks" });
    expect([t.runs[0].write_source, t.writes.length]).toEqual([null, 0]);
    expect(t.conversations.every((c) => c.writes === null)).toBe(true);
  });

  test("throws a RangeError for a window that is not an integer ≥ 1", () => {
    expect(() => runTables(run, { window: 0 })).toThrow(RangeError);
  });
});

describe("runTables when the diagnosis fails (a bug)", () => {
  afterEach(() => {
    vi.doUnmock("../../lib/src/diagnostics/diagnose");
    vi.resetModules();
  });
  test("only the diagnostics columns go (null, with an exclusions row); drift rows and events stay", async () => {
    vi.resetModules();
    vi.doMock("../../lib/src/diagnostics/diagnose", () => ({
      diagnoseRun: () => {
        throw new Error("boom");
      },
    }));
    const { runTables: fresh } = await import("../../lib/src/export/runTables");
    const t = fresh(run);
    expect(t.conversations.map((c) => c.outcome)).toEqual(run.conversations.map(() => null));
    expect(t.conversations.map((c) => c.drift_writes)).toEqual(runTables(run).conversations.map((c) => c.drift_writes));
    expect(t.events.length).toBe(runTables(run).events.length);
    const failed = t.exclusions.filter((e) => e.kind === "internal");
    expect(failed.map((e) => [e.table, e.unit, e.detail])).toEqual([["conversations", "diagnostics", `internal error (a bug — please report it) in diagnostics on ${run.source}: boom`]]);
  });
});

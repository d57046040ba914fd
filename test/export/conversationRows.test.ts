/** conversationRows: one row per conversation — drift counts and finals, and the diagnosis summarised. */
import { describe, expect, test } from "vitest";
import { analyzeDrift, diagnoseRun, loadRun } from "../../lib/src";
import { conversationRows, exportTable } from "../../lib/src";
import { checkRow } from "../../lib/src/export/cells";
import { examplesFile } from "./helpers";

const run = loadRun(examplesFile);
const report = analyzeDrift(run);
const diagnosis = diagnoseRun(run, { writes: "default" }).diagnosis;
const rows = conversationRows(run, report, diagnosis);

describe("conversationRows", () => {
  test("gives one schema-conforming row per conversation, in file order", () => {
    expect(rows.map((r) => r.conversation_id)).toEqual(run.conversations.map((c) => c.id));
    rows.forEach((r, i) => checkRow(exportTable("conversations"), r, i));
  });

  test("N, M and A are the conversation's writes, drift writes and aligned writes (A + M = N)", () => {
    // ex-03-drift-then-recovery: x = 1 0 1 1 1 (hand-written example, data/examples/README.md)
    const r = rows.find((x) => x.conversation_id === "ex-03-drift-then-recovery")!;
    expect([r.writes, r.drift_writes, r.aligned_writes]).toEqual([5, 1, 4]);
    // GD^stock_N = M/N; GD^track_N over the last 3 writes (1 1 1) = 0; means over k = 1..5 by hand
    expect([r.gd_stock_final, r.gd_track_final]).toEqual([1 / 5, 0]);
    expect(r.gd_stock_mean).toBeCloseTo((0 + 1 / 2 + 1 / 3 + 1 / 4 + 1 / 5) / 5, 12);
    expect(r.gd_track_mean).toBeCloseTo((0 + 1 / 2 + 1 / 3 + 1 / 3 + 0) / 5, 12);
    for (const x of rows) if (x.drift_writes !== null) expect((x.aligned_writes as number) + (x.drift_writes as number)).toBe(x.writes);
  });

  test("a conversation excluded from drift keeps its row, with the reason and null GD values (never 0)", () => {
    const r = rows.find((x) => x.conversation_id === "ex-05-no-writes")!;
    expect(r.drift_excluded).toBe("no write calls");
    expect([r.gd_stock_final, r.gd_track_final, r.gd_stock_mean, r.gd_track_mean]).toEqual([null, null, null, null]);
    expect([r.writes, r.write_tools_used]).toEqual([0, "[]"]);
  });

  test("a missing reward is null, in reward group other", () => {
    const r = rows.find((x) => x.conversation_id === "ex-06-missing-reward")!;
    expect([r.reward, r.reward_group, r.outcome]).toEqual([null, "other", "unscored"]);
  });

  test("the diagnostics columns are the diagnosis's: outcome, top first-deviation candidate, loop and call counts", () => {
    diagnosis.conversations.forEach((d, i) => {
      const r = rows[i];
      const top = d.firstDeviation.status === "candidates" ? d.firstDeviation.candidates[0] : null;
      expect([r.outcome, r.first_deviation, r.first_deviation_event, r.first_deviation_message]).toEqual([d.outcome.class, d.firstDeviation.status, top ? top.event : null, top ? top.messageIndex : null]);
      expect([r.loop, r.loop_steps, r.agent_calls, r.repeated_calls, r.tool_errors]).toEqual([d.loop.hasLoop, d.loop.point.numerator, d.loop.point.denominator, d.metrics.repeatedCalls.numerator, d.errors.length]);
    });
    const drift = rows.find((x) => x.conversation_id === "ex-02-drift-only")!;
    expect([drift.outcome, drift.first_deviation_kind, drift.first_deviation_message]).toEqual(["drift-write", "proposal", 12]); // "I will exchange item 6000000201 for item 6000000288 (blue, size XL). Confirm (yes)?" — the gold exchanges to 6000000299
  });

  test("the denominators are columns: repeated calls of tool_calls, coverage of writes", () => {
    diagnosis.conversations.forEach((d, i) => {
      expect(d.metrics.repeatedCalls.denominator).toBe(rows[i].tool_calls);
      expect(d.metrics.coverage.denominator).toBe(rows[i].writes);
    });
  });

  test("write_tools_used lists the write tools the conversation called, sorted, each once", () => {
    const c = run.conversations[2];
    const set = new Set(report.writeTools!.tools);
    expect(JSON.parse(rows[2].write_tools_used as string)).toEqual([...new Set(c.toolCalls.filter((t) => set.has(t.name)).map((t) => t.name))].sort());
  });

  test("without a diagnosis every diagnostics column is null, the drift columns stay", () => {
    const plain = conversationRows(run, report, null);
    const diagCols = ["outcome", "outcome_rule", "first_deviation", "loop", "loop_steps", "agent_calls", "repeated_calls", "no_change_writes", "tool_errors", "gold_omitted", "coverage_complete", "first_progress_steps"];
    for (const r of plain) for (const c of diagCols) expect(r[c], c).toBeNull();
    expect(plain.map((r) => r.drift_writes)).toEqual(rows.map((r) => r.drift_writes));
  });

  test("without a write-tool set, N, M, A and the tools used are null and every row is excluded with the reason", () => {
    const nowhere = { ...run, domain: "nowhere" };
    const r = conversationRows(nowhere, analyzeDrift(nowhere), diagnoseRun(nowhere, { writes: "default" }).diagnosis);
    for (const x of r) {
      expect([x.writes, x.drift_writes, x.aligned_writes, x.write_tools_used, x.coverage_complete, x.no_change_writes]).toEqual([null, null, null, null, null, null]);
      expect(x.drift_excluded).toMatch(/^no write-tool set/);
    }
  });

  test("throws a RangeError when the report or the diagnosis is of another run", () => {
    const other = { ...run, conversations: run.conversations.slice(1) };
    expect(() => conversationRows(other, report, null)).toThrow(/^conversationRows: report.conversations must have one row per conversation \(5\), got 6$/);
    expect(() => conversationRows(run, report, { ...diagnosis, conversations: [] })).toThrow(RangeError);
  });
});

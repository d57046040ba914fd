/** writeCallRows: one row per write k of each conversation that counts — x_k, GD^track_k, GD^stock_k. */
import { describe, expect, test } from "vitest";
import { analyzeDrift, loadRun } from "../../lib/src";
import { exportTable, writeCallRows } from "../../lib/src";
import { checkRow } from "../../lib/src/export/cells";
import { examplesFile } from "./helpers";

const run = loadRun(examplesFile);
const report = analyzeDrift(run);
const rows = writeCallRows(run, report);

describe("writeCallRows", () => {
  test("one schema-conforming row per write of the counted conversations: Σ rows = Σ N", () => {
    rows.forEach((r, i) => checkRow(exportTable("writes"), r, i));
    const counted = report.conversations.filter((c) => c.excluded === null);
    expect(rows.length).toBe(counted.reduce((s, c) => s + c.writeCount, 0));
  });

  test("x_k, GD^track_k (H = 3) and GD^stock_k of ex-03 (x = 1 0 1 1 1) as computed by hand", () => {
    const r = rows.filter((x) => x.conversation_id === "ex-03-drift-then-recovery");
    expect(r.map((x) => x.k)).toEqual([1, 2, 3, 4, 5]);
    expect(r.map((x) => x.x)).toEqual([1, 0, 1, 1, 1]);
    expect(r.map((x) => x.verdict)).toEqual(["aligned", "drift", "aligned", "aligned", "aligned"]);
    // GD^track_k: drift share of writes max(1, k−2)..k; GD^stock_k: drift share of writes 1..k
    expect(r.map((x) => x.gd_track)).toEqual([0, 1 / 2, 1 / 3, 1 / 3, 0]);
    expect(r.map((x) => x.gd_stock)).toEqual([0, 1 / 2, 1 / 3, 1 / 4, 1 / 5]);
  });

  test("each write names its tool, caller, call order and the message that carries it", () => {
    for (const w of rows) {
      const c = run.conversations.find((x) => x.id === w.conversation_id)!;
      const call = c.toolCalls[w.call_order as number];
      expect([w.tool, w.requestor, w.message_index, w.path]).toEqual([call.name, call.requestor, call.messageIndex, call.path]);
    }
  });

  test("an aligned write names the gold action it consumed; a drift write has null there", () => {
    for (const w of rows) {
      if (w.x === 1) expect(w.gold_action_index).not.toBeNull();
      else expect([w.gold_action_index, w.gold_action_id]).toEqual([null, null]);
    }
  });

  test("excluded conversations and runs without a write-tool set contribute no rows", () => {
    expect(rows.some((r) => r.conversation_id === "ex-05-no-writes")).toBe(false);
    const nowhere = { ...run, domain: "nowhere" };
    expect(writeCallRows(nowhere, analyzeDrift(nowhere))).toEqual([]);
  });
});

/** Rows against the schema: the one check behind "null stays null, never 0 or NaN" in every format. */
import { describe, expect, test } from "vitest";
import { exportTable, type ExportRow } from "../../lib/src";
import { checkRow, emptyTables } from "../../lib/src/export/cells";
import { jsonText } from "../../lib/src/export/cells";

const table = exportTable("exclusions");
const good: ExportRow = { run: "a.json", table: "runs", unit: "input", id: "a.json", reason: "input not loaded (not-json)", kind: "not-json", file: "a.json", path: "$", detail: null };

describe("checkRow", () => {
  test("accepts a row with every column, in order, of its type or null where allowed", () => {
    expect(() => checkRow(table, good, 0)).not.toThrow();
  });
  test("rejects a missing, extra or reordered column", () => {
    const { detail: _d, ...missing } = good;
    expect(() => checkRow(table, missing, 2)).toThrow(/^exclusions\[2\]: columns must be run, table, unit/);
    expect(() => checkRow(table, { ...good, extra: 1 }, 0)).toThrow(TypeError);
    const { run, ...rest } = good;
    expect(() => checkRow(table, { ...rest, run }, 0)).toThrow(TypeError);
  });
  test("rejects null where the schema says never", () => {
    expect(() => checkRow(table, { ...good, reason: null }, 4)).toThrow("exclusions[4].reason must not be null (the schema says never)");
  });
  test("rejects NaN, ±Infinity and fractions in number columns, and wrong types anywhere", () => {
    const writes = exportTable("writes");
    const w: ExportRow = { run: "r", conversation_id: "c", k: 1, call_order: 0, message_index: 2, tool: "t", requestor: "assistant", x: 1, verdict: "aligned", reason: "matched", gold_action_index: 0, gold_action_id: null, gd_track: 0, gd_stock: 0, path: "p" };
    expect(() => checkRow(writes, w, 0)).not.toThrow();
    expect(() => checkRow(writes, { ...w, gd_stock: NaN }, 0)).toThrow("writes[0].gd_stock must be a finite number or null, got NaN");
    expect(() => checkRow(writes, { ...w, gd_track: Infinity }, 0)).toThrow("got Infinity");
    expect(() => checkRow(writes, { ...w, k: 1.5 }, 0)).toThrow("writes[0].k must be a 32-bit integer or null, got 1.5");
    expect(() => checkRow(writes, { ...w, k: 2 ** 31 }, 0)).toThrow(TypeError);
    expect(() => checkRow(writes, { ...w, tool: 3 }, 0)).toThrow("writes[0].tool must be a string or null, got 3");
    expect(() => checkRow(exportTable("conversations"), { ...Object.fromEntries(exportTable("conversations").columns.map((c) => [c.name, null])), run: "r", conversation_id: "c", task_id: "t", reward_group: "other", messages: 0, tool_calls: 0, file: "f", path: "p", loop: "no" }, 0)).toThrow("conversations[0].loop must be a boolean or null");
  });
});

describe("emptyTables", () => {
  test("gives five empty, independent tables", () => {
    const a = emptyTables();
    a.runs.push(good);
    expect(emptyTables()).toEqual({ runs: [], conversations: [], writes: [], events: [], exclusions: [] });
  });
});

describe("jsonText", () => {
  test("writes a list as JSON text and keeps null null", () => {
    expect([jsonText([]), jsonText(["a"]), jsonText(null), jsonText(undefined)]).toEqual(["[]", '["a"]', null, null]);
  });
});

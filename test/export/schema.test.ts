/** The export schema: five tables, unique snake_case columns, keys that are never null, a null rule everywhere. */
import { describe, expect, test } from "vitest";
import { EXPORT_SCHEMA_VERSION, EXPORT_TABLES, EXPORT_TABLE_NAMES, exportTable } from "../../lib/src/export";

describe("EXPORT_TABLES", () => {
  test("lists runs, conversations, writes, events and exclusions, in file order", () => {
    expect(EXPORT_TABLE_NAMES).toEqual(["runs", "conversations", "writes", "events", "exclusions"]);
    expect(EXPORT_TABLES.map((t) => t.columns.length)).toEqual([18, 39, 15, 22, 9]);
  });

  test("column names are unique snake_case within a table, and every table starts with the run key", () => {
    for (const t of EXPORT_TABLES) {
      const names = t.columns.map((c) => c.name);
      expect(new Set(names).size, t.name).toBe(names.length);
      for (const n of names) expect(n, `${t.name}.${n}`).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(names[0]).toBe("run");
    }
  });

  test("every key column exists and is never null", () => {
    for (const t of EXPORT_TABLES) {
      for (const k of t.key) {
        const c = t.columns.find((x) => x.name === k);
        expect(c, `${t.name}.${k}`).toBeDefined();
        expect(c!.nullWhen, `${t.name}.${k}`).toBe("never");
      }
    }
  });

  test("every column states its type, unit, meaning and when it is null", () => {
    for (const t of EXPORT_TABLES) {
      for (const c of t.columns) {
        expect(["string", "integer", "double", "boolean"]).toContain(c.type);
        for (const text of [c.unit, c.meaning, c.nullWhen]) expect(text.length, `${t.name}.${c.name}`).toBeGreaterThan(0);
        if (c.json) expect(c.type).toBe("string");
      }
    }
  });

  test("the figures' parts are columns: N and M per conversation, x_k and GD_k per write", () => {
    const cols = (n: "conversations" | "writes") => exportTable(n).columns.map((c) => c.name);
    expect(cols("conversations")).toEqual(expect.arrayContaining(["writes", "drift_writes", "aligned_writes", "drift_excluded", "gd_track_final", "gd_stock_final", "reward_group"]));
    expect(cols("writes")).toEqual(expect.arrayContaining(["k", "x", "verdict", "gd_track", "gd_stock", "message_index", "tool"]));
  });

  test("the schema has a major.minor version", () => {
    expect(EXPORT_SCHEMA_VERSION).toMatch(/^\d+\.\d+$/);
  });
});

describe("exportTable", () => {
  test("finds a table by name", () => {
    expect(exportTable("events").key).toEqual(["run", "conversation_id", "seq"]);
  });
  test("throws a RangeError naming the table names for an unknown one", () => {
    expect(() => exportTable("nope" as never)).toThrow(/^exportTable: name must be one of runs, conversations, writes, events, exclusions, got "nope"$/);
  });
});

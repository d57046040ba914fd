/** The Parquet writer: the schema's types, null as null, row groups independent of how rows arrive. */
import { afterAll, describe, expect, test } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { exportTable, type ExportRow } from "../../lib/src/export";
import { loadParquetModule, parquetSchema, parquetSink, PARQUET_ROW_GROUP_ROWS } from "../../lib/src/export/parquetSink";
import { lit, removeTempDirs, sql, tempDir } from "./helpers";

afterAll(removeTempDirs);

const writes = exportTable("writes");
const row = (i: number): ExportRow => ({
  run: "r",
  conversation_id: `c${i % 7}`,
  k: i + 1,
  call_order: i,
  message_index: 2 * i,
  tool: i % 3 === 0 ? "cancel" : "modify",
  requestor: "assistant",
  x: i % 4 === 0 ? 0 : 1,
  verdict: i % 4 === 0 ? "drift" : "aligned",
  reason: "matched",
  gold_action_index: i % 4 === 0 ? null : i % 5,
  gold_action_id: i % 2 === 0 ? null : `a${i}`,
  gd_track: (i % 3) / 3,
  gd_stock: 1 / (i + 1),
  path: `simulations[${i}]`,
});

async function write(file: string, batches: ExportRow[][]): Promise<void> {
  const s = parquetSink(await loadParquetModule(), file, writes, "1.0");
  for (const b of batches) s.append(b);
  s.close();
}

describe("parquetSchema", () => {
  test("maps string → BYTE_ARRAY/UTF8, integer → INT32, double → DOUBLE, boolean → BOOLEAN, every column OPTIONAL", () => {
    const s = parquetSchema(exportTable("conversations"));
    expect(s[0]).toEqual({ name: "root", num_children: 39 });
    const byName = Object.fromEntries(s.slice(1).map((e) => [e.name, e]));
    expect(byName.task_id).toEqual({ name: "task_id", type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "OPTIONAL" });
    expect(byName.writes).toEqual({ name: "writes", type: "INT32", repetition_type: "OPTIONAL" });
    expect(byName.reward).toEqual({ name: "reward", type: "DOUBLE", repetition_type: "OPTIONAL" });
    expect(byName.loop).toEqual({ name: "loop", type: "BOOLEAN", repetition_type: "OPTIONAL" });
  });
});

describe("parquetSink", () => {
  test("DuckDB reads back every value; null stays NULL", async () => {
    const f = path.join(tempDir(), "writes.parquet");
    const rows = Array.from({ length: 50 }, (_, i) => row(i));
    await write(f, [rows]);
    expect(await sql(`SELECT * FROM read_parquet(${lit(f)})`)).toEqual(rows);
  });

  test("the bytes depend only on the rows, not on the batches they arrive in (fixed row groups)", async () => {
    const n = PARQUET_ROW_GROUP_ROWS + 1234;
    const rows = Array.from({ length: n }, (_, i) => row(i));
    const a = path.join(tempDir(), "a.parquet");
    const b = path.join(tempDir(), "b.parquet");
    await write(a, [rows]);
    await write(b, [rows.slice(0, 10), rows.slice(10, 70000), rows.slice(70000)]);
    expect(fs.readFileSync(a).equals(fs.readFileSync(b))).toBe(true);
    const groups = await sql(`SELECT DISTINCT row_group_id, row_group_num_rows FROM parquet_metadata(${lit(a)}) ORDER BY 1`);
    expect(groups.map((g) => g.row_group_num_rows)).toEqual([PARQUET_ROW_GROUP_ROWS, 1234]);
  });

  test("an empty table is a valid file with the schema and no rows", async () => {
    const f = path.join(tempDir(), "empty.parquet");
    await write(f, []);
    expect(await sql(`SELECT COUNT(*) AS n FROM read_parquet(${lit(f)})`)).toEqual([{ n: 0 }]);
    const cols = await sql(`DESCRIBE SELECT * FROM read_parquet(${lit(f)})`);
    expect(cols.map((c) => c.column_name)).toEqual(writes.columns.map((c) => c.name));
  });

  test("names the table and the schema version in the file's key-value metadata", async () => {
    const f = path.join(tempDir(), "m.parquet");
    await write(f, [[row(0)]]);
    const kv = await sql(`SELECT decode(key) AS key, decode(value) AS value FROM parquet_kv_metadata(${lit(f)}) ORDER BY 1`);
    expect(kv).toEqual([
      { key: "trajlab.export_schema", value: "1.0" },
      { key: "trajlab.table", value: "writes" },
    ]);
  });
});

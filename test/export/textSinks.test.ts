/** CSV and JSON Lines writers: RFC 4180 quoting, null as an empty field (CSV) or null (JSON), read back by DuckDB. */
import { afterAll, describe, expect, test } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { exportTable, type ExportRow } from "../../lib/src/export";
import { csvField, csvSink, jsonlSink } from "../../lib/src/export/textSinks";
import { lit, removeTempDirs, sql, tempDir } from "./helpers";

afterAll(removeTempDirs);

const table = exportTable("exclusions");
const rows: ExportRow[] = [
  { run: "a.json", table: "runs", unit: "input", id: "a.json", reason: 'quote " and, comma', kind: null, file: "", path: "line\nbreak", detail: null },
  { run: "b.json", table: "writes", unit: "conversation", id: "c1", reason: "no write calls", kind: null, file: "b.json", path: "simulations[0]", detail: "é ✓" },
];

describe("csvField", () => {
  test("null is empty, an empty string is \"\", special characters are quoted with quotes doubled", () => {
    expect([csvField(null), csvField(""), csvField("plain"), csvField('a"b'), csvField("a,b"), csvField("a\nb"), csvField("a\rb")]).toEqual(["", '""', "plain", '"a""b"', '"a,b"', '"a\nb"', '"a\rb"']);
  });
  test("numbers keep their shortest round-trip form; booleans are true and false", () => {
    expect([csvField(0), csvField(1 / 3), csvField(-2), csvField(1e-7), csvField(true), csvField(false)]).toEqual(["0", "0.3333333333333333", "-2", "1e-7", "true", "false"]);
  });
});

describe("csvSink", () => {
  test("writes a header and one line per row; DuckDB reads null as NULL and \"\" as an empty string (allow_quoted_nulls = false)", async () => {
    const f = path.join(tempDir(), "exclusions.csv");
    const s = csvSink(f, table);
    s.append(rows.slice(0, 1));
    s.append(rows.slice(1));
    s.close();
    expect(s.rows).toBe(2);
    expect(fs.readFileSync(f, "utf8").split("\n")[0]).toBe(table.columns.map((c) => c.name).join(","));
    const back = await sql(`SELECT * FROM read_csv(${lit(f)}, header = true, all_varchar = true, allow_quoted_nulls = false) ORDER BY run`);
    expect(back).toEqual(rows);
  });
  test("an empty table is its header line", () => {
    const f = path.join(tempDir(), "e.csv");
    const s = csvSink(f, table);
    s.close();
    expect(fs.readFileSync(f, "utf8")).toBe(table.columns.map((c) => c.name).join(",") + "\n");
  });
});

describe("jsonlSink", () => {
  test("one JSON object per line, keys in column order, null as null", async () => {
    const f = path.join(tempDir(), "exclusions.jsonl");
    const s = jsonlSink(f, table);
    s.append(rows);
    s.close();
    const lines = fs.readFileSync(f, "utf8").trimEnd().split("\n");
    expect(lines.map((l) => JSON.parse(l))).toEqual(rows);
    expect(Object.keys(JSON.parse(lines[0]))).toEqual(table.columns.map((c) => c.name));
    const back = await sql(`SELECT * FROM read_json(${lit(f)}, format = 'newline_delimited') ORDER BY run`);
    expect(back).toEqual(rows);
  });
});

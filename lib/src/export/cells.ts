/*
 * Rows of the export tables, and the one check every writer relies on: each cell has its column's type, never
 * NaN or ±Infinity, and is null only where the schema allows it.
 */
import { showValue } from "../stats/guards";
import type { ExportCell, ExportTable } from "./schema";

/** One row of an export table: column name → cell, in the schema's column order. */
export type ExportRow = Record<string, ExportCell>;

/** The rows of the five tables ({@link ExportTable}), as the table builders return them. */
export interface ExportTables {
  runs: ExportRow[];
  conversations: ExportRow[];
  writes: ExportRow[];
  events: ExportRow[];
  exclusions: ExportRow[];
}

/**
 * Five empty tables.
 *
 * @returns a fresh set of empty tables
 * @example
 * emptyTables(); // { runs: [], conversations: [], writes: [], events: [], exclusions: [] }
 * @internal
 */
export function emptyTables(): ExportTables {
  return { runs: [], conversations: [], writes: [], events: [], exclusions: [] };
}

/**
 * Is this row what the schema says? Every column present (and no other), every cell of its column's type — a
 * string, a 32-bit integer, a finite double, a boolean — or null where the column may be null. Null stays null:
 * a writer never turns it into 0, "" or NaN.
 *
 * @internal
 * @param table the table's schema
 * @param row the row
 * @param index the row's index, for the message
 * @throws {TypeError} `<table>[<index>].<column> must be <type>, got <value>` for a cell of the wrong type, a
 *   missing or extra column, NaN, ±Infinity, a non-integer in an integer column, or null where the schema says never
 * @example
 * checkRow(exportTable("exclusions"), { run: "a.json", table: "runs", unit: "input", id: "a.json", reason: "input not loaded", kind: "not-json", file: "a.json", path: "$", detail: null }, 0); // undefined
 * checkRow(exportTable("writes"), { run: "a.json" }, 3); // throws TypeError "writes[3]: columns must be run, conversation_id, k"
 * checkRow(exportTable("exclusions"), { run: "a.json", table: "runs", unit: "input", id: "a.json", reason: null, kind: null, file: null, path: null, detail: null }, 0); // throws TypeError "exclusions[0].reason must not be null"
 */
export function checkRow(table: ExportTable, row: ExportRow, index: number): void {
  const keys = Object.keys(row);
  const names = table.columns.map((c) => c.name);
  if (keys.length !== names.length || keys.some((k, i) => k !== names[i])) {
    throw new TypeError(`${table.name}[${index}]: columns must be ${names.join(", ")} in this order, got ${keys.join(", ")}`);
  }
  for (const col of table.columns) {
    const v = row[col.name];
    if (v === null) {
      if (col.nullWhen === "never") throw new TypeError(`${table.name}[${index}].${col.name} must not be null (the schema says never)`);
      continue;
    }
    let ok: boolean;
    switch (col.type) {
      case "string": ok = typeof v === "string"; break;
      case "boolean": ok = typeof v === "boolean"; break;
      case "double": ok = typeof v === "number" && Number.isFinite(v); break;
      case "integer": ok = typeof v === "number" && Number.isInteger(v) && v >= -2147483648 && v <= 2147483647; break;
    }
    if (!ok) throw new TypeError(`${table.name}[${index}].${col.name} must be ${typeLabel(col.type)} or null, got ${showValue(v)}`);
  }
}

function typeLabel(type: ExportTable["columns"][number]["type"]): string {
  switch (type) {
    case "string": return "a string";
    case "boolean": return "a boolean";
    case "double": return "a finite number";
    case "integer": return "a 32-bit integer";
  }
}

/**
 * A list as the text of a JSON array (for the schema's `json` columns), or null for null.
 *
 * @internal
 * @param list the values, or null
 * @returns the JSON text, or null
 * @example
 * jsonText(["a", "b"]); // "[\"a\",\"b\"]"
 * jsonText(null);       // null
 */
export function jsonText(list: unknown): string | null {
  return list === null || list === undefined ? null : JSON.stringify(list);
}

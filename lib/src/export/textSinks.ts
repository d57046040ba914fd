/*
 * CSV and JSON Lines writers of an export table: rows appended as they come, written in ~1 MB chunks.
 * Null stays null: an empty unquoted CSV field (an empty string is written ""), JSON null.
 */
import * as fs from "fs";
import type { ExportRow } from "./cells";
import type { ExportTable } from "./schema";
import type { TableSink } from "./formats";

const CHUNK = 1 << 20;

/** A file written through a string buffer flushed every ~1 MB. */
class TextFile {
  private fd: number;
  private parts: string[] = [];
  private size = 0;
  constructor(file: string) {
    this.fd = fs.openSync(file, "w");
  }
  write(text: string): void {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= CHUNK) this.flush();
  }
  flush(): void {
    if (this.parts.length > 0) fs.writeSync(this.fd, this.parts.join(""));
    this.parts = [];
    this.size = 0;
  }
  close(): void {
    this.flush();
    fs.closeSync(this.fd);
  }
}

/**
 * One CSV field (RFC 4180): null → empty; a string is quoted when it is empty or holds a comma, a quote, a CR or
 * an LF (quotes doubled); numbers in JavaScript's shortest round-trip form; booleans true/false.
 *
 * @internal
 * @param v the cell
 * @returns the field's text
 * @example
 * [csvField(null), csvField(""), csvField("a,b"), csvField(0.1), csvField(true)]; // ["", "\"\"", "\"a,b\"", "0.1", "true"]
 */
export function csvField(v: ExportRow[string]): string {
  if (v === null) return "";
  if (typeof v === "string") return v === "" || /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
  return String(v);
}

/**
 * A CSV writer of one table: a header line with the column names, then one line per row (LF line ends).
 *
 * @internal
 * @param file the file to write (replaced)
 * @param table the table's schema
 * @returns the sink
 */
export function csvSink(file: string, table: ExportTable): TableSink {
  const names = table.columns.map((c) => c.name);
  return lineSink(file, names.map(csvField).join(","), (r) => names.map((n) => csvField(r[n])).join(","));
}

/**
 * A JSON Lines writer of one table: one JSON object per line, keys in the schema's order, null as null.
 *
 * @internal
 * @param file the file to write (replaced)
 * @param table the table's schema
 * @returns the sink
 */
export function jsonlSink(file: string, table: ExportTable): TableSink {
  // the rows already hold the schema's keys in its order: `table` is not needed to write them
  return lineSink(file, null, (r) => JSON.stringify(r));
}

/** A sink writing an optional header line, then one line per row (LF line ends), counting the rows. */
function lineSink(file: string, header: string | null, lineOf: (row: ExportRow) => string): TableSink {
  const out = new TextFile(file);
  if (header !== null) out.write(header + "\n");
  let rows = 0;
  return {
    file,
    get rows() {
      return rows;
    },
    append(list) {
      for (const r of list) out.write(lineOf(r) + "\n");
      rows += list.length;
    },
    close: () => out.close(),
  };
}

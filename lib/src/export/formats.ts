/*
 * The output formats of an export and the file each table goes to.
 */
import * as path from "path";
import type { ExportRow } from "./cells";
import type { ExportTableName } from "./schema";

/** The file formats `trajlab export` writes. */
export type ExportFormat = "parquet" | "csv" | "jsonl";

/** Every format, the default first. */
export const EXPORT_FORMATS: readonly ExportFormat[] = Object.freeze(["parquet", "csv", "jsonl"] as ExportFormat[]);

/**
 * The file of one table in an export directory: `<dir>/<table>.<format>`.
 *
 * @internal
 * @param dir the export directory
 * @param table the table
 * @param format the format
 * @returns the path
 * @example
 * tableFile("out", "writes", "parquet"); // "out/writes.parquet"
 */
export function tableFile(dir: string, table: ExportTableName, format: ExportFormat): string {
  return path.join(dir, `${table}.${format}`);
}

/**
 * A table being written: rows appended in order, then closed.
 *
 * @internal
 */
export interface TableSink {
  /** The file being written. */
  readonly file: string;
  /** Rows written so far. */
  readonly rows: number;
  /** Append rows (already checked against the schema). */
  append(rows: readonly ExportRow[]): void;
  /** Finish the file. */
  close(): void;
}

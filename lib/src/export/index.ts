/**
 * How do I take these results into pandas, R, DuckDB or Spark — and past one machine? Tidy tables of loaded runs
 * (runs, conversations, writes, events, exclusions) with a documented schema, their row builders as pure functions
 * over a loaded run, and writers for Parquet (hyparquet-writer), CSV and JSON Lines. Inputs are independent and
 * every figure is a ratio of sums, so exports of shards merge exactly in any SQL engine (docs/export-schema.md,
 * docs/scale-out.md).
 *
 * @module export
 */
export { EXPORT_TABLES, EXPORT_TABLE_NAMES, EXPORT_SCHEMA_VERSION, exportTable } from "./schema";
export { exportSchemaMarkdown } from "./schemaMarkdown";
export type { ExportTableName, ExportColumnType, ExportCell, ExportColumn, ExportTable } from "./schema";
export type { ExportRow, ExportTables } from "./cells";
export { runRow } from "./runRow";
export { conversationRows } from "./conversationRows";
export { writeCallRows } from "./writeCallRows";
export { eventRows } from "./eventRows";
export { runExclusionRows } from "./exclusionRows";
export type { ExportInputError } from "./exclusionRows";
export { runTables } from "./runTables";
export type { ExportOptions } from "./runTables";
export { inputTables } from "./inputTables";
export type { InputTables, ExportWarning, ExportDuplicate } from "./inputTables";
export { EXPORT_FORMATS } from "./formats";
export type { ExportFormat } from "./formats";
export { exportRuns } from "./exportRuns";
export { EXPORT_MANIFEST } from "./exportTarget";
export { ExportRefusedError } from "./errors";
export type { ExportRefusal } from "./errors";
export type { ExportRunsOptions, ExportedTable, ExportSummary, ExportRunLoad } from "./exportRuns";

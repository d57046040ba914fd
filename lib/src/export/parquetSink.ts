/*
 * The Parquet writer of an export table, through hyparquet-writer (pure JavaScript, no native code, no install
 * script).
 *
 * What the library does: Parquet encoding, Snappy compression, statistics, the file footer. What this file adds:
 * the schema from the export's column list (every column OPTIONAL, so null stays null; string → BYTE_ARRAY/UTF8,
 * integer → INT32, double → DOUBLE, boolean → BOOLEAN), row groups of a fixed size whatever the batches they
 * arrive in (so the bytes depend only on the rows: `--jobs 2` writes the same file as `--jobs 1`), and key-value
 * metadata naming the table and the export schema's version.
 */
import { pathToFileURL } from "url";
import type { ExportRow } from "./cells";
import type { ExportTable } from "./schema";
import type { TableSink } from "./formats";

/** Rows per Parquet row group. */
export const PARQUET_ROW_GROUP_ROWS = 65536;

/** The parts of hyparquet-writer this file uses (declared here, so the package's own types stay out of ours). */
interface ParquetModule {
  ParquetWriter: new (options: { writer: unknown; schema: SchemaElement[]; createdBy?: string; kvMetadata?: { key: string; value?: string }[] }) => {
    write(options: { columnData: { name: string; data: ExportRow[string][] }[]; rowGroupSize?: number }): void | Promise<void>;
    finish(): void | Promise<void>;
  };
  fileWriter(filename: string): unknown;
}

interface SchemaElement {
  name: string;
  num_children?: number;
  type?: "BYTE_ARRAY" | "INT32" | "DOUBLE" | "BOOLEAN";
  converted_type?: "UTF8";
  repetition_type?: "OPTIONAL" | "REQUIRED";
}

let loaded: Promise<ParquetModule> | null = null;

/**
 * hyparquet-writer, loaded once. It is an ES module: Node ≥ 20.19 `require`s it; older Node 20 refuses
 * (ERR_REQUIRE_ESM), and then a real dynamic import is made through a function TypeScript does not rewrite (its
 * CommonJS output turns `import()` into `require()`).
 *
 * @internal
 * @returns the module
 */
export function loadParquetModule(): Promise<ParquetModule> {
  if (!loaded) {
    loaded = (async () => {
      try {
        return require("hyparquet-writer") as ParquetModule;
      } catch (e) {
        if ((e as { code?: string }).code !== "ERR_REQUIRE_ESM") throw e;
        const dynamicImport = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<ParquetModule>;
        return dynamicImport(pathToFileURL(require.resolve("hyparquet-writer")).href);
      }
    })();
  }
  return loaded;
}

/**
 * The Parquet schema of an export table: the root, then one OPTIONAL leaf per column.
 *
 * @internal
 * @param table the table's schema
 * @returns the schema elements
 * @example
 * parquetSchema(exportTable("writes"))[3]; // { name: "k", type: "INT32", repetition_type: "OPTIONAL" }
 */
export function parquetSchema(table: ExportTable): SchemaElement[] {
  const leaves: SchemaElement[] = table.columns.map((c) => {
    switch (c.type) {
      case "string": return { name: c.name, type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "OPTIONAL" };
      case "integer": return { name: c.name, type: "INT32", repetition_type: "OPTIONAL" };
      case "double": return { name: c.name, type: "DOUBLE", repetition_type: "OPTIONAL" };
      case "boolean": return { name: c.name, type: "BOOLEAN", repetition_type: "OPTIONAL" };
    }
  });
  return [{ name: "root", num_children: leaves.length }, ...leaves];
}

/**
 * A Parquet writer of one table: rows are buffered and written in row groups of {@link PARQUET_ROW_GROUP_ROWS}.
 *
 * @internal
 * @param module hyparquet-writer (`loadParquetModule`)
 * @param file the file to write (replaced)
 * @param table the table's schema
 * @param schemaVersion the export schema's version, stored in the file's key-value metadata
 * @returns the sink
 */
export function parquetSink(module: ParquetModule, file: string, table: ExportTable, schemaVersion: string): TableSink {
  const writer = new module.ParquetWriter({
    writer: module.fileWriter(file),
    schema: parquetSchema(table),
    createdBy: "trajlab export (hyparquet-writer)",
    kvMetadata: [
      { key: "trajlab.table", value: table.name },
      { key: "trajlab.export_schema", value: schemaVersion },
    ],
  });
  const names = table.columns.map((c) => c.name);
  let columns: ExportRow[string][][] = names.map(() => []);
  let buffered = 0;
  let rows = 0;
  const flush = () => {
    if (buffered === 0) return;
    // hyparquet-writer's fileWriter flushes synchronously, so write() returns no promise here
    void writer.write({ columnData: names.map((name, j) => ({ name, data: columns[j] })), rowGroupSize: PARQUET_ROW_GROUP_ROWS });
    columns = names.map(() => []);
    buffered = 0;
  };
  return {
    file,
    get rows() {
      return rows;
    },
    append(list) {
      for (const r of list) {
        for (let j = 0; j < names.length; j++) columns[j].push(r[names[j]]);
        buffered++;
        rows++;
        if (buffered === PARQUET_ROW_GROUP_ROWS) flush();
      }
    },
    close() {
      flush();
      void writer.finish();
    },
  };
}

/*
 * The column tables of docs/export-schema.md, rendered from the schema (schema.ts), so the document cannot drift
 * from the files the export writes.
 */
import { EXPORT_TABLES, type ExportColumn, type ExportTable } from "./schema";

const cell = (text: string) => text.replace(/\|/g, "\\|");

function typeText(c: ExportColumn): string {
  return c.json ? `${c.type} (JSON)` : c.type;
}

/**
 * One table's section of the schema document: a heading with an anchor, what a row is and its key, then one line
 * per column (column, type, unit, meaning, null when).
 *
 * @internal
 * @param t the table
 * @returns Markdown
 */
export function tableMarkdown(t: ExportTable): string {
  const lines = [
    `<a id="${t.name}"></a>`,
    `### ${t.name}`,
    "",
    `One row = ${t.grain}. Key: ${t.key.map((k) => `\`${k}\``).join(", ")}. ${t.columns.length} columns.`,
    "",
    "| column | type | unit | meaning | null when |",
    "|---|---|---|---|---|",
    ...t.columns.map((c) => `| \`${c.name}\` | ${typeText(c)} | ${cell(c.unit)} | ${cell(c.meaning)} | ${cell(c.nullWhen)} |`),
  ];
  return lines.join("\n") + "\n";
}

/**
 * What does docs/export-schema.md say about the columns? Its generated part: one section per export table, in
 * file order, rendered from {@link EXPORT_TABLES} (the document holds it between two marker comments, and a test
 * checks that it is current).
 *
 * @returns Markdown
 * @example
 * exportSchemaMarkdown().split("\n")[0]; // "<a id=\"runs\"></a>"
 */
export function exportSchemaMarkdown(): string {
  return EXPORT_TABLES.map(tableMarkdown).join("\n");
}

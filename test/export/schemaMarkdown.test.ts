/** docs/export-schema.md's column tables are the schema's, rendered (so the document cannot drift from the files). */
import { describe, expect, test } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { EXPORT_TABLES, exportSchemaMarkdown } from "../../lib/src/export";
import { repoRoot } from "./helpers";

const doc = fs.readFileSync(path.join(repoRoot, "docs", "export-schema.md"), "utf8");

describe("exportSchemaMarkdown", () => {
  test("docs/export-schema.md holds the current rendering between its markers (regenerate: node scripts/export-schema-doc.mjs)", () => {
    const begin = "<!-- export-schema:begin -->";
    const end = "<!-- export-schema:end -->";
    const inner = doc.slice(doc.indexOf(begin) + begin.length, doc.indexOf(end));
    expect(inner).toBe("\n\n" + exportSchemaMarkdown() + "\n");
  });

  test("has one anchored section per table and one line per column, with its type", () => {
    const md = exportSchemaMarkdown();
    for (const t of EXPORT_TABLES) {
      expect(md).toContain(`<a id="${t.name}"></a>\n### ${t.name}\n`);
      for (const c of t.columns) expect(md).toContain(`| \`${c.name}\` | ${c.json ? `${c.type} (JSON)` : c.type} |`);
    }
  });

  test("every column line has exactly five cells (a | inside a cell is escaped)", () => {
    const lines = exportSchemaMarkdown().split("\n").filter((l) => l.startsWith("| `"));
    expect(lines.length).toBe(EXPORT_TABLES.reduce((s, t) => s + t.columns.length, 0));
    for (const l of lines) expect(l.match(/(?<!\\)\|/g)!.length, l).toBe(6);
  });
});

#!/usr/bin/env node
// Regenerates the column tables of docs/export-schema.md from the export schema (lib/src/export/schema.ts), between
// the markers <!-- export-schema:begin --> and <!-- export-schema:end -->. Needs the built library: npm run build.
// test/export/schemaMarkdown.test.ts fails when the document is not current.
import { readFileSync, writeFileSync } from "fs";
import { createRequire } from "module";
import { dirname, join } from "path";
import { fileURLToPath } from "url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { exportSchemaMarkdown } = createRequire(import.meta.url)(join(root, "lib", "dist", "export"));
const file = join(root, "docs", "export-schema.md");
const BEGIN = "<!-- export-schema:begin -->";
const END = "<!-- export-schema:end -->";
const text = readFileSync(file, "utf8");
const a = text.indexOf(BEGIN);
const b = text.indexOf(END);
if (a < 0 || b < a) throw new Error(`${file}: markers ${BEGIN} … ${END} not found`);
writeFileSync(file, text.slice(0, a + BEGIN.length) + "\n\n" + exportSchemaMarkdown() + "\n" + text.slice(b));
console.log(`${file}: column tables regenerated`);

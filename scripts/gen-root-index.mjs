#!/usr/bin/env node
/**
 * Writes lib/src/index.ts, the public entry `trajlab`, from the families' own export lists: the union of the
 * named exports of lib/src/<family>/index.ts, in FAMILIES order, each family's block titled with the question its
 * module comment opens with. The root is never edited by hand; a family adds a public name to its own index.ts
 * and this script (or `npm run gen:index`) regenerates the root. test/publicApi.test.ts checks that the committed
 * root equals this script's output, and pins the resulting lists.
 *
 *   node scripts/gen-root-index.mjs          rewrite lib/src/index.ts
 *   node scripts/gen-root-index.mjs --check  exit 1 (and say so) when lib/src/index.ts differs from the output
 */
import { FAMILIES } from "./families.mjs";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const ts = require("typescript");

export { FAMILIES };

const HEADER = `/**
 * trajlab: judge LLM agents by their trajectories, not only by their final score.
 *
 * The public entry, grouped by the question a family answers. Every name here is a documented, tested part of
 * the API; validators, solver internals and helpers stay inside their files. The project's own data-generation
 * workflow is a separate entry point, \`trajlab/reconstruct\`. The list is pinned by test/publicApi.test.ts, and it
 * is exactly the union of the families' own index files: this file is written by scripts/gen-root-index.mjs
 * (do not edit it by hand).
 *
 * @packageDocumentation
 */
`;

/**
 * The named exports of one family index file, in source order, and the question its module comment opens with.
 *
 * @param file path of lib/src/<family>/index.ts
 * @returns `{ values, types, question }`; `question` is the module comment's first sentence ending in "?"
 * @throws {Error} when the file re-exports a whole module (`export *`), exports anything but `export { … } from`,
 *   or its module comment does not open with a question
 */
export function familyExports(file) {
  const text = fs.readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const values = [];
  const types = [];
  for (const st of sf.statements) {
    if (!ts.isExportDeclaration(st)) {
      if (ts.getCombinedModifierFlags(st) & ts.ModifierFlags.Export) throw new Error(`${file}: only \`export { … } from\` lists belong in an index file`);
      continue;
    }
    if (!st.exportClause || !ts.isNamedExports(st.exportClause)) throw new Error(`${file}: export * is not allowed in an index file (name each export)`);
    for (const el of st.exportClause.elements) (st.isTypeOnly || el.isTypeOnly ? types : values).push(el.name.text);
  }
  const comment = /^\s*\/\*\*([\s\S]*?)\*\//.exec(text);
  const prose = (comment?.[1] ?? "").split("\n").map((l) => l.replace(/^\s*\*\s?/, "")).join(" ").replace(/\s+/g, " ").trim();
  const question = /^[^?.]*\?/.exec(prose)?.[0];
  if (!question) throw new Error(`${file}: the module comment must open with the question the family answers`);
  return { values, types, question };
}

/**
 * The text of lib/src/index.ts for the family index files under `src`.
 *
 * @param src the lib/src directory
 * @returns the file's text
 * @throws {Error} as {@link familyExports}, and when two families export the same name
 */
export function rootIndexText(src) {
  const out = [HEADER];
  const owner = new Map();
  for (const family of FAMILIES) {
    const { values, types, question } = familyExports(path.join(src, family, "index.ts"));
    for (const n of [...values, ...types]) {
      if (owner.has(n)) throw new Error(`${n} is exported by both ${owner.get(n)} and ${family}`);
      owner.set(n, family);
    }
    const title = `// ── ${question} (${family}) `;
    out.push(`\n${title}${"─".repeat(Math.max(3, 118 - title.length))}\n`);
    if (values.length > 0) out.push(`export {\n${values.map((n) => `  ${n},\n`).join("")}} from "./${family}";\n`);
    if (types.length > 0) out.push(`export type {\n${types.map((n) => `  ${n},\n`).join("")}} from "./${family}";\n`);
  }
  return out.join("");
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const src = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "lib", "src");
  const target = path.join(src, "index.ts");
  const text = rootIndexText(src);
  if (process.argv.includes("--check")) {
    if (fs.readFileSync(target, "utf8") !== text) {
      console.error("lib/src/index.ts differs from the family index files: run node scripts/gen-root-index.mjs");
      process.exit(1);
    }
  } else fs.writeFileSync(target, text);
}

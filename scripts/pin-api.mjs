#!/usr/bin/env node
/**
 * Rewrite the pinned name lists of test/publicApi.test.ts (ROOT_VALUES, ROOT_TYPES, RECONSTRUCT_VALUES,
 * RECONSTRUCT_TYPES) from what lib/src/index.ts and lib/src/reconstruct/index.ts export now — run it after a
 * deliberate change to the public entry, then read `git diff test/publicApi.test.ts`: the diff is the API change.
 *
 * Usage: node scripts/pin-api.mjs
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const entries = { ROOT: path.join(repo, "lib/src/index.ts"), RECONSTRUCT: path.join(repo, "lib/src/reconstruct/index.ts") };
const program = ts.createProgram(Object.values(entries), { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, strict: true, types: ["node"] });
const checker = program.getTypeChecker();

function names(entry) {
  const values = [];
  const types = [];
  for (const e of checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)))) {
    const target = e.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(e) : e;
    (target.flags & ts.SymbolFlags.Value ? values : types).push(e.name);
  }
  return { VALUES: values.sort(), TYPES: types.sort() };
}

/** The names as the test file writes them: quoted, comma-separated, wrapped at 118 columns. */
function block(list) {
  const lines = [];
  let line = " ";
  for (const n of list) {
    const item = ` ${JSON.stringify(n)},`;
    if (line.length + item.length > 118) {
      lines.push(line);
      line = " ";
    }
    line += item;
  }
  if (line.trim()) lines.push(line);
  return lines.join("\n");
}

const file = path.join(repo, "test/publicApi.test.ts");
let text = fs.readFileSync(file, "utf8");
for (const [prefix, entry] of Object.entries(entries)) {
  const n = names(entry);
  for (const kind of ["VALUES", "TYPES"]) {
    const re = new RegExp(`(const ${prefix}_${kind}: string\\[\\] = \\[\\n)[\\s\\S]*?(\\n\\];)`);
    if (!re.test(text)) throw new Error(`test/publicApi.test.ts: no ${prefix}_${kind} list`);
    text = text.replace(re, (_, head, tail) => `${head}${block(n[kind])}${tail}`);
  }
}
fs.writeFileSync(file, text);
console.log("pinned lists rewritten; see git diff test/publicApi.test.ts");

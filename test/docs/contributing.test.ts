/**
 * CONTRIBUTING.md's family table says what the code is: the families and floors of scripts/families.mjs, in its order,
 * each public family's question exactly its index's module comment, and every definitions page it names present.
 */
import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { FAMILY_FLOORS } from "../../scripts/families.mjs";
import { familyExports } from "../../scripts/gen-root-index.mjs";

const repo = path.resolve(__dirname, "..", "..");
const text = fs.readFileSync(path.join(repo, "CONTRIBUTING.md"), "utf8");
const rows = [...text.matchAll(/^\| `([a-z]+)` \| (\d+) \| (.+?) \| (.+?) \|$/gm)].map((m) => ({ family: m[1], floor: Number(m[2]), question: m[3], definitions: m[4] }));

describe("CONTRIBUTING.md's family table", () => {
  test("one row per family of scripts/families.mjs, in its order, with its floor", () => {
    expect(rows.map((r) => [r.family, r.floor])).toEqual(FAMILY_FLOORS.map((f: { family: string; floor: number }) => [f.family, f.floor]));
  });
  test("each public family's question is its index's module comment question", () => {
    for (const f of FAMILY_FLOORS.filter((x: { public: boolean }) => x.public)) {
      const row = rows.find((r) => r.family === f.family)!;
      const asked = row.question.replace(/ \(.*\)$/, "");
      expect(asked, f.family).toBe(familyExports(path.join(repo, "lib", "src", f.family, "index.ts")).question);
    }
  });
  test("every definitions page named exists", () => {
    for (const r of rows) {
      for (const m of r.definitions.matchAll(/`([^`]+\.md)`/g)) {
        const p = m[1].startsWith("docs/") ? path.join(repo, m[1]) : path.join(repo, "docs", "definitions", m[1]);
        expect(fs.existsSync(p), `${r.family}: ${m[1]}`).toBe(true);
      }
    }
  });
});

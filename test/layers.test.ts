/**
 * The layering rule (.dependency-cruiser.cjs, run by `npm run layers` in `npm test`) fails on what it forbids: an
 * import that runs up a floor, an import between two families of one floor, a cycle of files, a folder that is not
 * a family — checked on a small hand-made tree, so the rule is known to bite; the real tree is checked by the script.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { spawnSync } from "child_process";
import { describe, expect, test } from "vitest";

const repo = path.resolve(__dirname, "..");
const depcruise = path.join(repo, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs");

function cruise(files: Record<string, string>): { code: number | null; out: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trajlab-layers-"));
  for (const [f, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), text);
  }
  const r = spawnSync(process.execPath, [depcruise, "lib/src", "--config", path.join(repo, ".dependency-cruiser.cjs"), "--output-type", "err"], { cwd: dir, encoding: "utf8" });
  return { code: r.status, out: r.stdout + r.stderr };
}

describe("the layering rule", () => {
  test("imports down a floor and within a family pass", () => {
    const r = cruise({
      "lib/src/io/model.ts": "export const a = 1;\n",
      "lib/src/stats/m.ts": 'import { a } from "../io/model";\nexport const b = a;\n',
      "lib/src/drift/d.ts": 'import { b } from "../stats/m";\nimport { c } from "./e";\nexport const d = b + c;\n',
      "lib/src/drift/e.ts": "export const c = 1;\n",
    });
    expect(r.out).toMatch(/no dependency violations/);
    expect(r.code).toBe(0);
  });

  test("stats importing drift (up a floor) fails, naming the rule", () => {
    const r = cruise({ "lib/src/drift/d.ts": "export const d = 1;\n", "lib/src/stats/m.ts": 'import { d } from "../drift/d";\nexport const m = d;\n' });
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/floor-stats/);
  });

  test("two families on one floor may not import each other (auv → drift)", () => {
    const r = cruise({ "lib/src/drift/d.ts": "export const d = 1;\n", "lib/src/auv/a.ts": 'import { d } from "../drift/d";\nexport const a = d;\n' });
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/floor-auv/);
  });

  test("a type-only cycle of two files fails", () => {
    const r = cruise({
      "lib/src/stats/a.ts": 'import type { B } from "./b";\nexport interface A { b: B }\n',
      "lib/src/stats/b.ts": 'import type { A } from "./a";\nexport interface B { a?: A }\n',
    });
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/no-cycle/);
  });

  test("a folder that is not a listed family fails", () => {
    const r = cruise({ "lib/src/misc/x.ts": 'import { a } from "../io/model";\nexport const x = a;\n', "lib/src/io/model.ts": "export const a = 1;\n" });
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/no-unknown-family/);
  });
});

describe("scripts/families.mjs, the one list of families", () => {
  test("every folder of lib/src is listed, and every listed family is a folder", async () => {
    const { FAMILY_FLOORS } = await import("../scripts/families.mjs");
    const dirs = fs.readdirSync(path.join(repo, "lib", "src"), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect([...dirs].sort()).toEqual(FAMILY_FLOORS.map((f: { family: string }) => f.family).sort());
  });
  test("typedoc's entry points are the public families in root order, then trajlab/reconstruct", async () => {
    const { FAMILIES } = await import("../scripts/families.mjs");
    const typedoc = JSON.parse(fs.readFileSync(path.join(repo, "typedoc.json"), "utf8"));
    expect(typedoc.entryPoints).toEqual([...FAMILIES.map((f: string) => `lib/src/${f}/index.ts`), "lib/src/reconstruct/index.ts"]);
  });
});

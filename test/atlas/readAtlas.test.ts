import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { atlasJson, buildAtlas, readAtlas, TrajlabInputError } from "../../lib/src";
import { COMMITTED, tinySharedRoot } from "./helpers";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trajlab-read-atlas-"));
const good = JSON.parse(atlasJson(buildAtlas(tinySharedRoot())));
function fileWith(name: string, change: (doc: any) => unknown): string {
  const doc = JSON.parse(JSON.stringify(good));
  const out = change(doc) ?? doc;
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof out === "string" ? out : JSON.stringify(out));
  return file;
}
function errorOf(file: string): TrajlabInputError {
  try {
    readAtlas(file);
  } catch (e) {
    if (e instanceof TrajlabInputError) return e;
    throw e;
  }
  throw new Error("expected a TrajlabInputError");
}

describe("readAtlas", () => {
  test("reads the committed atlas", () => {
    const atlas = readAtlas(COMMITTED);
    expect(atlas.runs.length).toBeGreaterThan(10);
    expect(atlas.conversations.length).toBeGreaterThan(500);
    expect(atlas.sources.every((s) => /^[0-9a-f]{64}$/.test(s.sha256))).toBe(true);
  });

  test("a file that is not an atlas names the file and the JSON path", () => {
    const cases: [string, (d: any) => unknown, string, string][] = [
      ["schema.json", (d) => { d.schema = "other"; }, "bad-format", "schema"],
      ["version.json", (d) => { d.version = "2"; }, "bad-format", "version"],
      ["runs.json", (d) => { d.runs = {}; }, "wrong-type", "runs"],
      ["columns.json", (d) => { d.columns = d.columns.slice(1); }, "bad-format", "columns"],
      ["row.json", (d) => { d.rows[1] = d.rows[1].slice(2); }, "wrong-type", "rows[1]"],
      ["run-index.json", (d) => { d.rows[0][0] = 99; }, "bad-format", "rows[0][0]"],
      ["source-index.json", (d) => { d.rows[0][1] = -1; }, "bad-format", "rows[0][1]"],
      ["array.json", () => "[]", "wrong-type", "$"],
    ];
    for (const [name, change, kind, at] of cases) {
      const e = errorOf(fileWith(name, change));
      expect([e.kind, e.path]).toEqual([kind, at]);
      expect(e.message.startsWith(path.join(dir, name))).toBe(true);
    }
  });

  test("a file that is not JSON, or missing, is an input error too", () => {
    expect(errorOf(fileWith("text.json", () => "{ nope")).kind).toBe("not-json");
    expect(errorOf(path.join(dir, "missing.json")).kind).toBe("unreadable");
  });
});

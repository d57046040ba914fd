/** What the export directory holds: missing, empty or a previous export may be replaced; a user's files are refused. */
import { afterAll, describe, expect, test } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { inspectExportTarget, isExportFileName } from "../../lib/src/export/exportTarget";
import { EXPORT_FORMATS, EXPORT_MANIFEST, EXPORT_TABLE_NAMES, ExportRefusedError } from "../../lib/src/export";
import { removeTempDirs, tempDir } from "./helpers";

afterAll(removeTempDirs);

const refusal = (target: string) => {
  try {
    inspectExportTarget(target, "shown");
  } catch (e) {
    return e;
  }
  return null;
};

describe("isExportFileName", () => {
  test("is true for manifest.json and every table in every format, and nothing else", () => {
    const names = [EXPORT_MANIFEST, ...EXPORT_TABLE_NAMES.flatMap((t) => EXPORT_FORMATS.map((f) => `${t}.${f}`))];
    expect(names).toHaveLength(16);
    for (const n of names) expect(isExportFileName(n), n).toBe(true);
    for (const n of ["runs.xlsx", "notes.txt", "manifest.json.bak", ".runs.csv", "runs"]) expect(isExportFileName(n), n).toBe(false);
  });
});

describe("inspectExportTarget", () => {
  test("a missing directory, an empty one, and one with only an export's files", () => {
    const dir = tempDir();
    expect(inspectExportTarget(path.join(dir, "new"), "new")).toBe("missing");
    expect(inspectExportTarget(dir, "dir")).toBe("empty");
    fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ schema: "trajlab.export" }));
    fs.writeFileSync(path.join(dir, "runs.csv"), "");
    fs.writeFileSync(path.join(dir, "runs.parquet"), "");
    expect(inspectExportTarget(dir, "dir")).toBe("export");
  });

  test("tables without a manifest (an export interrupted before it) count as an export", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "events.csv"), "");
    expect(inspectExportTarget(dir, "dir")).toBe("export");
  });

  test("a user's file is refused, named, and left in place", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "runs.csv"), "");
    fs.writeFileSync(path.join(dir, "notes.txt"), "mine");
    const e = refusal(dir);
    expect(e).toBeInstanceOf(ExportRefusedError);
    expect((e as ExportRefusedError).reason).toBe("not-an-export");
    expect((e as Error).message).toBe("shown holds files that are not a trajlab export's (notes.txt); refusing to replace it: choose a new or empty directory, or move those files away");
    expect(fs.readFileSync(path.join(dir, "notes.txt"), "utf8")).toBe("mine");
  });

  test("a subdirectory, another tool's manifest.json and a file where the directory should be are refused", () => {
    const sub = tempDir();
    fs.mkdirSync(path.join(sub, "runs.csv"));
    expect((refusal(sub) as Error).message).toMatch(/^shown holds files that are not a trajlab export's \(runs\.csv\)/);
    const other = tempDir();
    fs.writeFileSync(path.join(other, "manifest.json"), JSON.stringify({ schema: "something-else" }));
    expect((refusal(other) as Error).message).toMatch(/^shown holds files that are not a trajlab export's \(manifest\.json, not a trajlab export's\)/);
    const file = path.join(tempDir(), "f");
    fs.writeFileSync(file, "");
    expect((refusal(file) as Error).message).toBe("shown is a file, not a directory; refusing to replace it: choose a new or empty directory for the export");
  });

  test("many foreign files: three named, the rest counted", () => {
    const dir = tempDir();
    for (const n of ["a", "b", "c", "d", "e"]) fs.writeFileSync(path.join(dir, n), "");
    expect((refusal(dir) as Error).message).toMatch(/\(a, b, c, and 2 more\)/);
  });
});

/**
 * locatePublicRuns: the full ../shared collection when present, else the checkout's data/public; and data/public
 * holds exactly the byte-identical files its README's provenance table lists.
 */
import { afterEach, describe, expect, test } from "vitest";
import * as crypto from "crypto";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { locatePublicRuns } from "../../lib/src/io/publicRuns";
import { SHARED_DATA_ENV } from "../../lib/src/io/shared";

const repo = path.resolve(__dirname, "..", "..");
const saved = process.env[SHARED_DATA_ENV];
afterEach(() => {
  if (saved === undefined) delete process.env[SHARED_DATA_ENV];
  else process.env[SHARED_DATA_ENV] = saved;
});

describe("locatePublicRuns", () => {
  test("without ../shared (TRAJLAB_SHARED_DATA set to a missing path) it finds the shipped data/public", () => {
    process.env[SHARED_DATA_ENV] = path.join(os.tmpdir(), "no-such-shared-folder");
    const runs = locatePublicRuns(path.join(repo, "notebooks"));
    expect(runs).not.toBeNull();
    expect(runs!.origin).toBe("bundled");
    expect(runs!.root).toBe(path.join(repo, "data", "public"));
    expect(runs!.note).toContain("5 public runs");
  });

  test("with TRAJLAB_SHARED_DATA pointing at a folder, that folder's parent is the root", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trajlab-shared-"));
    fs.mkdirSync(path.join(dir, "data"));
    process.env[SHARED_DATA_ENV] = path.join(dir, "data");
    expect(locatePublicRuns(os.tmpdir())).toEqual(expect.objectContaining({ root: dir, origin: "shared" }));
  });

  test("outside any checkout and without shared data: null", () => {
    process.env[SHARED_DATA_ENV] = path.join(os.tmpdir(), "no-such-shared-folder");
    expect(locatePublicRuns(os.tmpdir())).toBeNull();
  });
});

describe("data/public provenance", () => {
  const root = path.join(repo, "data", "public");
  const rows = fs.readFileSync(path.join(root, "README.md"), "utf8").split("\n").filter((l) => /^\| (data|tau2-public|judge)\//.test(l))
    .map((l) => l.split("|").map((c) => c.trim()))
    .map((c) => ({ file: c[1], source: c[2], sha256: c[3], bytes: Number(c[4]) }));
  const files = (function walk(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(root, path.join(dir, e.name))]));
  })(root).filter((f) => f !== "README.md").sort();

  test("the README lists every shipped file, and only those", () => {
    expect(rows.map((r) => r.file).sort()).toEqual(files);
  });

  test.each(rows)("$file: the sha256 and size of the README (a byte-identical copy of $source)", (r) => {
    const bytes = fs.readFileSync(path.join(root, r.file));
    expect(bytes.length).toBe(r.bytes);
    expect(crypto.createHash("sha256").update(bytes).digest("hex")).toBe(r.sha256);
  });
});

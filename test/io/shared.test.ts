import * as fs from "fs";
import * as path from "path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { locateSharedData, SHARED_DATA_ENV } from "../../lib/src";
import { tempDir } from "./helpers";

describe("locateSharedData", () => {
  let saved: string | undefined;
  let t: { dir: string; cleanup: () => void };
  beforeEach(() => {
    saved = process.env[SHARED_DATA_ENV];
    delete process.env[SHARED_DATA_ENV];
    t = tempDir();
  });
  afterEach(() => {
    if (saved === undefined) delete process.env[SHARED_DATA_ENV];
    else process.env[SHARED_DATA_ENV] = saved;
    t.cleanup();
  });

  test("walks up from a checkout to a sibling shared/data holding README.md", () => {
    const data = path.join(t.dir, "shared", "data");
    fs.mkdirSync(data, { recursive: true });
    fs.writeFileSync(path.join(data, "README.md"), "# data");
    const checkout = path.join(t.dir, "fresh", "lib", "src");
    fs.mkdirSync(checkout, { recursive: true });
    expect(locateSharedData(checkout)).toBe(data);
    expect(locateSharedData(t.dir)).toBe(data); // the start directory itself counts
  });

  test("a shared/data without README.md does not count; nothing found gives null", () => {
    fs.mkdirSync(path.join(t.dir, "shared", "data"), { recursive: true });
    const start = path.join(t.dir, "main");
    fs.mkdirSync(start);
    // Some ancestor of os.tmpdir() could in principle hold shared/data; only assert when none does.
    const found = locateSharedData(start);
    expect(found === null || !found.startsWith(t.dir)).toBe(true);
  });

  test("TRAJLAB_SHARED_DATA wins when it names an existing directory", () => {
    process.env[SHARED_DATA_ENV] = t.dir;
    expect(locateSharedData("/")).toBe(t.dir);
  });

  test("TRAJLAB_SHARED_DATA naming a missing directory means no shared data, even when an ancestor has one", () => {
    fs.mkdirSync(path.join(t.dir, "shared", "data"), { recursive: true });
    fs.writeFileSync(path.join(t.dir, "shared", "data", "README.md"), "# runs");
    const start = path.join(t.dir, "main");
    fs.mkdirSync(start, { recursive: true });
    expect(locateSharedData(start)).toBe(path.join(t.dir, "shared", "data"));
    process.env[SHARED_DATA_ENV] = path.join(t.dir, "does-not-exist");
    expect(locateSharedData(start)).toBeNull();
  });
});

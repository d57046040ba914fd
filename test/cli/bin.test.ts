/**
 * The built command (lib/dist/cli/main.js, the package's `bin`), run as a child process: shebang, exit codes,
 * and --json equal to analyzeDrift. Skipped with a message when lib/dist is not built (`npm test` builds it).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { spawnSync } from "child_process";
import { builtBin, examplesDir, examplesFile, plain, repoRoot, sharedRunFiles, tempDir } from "./helpers";
import { analyzeDrift, loadRun } from "../../lib/src";

const built = fs.existsSync(builtBin);
if (!built) console.warn(`${builtBin} not built (run npm run build): skipping the built-bin tests`);

const shim = path.join(repoRoot, "lib", "bin", "trajlab.js");
const run = (args: string[]) => spawnSync(process.execPath, [builtBin, ...args], { cwd: repoRoot, encoding: "utf8", maxBuffer: 1 << 28 });

describe.skipIf(!built)("the built bin", () => {
  it("starts with a node shebang; lib/package.json's bin is the committed shim, which runs it", () => {
    expect(fs.readFileSync(builtBin, "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, "lib", "package.json"), "utf8"));
    expect(path.resolve(repoRoot, "lib", pkg.bin.trajlab)).toBe(shim);
    expect(pkg.files).toContain("bin");
    // npm ci links the bin the lockfile records, not the one package.json names
    const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, "package-lock.json"), "utf8"));
    expect(lock.packages.lib.bin).toEqual(pkg.bin);
    expect(fs.readFileSync(shim, "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
    expect(fs.statSync(shim).mode & 0o111).not.toBe(0);
    const r = spawnSync(process.execPath, [shim, "--help"], { cwd: repoRoot, encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("usage: trajlab <command>");
    const bad = spawnSync(process.execPath, [shim, "drift"], { cwd: repoRoot, encoding: "utf8" });
    expect(bad.status).toBe(2);
  });

  it("drift on the example export: exit 0; --json equals analyzeDrift", () => {
    const text = run(["drift", "data/examples"]);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain("Goal drift — retail, by reward group");
    const json = run(["drift", "--json", examplesDir]);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout).reports).toEqual([plain(analyzeDrift(loadRun(examplesFile)))]);
  });

  it("bad input: exit 1 with the file named; usage error: exit 2", () => {
    const r = run(["drift", "no/such/file.json", examplesFile]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("no/such/file.json: $: cannot read file");
    expect(r.stdout).toContain(`=== ${examplesFile}`);
    expect(run(["drift"]).status).toBe(2);
    expect(run(["nope"]).status).toBe(2);
  });

  const shared = sharedRunFiles();
  it.skipIf(shared.length === 0)("all shared runs at once: --json equals analyzeDrift file by file", () => {
    const r = run(["drift", "--json", ...shared]);
    expect(r.status).toBe(0);
    const reports = JSON.parse(r.stdout).reports;
    expect(reports).toEqual(shared.map((f) => plain(analyzeDrift(loadRun(f)))));
  });
});

/**
 * The package as a user installs it: lib/package.json and lib/dist (what `"files"` ships) under
 * <tmp>/node_modules/trajlab, its dependencies beside it, no checkout around it.
 */
describe.skipIf(!built)("an installed package (no checkout around it)", () => {
  let dir = "";
  let pkg = "";
  beforeAll(() => {
    dir = tempDir();
    pkg = path.join(dir, "node_modules", "trajlab");
    fs.mkdirSync(pkg, { recursive: true });
    fs.copyFileSync(path.join(repoRoot, "lib", "package.json"), path.join(pkg, "package.json"));
    fs.cpSync(path.join(repoRoot, "lib", "dist"), path.join(pkg, "dist"), { recursive: true });
    fs.cpSync(path.join(repoRoot, "lib", "bin"), path.join(pkg, "bin"), { recursive: true });
    for (const dep of Object.keys(JSON.parse(fs.readFileSync(path.join(pkg, "package.json"), "utf8")).dependencies)) {
      fs.symlinkSync(fs.realpathSync(path.join(repoRoot, "node_modules", dep)), path.join(dir, "node_modules", dep));
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const installed = (args: string[]) => spawnSync(process.execPath, [path.join(pkg, "dist", "cli", "main.js"), ...args], { cwd: dir, encoding: "utf8" });

  it("--help works, through the built file and through the bin shim", () => {
    const r = installed(["--help"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("usage: trajlab <command>");
    const viaShim = spawnSync(process.execPath, [path.join(pkg, "bin", "trajlab.js"), "--help"], { cwd: dir, encoding: "utf8" });
    expect(viaShim.status).toBe(0);
    expect(viaShim.stdout).toBe(r.stdout);
  });

  it("reproduce without --data is a usage error that asks for a data directory (the logs do not ship), no crash", () => {
    const r = installed(["reproduce"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("pass --data <dir>");
    expect(r.stderr).not.toMatch(/internal error|at .*\.js:\d+/);
  });

  it("reproduce --data reads the published figures shipped in the package", () => {
    const r = installed(["reproduce", "--data", path.join(repoRoot, "data", "reconstructed"), "--only", "tide"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/tide: (\d+) of \1 figures reproduced at printed precision ✓/);
    expect(fs.existsSync(path.join(pkg, "dist", "data", "published", "tide.json"))).toBe(true);
  });
});

/** A fresh clone after `npm install`, before `npm run build`: the shim is linked, lib/dist is not there yet. */
describe("the bin shim before the library is built", () => {
  it("exits 1 with one line saying to run npm run build, no stack trace", () => {
    const dir = tempDir();
    try {
      fs.mkdirSync(path.join(dir, "bin"));
      fs.copyFileSync(shim, path.join(dir, "bin", "trajlab.js"));
      const r = spawnSync(process.execPath, [path.join(dir, "bin", "trajlab.js"), "--help"], { cwd: dir, encoding: "utf8" });
      expect(r.status).toBe(1);
      expect(r.stdout).toBe("");
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(/^trajlab: the library is not built yet \(.*dist\/cli\/main\.js is missing\): run `npm run build`/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

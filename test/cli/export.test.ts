/** `trajlab export` as a user meets it: registered, usage errors (exit 2), a bad file reported (exit 1), --json. */
import { afterAll, describe, expect, test } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { EXPORT_USAGE, exportCommand } from "../../lib/src/cli/export";
import { acquireExportLock } from "../../lib/src/export/exportLock";
import { capture, examplesDir, examplesFile, repoRoot, tempDir, trajlab } from "./helpers";

const made: string[] = [];
const out = () => {
  const d = tempDir();
  made.push(d);
  return d;
};
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const run = async (args: string[]) => {
  const c = capture();
  const code = await exportCommand(args, c.io);
  return { code, ...c.out() };
};

describe("trajlab export", () => {
  test("is registered in the main command", async () => {
    const r = await trajlab(["export", "--help"]);
    expect([r.code, r.stdout]).toEqual([0, EXPORT_USAGE]);
    expect((await trajlab(["--help"])).stdout).toContain("export <files or dirs…>");
  });

  test("writes the five tables and the manifest, and prints what it wrote", async () => {
    const dir = out();
    const r = await run(["--out", dir, examplesDir]);
    expect([r.code, r.stderr]).toEqual([0, ""]);
    expect(fs.readdirSync(dir).sort()).toEqual(["conversations.parquet", "events.parquet", "exclusions.parquet", "manifest.json", "runs.parquet", "writes.parquet"]);
    expect(r.stdout).toMatch(/^exported 1 run\(s\) from 1 input\(s\) to .* \(parquet; writes default, window 3\)/);
    expect(r.stdout).toMatch(/conversations\s+6\s+39/);
  });

  test("--format, --writes and --window reach the files; --json prints the summary", async () => {
    const dir = out();
    const r = await run(["--json", "--format", "csv", "--writes", "cancel_pending_order", "--window", "2", "--out", dir, examplesFile]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.errors).toEqual([]);
    expect(doc.export).toMatchObject({ format: "csv", settings: { writes: ["cancel_pending_order"], window: 2 }, runs: 1 });
    const runs = fs.readFileSync(path.join(dir, "runs.csv"), "utf8").split("\n");
    expect(runs[1]).toContain('"[""cancel_pending_order""]"');
  });

  test("one bad file among good ones: the rest exported, one stderr line naming the file, no stack trace, exit 1", async () => {
    const dir = out();
    const bad = path.join(repoRoot, "test", "fixtures", "io", "corpus", "truncated.json");
    const r = await run(["--out", dir, bad, examplesFile]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`trajlab export: error: ${bad}: $: not valid JSON`);
    expect(r.stderr).toContain("trajlab export: 1 input(s) failed; 1 run(s) exported");
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stdout).toMatch(/conversations\s+6/);
  });

  test("usage mistakes are exit 2 with the usage text", async () => {
    for (const args of [[examplesFile], ["--out", "x"], ["--out", "x", "--format", "xlsx", examplesFile], ["--out", "x", "--jobs", "0", examplesFile], ["--bogus", examplesFile]]) {
      const r = await run(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toContain(EXPORT_USAGE);
    }
    expect((await run([examplesFile])).stderr).toMatch(/^trajlab export: --out DIR is required/);
    expect((await run(["--out", "x", "--format", "xlsx", examplesFile])).stderr).toMatch(/^trajlab export: --format must be one of parquet, csv, jsonl, got "xlsx"/);
  });

  test("an export directory that cannot be written is exit 1 with the reason, no stack trace", async () => {
    const file = path.join(out(), "a-file");
    fs.writeFileSync(file, "");
    const r = await run(["--out", path.join(file, "sub"), examplesFile]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^trajlab export: error: cannot write the export to .*: ENOTDIR/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("trajlab export into a directory it may not replace, or with a repeated input", () => {
  test("a folder with a user's file: refused in one line, exit 1, the file untouched", async () => {
    const dir = out();
    fs.writeFileSync(path.join(dir, "notes.txt"), "mine");
    const r = await run(["--out", dir, examplesFile]);
    expect([r.code, r.stdout]).toEqual([1, ""]);
    expect(r.stderr).toBe(`trajlab export: ${dir} holds files that are not a trajlab export's (notes.txt); refusing to replace it: choose a new or empty directory, or move those files away\n`);
    expect(fs.readdirSync(dir)).toEqual(["notes.txt"]);
    expect(fs.readFileSync(path.join(dir, "notes.txt"), "utf8")).toBe("mine");
  });

  test("a directory another export is writing: the lock line, exit 1, nothing written", async () => {
    const dir = path.join(out(), "D");
    const lock = acquireExportLock(dir, dir);
    try {
      const r = await run(["--out", dir, examplesFile]);
      expect(r.code).toBe(1);
      expect(r.stderr).toBe(`trajlab export: ${dir} is being written by another export (pid ${process.pid}, lock ${lock.file}); wait for it or remove the lock if that process is gone\n`);
      expect(fs.existsSync(dir)).toBe(false);
    } finally {
      lock.release();
    }
  });

  test("the same file twice: exported once, exit 0, a note on stderr naming both inputs; --json carries the duplicates", async () => {
    const dir = out();
    const r = await run(["--out", dir, examplesFile, examplesDir]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`trajlab export: note: input 2 (${examplesFile}) is the same file as input 1 (${examplesFile}): exported once\n`);
    expect(r.stdout).toMatch(/^exported 1 run\(s\) from 1 input\(s\) \(1 repeated input\(s\) exported once: see the notes\) to /);
    const j = await run(["--json", "--out", dir, examplesFile, examplesFile]);
    expect(JSON.parse(j.stdout).export.duplicates).toEqual([{ input: examplesFile, position: 2, sameAs: examplesFile, sameAsPosition: 1 }]);
  });
});

describe("trajlab export on a terminal", () => {
  test("shows one progress line per input written, overwritten in place", async () => {
    const c = capture(true);
    const copy = path.join(out(), "copy.json");
    fs.copyFileSync(examplesFile, copy);
    const code = await exportCommand(["--out", out(), examplesFile, copy], c.io);
    expect(code).toBe(0);
    expect(c.out().stderr).toBe(`\rtrajlab export: 1 of 2 input(s) written (tau2_retail_examples.json)\x1b[K\rtrajlab export: 2 of 2 input(s) written (copy.json)\x1b[K\n`);
  });
});

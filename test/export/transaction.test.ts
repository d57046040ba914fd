/**
 * The export as a transaction: written into a temporary sibling, swapped in when complete, under a lock — checked
 * in-process (commit, abort, leftovers of killed exports) and with real processes and real faults: a SIGTERM in the
 * middle of the writing, two exports into one directory at once, a full disk (a small tmpfs, when mounting is
 * permitted).
 */
import { afterAll, describe, expect, test } from "vitest";
import { spawn, spawnSync } from "child_process";
import * as crypto from "crypto";
import * as fs from "fs";
import * as path from "path";
import { abortActiveExports, beginExportTransaction, leftoverOf } from "../../lib/src/export/transaction";
import { exportLockFile } from "../../lib/src/export/exportLock";
import { ExportRefusedError, exportRuns } from "../../lib/src/export";
import { builtBin, examplesFile, reconstructedDir, removeTempDirs, repoRoot, tempDir } from "./helpers";

afterAll(removeTempDirs);

/** The pid of a process that has just ended. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout);
}

/** Every file of a directory with the sha256 of its bytes. */
function hashes(dir: string): Record<string, string> {
  return Object.fromEntries(fs.readdirSync(dir).sort().map((n) => [n, crypto.createHash("sha256").update(fs.readFileSync(path.join(dir, n))).digest("hex")]));
}

/** What the parent holds besides the export directory: temporaries, locks, set-aside exports. */
const leftovers = (parent: string, name: string) => fs.readdirSync(parent).filter((n) => n.startsWith(`.${name}.`));

/** A real `trajlab export` process. */
function trajlabExport(args: string[]) {
  const child = spawn(process.execPath, [builtBin, "export", ...args], { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  let stdout = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stderr += d));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) => child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr })));
  return { child, done };
}

/** Wait until `check` holds (polling every 5 ms), at most `ms`. */
async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 5));
  }
  return check();
}

/** A big input for the real-process tests: the reconstructed logs, and the public runs committed in data/public. */
const bigInputs = [reconstructedDir, path.join(repoRoot, "data", "public", "tau2-public")].filter((p) => fs.existsSync(p));

describe("leftoverOf", () => {
  test("recognises the temporary, the set-aside export and the lock being created of one directory", () => {
    expect(leftoverOf("out", ".out.tmp-12-00ff")).toEqual({ kind: "tmp", pid: 12 });
    expect(leftoverOf("out", ".out.old-12-00ff")).toEqual({ kind: "old", pid: 12 });
    expect(leftoverOf("out", ".out.lock.12-00ff")).toEqual({ kind: "lock", pid: 12 });
    expect([leftoverOf("out", ".out.lock"), leftoverOf("out", ".o.t.tmp-12-00ff"), leftoverOf("o.t", ".oxt.tmp-12-00ff"), leftoverOf("out", "out")]).toEqual([null, null, null, null]);
  });
});

describe("beginExportTransaction", () => {
  test("writes into a temporary sibling; the commit puts it in place of a missing directory and releases the lock", () => {
    const parent = tempDir();
    const target = path.join(parent, "out");
    const tx = beginExportTransaction(target);
    expect(path.dirname(tx.tempDir)).toBe(parent);
    expect(leftoverOf("out", path.basename(tx.tempDir))).toEqual({ kind: "tmp", pid: process.pid });
    expect(fs.existsSync(exportLockFile(target))).toBe(true);
    fs.writeFileSync(path.join(tx.tempDir, "runs.csv"), "run\n");
    expect(fs.existsSync(target)).toBe(false);
    tx.commit();
    expect(tx.state).toBe("committed");
    expect(fs.readdirSync(parent)).toEqual(["out"]);
    expect(fs.readFileSync(path.join(target, "runs.csv"), "utf8")).toBe("run\n");
    tx.abort();
    expect(fs.readdirSync(target)).toEqual(["runs.csv"]);
  });

  test("replaces an empty directory and a previous export wholly (no file of the old one survives)", () => {
    const target = tempDir();
    const first = beginExportTransaction(target);
    fs.writeFileSync(path.join(first.tempDir, "runs.csv"), "old\n");
    first.commit();
    const second = beginExportTransaction(target);
    fs.writeFileSync(path.join(second.tempDir, "runs.parquet"), "new");
    second.commit();
    expect(fs.readdirSync(target)).toEqual(["runs.parquet"]);
    expect(leftovers(path.dirname(target), path.basename(target))).toEqual([]);
  });

  test("abort removes the temporary and the lock and leaves the directory as it was", () => {
    const target = tempDir();
    fs.writeFileSync(path.join(target, "runs.csv"), "old\n");
    const tx = beginExportTransaction(target);
    fs.writeFileSync(path.join(tx.tempDir, "runs.csv"), "new\n");
    tx.abort();
    tx.abort();
    expect(tx.state).toBe("aborted");
    expect(() => tx.commit()).toThrow("is already aborted");
    expect(fs.readFileSync(path.join(target, "runs.csv"), "utf8")).toBe("old\n");
    expect(leftovers(path.dirname(target), path.basename(target))).toEqual([]);
  });

  test("abortActiveExports aborts every open transaction (what the CLI's signal handlers call)", () => {
    const a = beginExportTransaction(path.join(tempDir(), "a"));
    const b = beginExportTransaction(path.join(tempDir(), "b"));
    expect(abortActiveExports()).toEqual([a.target, b.target]);
    expect([a.state, b.state, fs.existsSync(a.tempDir), fs.existsSync(b.tempDir)]).toEqual(["aborted", "aborted", false, false]);
    expect(abortActiveExports()).toEqual([]);
  });

  test("a directory of a user's files is refused before anything is created beside it", () => {
    const target = tempDir();
    fs.writeFileSync(path.join(target, "notes.txt"), "mine");
    expect(() => beginExportTransaction(target)).toThrow(ExportRefusedError);
    expect(leftovers(path.dirname(target), path.basename(target))).toEqual([]);
    expect(fs.readdirSync(target)).toEqual(["notes.txt"]);
  });

  test("the root directory is refused", () => {
    expect(() => beginExportTransaction("/")).toThrow(new ExportRefusedError("not-an-export", "/", "/ is the root directory; refusing to replace it: choose a new or empty directory for the export"));
  });

  test("leftovers of killed exports (dead pids) are removed with a note; those of live processes are kept", () => {
    const parent = tempDir();
    const target = path.join(parent, "out");
    fs.mkdirSync(target);
    const dead = deadPid();
    fs.mkdirSync(path.join(parent, `.out.tmp-${dead}-0badf00d`));
    fs.writeFileSync(path.join(parent, `.out.tmp-${dead}-0badf00d`, "events.csv"), "cut");
    fs.mkdirSync(path.join(parent, `.out.old-${dead}-0badf00e`));
    fs.writeFileSync(path.join(parent, `.out.lock.${dead}-0badf00f`), `${dead}\n`);
    fs.mkdirSync(path.join(parent, `.out.tmp-${process.ppid}-0badf010`));
    const tx = beginExportTransaction(target);
    expect(tx.notes).toEqual([
      `removed ${path.join(parent, `.out.lock.${dead}-0badf00f`)}, left by an export (pid ${dead}) that was killed`,
      `removed ${path.join(parent, `.out.old-${dead}-0badf00e`)}, left by an export (pid ${dead}) that was killed`,
      `removed ${path.join(parent, `.out.tmp-${dead}-0badf00d`)}, left by an export (pid ${dead}) that was killed`,
    ]);
    tx.abort();
    expect(fs.readdirSync(parent).sort()).toEqual([`.out.tmp-${process.ppid}-0badf010`, "out"]);
  });

  test("an export killed between its two renames: the next one puts the previous export back first", () => {
    const parent = tempDir();
    const dead = deadPid();
    const old = path.join(parent, `.out.old-${dead}-0badf00d`);
    fs.mkdirSync(old);
    fs.writeFileSync(path.join(old, "runs.csv"), "previous\n");
    const tx = beginExportTransaction(path.join(parent, "out"));
    expect(tx.notes).toEqual([`restored the previous export from ${old} (an export, pid ${dead}, was killed while swapping it into place)`]);
    expect(fs.readFileSync(path.join(parent, "out", "runs.csv"), "utf8")).toBe("previous\n");
    tx.abort();
  });

  test("a symbolic link to the export directory: the real directory is replaced, beside itself", () => {
    const real = tempDir();
    const link = path.join(tempDir(), "link");
    fs.symlinkSync(real, link);
    const tx = beginExportTransaction(link);
    expect(path.dirname(tx.tempDir)).toBe(path.dirname(fs.realpathSync(real)));
    fs.writeFileSync(path.join(tx.tempDir, "runs.csv"), "x\n");
    tx.commit();
    expect(fs.readFileSync(path.join(link, "runs.csv"), "utf8")).toBe("x\n");
  });
});

describe("trajlab export as a real process, interrupted and concurrent", () => {
  test.each(["1", "2"])("SIGTERM in the middle of the writing (--jobs %s): exit 143, the previous export byte for byte, no temporary, no lock", async (jobs) => {
    const parent = tempDir();
    const out = path.join(parent, "D");
    await exportRuns([examplesFile], out, { format: "jsonl" });
    const before = hashes(out);
    const p = trajlabExport(["--format", "csv", "--jobs", jobs, "--out", out, ...bigInputs]);
    const writing = () => leftovers(parent, "D").some((n) => n.startsWith(".D.tmp-") && fs.readdirSync(path.join(parent, n)).length === 5);
    expect(await until(writing, 20000), "the temporary holds the five tables being written").toBe(true);
    p.child.kill("SIGTERM");
    const r = await p.done;
    expect([r.code, r.signal]).toEqual([143, null]);
    expect(r.stderr).toBe(`trajlab export: stopped by SIGTERM: nothing written; ${out} holds what it held before\n`);
    expect(hashes(out)).toEqual(before);
    expect(leftovers(parent, "D")).toEqual([]);
  }, 60000);

  test("SIGINT likewise, exit 130", async () => {
    const parent = tempDir();
    const out = path.join(parent, "D");
    const p = trajlabExport(["--format", "jsonl", "--out", out, ...bigInputs]);
    expect(await until(() => leftovers(parent, "D").some((n) => n.startsWith(".D.tmp-")), 20000)).toBe(true);
    p.child.kill("SIGINT");
    const r = await p.done;
    expect(r.code).toBe(130);
    expect(fs.readdirSync(parent)).toEqual([]);
  }, 60000);

  test("SIGKILL leaves a recognisable temporary and a stale lock; the next export takes both over, with notes", async () => {
    const parent = tempDir();
    const out = path.join(parent, "D");
    const p = trajlabExport(["--format", "jsonl", "--out", out, ...bigInputs]);
    expect(await until(() => leftovers(parent, "D").some((n) => n.startsWith(".D.tmp-")), 20000)).toBe(true);
    p.child.kill("SIGKILL");
    expect((await p.done).signal).toBe("SIGKILL");
    const pid = p.child.pid as number;
    const left = leftovers(parent, "D").sort();
    expect(left.map((n) => n.replace(/-[0-9a-f]+$/, ""))).toEqual([".D.lock", `.D.tmp-${pid}`]);
    const s = await exportRuns([examplesFile], out, { format: "jsonl" });
    expect(s.notes).toEqual([
      `took over the stale lock ${path.join(parent, ".D.lock")} of pid ${pid} (that process is gone)`,
      `removed ${path.join(parent, left[1])}, left by an export (pid ${pid}) that was killed`,
    ]);
    expect(fs.readdirSync(parent)).toEqual(["D"]);
  }, 60000);

  test("two exports into one directory at once: one exits 0, the other 1 with the lock line; the files match the manifest", async () => {
    const parent = tempDir();
    const out = path.join(parent, "D");
    const a = trajlabExport(["--format", "jsonl", "--out", out, reconstructedDir]);
    const b = trajlabExport(["--format", "jsonl", "--out", out, reconstructedDir]);
    const results = await Promise.all([a.done, b.done]);
    const codes = results.map((r) => r.code).sort();
    expect(codes).toEqual([0, 1]);
    const winner = results.find((r) => r.code === 0)!;
    const loser = results.find((r) => r.code === 1)!;
    const winnerPid = results[0] === winner ? a.child.pid : b.child.pid;
    expect(loser.stderr).toBe(`trajlab export: ${out} is being written by another export (pid ${winnerPid}, lock ${path.join(parent, ".D.lock")}); wait for it or remove the lock if that process is gone\n`);
    expect(winner.stderr).toBe("");
    const manifest = JSON.parse(fs.readFileSync(path.join(out, "manifest.json"), "utf8"));
    expect(manifest.complete).toBe(true);
    expect(fs.readdirSync(out).sort()).toEqual(["conversations.jsonl", "events.jsonl", "exclusions.jsonl", "manifest.json", "runs.jsonl", "writes.jsonl"]);
    for (const t of manifest.tables) {
      const text = fs.readFileSync(path.join(out, t.file), "utf8");
      expect(text === "" ? 0 : text.trimEnd().split("\n").length, t.name).toBe(t.rows);
    }
    expect(manifest.tables.find((t: { name: string }) => t.name === "runs").rows).toBe(3);
    expect(fs.readdirSync(parent)).toEqual(["D"]);
  }, 60000);
});

/** Whether this process may mount a tmpfs (root on Linux); the full-disk test needs one. */
function canMountTmpfs(): boolean {
  if (process.platform !== "linux") return false;
  const probe = fs.mkdtempSync(path.join(tempDir(), "probe-"));
  const r = spawnSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe], { stdio: "ignore" });
  if (r.status !== 0) return false;
  spawnSync("umount", [probe], { stdio: "ignore" });
  return true;
}
const tmpfs = canMountTmpfs();
if (!tmpfs) console.log("skipped: the full-disk test mounts a small tmpfs, which this process may not do (needs root on Linux)");

describe("trajlab export on a full disk (a 1 MB tmpfs)", () => {
  test.skipIf(!tmpfs)("ENOSPC: exit 1, one line naming the file, the previous export byte for byte, no temporary", async () => {
    const mount = tempDir();
    expect(spawnSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", mount]).status).toBe(0);
    try {
      const out = path.join(mount, "D");
      await exportRuns([examplesFile], out, { format: "jsonl" });
      const before = hashes(out);
      const r = await trajlabExport(["--format", "csv", "--out", out, reconstructedDir]).done;
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(new RegExp(`^trajlab export: error: cannot write the export to ${out}: ${mount}/\\.D\\.tmp-\\d+-[0-9a-f]+/\\w+\\.csv: ENOSPC: no space left on device, write; ${out} was not changed\\n$`));
      expect(hashes(out)).toEqual(before);
      expect(fs.readdirSync(mount)).toEqual(["D"]);
    } finally {
      spawnSync("umount", [mount]);
    }
  }, 60000);
});

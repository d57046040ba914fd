/** The export directory's lock: exclusive, refused in one line while its process lives, taken over once it is gone. */
import { afterAll, describe, expect, test } from "vitest";
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { acquireExportLock, exportLockFile, ownSuffix, pidAlive } from "../../lib/src/export/exportLock";
import { leftoverOf } from "../../lib/src/export/transaction";
import { ExportRefusedError } from "../../lib/src/export";
import { removeTempDirs, tempDir } from "./helpers";

afterAll(removeTempDirs);

/** The pid of a process that has just ended (so, almost surely, of no process now). */
function deadPid(): number {
  const r = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(r.stdout);
}

describe("exportLockFile", () => {
  test("is .<name>.lock beside the directory", () => {
    expect(exportLockFile("/a/b/out")).toBe("/a/b/.out.lock");
  });
});

describe("pidAlive", () => {
  test("this process lives; an ended one and pids that cannot exist do not", () => {
    expect(pidAlive(process.pid)).toBe(true);
    expect(pidAlive(deadPid())).toBe(false);
    expect([pidAlive(0), pidAlive(-1), pidAlive(NaN)]).toEqual([false, false, false]);
  });
});

describe("acquireExportLock", () => {
  test("creates the lock with this process's pid, and release removes it (twice is harmless)", () => {
    const target = path.join(tempDir(), "out");
    const lock = acquireExportLock(target, "out");
    expect(lock.file).toBe(exportLockFile(target));
    expect(fs.readFileSync(lock.file, "utf8")).toBe(`${process.pid}\n`);
    expect(lock.tookOver).toBeNull();
    lock.release();
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
    expect(fs.readdirSync(path.dirname(target))).toEqual([]);
  });

  test("a second lock while the first is held is refused, naming the pid and the lock file", () => {
    const target = path.join(tempDir(), "out");
    const first = acquireExportLock(target, "my/out");
    let error: unknown;
    try {
      acquireExportLock(target, "my/out");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ExportRefusedError);
    expect((error as ExportRefusedError).reason).toBe("locked");
    expect((error as Error).message).toBe(`my/out is being written by another export (pid ${process.pid}, lock ${first.file}); wait for it or remove the lock if that process is gone`);
    expect(fs.readFileSync(first.file, "utf8")).toBe(`${process.pid}\n`);
    first.release();
  });

  test("a stale lock (its process is gone) is taken over, and tookOver names its pid", () => {
    const target = path.join(tempDir(), "out");
    const pid = deadPid();
    fs.writeFileSync(exportLockFile(target), `${pid}\n`);
    const lock = acquireExportLock(target, "out");
    expect(lock.tookOver).toBe(pid);
    expect(fs.readFileSync(lock.file, "utf8")).toBe(`${process.pid}\n`);
    lock.release();
  });

  test("a lock file that holds no pid counts as stale", () => {
    const target = path.join(tempDir(), "out");
    fs.writeFileSync(exportLockFile(target), "garbage");
    const lock = acquireExportLock(target, "out");
    expect(lock.tookOver).toBeNull();
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });

  test("release leaves a lock that another process has taken since", () => {
    const target = path.join(tempDir(), "out");
    const lock = acquireExportLock(target, "out");
    fs.writeFileSync(lock.file, "1\n");
    lock.release();
    expect(fs.readFileSync(lock.file, "utf8")).toBe("1\n");
  });

  test("a parent that cannot hold the lock is the file system's error", () => {
    const file = path.join(tempDir(), "a-file");
    fs.writeFileSync(file, "");
    expect(() => acquireExportLock(path.join(file, "out"), "out")).toThrow(expect.objectContaining({ code: "ENOTDIR" }));
  });
});

describe("ownSuffix", () => {
  test("<pid>-<8 hex digits>, new each time, and the pid is what leftoverOf reads back", () => {
    const a = ownSuffix();
    expect(a).toMatch(new RegExp(`^${process.pid}-[0-9a-f]{8}$`));
    expect(ownSuffix()).not.toBe(a);
    expect(leftoverOf("out", `.out.tmp-${a}`)).toEqual({ kind: "tmp", pid: process.pid });
    expect(leftoverOf("out", `.out.lock.${a}`)).toEqual({ kind: "lock", pid: process.pid });
  });
});

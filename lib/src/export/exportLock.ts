/*
 * The exclusive lock of an export directory: `<parent>/.<name>.lock`, a file holding the writer's pid. Two exports
 * into one directory at once would interleave their files; with the lock the second one refuses, in one line.
 */
import * as crypto from "crypto";
import * as fs from "fs";
import * as path from "path";
import { errorCode } from "../io/read";
import { ExportRefusedError } from "./errors";

/**
 * A held lock of an export directory.
 *
 * @internal
 */
export interface ExportLock {
  /** The lock file (`<parent>/.<name>.lock`). */
  readonly file: string;
  /** The pid of the stale lock this one replaced (its process was gone), else null. */
  readonly tookOver: number | null;
  /** Remove the lock (only while it is still this process's; a second call does nothing). */
  release(): void;
}

/**
 * The lock file of an export directory: `.<name>.lock` beside it.
 *
 * @internal
 * @param target the export directory (absolute)
 * @returns the lock's path
 * @example
 * exportLockFile("/data/exports/shard-1"); // "/data/exports/.shard-1.lock"
 */
export function exportLockFile(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.lock`);
}

/**
 * Is the process with this pid alive? `process.kill(pid, 0)` sends no signal: it succeeds for a live process,
 * fails with EPERM for a live process of another user, with ESRCH for none.
 *
 * @internal
 * @param pid the pid
 * @returns whether it runs
 * @example
 * pidAlive(process.pid); // true
 */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return errorCode(e) === "EPERM";
  }
}

/**
 * The suffix of every file an export creates beside its directory (its temporary, the set-aside previous export, a
 * lock being created): `<pid>-<8 hex digits>`, so that a later export can tell, by the pid, whether its maker is
 * gone (transaction.ts `leftoverOf` reads it back).
 *
 * @internal
 * @returns the suffix
 * @example
 * /^\d+-[0-9a-f]{8}$/.test(ownSuffix()); // true
 */
export function ownSuffix(): string {
  return `${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
}

/** Create `file` holding `text`, complete or not at all: written beside it, then hard-linked (EEXIST if it exists). */
function createComplete(file: string, text: string): void {
  const tmp = `${file}.${ownSuffix()}`;
  fs.writeFileSync(tmp, text, { flag: "wx" });
  try {
    fs.linkSync(tmp, file);
  } catch (e) {
    // a file system without hard links: create it exclusively and write (a reader may then see it empty for a moment)
    if (!["EPERM", "ENOTSUP", "ENOSYS", "EOPNOTSUPP"].includes(errorCode(e))) throw e;
    const fd = fs.openSync(file, "wx");
    try {
      fs.writeSync(fd, text);
    } finally {
      fs.closeSync(fd);
    }
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

function readLock(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (e) {
    if (errorCode(e) === "ENOENT") return null;
    throw e;
  }
}

/**
 * Take the exclusive lock of an export directory, or refuse: `.<name>.lock` beside it is created exclusively with
 * this process's pid. When it exists and its pid runs, another export is writing the directory: an
 * {@link ExportRefusedError} ("locked") names the pid and the lock. When its process is gone (killed before it
 * could release it), the stale lock is taken over (`tookOver` says whose it was).
 *
 * @internal
 * @param target the export directory (absolute; its parent exists)
 * @param shown the directory as the caller named it, for the message
 * @returns the held lock
 * @throws {ExportRefusedError} when another live process holds the lock
 * @throws {Error} when the lock cannot be created (the file system's error)
 */
export function acquireExportLock(target: string, shown: string): ExportLock {
  const file = exportLockFile(target);
  const mine = `${process.pid}\n`;
  let tookOver: number | null = null;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      createComplete(file, mine);
      let held = true;
      return {
        file,
        tookOver,
        release() {
          if (!held) return;
          held = false;
          if (readLock(file) === mine) fs.rmSync(file, { force: true });
        },
      };
    } catch (e) {
      if (errorCode(e) !== "EEXIST") throw e;
    }
    const text = readLock(file);
    if (text === null) continue; // released in between: try again
    const pid = /^\d+\n?$/.test(text) ? Number(text.trim()) : NaN;
    if (pidAlive(pid)) throw new ExportRefusedError("locked", shown, `${shown} is being written by another export (pid ${pid}, lock ${file}); wait for it or remove the lock if that process is gone`);
    // stale: its process is gone; remove it unless someone replaced it meanwhile
    if (readLock(file) === text) fs.rmSync(file, { force: true });
    tookOver = Number.isNaN(pid) ? tookOver : pid;
  }
  throw new ExportRefusedError("locked", shown, `${shown} is being written by another export (lock ${file}, taken again each time it was released); wait for it or remove the lock if that process is gone`);
}

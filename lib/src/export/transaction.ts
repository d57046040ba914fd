/*
 * An export as a transaction: the tables and the manifest are written into a temporary sibling of the export
 * directory, fsynced, and swapped into place with renames, under the directory's lock — so at every moment the
 * directory holds either the previous complete export or the new complete one, and an interrupted export leaves the
 * previous one as it was.
 */
import * as fs from "fs";
import * as path from "path";
import { ExportRefusedError } from "./errors";
import { errorCode } from "../io/read";
import { acquireExportLock, ownSuffix, pidAlive, type ExportLock } from "./exportLock";
import { inspectExportTarget, type ExportTargetState } from "./exportTarget";

/**
 * An export being written: its temporary directory, then {@link ExportTransaction.commit} (the swap) or
 * {@link ExportTransaction.abort} (the temporary removed, the directory untouched).
 *
 * @internal
 */
export interface ExportTransaction {
  /** The export directory (absolute, symbolic links resolved). */
  readonly target: string;
  /** The temporary directory the files are written into (`<parent>/.<name>.tmp-<pid>-<random>`). */
  readonly tempDir: string;
  /** What happened before the writing began: a stale lock taken over, stale temporaries removed, an export restored. */
  readonly notes: string[];
  /** "open" while writing; "committed" or "aborted" after. */
  readonly state: "open" | "committed" | "aborted";
  /** fsync every file, swap the temporary into place, release the lock. */
  commit(): void;
  /** Remove the temporary and release the lock; the export directory is untouched. A second call does nothing. */
  abort(): void;
}

const active = new Set<ExportTransaction>();

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The leftovers an export of this directory can leave beside it when it is killed (SIGKILL, a power cut) before it
 * can clean up: `.<name>.tmp-<pid>-<random>` (a temporary), `.<name>.old-<pid>-<random>` (the previous export, set
 * aside during the swap), `.<name>.lock.<pid>-<random>` (a lock being created). Returns the kind and the pid.
 *
 * @internal
 * @param name the export directory's name
 * @param entry a name in its parent
 * @returns the kind and pid of a leftover, else null
 * @example
 * leftoverOf("out", ".out.tmp-4242-0a1b2c3d"); // { kind: "tmp", pid: 4242 }
 * leftoverOf("out", ".other.tmp-4242-0a1b2c3d"); // null
 */
export function leftoverOf(name: string, entry: string): { kind: "tmp" | "old" | "lock"; pid: number } | null {
  const m = new RegExp(`^\\.${escapeRegExp(name)}\\.(tmp|old|lock)[-.](\\d+)-[0-9a-f]+$`).exec(entry);
  return m ? { kind: m[1] as "tmp" | "old" | "lock", pid: Number(m[2]) } : null;
}

/**
 * Remove the leftovers of exports of this directory whose process is gone (see {@link leftoverOf}); when the
 * directory itself is missing because such an export was killed between its two renames, put the previous export
 * (its `.old-…`) back first. Leftovers of live processes are kept. Call with the lock held.
 */
function recoverLeftovers(parent: string, name: string, target: string): string[] {
  const notes: string[] = [];
  const dead = fs
    .readdirSync(parent)
    .sort()
    .map((entry) => ({ entry, left: leftoverOf(name, entry) }))
    .filter((x): x is { entry: string; left: { kind: "tmp" | "old" | "lock"; pid: number } } => x.left !== null && x.left.pid !== process.pid && !pidAlive(x.left.pid));
  const old = dead.filter((x) => x.left.kind === "old");
  if (old.length > 0 && !fs.existsSync(target)) {
    const back = old.pop() as (typeof old)[number];
    fs.renameSync(path.join(parent, back.entry), target);
    notes.push(`restored the previous export from ${path.join(parent, back.entry)} (an export, pid ${back.left.pid}, was killed while swapping it into place)`);
    dead.splice(dead.indexOf(back), 1);
  }
  for (const x of dead) {
    fs.rmSync(path.join(parent, x.entry), { recursive: true, force: true });
    notes.push(`removed ${path.join(parent, x.entry)}, left by an export (pid ${x.left.pid}) that was killed`);
  }
  return notes;
}

/** fsync a file or a directory (a directory's fsync is not supported everywhere: then it is skipped). */
function fsyncPath(p: string, isDir: boolean): void {
  let fd: number;
  try {
    fd = fs.openSync(p, "r");
  } catch (e) {
    if (isDir) return;
    throw e;
  }
  try {
    fs.fsyncSync(fd);
  } catch (e) {
    if (!isDir || !["EISDIR", "EINVAL", "EPERM", "EBADF"].includes(errorCode(e))) throw e;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Begin an export of a directory: resolve it (symbolic links followed, so the swap happens beside the real
 * directory, on its file system), create its parent, take its lock ({@link acquireExportLock}), clean up the
 * leftovers of killed exports, check what it holds ({@link inspectExportTarget}: a user's files are refused), and
 * create the temporary sibling the files are written into.
 *
 * The commit fsyncs every file of the temporary and the temporary itself, then swaps: a missing or empty directory
 * is replaced by one rename (atomic); a previous export is renamed aside (`.<name>.old-<pid>-<random>`), the
 * temporary renamed into its place, the parent fsynced, the old one removed. Between the two renames no JavaScript
 * runs (a SIGTERM or SIGINT handler runs before or after them); only a SIGKILL or a power cut exactly there leaves
 * the directory missing beside its `.old-…`, which the next export of it puts back.
 *
 * @internal
 * @param outDir the export directory, as the caller named it
 * @returns the open transaction (registered, so that {@link abortActiveExports} can abort it on a signal)
 * @throws {ExportRefusedError} when another export holds the lock, the directory holds a user's files, or it is the
 * root directory
 * @throws {Error} when the parent or the temporary cannot be created (the file system's error)
 */
export function beginExportTransaction(outDir: string): ExportTransaction {
  const resolved = path.resolve(outDir);
  let target = resolved;
  try {
    target = fs.realpathSync(resolved);
  } catch (e) {
    if (errorCode(e) !== "ENOENT") throw e;
  }
  const parent = path.dirname(target);
  const name = path.basename(target);
  if (name === "" || parent === target) throw new ExportRefusedError("not-an-export", outDir, `${outDir} is the root directory; refusing to replace it: choose a new or empty directory for the export`);
  fs.mkdirSync(parent, { recursive: true });
  const lock: ExportLock = acquireExportLock(target, outDir);
  let tempDir: string;
  let before: ExportTargetState;
  const notes: string[] = [];
  try {
    if (lock.tookOver !== null) notes.push(`took over the stale lock ${lock.file} of pid ${lock.tookOver} (that process is gone)`);
    notes.push(...recoverLeftovers(parent, name, target));
    before = inspectExportTarget(target, outDir);
    tempDir = path.join(parent, `.${name}.tmp-${ownSuffix()}`);
    fs.mkdirSync(tempDir);
  } catch (e) {
    lock.release();
    throw e;
  }
  let state: ExportTransaction["state"] = "open";
  const tx: ExportTransaction = {
    target,
    tempDir,
    notes,
    get state() {
      return state;
    },
    commit() {
      if (state !== "open") throw new Error(`exportRuns: the export of ${outDir} is already ${state}`);
      for (const f of fs.readdirSync(tempDir)) fsyncPath(path.join(tempDir, f), false);
      fsyncPath(tempDir, true);
      if (before === "export") {
        const old = path.join(parent, `.${name}.old-${ownSuffix()}`);
        fs.renameSync(target, old);
        try {
          fs.renameSync(tempDir, target);
        } catch (e) {
          fs.renameSync(old, target);
          throw e;
        }
        state = "committed";
        fsyncPath(parent, true);
        fs.rmSync(old, { recursive: true, force: true });
      } else {
        // rename(2) replaces an empty directory in one step (ENOTEMPTY if a file appeared in it meanwhile)
        fs.renameSync(tempDir, target);
        state = "committed";
        fsyncPath(parent, true);
      }
      active.delete(tx);
      lock.release();
    },
    abort() {
      if (state !== "open") return;
      state = "aborted";
      active.delete(tx);
      try {
        fs.rmSync(tempDir, { recursive: true, force: true });
      } finally {
        lock.release();
      }
    },
  };
  active.add(tx);
  return tx;
}

/**
 * Abort every export transaction of this process that is still open: the CLI's SIGTERM and SIGINT handlers call it
 * before they exit, so an interrupted export leaves the previous export intact and no temporary behind.
 *
 * @internal
 * @returns the export directories whose export was aborted
 * @example
 * abortActiveExports(); // []
 */
export function abortActiveExports(): string[] {
  const aborted: string[] = [];
  for (const tx of [...active]) {
    tx.abort();
    aborted.push(tx.target);
  }
  return aborted;
}

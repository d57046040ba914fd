/**
 * Find the public runs a notebook or example teaches on: the project's full `../shared` collection when it is beside
 * the checkout, else the small set shipped in `data/public/` (its README gives every file's source, commit, license
 * and sha256). Both folders have the same layout (`data/tau2/`, `tau2-public/`, `judge/`), so a file named relative
 * to it (as `data/labels/` names them) resolves in either.
 */
import * as fs from "fs";
import * as path from "path";
import { locateSharedData } from "./shared";

/** Where {@link locatePublicRuns} found the runs. */
export interface PublicRuns {
  /** The folder holding `data/tau2/`, `tau2-public/` and `judge/`. */
  root: string;
  /** "shared": the full `../shared` collection; "bundled": the checkout's own `data/public/`. */
  origin: "shared" | "bundled";
  /** One line for a reader: which collection this is. */
  note: string;
}

/**
 * The public runs to teach on, or null when neither collection is found:
 * 1. the parent of `locateSharedData(start)` (so `TRAJLAB_SHARED_DATA` applies: set it to a missing path to run as a
 *    user without `../shared` would);
 * 2. else the first `<ancestor>/data/public` holding a `README.md`, walking up from `start` (inclusive).
 *
 * @param start directory to start from (default: the current working directory)
 * @returns the folder and where it came from, or null (callers say so and skip)
 * @example
 * const runs = locatePublicRuns();
 * runs === null || ["shared", "bundled"].includes(runs.origin); // true
 */
export function locatePublicRuns(start: string = process.cwd()): PublicRuns | null {
  const shared = locateSharedData(start);
  if (shared !== null) return { root: path.dirname(shared), origin: "shared", note: `the public runs of ${path.dirname(shared)} (the project's full collection)` };
  let dir = path.resolve(start);
  for (;;) {
    const candidate = path.join(dir, "data", "public");
    if (isFile(path.join(candidate, "README.md"))) {
      return { root: candidate, origin: "bundled", note: `the ${countRunFiles(candidate)} public runs shipped in ${candidate} (../shared is not beside this checkout)` };
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** Run files (`.json`) under `data/tau2`, `data/tau1` and `tau2-public` of a public-runs folder. */
function countRunFiles(root: string): number {
  let n = 0;
  for (const sub of [path.join("data", "tau2"), path.join("data", "tau1"), "tau2-public"]) {
    try {
      n += fs.readdirSync(path.join(root, sub)).filter((f) => f.endsWith(".json")).length;
    } catch {
      // folder absent: nothing to count
    }
  }
  return n;
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

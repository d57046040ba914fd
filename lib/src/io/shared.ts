/**
 * Find the folder of public runs (`shared/data`) that the project's own tests, notebooks and scripts use when it
 * exists. Users of the library do not have it; callers must skip, with a message, when this returns null.
 */
import * as fs from "fs";
import * as path from "path";

/** Environment variable that points straight at the shared data folder. */
export const SHARED_DATA_ENV = "TRAJLAB_SHARED_DATA";

/**
 * The absolute path of the shared data folder, or null when there is none:
 * 1. when `$TRAJLAB_SHARED_DATA` is set (non-empty): that directory if it exists, else null — so setting it to a
 *    missing path is how to run everything as a user without the shared data would;
 * 2. else the first `<ancestor>/shared/data` holding a `README.md`, walking up from `start` (inclusive) to the
 *    file-system root — so a checkout and any sibling clone of it (`<parent>/trajlab`, `<parent>/other-clone`)
 *    both find `<parent>/shared/data`.
 *
 * @param start directory to start from (default: the current working directory)
 * @returns the absolute path, or null when there is none (callers skip with a message)
 * @example
 * SHARED_DATA_ENV; // "TRAJLAB_SHARED_DATA" (set it to a missing path to run as a user without the shared data)
 * const data = locateSharedData();
 * if (data === null) console.log("shared data not present: skipping the real-data examples");
 * else loadRun(path.join(data, "tau2", "tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json"));
 */
export function locateSharedData(start: string = process.cwd()): string | null {
  const fromEnv = process.env[SHARED_DATA_ENV];
  if (fromEnv !== undefined && fromEnv !== "") return isDirectory(fromEnv) ? path.resolve(fromEnv) : null;
  let dir = path.resolve(start);
  for (;;) {
    const candidate = path.join(dir, "shared", "data");
    if (isFile(path.join(candidate, "README.md"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

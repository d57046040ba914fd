/**
 * Test helper: the public multi-trial runs and the airline agents of tau2-public, found through
 * locateSharedData(). Without the shared folder the real-data suites skip with SKIP_MESSAGE.
 */
import * as fs from "fs";
import * as path from "path";
import { loadRun, locateSharedData, TrajlabInputError } from "../../lib/src/io";
import type { Run } from "../../lib/src/io/model";

export const DATA_DIR: string | null = locateSharedData(__dirname);
export const SKIP_MESSAGE = "shared/data (real τ²/τ-bench runs) not found: real-data statistics tests skipped";
if (DATA_DIR === null) console.warn(SKIP_MESSAGE);

export const TAU1_AIRLINE = "tau1/tau1_airline_gpt-4o_4trials_50tasks.historical.json";
export const TELECOM_4TRIALS = "tau2/tau2_telecom-solo_gpt-4.1_4trials_5tasks.feature-gym.json";

const cache = new Map<string, Run>();
export function loadShared(rel: string): Run {
  if (DATA_DIR === null) throw new Error(SKIP_MESSAGE);
  let run = cache.get(rel);
  if (!run) {
    run = loadRun(path.join(DATA_DIR, rel));
    cache.set(rel, run);
  }
  return run;
}

/** tau2-public sits beside shared/data. */
export const PUBLIC_DIR: string | null = DATA_DIR === null ? null : path.join(path.dirname(DATA_DIR), "tau2-public");

/** Every airline file of tau2-public: the runs that load, and the files that do not (with the loader's message). */
export function airlineRuns(): { runs: Run[]; skipped: { file: string; message: string }[] } {
  if (PUBLIC_DIR === null || !fs.existsSync(PUBLIC_DIR)) return { runs: [], skipped: [] };
  const runs: Run[] = [];
  const skipped: { file: string; message: string }[] = [];
  for (const name of fs.readdirSync(PUBLIC_DIR).sort()) {
    if (!name.startsWith("tau2_airline_") || !name.endsWith(".json")) continue;
    try {
      runs.push(loadShared(path.join("..", "tau2-public", name)));
    } catch (e) {
      if (!(e instanceof TrajlabInputError)) throw e;
      skipped.push({ file: name, message: e.message });
    }
  }
  return { runs, skipped };
}

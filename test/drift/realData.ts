/**
 * Test helper: the public runs in shared/data (found by io's locateSharedData), loaded with io's loadRun.
 * Users without the folder get `DATA_DIR === null`; the real-data suites then skip with SKIP_MESSAGE.
 */
import * as fs from "fs";
import * as path from "path";
import { loadRun, locateSharedData, type Run } from "../../lib/src";

export const DATA_DIR: string | null = locateSharedData(__dirname);
export const SKIP_MESSAGE = "shared/data (real τ²/τ-bench runs) not found: real-data drift tests skipped";
if (DATA_DIR === null) console.warn(SKIP_MESSAGE);

export const FILES = {
  airline: "tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json",
  retail: "tau2/tau2_retail_gpt-4.1_1trial_40tasks.feature-gym.json",
  toolorchestra: "tau2/tau2_retail_toolorchestra-submission_1trial_114tasks.main-17e07b1.json",
  telecom: "tau2/tau2_telecom-solo_gpt-4.1_4trials_5tasks.feature-gym.json",
  tau1: "tau1/tau1_airline_gpt-4o_4trials_50tasks.historical.json",
} as const;

export type RealRunKey = keyof typeof FILES;
export const TAU2_KEYS: readonly RealRunKey[] = ["airline", "retail", "toolorchestra", "telecom"];

const cache = new Map<RealRunKey, Run>();

export function loadRealRun(key: RealRunKey): Run {
  if (DATA_DIR === null) throw new Error(SKIP_MESSAGE);
  let run = cache.get(key);
  if (!run) {
    run = loadRun(path.join(DATA_DIR, FILES[key]));
    cache.set(key, run);
  }
  return run;
}

/** ../shared/tau2-public (newer τ² shapes), beside shared/data, or null when absent. */
export const PUBLIC_DIR: string | null = (() => {
  if (DATA_DIR === null) return null;
  const p = path.join(DATA_DIR, "..", "tau2-public");
  return fs.existsSync(p) && fs.statSync(p).isDirectory() ? p : null;
})();

/**
 * Every run input of both shared folders, in name order: each `*.json` file below shared/data, and each entry of
 * tau2-public that is a `*.json` file or a directory (a τ² results directory). [] without the shared data.
 */
export function realRunInputs(): { name: string; path: string }[] {
  const out: { name: string; path: string }[] = [];
  if (DATA_DIR !== null) {
    for (const sub of fs.readdirSync(DATA_DIR).sort()) {
      const dir = path.join(DATA_DIR, sub);
      if (!fs.statSync(dir).isDirectory()) continue;
      for (const f of fs.readdirSync(dir).sort()) if (f.endsWith(".json")) out.push({ name: `data/${sub}/${f}`, path: path.join(dir, f) });
    }
  }
  if (PUBLIC_DIR !== null) {
    for (const f of fs.readdirSync(PUBLIC_DIR).sort()) {
      const p = path.join(PUBLIC_DIR, f);
      if (f.endsWith(".json") || fs.statSync(p).isDirectory()) out.push({ name: `tau2-public/${f}`, path: p });
    }
  }
  return out;
}

const byPath = new Map<string, { run: Run } | { error: string }>();

/** loadRun of a real input, cached; a load failure is returned as its message (the caller skips with a note). */
export function tryLoadReal(p: string): { run: Run } | { error: string } {
  let r = byPath.get(p);
  if (!r) {
    try {
      r = { run: loadRun(p) };
    } catch (e) {
      r = { error: e instanceof Error ? e.message : String(e) };
    }
    byPath.set(p, r);
  }
  return r;
}

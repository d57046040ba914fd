/**
 * Test helper: the public runs in shared/data (found by io's locateSharedData), loaded with io's loadRun.
 * Users without the folder get `DATA_DIR === null`; the real-data suites then skip with SKIP_MESSAGE.
 */
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

/**
 * Test helpers for the explore family: temporary export folders, and the public runs found through
 * locateSharedData() (the real-data suites skip with SKIP_MESSAGE when ../shared is absent).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { locateSharedData } from "../../lib/src/io";

export const REPO = path.resolve(__dirname, "../..");
export const EXAMPLES = path.join(REPO, "data", "examples");
export const EXAMPLE_RUN = path.join(EXAMPLES, "tau2_retail_examples.json");
export const EXAMPLE_EVENTS = path.join(EXAMPLES, "diagnostics_tiny.events.jsonl");

export const DATA_DIR: string | null = locateSharedData(__dirname);
export const PUBLIC_DIR: string | null = DATA_DIR === null ? null : path.join(path.dirname(DATA_DIR), "tau2-public");
export const SKIP_MESSAGE = "shared/data and shared/tau2-public (public runs) not found: real-data explore tests skipped";
if (DATA_DIR === null) console.warn(SKIP_MESSAGE);

/** A fresh temporary directory with the given files (relative path → text). */
export function tempExport(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trajlab-explore-"));
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return dir;
}

/** One TIDE JSONL task line: solved at `steps` steps, or never (null, with 4 steps logged). */
export function tideLine(index: number, steps: number | null): string {
  const n = steps ?? 4;
  const rows = Array.from({ length: n }, (_, i) => ({ observation: `s${i}`, action: `a${i}` }));
  return JSON.stringify({
    query: `task ${index}`, seed: index, all_accuracies: [steps === null ? 0 : 1], avg_accuracy: steps === null ? 0 : 1, pass_at_n: steps === null ? 0 : 1,
    traj_rollouts: [{ rollout_idx: 0, rollout_results: { steps: rows, success: steps !== null, stop_right: steps !== null, loop: false, meta: { total_steps: n } } }],
  });
}

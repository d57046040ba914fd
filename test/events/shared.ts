/**
 * Test helper: every public run in ../shared (data/ and tau2-public/), as load attempts. Users do not have the
 * folder; suites skip with a message when it is absent. Files that do not load yet (formats the io family is
 * adding in parallel) are listed with the loader's message so a test can skip them with a note.
 */
import * as fs from "fs";
import * as path from "path";
import { loadRun } from "../../lib/src/io/load";
import { locateSharedData } from "../../lib/src/io/shared";
import { TrajlabInputError } from "../../lib/src/io/errors";
import type { Run } from "../../lib/src/io/model";

export const DATA_DIR: string | null = locateSharedData(__dirname);
export const SHARED_ROOT: string | null = DATA_DIR === null ? null : path.dirname(DATA_DIR);
export const SKIP_MESSAGE = "shared/data (real τ²/τ-bench runs) not found: real-data events/diagnostics tests skipped";
if (DATA_DIR === null) console.warn(SKIP_MESSAGE);

/** Inputs relative to SHARED_ROOT: every *.json under data/ and tau2-public/, and every results directory. */
export function sharedInputs(): string[] {
  if (SHARED_ROOT === null) return [];
  const out: string[] = [];
  for (const top of ["data", "tau2-public"]) {
    const walk = (rel: string) => {
      const abs = path.join(SHARED_ROOT as string, rel);
      if (fs.existsSync(path.join(abs, "results.json"))) return void out.push(rel);
      for (const e of fs.readdirSync(abs, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const r = path.join(rel, e.name);
        if (e.isDirectory()) walk(r);
        else if (e.name.endsWith(".json")) out.push(r);
      }
    };
    if (fs.existsSync(path.join(SHARED_ROOT, top))) walk(top);
  }
  return out;
}

const cache = new Map<string, Run | string>();

/** The run, or the loader's message when it does not load. */
export function loadShared(rel: string): Run | string {
  let r = cache.get(rel);
  if (r === undefined) {
    try {
      r = loadRun(path.join(SHARED_ROOT as string, rel));
    } catch (e) {
      if (!(e instanceof TrajlabInputError)) throw e;
      r = e.message;
    }
    cache.set(rel, r);
  }
  return r;
}

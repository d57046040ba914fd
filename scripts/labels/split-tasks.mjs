#!/usr/bin/env node
/**
 * The development / held-out split of the task labels (data/labels/tasks.json), fixed before any task was read: the
 * airline tasks of every public τ² airline run and the 40 retail tasks of the gpt-4.1 retail run, per domain in
 * fnv1a32("audit-split|<domain>|<task id>") order, alternating development, held-out. Prints
 * {domain: {dev: [ids], heldout: [ids]}}.
 *
 * Usage: npm run build && node scripts/labels/split-tasks.mjs
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const rq = createRequire(import.meta.url);
const t = { ...rq(path.join(here, "..", "..", "lib", "dist")), ...rq(path.join(here, "..", "..", "lib", "dist", "reconstruct")) };

export function taskSplit(root) {
  const ids = { airline: new Set(), retail: new Set() };
  for (const dir of ["data/tau2", "tau2-public"]) {
    for (const f of fs.readdirSync(path.join(root, dir)).sort()) {
      if (!/airline|retail_gpt-4\.1_1trial_40tasks/.test(f)) continue;
      try {
        const run = t.loadRun(path.join(root, dir, f));
        for (const c of run.conversations) if (ids[run.domain] && c.taskId !== null) ids[run.domain].add(String(c.taskId));
      } catch {
        // a file the loader refuses holds no task to label
      }
    }
  }
  const out = {};
  for (const d of Object.keys(ids)) {
    const order = [...ids[d]].sort((a, b) => t.fnv1a32(`audit-split|${d}|${a}`) - t.fnv1a32(`audit-split|${d}|${b}`) || (a < b ? -1 : 1));
    out[d] = { dev: order.filter((_, i) => i % 2 === 0), heldout: order.filter((_, i) => i % 2 === 1) };
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const shared = t.locateSharedData();
  if (shared === null) {
    console.error("../shared/data not found (set TRAJLAB_SHARED_DATA)");
    process.exit(1);
  }
  console.log(JSON.stringify(taskSplit(path.dirname(shared)), null, 1));
}

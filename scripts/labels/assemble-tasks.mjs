#!/usr/bin/env node
/**
 * Write data/labels/tasks.json from the task readers' files (one per domain and split:
 * <folder>/{airline,retail}-{dev,heldout}.json, each {"reader", "domain", "tasks": [...]}, PROTOCOL-tasks.md),
 * checking every id of scripts/labels/split-tasks.mjs has exactly one record.
 *
 * Usage: npm run build && node scripts/labels/assemble-tasks.mjs <folder>
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { taskSplit } from "./split-tasks.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.join(here, "..", "..");
const t = createRequire(import.meta.url)(path.join(repo, "lib", "dist"));
const dir = process.argv[2];
if (!dir) {
  console.error("usage: node scripts/labels/assemble-tasks.mjs <folder of reader files>");
  process.exit(2);
}
const split = taskSplit(path.dirname(t.locateSharedData()));
const tasks = [];
for (const domain of ["airline", "retail"]) {
  for (const [name, key] of [["development", "dev"], ["held-out", "heldout"]]) {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, `${domain}-${key}.json`), "utf8"));
    const want = split[domain][key];
    const got = doc.tasks.map((x) => String(x.taskId));
    if (got.length !== want.length || want.some((id) => !got.includes(id))) throw new Error(`${domain}-${key}: ids differ from the split`);
    for (const x of doc.tasks) tasks.push({ domain, taskId: String(x.taskId), split: name, reader: doc.reader, verdict: x.verdict, goldAction: x.goldAction ?? null, kind: x.kind ?? null, note: x.note, evidence: x.evidence ?? [], confidence: x.confidence ?? null });
  }
}
const out = {
  description: "Task labels for validating the trajlab task audit: is each τ² task's gold reachable by an agent that follows the policy and the observations? One independent reader per task (data/labels/README.md).",
  protocol: "data/labels/PROTOCOL-tasks.md",
  split: "scripts/labels/split-tasks.mjs",
  tasks,
};
fs.writeFileSync(path.join(repo, "data", "labels", "tasks.json"), JSON.stringify(out, null, 1) + "\n");
const count = (d, s, v) => tasks.filter((x) => x.domain === d && x.split === s && x.verdict === v).length;
for (const d of ["airline", "retail"]) for (const s of ["development", "held-out"]) console.log(`${d} ${s}: flawed ${count(d, s, "flawed")}, sound ${count(d, s, "sound")}, unsure ${count(d, s, "unsure")}`);

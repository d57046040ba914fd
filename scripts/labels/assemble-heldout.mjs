#!/usr/bin/env node
/**
 * Add the held-out split to data/labels/diagnostics.json from the two readers' files: pass 1 (reader "A") and pass 2
 * (reader "B") of each held-out batch, one record per conversation of scripts/labels/sample-heldout.mjs, both passes
 * kept as written (stage A, stage B, and any note a reader added). Development records are kept unchanged; held-out
 * records already in the file are replaced. Refuses when a sampled conversation lacks a pass or a stage.
 *
 * Usage: npm run build && node scripts/labels/assemble-heldout.mjs <pass-1 folder> <pass-2 folder>
 *   (each folder holds batch-held-1.json … batch-held-4.json: {"reader", "labels": [{file, conversation, stageA, stageB}]})
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { heldOutDraw } from "./sample-heldout.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.join(here, "..", "..");
const t = createRequire(import.meta.url)(path.join(repo, "lib", "dist"));
const [p1, p2] = process.argv.slice(2);
if (!p1 || !p2) {
  console.error("usage: node scripts/labels/assemble-heldout.mjs <pass-1 folder> <pass-2 folder>");
  process.exit(2);
}
const shared = t.locateSharedData();
if (shared === null) {
  console.error("../shared/data not found (set TRAJLAB_SHARED_DATA): the labelled runs are not here");
  process.exit(1);
}
const root = path.dirname(shared);

/** Every reader record of a pass folder, by file|conversation, with the batch it came from. */
function readPass(dir) {
  const out = new Map();
  for (const name of fs.readdirSync(dir).filter((n) => /^batch-held-\d+\.json$/.test(n)).sort()) {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"));
    for (const l of doc.labels) out.set(`${l.file}|${l.conversation}`, { batch: name.replace(/\.json$/, ""), stageA: l.stageA, stageB: l.stageB });
  }
  return out;
}
const passes = [["A", readPass(p1)], ["B", readPass(p2)]];
const sample = heldOutDraw(root);
const runs = new Map();
const records = sample.map((s) => {
  if (!runs.has(s.file)) runs.set(s.file, t.loadRun(path.join(root, s.file)));
  const run = runs.get(s.file);
  const conv = run.conversations.find((c) => c.id === s.conversation);
  const got = passes.map(([reader, m]) => {
    const r = m.get(`${s.file}|${s.conversation}`);
    if (!r || !r.stageA || !r.stageB) throw new Error(`${s.file} ${s.conversation}: pass ${reader} has no complete record`);
    return { reader, batch: r.batch, stageA: r.stageA, stageB: r.stageB };
  });
  return {
    file: s.file, conversation: s.conversation, domain: run.domain, agent: conv?.agentModel ?? run.agentModel ?? null, reward: s.reward,
    split: "held-out", sampled: "scripts/labels/sample-heldout.mjs (seed 0x56c578e8, drawn after the rules froze)", passes: got,
  };
});
const file = path.join(repo, "data", "labels", "diagnostics.json");
const doc = JSON.parse(fs.readFileSync(file, "utf8"));
doc.conversations = [...doc.conversations.filter((c) => c.split !== "held-out"), ...records];
fs.writeFileSync(file, JSON.stringify(doc, null, 1) + "\n");
t.loadDiagnosticLabels(file); // the parser accepts what was written
console.log(`${records.length} held-out conversations added (${records.filter((r) => r.reward === 0).length} failures); ${doc.conversations.length} in all`);

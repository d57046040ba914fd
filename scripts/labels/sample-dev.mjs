#!/usr/bin/env node
/**
 * The development sample of data/labels/diagnostics.json (60 conversations): the 53 of the earlier single-reader labels
 * (sample.mjs: `labelSample` and its `heldOutSample`, drawn before this version's rules existed), plus 7 failures of
 * runs they under-covered, drawn with a seeded shuffle (mulberry32(fnv1a32(file + "|dev2"))). Every one was then
 * read in two blind passes (PROTOCOL-conversations.md in data/labels). Selection uses what the logs say (reward), never
 * the detectors. Prints one JSON array: { file, conversation, reward, from }.
 *
 * Usage: npm run build && node scripts/labels/sample-dev.mjs
 */
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { heldOutSample, labelSample } from "./sample.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const t = { ...require(path.join(here, "..", "..", "lib", "dist")), ...require(path.join(here, "..", "..", "lib", "dist", "reconstruct")) };

/** Runs the earlier sample under-covered, and how many failures to add from each. */
export const DEV2 = [
  ["tau2-public/tau2_airline_claude-opus-4-6_button-pr168.json", 2],
  ["tau2-public/tau2_airline_adaptive-agent-opus46_ironshell-pr171merge.json", 1],
  ["data/tau2/tau2_retail_gpt-4.1_1trial_40tasks.feature-gym.json", 2],
  ["tau2-public/tau2_airline_claude-opus-4-6_ironshell-pr171.json", 2],
];

export function devSample(root) {
  const out = [...labelSample(root).map((x) => ({ ...x, from: "earlier labels (development)" })), ...heldOutSample(root).map((x) => ({ ...x, from: "earlier labels (held-out)" }))];
  const taken = new Set(out.map((o) => o.conversation));
  for (const [rel, n] of DEV2) {
    const run = t.loadRun(path.join(root, rel));
    const u = t.mulberry32(t.fnv1a32(rel + "|dev2"));
    const order = run.conversations.map((c) => ({ c, k: u() })).sort((a, b) => a.k - b.k).map((x) => x.c);
    for (const c of order.filter((c) => c.reward === 0 && !taken.has(c.id)).slice(0, n)) {
      out.push({ file: rel, conversation: c.id, reward: c.reward, from: "dev2 draw" });
      taken.add(c.id);
    }
  }
  return out.map(({ file, conversation, reward, from }) => ({ file, conversation, reward, from }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const shared = t.locateSharedData();
  if (shared === null) {
    console.error("../shared/data not found (set TRAJLAB_SHARED_DATA)");
    process.exit(1);
  }
  console.log(JSON.stringify(devSample(path.dirname(shared)), null, 1));
}

#!/usr/bin/env node
/**
 * The held-out sample of data/labels/diagnostics.json (48 conversations), drawn after the diagnosis rules froze at
 * commit 56c578e8: seed 0x56c578e8 (the commit's first 8 hex digits), per file a seeded shuffle
 * (mulberry32(seed ^ fnv1a32(file))) of the conversations not in the development sample, then its first failures and
 * successes as PLAN says. Selection uses the reward only, never the detectors. Prints one JSON array:
 * { file, conversation, reward }.
 *
 * Usage: npm run build && node scripts/labels/sample-heldout.mjs
 */
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { devSample } from "./sample-dev.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const t = { ...require(path.join(here, "..", "..", "lib", "dist")), ...require(path.join(here, "..", "..", "lib", "dist", "reconstruct")) };

export const SEED = 0x56c578e8;
/** File, failures, successes. */
export const PLAN = [
  ["data/tau1/tau1_airline_gpt-4o_4trials_50tasks.historical.json", 4, 1],
  ["tau2-public/tau2_telecom_gpt-4.1_feature-gym.json", 4, 1],
  ["tau2-public/tau2_airline_qwen2.5-7b_feature-gym.json", 4, 1],
  ["tau2-public/tau2_airline_gpt-oss-120b_langchain-pr133.json", 4, 1],
  ["tau2-public/tau2_airline_claude-opus-4-6_button-pr168.json", 4, 1],
  ["tau2-public/tau2_airline_claude-opus-4-6_ironshell-pr171.json", 4, 1],
  ["tau2-public/tau2_airline_azure-gpt-4o_judgeviewer-pr103.json", 4, 1],
  ["tau2-public/tau2_airline_whissle_pr448.json", 4, 1],
  ["data/tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json", 2, 1],
  ["tau2-public/tau2_telecom_gpt-4o_pr17.json", 2, 1],
  ["data/tau2/tau2_telecom-solo_gpt-4.1_4trials_5tasks.feature-gym.json", 1, 0],
  ["data/tau2/tau2_retail_gpt-4.1_1trial_40tasks.feature-gym.json", 2, 0],
];

export function heldOutDraw(root) {
  const dev = new Set(devSample(root).map((x) => x.conversation));
  const out = [];
  for (const [rel, nf, ns] of PLAN) {
    const run = t.loadRun(path.join(root, rel));
    const u = t.mulberry32((SEED ^ t.fnv1a32(rel)) >>> 0);
    const order = run.conversations.map((c) => ({ c, k: u() })).sort((a, b) => a.k - b.k).map((x) => x.c).filter((c) => !dev.has(c.id));
    for (const c of order.filter((c) => c.reward === 0).slice(0, nf)) out.push({ file: rel, conversation: c.id, reward: 0 });
    for (const c of order.filter((c) => c.reward === 1).slice(0, ns)) out.push({ file: rel, conversation: c.id, reward: 1 });
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const shared = t.locateSharedData();
  if (shared === null) {
    console.error("../shared/data not found (set TRAJLAB_SHARED_DATA)");
    process.exit(1);
  }
  console.log(JSON.stringify(heldOutDraw(path.dirname(shared)), null, 1));
}

#!/usr/bin/env node
/**
 * The sample of conversations hand-labelled in data/labels/diagnostics.json (see data/labels/README.md).
 *
 * Selection uses only what the logs say (reward, the log's own tool-error marks), never trajlab's detectors:
 * for each file below, shuffled with mulberry32(fnv1a32(file)), take the first 2 conversations with reward 0,
 * the first 1 with reward 1, and the first not yet taken whose log marks a tool error (τ² `error: true` on a tool
 * message; τ-bench v1, which has no flag: a tool message whose text starts with "Error"). Prints one line per
 * conversation: file, conversation id, reward, why it was picked.
 *
 * The held-out sample (labelled after the detector rules were frozen): for each file of HELD_OUT_FILES, shuffled
 * with mulberry32(fnv1a32(file + "|held-out")), the first conversations not in the development sample with the
 * rewards listed there.
 *
 * Usage: npm run build && node scripts/labels/sample.mjs [--held-out] [folder holding data/ and tau2-public/]
 */
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const t = { ...require(path.join(here, "..", "..", "lib", "dist")), ...require(path.join(here, "..", "..", "lib", "dist", "reconstruct")) };

export const LABEL_FILES = [
  "data/tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json",
  "data/tau2/tau2_retail_gpt-4.1_1trial_40tasks.feature-gym.json",
  "data/tau2/tau2_telecom-solo_gpt-4.1_4trials_5tasks.feature-gym.json",
  "data/tau1/tau1_airline_gpt-4o_4trials_50tasks.historical.json",
  "tau2-public/tau2_telecom_gpt-4.1_feature-gym.json",
  "tau2-public/tau2_telecom_gpt-4o_pr17.json",
  "tau2-public/tau2_airline_qwen2.5-7b_feature-gym.json",
  "tau2-public/tau2_airline_gpt-oss-120b_langchain-pr133.json",
  "tau2-public/tau2_airline_claude-opus-4-6_button-pr168.json",
  "tau2-public/tau2_airline_azure-gpt-4o_judgeviewer-pr103.json",
  "tau2-public/tau2_airline_whissle_pr448.json",
];

function loggedToolError(c) {
  return c.messages.some(
    (m) => m.toolResult !== null && (m.toolResult.error === true || (m.toolResult.error === null && /^\s*error/i.test(m.content ?? ""))),
  );
}

export function labelSample(sharedRoot) {
  const out = [];
  for (const rel of LABEL_FILES) {
    const run = t.loadRun(path.join(sharedRoot, rel));
    const u = t.mulberry32(t.fnv1a32(rel));
    const order = run.conversations.map((c) => ({ c, key: u() })).sort((a, b) => a.key - b.key).map((x) => x.c);
    const picked = new Map();
    for (const c of order.filter((c) => c.reward === 0).slice(0, 2)) picked.set(c.id, "reward 0");
    for (const c of order.filter((c) => c.reward === 1).slice(0, 1)) picked.set(c.id, "reward 1");
    const withError = order.find((c) => !picked.has(c.id) && loggedToolError(c));
    if (withError) picked.set(withError.id, "logged tool error");
    for (const c of run.conversations) if (picked.has(c.id)) out.push({ file: rel, conversation: c.id, reward: c.reward, why: picked.get(c.id) });
  }
  return out;
}

/** Held-out files and how many conversations of each reward to take from each. */
export const HELD_OUT_FILES = [
  ["tau2-public/tau2_airline_claude-opus-4-6_ironshell-pr171.json", { 0: 1, 1: 1 }],
  ["data/tau2/tau2_retail_gpt-4.1_1trial_40tasks.feature-gym.json", { 0: 1 }],
  ["data/tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json", { 0: 1 }],
  ["data/tau1/tau1_airline_gpt-4o_4trials_50tasks.historical.json", { 0: 2 }],
  ["tau2-public/tau2_telecom_gpt-4.1_feature-gym.json", { 0: 1 }],
  ["tau2-public/tau2_telecom_gpt-4o_pr17.json", { 0: 1 }],
  ["tau2-public/tau2_airline_qwen2.5-7b_feature-gym.json", { 0: 1 }],
  ["tau2-public/tau2_airline_gpt-oss-120b_langchain-pr133.json", { 0: 1 }],
  ["tau2-public/tau2_airline_whissle_pr448.json", { 0: 1 }],
  ["tau2-public/tau2_airline_azure-gpt-4o_judgeviewer-pr103.json", { 0: 1 }],
];

export function heldOutSample(sharedRoot) {
  const dev = new Set(labelSample(sharedRoot).map((s) => s.conversation));
  const out = [];
  for (const [rel, want] of HELD_OUT_FILES) {
    const run = t.loadRun(path.join(sharedRoot, rel));
    const u = t.mulberry32(t.fnv1a32(rel + "|held-out"));
    const order = run.conversations.map((c) => ({ c, key: u() })).sort((a, b) => a.key - b.key).map((x) => x.c);
    for (const [reward, n] of Object.entries(want)) {
      for (const c of order.filter((c) => !dev.has(c.id) && c.reward === Number(reward)).slice(0, n)) {
        out.push({ file: rel, conversation: c.id, reward: c.reward, why: `held-out, reward ${reward}` });
      }
    }
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const heldOut = args.includes("--held-out");
  const root = args.find((a) => !a.startsWith("--")) ?? path.dirname(t.locateSharedData());
  for (const s of heldOut ? heldOutSample(root) : labelSample(root)) console.log(`${s.file}\t${s.conversation}\t${s.reward}\t${s.why}`);
}

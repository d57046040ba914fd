#!/usr/bin/env node
/**
 * The fifth held-out pool (48 conversations: 40 failures, 8 successes), drawn *after* round 4's rules froze at commit
 * 9fc81b9, to judge them: as scripts/labels/sample-heldout2.mjs draws — by reward only, a seeded shuffle per file —
 * with seed 0x09fc81b9 (the frozen commit), from conversations no label set and no earlier pool holds. Most unlabelled
 * failures left in the public runs are τ-bench v1's (the airline gpt-4o run, four trials of 50 tasks), so the plan
 * leans on it.
 *
 * Usage: npm run build && node scripts/labels/sample-heldout5.mjs [--batches <folder>]
 */
import { fileURLToPath } from "node:url";
import { laterPool, poolCli, poolKeys } from "./sample-heldout2.mjs";
import { heldOutPool4, poolsBefore4 } from "./sample-heldout4.mjs";

export const SEED5 = 0x09fc81b9;
/** File, failures, successes. */
export const PLAN5 = [
  ["tau2-public/tau2_airline_qwen2.5-7b_feature-gym.json", 10, 1],
  ["tau2-public/tau2_airline_gpt-oss-120b_langchain-pr133.json", 2, 1],
  ["tau2-public/tau2_airline_azure-gpt-4o_judgeviewer-pr103.json", 1, 1],
  ["tau2-public/tau2_airline_whissle_pr448.json", 0, 1],
  ["tau2-public/tau2_telecom_gpt-4.1_feature-gym.json", 0, 1],
  ["data/tau1/tau1_airline_gpt-4o_4trials_50tasks.historical.json", 27, 2],
  ["data/tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json", 0, 1],
];

/** The keys of pools 2 to 4 (the pools before the fifth), each drawn once. */
export function poolsBefore5(root) {
  const before4 = poolsBefore4(root);
  return [...before4, ...poolKeys(heldOutPool4(root, before4))];
}

/** The fifth pool: conversations of PLAN5 outside the labels and pools 2 to 4 (`before`: their keys). */
export function heldOutPool5(root, before = poolsBefore5(root)) {
  return laterPool(root, 5, PLAN5, SEED5, before);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) poolCli(5, SEED5, heldOutPool5);

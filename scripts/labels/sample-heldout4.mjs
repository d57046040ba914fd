#!/usr/bin/env node
/**
 * The fourth held-out pool (48 conversations: 40 failures, 8 successes), drawn *after* round 3's rules froze at
 * commit df26d70, to judge those same rules on more conversations: as scripts/labels/sample-heldout2.mjs draws — by
 * reward only, a seeded shuffle per file — with seed 0x0df26d70 (the frozen commit), from conversations no label set
 * and no earlier pool holds.
 *
 * Usage: npm run build && node scripts/labels/sample-heldout4.mjs [--batches <folder>]
 */
import { fileURLToPath } from "node:url";
import { laterPool, poolCli, poolKeys } from "./sample-heldout2.mjs";
import { heldOutPool3, poolsBefore3 } from "./sample-heldout3.mjs";

export const SEED4 = 0x0df26d70;
/** File, failures, successes. */
export const PLAN4 = [
  ["tau2-public/tau2_airline_qwen2.5-7b_feature-gym.json", 8, 1],
  ["tau2-public/tau2_airline_gpt-oss-120b_langchain-pr133.json", 7, 1],
  ["tau2-public/tau2_airline_azure-gpt-4o_judgeviewer-pr103.json", 6, 1],
  ["tau2-public/tau2_airline_whissle_pr448.json", 4, 1],
  ["tau2-public/tau2_telecom_gpt-4.1_feature-gym.json", 5, 1],
  ["data/tau1/tau1_airline_gpt-4o_4trials_50tasks.historical.json", 8, 2],
  ["data/tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json", 2, 1],
];

/** The keys of pools 2 and 3 (the pools before the fourth), each drawn once. */
export function poolsBefore4(root) {
  const before3 = poolsBefore3(root);
  return [...before3, ...poolKeys(heldOutPool3(root, before3))];
}

/** The fourth pool: conversations of PLAN4 outside the labels and pools 2 and 3 (`before`: their keys). */
export function heldOutPool4(root, before = poolsBefore4(root)) {
  return laterPool(root, 4, PLAN4, SEED4, before);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) poolCli(4, SEED4, heldOutPool4);

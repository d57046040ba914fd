#!/usr/bin/env node
/**
 * The third held-out pool (48 conversations: 40 failures, 8 successes), for the rules that follow round 2. Drawn as
 * scripts/labels/sample-heldout2.mjs draws its pool — by reward only, a seeded shuffle per file — with seed
 * 0x02d48c22 (commit 2d48c22, where round 2's rules froze), from conversations neither data/labels/diagnostics.json
 * nor the second pool holds. Read while the next rules were written; sealed until they froze.
 *
 * Usage: npm run build && node scripts/labels/sample-heldout3.mjs [--batches <folder>]
 */
import { fileURLToPath } from "node:url";
import { heldOutPool2, labelledKeys, laterPool, poolCli, poolKeys } from "./sample-heldout2.mjs";

export const SEED3 = 0x02d48c22;
/** File, failures, successes. */
export const PLAN3 = [
  ["tau2-public/tau2_airline_qwen2.5-7b_feature-gym.json", 7, 1],
  ["tau2-public/tau2_airline_gpt-oss-120b_langchain-pr133.json", 7, 1],
  ["tau2-public/tau2_airline_azure-gpt-4o_judgeviewer-pr103.json", 6, 1],
  ["tau2-public/tau2_airline_whissle_pr448.json", 5, 1],
  ["tau2-public/tau2_airline_claude-opus-4-6_ironshell-pr171.json", 3, 1],
  ["tau2-public/tau2_airline_claude-opus-4-6_button-pr168.json", 2, 1],
  ["tau2-public/tau2_telecom_gpt-4.1_feature-gym.json", 5, 1],
  ["data/tau1/tau1_airline_gpt-4o_4trials_50tasks.historical.json", 4, 1],
  ["data/tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json", 1, 0],
];

/** The keys of pool 2 (the pools before the third). */
export const poolsBefore3 = (root) => poolKeys(heldOutPool2(root, labelledKeys(2)));

/** The third pool: conversations of PLAN3 outside the labels and the second pool (`before`: its keys). */
export function heldOutPool3(root, before = poolsBefore3(root)) {
  return laterPool(root, 3, PLAN3, SEED3, before);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) poolCli(3, SEED3, heldOutPool3);

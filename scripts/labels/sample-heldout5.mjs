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
import { heldOutPool2, labelledKeys, poolCli, poolFrom } from "./sample-heldout2.mjs";
import { heldOutPool3 } from "./sample-heldout3.mjs";
import { heldOutPool4 } from "./sample-heldout4.mjs";

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

/** The fifth pool: conversations of PLAN5 outside the labels and pools 2 to 4. */
export function heldOutPool5(root) {
  const labelled = labelledKeys(5);
  for (const p of [...heldOutPool2(root, labelledKeys(2)), ...heldOutPool3(root), ...heldOutPool4(root)]) labelled.add(`${p.file}|${p.conversation}`);
  return poolFrom(root, PLAN5, SEED5, labelled);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) poolCli(5, SEED5, heldOutPool5);

#!/usr/bin/env node
/**
 * The third held-out pool (48 conversations: 40 failures, 8 successes), for the rules that follow round 2. Drawn as
 * scripts/labels/sample-heldout2.mjs draws its pool — by reward only, a seeded shuffle per file — with seed
 * 0x02d48c22 (commit 2d48c22, where round 2's rules froze), from conversations neither data/labels/diagnostics.json
 * nor the second pool holds. Read while the next rules were written; sealed until they froze.
 *
 * Usage: npm run build && node scripts/labels/sample-heldout3.mjs [--batches <folder>]
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { batches2, heldOutPool2, labelledKeys, poolFrom } from "./sample-heldout2.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const t = createRequire(import.meta.url)(path.join(here, "..", "..", "lib", "dist"));

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

/** The third pool: conversations of PLAN3 outside the labels and the second pool. */
export function heldOutPool3(root) {
  const labelled = labelledKeys(3);
  for (const p of heldOutPool2(root, labelledKeys(2))) labelled.add(`${p.file}|${p.conversation}`);
  return poolFrom(root, PLAN3, SEED3, labelled);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const shared = t.locateSharedData();
  if (shared === null) {
    console.error("../shared/data not found (set TRAJLAB_SHARED_DATA)");
    process.exit(1);
  }
  const pool = heldOutPool3(path.dirname(shared));
  const i = process.argv.indexOf("--batches");
  if (i > 0) {
    const dir = process.argv[i + 1];
    fs.mkdirSync(dir, { recursive: true });
    batches2(pool, 4, SEED3).forEach((b, k) => fs.writeFileSync(path.join(dir, `batch-held3-${k + 1}.json`),
      JSON.stringify(b.map(({ file, conversation }) => ({ file, conversation })), null, 1) + "\n"));
    console.log(`${pool.length} conversations in ${dir}`);
  } else console.log(JSON.stringify(pool, null, 1));
}

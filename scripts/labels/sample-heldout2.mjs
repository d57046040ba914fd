#!/usr/bin/env node
/**
 * The second held-out pool of data/labels/diagnostics.json (48 conversations: 40 failures, 8 successes), for the
 * second round of the diagnosis rules. Drawn before that round's rules were written, by reward only (never by the
 * detectors), from conversations no earlier label set holds: seed 0x02379d45 (the first hex digits of commit 2379d45,
 * main when the draw was made), per file a seeded shuffle (mulberry32(seed ^ fnv1a32(file))) of the unlabelled
 * conversations, then its first failures and successes as PLAN says. The readers read the pool while the rules were
 * rewritten; the rules' author did not open their files until the rules froze, and the held-out split is then drawn
 * from this pool by the frozen commit (scripts/labels/assemble-heldout2.mjs).
 *
 * Not in the plan, on purpose: the toolorchestra retail run (its task ids contradict its conversations, so the
 * readers' instructions and gold would belong to another customer) and the retail gpt-4.1 run (every failure is
 * already labelled). Batches: four of 12, each task at most once per batch (a reader who met one copy of an airline
 * task would have seen its gold), no reward in the batch file.
 *
 * Usage: npm run build && node scripts/labels/sample-heldout2.mjs [--batches <folder>]
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.join(here, "..", "..");
const require = createRequire(import.meta.url);
const t = { ...require(path.join(repo, "lib", "dist")), ...require(path.join(repo, "lib", "dist", "reconstruct")) };

export const SEED2 = 0x02379d45;
/** File, failures, successes. */
export const PLAN2 = [
  ["tau2-public/tau2_airline_qwen2.5-7b_feature-gym.json", 7, 1],
  ["tau2-public/tau2_airline_gpt-oss-120b_langchain-pr133.json", 7, 1],
  ["tau2-public/tau2_airline_azure-gpt-4o_judgeviewer-pr103.json", 6, 1],
  ["tau2-public/tau2_airline_whissle_pr448.json", 5, 1],
  ["tau2-public/tau2_airline_claude-opus-4-6_ironshell-pr171.json", 3, 1],
  ["tau2-public/tau2_airline_claude-opus-4-6_button-pr168.json", 2, 1],
  ["tau2-public/tau2_telecom_gpt-4.1_feature-gym.json", 5, 1],
  ["data/tau1/tau1_airline_gpt-4o_4trials_50tasks.historical.json", 3, 1],
  ["data/tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json", 1, 0],
  ["data/tau2/tau2_telecom-solo_gpt-4.1_4trials_5tasks.feature-gym.json", 1, 0],
];

/** The pool: { file, conversation, taskId, domain, reward }, in plan order. `labelled` holds "file|conversation" keys. */
export function heldOutPool2(root, labelled) {
  return poolFrom(root, PLAN2, SEED2, labelled);
}

/** "file|conversation" keys of a pool's conversations. */
export const poolKeys = (pool) => pool.map((p) => `${p.file}|${p.conversation}`);

/**
 * Pool `round` by its plan and seed, from conversations outside the labels held before it was drawn and outside the
 * earlier pools (`before`: their keys, each earlier pool drawn once by its caller).
 */
export function laterPool(root, round, plan, seed, before) {
  const labelled = labelledKeys(round);
  for (const k of before) labelled.add(k);
  return poolFrom(root, plan, seed, labelled);
}

/** A pool by a plan and a seed: per file, the first failures and successes of a seeded shuffle of the unlabelled. */
export function poolFrom(root, plan, seed, labelled) {
  const out = [];
  for (const [rel, nf, ns] of plan) {
    const run = t.loadRun(path.join(root, rel));
    const u = t.mulberry32((seed ^ t.fnv1a32(rel)) >>> 0);
    const order = run.conversations.map((c) => ({ c, k: u() })).sort((a, b) => a.k - b.k).map((x) => x.c)
      .filter((c) => !labelled.has(`${rel}|${c.id}`));
    const row = (c) => ({ file: rel, conversation: c.id, taskId: c.taskId, domain: run.domain, reward: c.reward });
    for (const c of order.filter((c) => c.reward === 0).slice(0, nf)) out.push(row(c));
    for (const c of order.filter((c) => c.reward === 1).slice(0, ns)) out.push(row(c));
  }
  return out;
}

/** Four batches of 12: each item to the smallest batch that does not yet hold its (domain, task); ties to the lowest. */
export function batches2(pool, n = 4, seed = SEED2) {
  const bs = Array.from({ length: n }, () => []);
  const u = t.mulberry32(seed >>> 0);
  const order = pool.map((p) => ({ p, k: u() })).sort((a, b) => a.k - b.k).map((x) => x.p);
  for (const p of order) {
    const free = bs.filter((b) => !b.some((q) => q.domain === p.domain && q.taskId === p.taskId));
    const pick = (free.length ? free : bs).reduce((a, b) => (b.length < a.length ? b : a));
    pick.push(p);
  }
  return bs;
}

/**
 * "file|conversation" of every conversation data/labels/diagnostics.json held before pool `round` was drawn (records
 * of that pool or a later one — their `sampled` names sample-heldout<k>.mjs with k ≥ round — are not counted), so a
 * pool draws the same conversations after it has been added to the labels.
 */
export function labelledKeys(round = 2) {
  const doc = JSON.parse(fs.readFileSync(path.join(repo, "data", "labels", "diagnostics.json"), "utf8"));
  const pool = (c) => Number(/sample-heldout(\d+)\.mjs/.exec(c.sampled ?? "")?.[1] ?? 0);
  return new Set(doc.conversations.filter((c) => pool(c) < round).map((c) => `${c.file}|${c.conversation}`));
}

/**
 * The command line every pool script shares: print pool `round` as JSON, or with `--batches <folder>` write its four
 * batch files (batch-held<round>-<k>.json: file and conversation only, no reward). `draw(root)` draws the pool.
 */
export function poolCli(round, seed, draw) {
  const shared = t.locateSharedData();
  if (shared === null) {
    console.error("../shared/data not found (set TRAJLAB_SHARED_DATA)");
    process.exit(1);
  }
  const pool = draw(path.dirname(shared));
  const i = process.argv.indexOf("--batches");
  if (i > 0) {
    const dir = process.argv[i + 1];
    fs.mkdirSync(dir, { recursive: true });
    batches2(pool, 4, seed).forEach((b, k) => fs.writeFileSync(path.join(dir, `batch-held${round}-${k + 1}.json`),
      JSON.stringify(b.map(({ file, conversation }) => ({ file, conversation })), null, 1) + "\n"));
    console.log(`${pool.length} conversations in ${dir}`);
  } else console.log(JSON.stringify(pool, null, 1));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) poolCli(2, SEED2, (root) => heldOutPool2(root, labelledKeys()));

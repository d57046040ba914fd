#!/usr/bin/env node
/**
 * Make a sealed pool the held-out split of data/labels/diagnostics.json, once the rules it judges have frozen: the
 * two readers' files of each batch (pass 1 = reader "A", pass 2 = reader "B"), one record per pool conversation, both
 * passes kept as written. The split it replaces becomes development (its records keep `sampled`, which says which
 * round's held-out they were) — unless `--add`: a pool drawn after the same freeze joins the held-out split. `--after`
 * (implied by `--add`): the pool was drawn and read after the freeze (pools 4 and 5), not read sealed while the rules
 * were written (pools 2 and 3); its records' `sampled` says which. Refuses a record in the wrong batch file or without both stages; leaves out, with
 * the reason in `excluded`, a conversation named by --exclude (a reading known to be compromised) or whose two passes
 * hold the same stage A word for word (a copy into the other pass's file looks exactly like that).
 *
 * Usage: npm run build && node scripts/labels/assemble-pool.mjs --round 2|3|4|5 --frozen <commit> [--add | --after] <pass-1 folder>
 *        <pass-2 folder> [--exclude <conversation>=<reason> …]
 *   (each folder holds, at any depth, batch-held<round>-<k>.json: {"reader", "labels": [{file, conversation, stageA, stageB}]})
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { batches2, heldOutPool2, labelledKeys, SEED2 } from "./sample-heldout2.mjs";
import { heldOutPool3, SEED3 } from "./sample-heldout3.mjs";
import { heldOutPool4, SEED4 } from "./sample-heldout4.mjs";
import { heldOutPool5, SEED5 } from "./sample-heldout5.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.join(here, "..", "..");
const t = createRequire(import.meta.url)(path.join(repo, "lib", "dist"));
const args = process.argv.slice(2);
const opt = (k) => (args.includes(k) ? args[args.indexOf(k) + 1] : null);
const round = Number(opt("--round"));
const frozen = opt("--frozen");
const excludes = new Map(args.flatMap((a, i) => (args[i - 1] === "--exclude" ? [a.split(/=(.*)/s).slice(0, 2)] : [])));
const add = args.includes("--add");
const after = add || args.includes("--after");
const dirs = args.filter((a, i) => !a.startsWith("--") && !["--round", "--frozen", "--exclude"].includes(args[i - 1]));
if (![2, 3, 4, 5].includes(round) || !frozen || dirs.length !== 2) {
  console.error("usage: node scripts/labels/assemble-pool.mjs --round 2|3|4|5 --frozen <commit> [--add | --after] <pass-1 folder> <pass-2 folder> [--exclude <conversation>=<reason> …]");
  process.exit(2);
}
const shared = t.locateSharedData();
if (shared === null) {
  console.error("../shared/data not found (set TRAJLAB_SHARED_DATA): the labelled runs are not here");
  process.exit(1);
}
const root = path.dirname(shared);
const file = path.join(repo, "data", "labels", "diagnostics.json");
const doc = JSON.parse(fs.readFileSync(file, "utf8"));
const pool = { 2: () => heldOutPool2(root, labelledKeys()), 3: () => heldOutPool3(root), 4: () => heldOutPool4(root), 5: () => heldOutPool5(root) }[round]();
const seed = { 2: SEED2, 3: SEED3, 4: SEED4, 5: SEED5 }[round];
const batchOf = new Map(batches2(pool, 4, seed).flatMap((b, k) => b.map((p) => [`${p.file}|${p.conversation}`, k + 1])));

/** Batch files under a folder, at any depth. */
const batchFiles = (dir) => fs.readdirSync(dir, { recursive: true }).map(String).filter((n) => new RegExp(`(^|/)batch-held${round}-\\d+\\.json$`).test(n)).map((n) => path.join(dir, n));
function readPass(dir) {
  const out = new Map();
  for (const f of batchFiles(dir)) {
    const k = Number(/-(\d+)\.json$/.exec(f)[1]);
    for (const l of JSON.parse(fs.readFileSync(f, "utf8")).labels) {
      const key = `${l.file}|${l.conversation}`;
      if (batchOf.get(key) !== k) throw new Error(`${f}: ${l.conversation} is not in batch ${k}`);
      out.set(key, { batch: `batch-held${round}-${k}`, stageA: l.stageA, stageB: l.stageB });
    }
  }
  return out;
}
const passes = [["A", readPass(dirs[0])], ["B", readPass(dirs[1])]];
const runs = new Map();
const records = [];
const excluded = [];
for (const s of pool) {
  const key = `${s.file}|${s.conversation}`;
  const got = passes.map(([reader, m]) => {
    const r = m.get(key);
    if (!r || !r.stageA || !r.stageB) throw new Error(`${s.file} ${s.conversation}: pass ${reader} has no complete record`);
    return { reader, batch: r.batch, stageA: r.stageA, stageB: r.stageB };
  });
  if (excludes.has(s.conversation)) {
    excluded.push({ file: s.file, conversation: s.conversation, reason: excludes.get(s.conversation) });
    continue;
  }
  if (JSON.stringify(got[0].stageA) === JSON.stringify(got[1].stageA)) {
    excluded.push({ file: s.file, conversation: s.conversation, reason: "the two passes hold the same stage A word for word (a record copied into the other pass's file cannot be told apart from two readers writing the same words)" });
    continue;
  }
  if (!runs.has(s.file)) runs.set(s.file, t.loadRun(path.join(root, s.file)));
  const conv = runs.get(s.file).conversations.find((c) => c.id === s.conversation);
  records.push({
    file: s.file, conversation: s.conversation, domain: runs.get(s.file).domain, agent: conv?.agentModel ?? runs.get(s.file).agentModel ?? null, reward: s.reward,
    split: "held-out", sampled: after
      ? `scripts/labels/sample-heldout${round}.mjs (pool ${round}, seed 0x${seed.toString(16).padStart(8, "0")}, by reward only, drawn and read after the rules froze at ${frozen})`
      : `scripts/labels/sample-heldout${round}.mjs (pool of round ${round}, seed 0x${seed.toString(16).padStart(8, "0")}, by reward only; read sealed while the rules were written, opened after they froze at ${frozen})`, passes: got,
  });
}
const previous = add ? doc.conversations : doc.conversations.map((c) => (c.split === "held-out" ? { ...c, split: "development" } : c));
doc.conversations = [...previous, ...records];
doc.rulesFrozenAt = frozen;
doc.excluded = [...(doc.excluded ?? []), ...excluded.map((e) => ({ ...e, round }))];
fs.writeFileSync(file, JSON.stringify(doc, null, 1) + "\n");
t.loadDiagnosticLabels(file); // the parser accepts what was written
console.log(`round ${round}: ${records.length} held-out conversations (${records.filter((r) => r.reward === 0).length} failures), ${excluded.length} left out${excluded.map((e) => `\n  ${e.conversation}: ${e.reason}`).join("")}; ${doc.conversations.length} in all`);

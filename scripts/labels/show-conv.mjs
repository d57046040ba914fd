#!/usr/bin/env node
// Reader's view of one conversation, in two stages (the seed's two-stage protocol):
//   stage A: the task's user instructions and the whole conversation, with the outcome hidden
//            (no reward, no reward breakdown, no gold actions, no action checks, no assertions);
//   stage B: the same plus the outcome and the gold (refuses unless the reader's stage-A record for this
//            conversation already exists in the reader's label file).
// Message indices are trajlab's Conversation.messages indices.
// Usage: node show-conv.mjs <file relative to the folder holding data/ and tau2-public/> <conversation id> A|B [label file for B] [clip]
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const t = require(path.join(here, "..", "..", "lib", "dist"));
/** The folder that holds data/ and tau2-public/ (the parent of locateSharedData(); TRAJLAB_SHARED_DATA overrides). */
const SHARED = t.locateSharedData();
if (SHARED === null) {
  console.error("../shared/data not found (set TRAJLAB_SHARED_DATA): the labelled runs are not here");
  process.exit(1);
}
const ROOT = path.dirname(SHARED);

const [rel, id, stage, labelFile, clipArg] = process.argv.slice(2);
if (!rel || !id || !["A", "B"].includes(stage)) {
  console.error("usage: node show-conv.mjs <file> <conversation id> A|B [label file] [clip]");
  process.exit(2);
}
const clip = Number(clipArg ?? 1500);
if (stage === "B") {
  if (!labelFile || !fs.existsSync(labelFile)) {
    console.error("stage B needs your label file with this conversation's stage-A record already written");
    process.exit(2);
  }
  let ok = false;
  try {
    const labels = JSON.parse(fs.readFileSync(labelFile, "utf8"));
    const rec = (Array.isArray(labels) ? labels : labels.labels ?? []).find((r) => r.conversation === id);
    ok = !!(rec && rec.stageA);
  } catch (e) {
    console.error(`cannot read ${labelFile}: ${e.message}`);
    process.exit(2);
  }
  if (!ok) {
    console.error(`no stage-A record for ${id} in ${labelFile}: write stage A first`);
    process.exit(2);
  }
  fs.appendFileSync(path.join(path.dirname(labelFile), "stageB-opened.log"), `${new Date().toISOString()}\t${id}\n`);
}
const abs = path.join(ROOT, rel);
const run = t.loadRun(abs);
const c = run.conversations.find((x) => x.id === id);
if (!c) {
  console.error(`no conversation ${id} in ${rel}`);
  process.exit(1);
}
// task instructions from the raw file (τ²) or the τ1 record
let instructions = null;
let purpose = null;
let rawTask = null;
try {
  const file = fs.statSync(abs).isDirectory() ? path.join(abs, "results.json") : abs;
  const raw = JSON.parse(fs.readFileSync(file, "utf8"));
  if (Array.isArray(raw) && raw[0] && raw[0].traj) {
    const rec = raw.find((r) => String(r.task_id) === c.taskId);
    instructions = rec?.info?.task?.instruction ?? null;
  } else {
    const tasks = Array.isArray(raw) ? [] : raw.tasks ?? [];
    rawTask = tasks.find((x) => String(x.id) === c.taskId) ?? null;
    if (rawTask) {
      instructions = rawTask.user_scenario?.instructions ?? null;
      purpose = rawTask.description?.purpose ?? null;
    }
  }
} catch {
  /* instructions unavailable */
}
const cut = (s) => (s === null ? "∅" : s.length > clip ? s.slice(0, clip).replace(/\s+/g, " ") + ` …(+${s.length - clip} chars)` : s.replace(/\s+/g, " "));
console.log(`# ${rel}  conversation ${c.id}  task ${c.taskId}  domain ${run.domain}  agent ${run.agentModel}`);
console.log(`termination: ${c.terminationReason}`);
if (instructions !== null) {
  console.log(`## the simulated user's instructions (the agent never sees these)`);
  console.log(typeof instructions === "string" ? instructions : JSON.stringify(instructions, null, 1));
} else console.log("(no user instructions in this file)");
if (stage === "B") {
  console.log(`## OUTCOME (stage B): reward ${c.reward}`);
  if (purpose) console.log(`task purpose (task author's note): ${purpose}`);
  const v = c.verification;
  if (v) console.log(`verification: db_match ${v.dbMatch} basis ${JSON.stringify(v.rewardBasis)} breakdown ${JSON.stringify(v.rewardBreakdown)} env ${JSON.stringify(v.envAssertionsMet)} nl ${JSON.stringify(v.nlAssertions)} note ${v.actionNote ?? ""}`);
  if (rawTask?.evaluation_criteria?.communicate_info?.length) console.log(`communicate_info: ${JSON.stringify(rawTask.evaluation_criteria.communicate_info)}`);
  if (rawTask?.evaluation_criteria?.nl_assertions?.length) console.log(`nl_assertions: ${JSON.stringify(rawTask.evaluation_criteria.nl_assertions)}`);
  if (c.actionChecks) console.log(`action checks: ${c.actionChecks.map((a) => `${a.action.name}:${a.actionMatch}`).join(", ")}`);
  for (const [i, g] of (c.goldActions ?? []).entries()) console.log(`gold[${i}] ${g.requestor ?? ""} ${g.name} ${JSON.stringify(g.arguments)}`);
  if (!c.goldActions || c.goldActions.length === 0) console.log("gold actions: none (the task expects no write)");
}
if (stage === "B") {
  console.log("(stage B shows only the outcome and the gold; the conversation is the one you read in stage A)");
  process.exit(0);
}
console.log("## conversation");
for (const m of c.messages) {
  if (m.role === "system") {
    console.log(`[${m.index}] system (${(m.content ?? "").length} chars: the policy; run policy.mjs to read it)`);
    continue;
  }
  let line = `[${m.index}] ${m.role}`;
  if (m.toolResult) line += ` ← result of call #${m.toolResult.callOrder}${m.toolResult.error ? " ERROR" : ""}`;
  line += `: ${cut(m.content)}`;
  console.log(line);
  for (const o of m.callOrders) {
    const call = c.toolCalls[o];
    console.log(`    → call #${o} by ${call.requestor}: ${call.name}(${JSON.stringify(call.arguments)})`);
  }
}

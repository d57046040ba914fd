#!/usr/bin/env node
// Reader's view of one τ² task across every public run that holds it: the task (user instructions, the task
// author's purpose note, gold actions, assertions), grouped by version when runs embed different versions, then,
// run by run, the outcome and every tool call with its result, and the agent's words (clipped).
// Usage: node show-task.mjs <domain> <task id> [clip]
import fs from "node:fs"; import path from "node:path"; import crypto from "node:crypto";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { READ_RUNS } from "./read-runs.mjs";
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
const [domain, taskId, clipArg] = process.argv.slice(2);
const clip = Number(clipArg ?? 600);
const FILES = READ_RUNS;
if (!FILES[domain]) { console.error("domain: airline | retail | telecom"); process.exit(2); }
const cut = (s, n = clip) => (s == null ? "∅" : s.length > n ? s.slice(0, n).replace(/\s+/g, " ") + ` …(+${s.length - n})` : s.replace(/\s+/g, " "));
const versions = new Map();
const runs = [];
for (const rel of FILES[domain]) {
  const abs = path.join(ROOT, rel);
  const raw = JSON.parse(fs.readFileSync(abs, "utf8"));
  const task = (Array.isArray(raw) ? [] : raw.tasks ?? []).find((x) => String(x.id) === taskId);
  let v = null;
  if (task) {
    const key = crypto.createHash("sha1").update(JSON.stringify({ u: task.user_scenario, e: task.evaluation_criteria })).digest("hex").slice(0, 8);
    if (!versions.has(key)) versions.set(key, { task, files: [] });
    versions.get(key).files.push(rel);
    v = key;
  }
  const run = t.loadRun(abs);
  for (const c of run.conversations.filter((c) => c.taskId === taskId)) runs.push({ rel, agent: run.agentModel, c, v });
}
// only the version most files embed is shown (readers judge one version of a task)
const [mainKey] = [...versions.entries()].sort((a, b) => b[1].files.length - a[1].files.length)[0] ?? [null];
console.log(`# ${domain} task ${taskId} (version ${mainKey}): ${runs.length} conversation(s)`);
for (const [key, { task, files }] of versions) {
  if (key !== mainKey) continue;
  console.log(`\n## task version ${key} (in ${files.length} file(s): ${files.map((f) => path.basename(f)).join(", ")})`);
  console.log(`purpose: ${task.description?.purpose ?? "∅"}`);
  console.log(`user instructions: ${JSON.stringify(task.user_scenario?.instructions ?? task.user_scenario, null, 1)}`);
  const ec = task.evaluation_criteria ?? {};
  for (const [i, a] of (ec.actions ?? []).entries()) console.log(`gold[${i}] ${a.requestor ?? ""} ${a.name} ${JSON.stringify(a.arguments)}`);
  if (!(ec.actions ?? []).length) console.log("gold actions: none");
  console.log(`reward_basis ${JSON.stringify(ec.reward_basis)} communicate_info ${JSON.stringify(ec.communicate_info)} nl_assertions ${JSON.stringify(ec.nl_assertions)} env_assertions ${JSON.stringify(ec.env_assertions)}`);
  if (task.initial_state) console.log(`initial_state: ${cut(JSON.stringify(task.initial_state), 3000)}`);
}
for (const { rel, agent, c, v } of runs) {
  console.log(`\n## run ${path.basename(rel)} (agent ${agent}) conversation ${c.id} ${v === mainKey ? "" : v === null ? "(task not embedded in this file)" : "(this file embeds another version of the task; its gold is not shown)"}: reward ${c.reward} termination ${c.terminationReason}`);
  if (c.actionChecks) console.log(`action checks: ${c.actionChecks.map((a) => `${a.action.name}:${a.actionMatch}`).join(", ")}`);
  for (const m of c.messages) {
    if (m.role === "system") continue;
    if (m.role === "tool") { console.log(`  [${m.index}] result${m.toolResult?.error ? " ERROR" : ""}: ${cut(m.content)}`); continue; }
    if (m.content) console.log(`  [${m.index}] ${m.role}: ${cut(m.content, m.role === "assistant" ? 500 : 300)}`);
    for (const o of m.callOrders) { const call = c.toolCalls[o]; console.log(`  [${m.index}] ${call.requestor} calls ${call.name}(${JSON.stringify(call.arguments)})`); }
  }
}

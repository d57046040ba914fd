#!/usr/bin/env node
/**
 * Print one conversation as the labeller read it: header (task, reward, termination, verification, gold actions),
 * then every message with its index in `Conversation.messages`, its role, its text (clipped), the tool calls it
 * carries (with their `order`) and, for tool messages, the call it answers and the log's error flag.
 * Uses only the loaders (lib/src/io) — no trajlab detector runs here, so labels made from this view do not depend
 * on the detectors they are used to validate.
 *
 * Usage: npm run build && node scripts/labels/show.mjs <file relative to the shared folder> <conversation id> [clip]
 */
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const t = require(path.join(here, "..", "..", "lib", "dist"));

const [rel, id, clipArg] = process.argv.slice(2);
const clip = Number(clipArg ?? 500);
const root = path.dirname(t.locateSharedData());
const run = t.loadRun(path.join(root, rel));
const c = run.conversations.find((x) => x.id === id);
if (!c) {
  console.error(`no conversation ${id} in ${rel}`);
  process.exit(1);
}
const cut = (s) => (s === null ? "∅" : s.length > clip ? s.slice(0, clip).replace(/\s+/g, " ") + ` …(+${s.length - clip})` : s.replace(/\s+/g, " "));
console.log(`# ${rel} ${c.id} task ${c.taskId} reward ${c.reward} termination ${c.terminationReason}`);
const v = c.verification;
if (v) console.log(`verification: db ${v.dbMatch} basis ${JSON.stringify(v.rewardBasis)} breakdown ${JSON.stringify(v.rewardBreakdown)} env ${JSON.stringify(v.envAssertionsMet)} nl ${JSON.stringify(v.nlAssertions?.map((a) => a.met))}`);
if (c.actionChecks) console.log(`action checks: ${c.actionChecks.map((a) => `${a.action.name}:${a.actionMatch}`).join(", ")}`);
for (const [i, g] of (c.goldActions ?? []).entries()) console.log(`gold[${i}] ${g.requestor ?? ""} ${g.name} ${JSON.stringify(g.arguments)}`);
for (const m of c.messages) {
  if (m.role === "system") {
    console.log(`[${m.index}] system (${(m.content ?? "").length} chars)`);
    continue;
  }
  let line = `[${m.index}] ${m.role}`;
  if (m.toolResult) line += ` ← call #${m.toolResult.callOrder}${m.toolResult.error ? " ERROR" : ""}`;
  line += `: ${cut(m.content)}`;
  console.log(line);
  for (const o of m.callOrders) {
    const call = c.toolCalls[o];
    console.log(`    → #${o} ${call.requestor} ${call.name}(${JSON.stringify(call.arguments)})`);
  }
}

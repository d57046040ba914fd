/**
 * The in-memory model (lib/src/io/model.ts) is a set of types; what can fail is the contract their comments state.
 * Every loader must produce runs that keep it: messages indexed in order, calls ordered and carried by the message
 * they name, tool results only on tool messages and pointing at an earlier call, counts that agree, exclusions whose
 * count is their ids. Checked on every committed run (the example run, the reconstructions, the io fixtures, the
 * corpus files that load), so a loader that breaks the model fails here whatever its own tests check.
 */
import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { loadRun, type Run } from "../../lib/src";

const repo = path.resolve(__dirname, "..", "..");

/** Every committed run input that loads: files and τ² results directories. */
function committedRuns(): { file: string; run: Run }[] {
  const inputs = [
    "data/examples/tau2_retail_examples.json",
    ...fs.readdirSync(path.join(repo, "data/reconstructed/tau2")).map((f) => `data/reconstructed/tau2/${f}`),
    "test/fixtures/io/tau2-mini.json",
    "test/fixtures/io/tau1-mini-retail.json",
    "test/fixtures/io/tau2-dir",
    ...fs.readdirSync(path.join(repo, "test/fixtures/io/corpus")).map((f) => `test/fixtures/io/corpus/${f}`),
  ];
  const out: { file: string; run: Run }[] = [];
  for (const file of inputs) {
    try {
      out.push({ file, run: loadRun(path.join(repo, file)) });
    } catch {
      // a corpus file that is refused as a whole is the corpus test's business
    }
  }
  return out;
}

/** The contract of model.ts, as a list of broken rules (empty when it holds). */
function brokenRules(run: Run): string[] {
  const out: string[] = [];
  const taskIds = run.tasks.map((t) => t.id);
  if (new Set(taskIds).size !== taskIds.length) out.push("task ids are not unique");
  const convIds = run.conversations.map((c) => c.id);
  if (new Set(convIds).size !== convIds.length) out.push("conversation ids are not unique");
  for (const c of run.conversations) {
    const at = (rule: string) => out.push(`${c.id}: ${rule}`);
    if (c.messageCount !== c.messages.length) at(`messageCount ${c.messageCount} ≠ messages.length ${c.messages.length}`);
    c.messages.forEach((m, i) => {
      if (m.index !== i) at(`messages[${i}].index is ${m.index}`);
      if ((m.role === "tool") !== (m.toolResult !== null)) at(`messages[${i}] (${m.role}) ${m.toolResult ? "has" : "lacks"} a toolResult`);
      for (const k of m.callOrders) {
        const call = c.toolCalls[k];
        if (!call) at(`messages[${i}].callOrders names call ${k}, which does not exist`);
        else if (call.messageIndex !== i) at(`call ${k} is carried by message ${i} but says messageIndex ${call.messageIndex}`);
      }
      const r = m.toolResult;
      if (r && r.callOrder !== null) {
        const call = c.toolCalls[r.callOrder];
        if (!call) at(`messages[${i}] answers call ${r.callOrder}, which does not exist`);
        else {
          if (call.messageIndex >= i) at(`messages[${i}] answers call ${r.callOrder} of a later message ${call.messageIndex}`);
          if (r.callId !== null && call.id !== null && call.id !== r.callId) at(`messages[${i}] answers id ${r.callId} but call ${r.callOrder} has id ${call.id}`);
        }
      }
    });
    c.toolCalls.forEach((call, k) => {
      if (call.order !== k) at(`toolCalls[${k}].order is ${call.order}`);
      const m = c.messages[call.messageIndex];
      if (!m || !m.callOrders.includes(k)) at(`call ${k} names message ${call.messageIndex}, which does not carry it`);
      if (m && m.role !== call.requestor) at(`call ${k} is requested by ${call.requestor} but carried by a ${m.role} message`);
    });
    const orders = c.messages.flatMap((m) => m.callOrders);
    if (orders.length !== c.toolCalls.length || orders.some((o, i) => o !== i)) at("the messages' callOrders are not 0, 1, 2, … in order");
    if (c.reward !== null && !Number.isFinite(c.reward)) at(`reward ${c.reward} is not finite`);
  }
  for (const e of run.exclusions) {
    if (e.count !== e.ids.length) out.push(`exclusion "${e.reason}": count ${e.count} ≠ ${e.ids.length} ids`);
    if (e.faults.length === 0) out.push(`exclusion "${e.reason}" carries no fault`);
  }
  for (const w of run.warnings) if (w.count < 1 && w.ids.length > 0) out.push(`warning "${w.detail}" has ids but count ${w.count}`);
  return out;
}

describe("the model's contract (io/model.ts)", () => {
  const runs = committedRuns();

  test("there are committed runs of every format to check", () => {
    expect(runs.length).toBeGreaterThan(20);
    expect(new Set(runs.map((r) => r.run.format))).toEqual(new Set(["tau2-results", "tau2-dir", "tau1-historical"]));
    expect(runs.some((r) => r.run.exclusions.length > 0)).toBe(true);
    expect(runs.some((r) => r.run.conversations.some((c) => c.messages.some((m) => m.toolResult?.callOrder !== null && m.toolResult !== null)))).toBe(true);
  });

  test("every committed run keeps it: indexed messages, ordered calls carried by their message, tool results on tool messages answering an earlier call, exclusions counted by their ids", () => {
    expect(runs.flatMap(({ file, run }) => brokenRules(run).map((p) => `${file}: ${p}`))).toEqual([]);
  });

  test("the checker catches a broken run (it is not vacuous)", () => {
    const { run } = runs.find((r) => r.file === "data/examples/tau2_retail_examples.json")!;
    const broken: Run = JSON.parse(JSON.stringify(run));
    const c = broken.conversations.find((x) => x.toolCalls.length > 0)!;
    c.toolCalls[0].order = 7;
    c.messageCount += 1;
    expect(brokenRules(broken)).toEqual(expect.arrayContaining([`${c.id}: toolCalls[0].order is 7`, `${c.id}: messageCount ${c.messages.length + 1} ≠ messages.length ${c.messages.length}`]));
  });
});

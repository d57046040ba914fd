/**
 * compareRuns on hand-made runs, and on every pair of airline runs of tau2-public that loads (a file that does
 * not load yet — the bare-array adaptive-agent submission before the loader supports it — is skipped with a note,
 * and is covered automatically once it loads).
 */
import { describe, expect, test } from "vitest";
import { compareRuns, mcnemarExact, sharedTasks } from "../../lib/src";
import type { Run } from "../../lib/src";
import { call, conversation, gold } from "./builders";
import { DATA_DIR, airlineRuns } from "./realData";

const run = (source: string, conversations: Run["conversations"]): Run => ({
  source,
  format: "tau2-results",
  domain: "airline",
  agentModel: source,
  userModel: null,
  trialCount: 1,
  tasks: [],
  conversations,
});
const g = [gold("cancel_reservation", { reservation_id: "R" })];
const ok = call("cancel_reservation", { reservation_id: "R" }, 0);
const bad = call("cancel_reservation", { reservation_id: "Q" }, 0);

describe("compareRuns", () => {
  const a = run("A", [
    conversation({ id: "a1", taskId: "1", reward: 1, goldActions: g, toolCalls: [ok] }),
    conversation({ id: "a2", taskId: "2", reward: 1, goldActions: g, toolCalls: [ok] }),
    conversation({ id: "a3", taskId: "3", reward: 1, goldActions: g, toolCalls: [ok] }),
    conversation({ id: "a4", taskId: "4", reward: 0, goldActions: g, toolCalls: [bad] }),
    conversation({ id: "a5", taskId: "5", reward: 1, goldActions: [gold("book_reservation", {})] }),
  ]);
  const b = run("B", [
    conversation({ id: "b1", taskId: "1", reward: 0, goldActions: g, toolCalls: [bad] }),
    conversation({ id: "b2", taskId: "2", reward: 0, goldActions: g, toolCalls: [bad] }),
    conversation({ id: "b3", taskId: "3", reward: 1, goldActions: g, toolCalls: [ok] }),
    conversation({ id: "b4", taskId: "4", reward: 0, goldActions: g, toolCalls: [bad] }),
    conversation({ id: "b5", taskId: "5", reward: 0, goldActions: g }),
    conversation({ id: "b6", taskId: "6", reward: 0, goldActions: g }),
  ]);
  const c = compareRuns(a, b, { seed: 1, replicates: 500 });

  test("tasks whose gold differs, or in one run only, are left out of everything and named", () => {
    expect(c.sharedTasks).toEqual(["1", "2", "3", "4"]);
    expect(c.exclusions).toEqual([
      { reason: "gold actions differ between the runs", count: 1, ids: ["5"] },
      { reason: "task in B only", count: 1, ids: ["6"] },
    ]);
    expect(c.faultFlow.tasks).toBe(4);
  });
  test("reward: paired difference over the shared tasks, McNemar on the discordant ones", () => {
    expect(c.reward.difference.value).toBeCloseTo(0.5, 15);
    expect(c.mcnemar).toEqual(mcnemarExact(2, 0));
  });
  test("GD^stock: drift writes / writes per side over shared tasks (A 1/4, B 3/4)", () => {
    expect(c.gdStock).toMatchObject({ ratioA: 0.25, ratioB: 0.75, difference: -0.5 });
    expect(c.writeTools!.source).toBe("registry");
  });
  test("fault flow with the stand-in classifier: success → drift write twice (broken)", () => {
    expect(c.faultFlow.broken).toEqual({ count: 2, tasks: ["1", "2"] });
    expect(c.faultFlow.transitions.find((t) => t.from === "drift write")).toEqual({ from: "drift write", to: "drift write", count: 1, tasks: ["4"] });
    expect(c.settings.classifier).toBe("drift + termination (stand-in)");
  });
  test("a caller's classifier replaces the stand-in", () => {
    const d = compareRuns(a, b, { classifier: () => ({ class: "success", evidence: "" }), classifierName: "diagnostics" });
    expect(d.faultFlow.classes).toEqual(["success"]);
    expect(d.settings.classifier).toBe("diagnostics");
  });
  test("several trials per task: McNemar is null with a reason, the paired cluster bootstrap still runs", () => {
    const two = run("A2", [...a.conversations, conversation({ id: "a1b", taskId: "1", reward: 0, goldActions: g })]);
    const d = compareRuns(two, b, { replicates: 100 });
    expect(d.mcnemar).toBeNull();
    expect(d.mcnemarReason).toMatch(/^several trials per task/);
    expect(d.reward.difference.value).toBeCloseTo((0.5 + 1 + 0 + 0) / 4, 15);
  });

  const { runs, skipped } = DATA_DIR === null ? { runs: [], skipped: [] } : airlineRuns();
  for (const s of skipped) test.skip(`not loadable yet, skipped: ${s.file} (${s.message.slice(s.message.indexOf("$:"), 80)}…)`, () => {});
  test.skipIf(runs.length < 2)("tau2-public airline: every pair of loadable agents compares on its shared, gold-agreeing tasks", () => {
    expect(runs.length).toBeGreaterThanOrEqual(6);
    for (let i = 0; i < runs.length; i++) {
      for (let j = i + 1; j < runs.length; j++) {
        const cmp = compareRuns(runs[i], runs[j], { replicates: 200 });
        const st = sharedTasks(runs[i], runs[j]);
        expect(cmp.sharedTasks).toEqual(st.tasks);
        const left = cmp.exclusions.reduce((s, e) => s + e.count, 0);
        const allTasks = new Set([...runs[i].conversations, ...runs[j].conversations].map((x) => x.taskId));
        expect(cmp.sharedTasks.length + left).toBe(allTasks.size); // nothing dropped silently
        expect(cmp.reward.tasks).toBe(cmp.sharedTasks.length);
        expect(cmp.faultFlow.tasks).toBe(cmp.sharedTasks.length);
        expect(cmp.mcnemar).not.toBeNull(); // one trial per task in every file
        const fixedMinusBroken = (cmp.faultFlow.fixed.count - cmp.faultFlow.broken.count) / cmp.sharedTasks.length;
        expect(cmp.reward.difference.value).toBeCloseTo(-fixedMinusBroken, 12); // 0/1 rewards: A − B = (broken − fixed)/T
      }
    }
  });
});

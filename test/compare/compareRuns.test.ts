/**
 * compareRuns on hand-made runs (written as τ² conversations, so the diagnostics classes and repeated calls are
 * the ones a reader finds by hand), and on every pair of the seven airline runs of tau2-public (the bare-array
 * adaptive-agent submission included).
 */
import { describe, expect, test } from "vitest";
import { compareRuns, diagnosticOutcomeClassifier, faultFlow, mcnemarExact, OUTCOME_CLASSES, pairedProportionDifference, pairedRatioDifference, sharedTasks } from "../../lib/src";
import type { Conversation, Run } from "../../lib/src";
import { chat, g, type Step } from "../diagnostics/chat";
import { DATA_DIR, airlineRuns } from "../stats/realData";

const run = (source: string, conversations: Conversation[]): Run => ({
  source,
  format: "tau2-results",
  domain: "airline",
  agentModel: source,
  userModel: null,
  trialCount: 1,
  tasks: [],
  conversations,
});
const G = [g("cancel_reservation", { reservation_id: "R" })];
const conv = (id: string, taskId: string, reward: number, steps: Step[], gold = G): Conversation => ({ ...chat(steps, { id, gold, reward }).conversation, taskId });
const ask: Step = { user: "please cancel reservation R" };
const look: Step[] = [{ call: [["get_reservation_details", { reservation_id: "R" }]] }, { result: "{}" }];
const cancel = (id: string): Step[] => [{ call: [["cancel_reservation", { reservation_id: id }]] }, { result: "ok" }];

describe("compareRuns", () => {
  // A: tasks 1–3 solved with the gold cancel (task 1 looks the reservation up twice: one repeated call), task 4 a
  // drift write (cancels Q), task 5 has other gold than in B. B: task 1 a drift write, task 2 never cancels (an
  // omission), task 3 solved, task 4 a drift write, task 6 only in B.
  const a = run("A", [
    conv("a1", "1", 1, [ask, ...look, ...look, ...cancel("R")]),
    conv("a2", "2", 1, [ask, ...cancel("R")]),
    conv("a3", "3", 1, [ask, ...cancel("R")]),
    conv("a4", "4", 0, [ask, ...cancel("Q")]),
    conv("a5", "5", 1, [ask], [g("book_reservation", {})]),
  ]);
  const b = run("B", [
    conv("b1", "1", 0, [ask, ...cancel("Q")]),
    conv("b2", "2", 0, [ask, { say: "I cannot help with that." }]),
    conv("b3", "3", 1, [ask, ...cancel("R")]),
    conv("b4", "4", 0, [ask, ...cancel("Q")]),
    conv("b5", "5", 0, [ask]),
    conv("b6", "6", 0, [ask]),
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
    expect(c.reward.difference.value).toBeCloseTo((1 + 1 + 0 + 0) / 4, 15);
    expect(c.mcnemar).toEqual(mcnemarExact(2, 0));
  });
  test("success as paired proportions: tasks 1, 2 A only, 3 both, 4 neither; resolved follows the exact test", () => {
    expect(c.success).toEqual(pairedProportionDifference({ both: 1, aOnly: 2, bOnly: 0, neither: 1 }));
    expect(c.success!.test).toEqual(c.mcnemar);
    expect(c.resolved).toEqual({ value: false, by: "McNemar's exact test on per-task success", note: null });
  });
  test("GD^stock: drift writes / writes per side over shared tasks (A 1/4, B 2/3)", () => {
    expect(c.gdStock).toMatchObject({ numeratorA: 1, denominatorA: 4, numeratorB: 2, denominatorB: 3 });
    expect(c.gdStock!.difference).toBeCloseTo(1 / 4 - 2 / 3, 15);
    expect(c.writeTools!.source).toBe("registry");
  });
  test("repeated calls: repeats / tool calls per task, paired (A 1/6: task 1 looks R up twice; B 0/3)", () => {
    expect(c.repeatedCalls).toMatchObject({ tasks: 4, numeratorA: 1, denominatorA: 6, numeratorB: 0, denominatorB: 3 });
    const parts = (xs: [number, number][]) => Object.fromEntries(xs.map(([m, n], i) => [String(i + 1), { numerator: m, denominator: n }]));
    expect(c.repeatedCalls).toEqual(pairedRatioDifference(parts([[1, 3], [0, 1], [0, 1], [0, 1]]), parts([[0, 1], [0, 0], [0, 1], [0, 1]]), { seed: 1, replicates: 500 }));
  });
  test("fault flow with the diagnostics outcome classes: success → drift-write and success → omission are the broken tasks", () => {
    expect(c.settings.classifier).toBe("diagnostics outcome classes (classifyOutcome)");
    expect(c.faultFlow.broken).toEqual({ count: 2, tasks: ["1", "2"] });
    expect(c.faultFlow.transitions.map((t) => [t.from, t.to, t.tasks])).toEqual([
      ["success", "success", ["3"]],
      ["success", "drift-write", ["1"]],
      ["success", "omission", ["2"]],
      ["drift-write", "drift-write", ["4"]],
    ]);
    expect(c.faultFlow.perTask.find((t) => t.task === "2")!.b.evidence).toMatch(/^gold action\(s\) never attempted: 0 cancel_reservation/);
  });
  test("the default is diagnosticOutcomeClassifier on both runs (the same flow)", () => {
    const f = faultFlow(a.conversations, b.conversations, diagnosticOutcomeClassifier([a, b]), { exclude: sharedTasks(a, b).goldDiffers });
    expect(f.table).toEqual(c.faultFlow.table);
    expect(c.faultFlow.classes.every((k) => (OUTCOME_CLASSES as readonly string[]).includes(k))).toBe(true);
  });
  test("a caller's classifier replaces the default", () => {
    const d = compareRuns(a, b, { classifier: () => ({ class: "success", evidence: "" }), classifierName: "everything succeeds" });
    expect(d.faultFlow.classes).toEqual(["success"]);
    expect(d.settings.classifier).toBe("everything succeeds");
  });
  test("several trials per task: McNemar is null with a reason, the paired cluster bootstrap still runs", () => {
    const two = run("A2", [...a.conversations, conv("a1b", "1", 0, [ask])]);
    const d = compareRuns(two, b, { replicates: 100 });
    expect(d.mcnemar).toBeNull();
    expect(d.mcnemarReason).toMatch(/^several trials per task/);
    expect(d.success).toBeNull();
    expect(d.resolved.by).toBe("percentile bootstrap over tasks (several trials per task: no exact test)");
    expect(d.resolved.value).toBe(d.reward.excludesZero);
    expect(d.reward.difference.value).toBeCloseTo((0.5 + 1 + 0 + 0) / 4, 15);
  });

  const { runs, skipped } = DATA_DIR === null ? { runs: [], skipped: [] } : airlineRuns();
  for (const s of skipped) test.skip(`not loadable yet, skipped: ${s.file} (${s.message.slice(s.message.indexOf("$:"), 80)}…)`, () => {});
  test.skipIf(runs.length < 2)("tau2-public airline: all 7 runs load, and each of the 21 pairs compares on its shared, gold-agreeing tasks", () => {
    expect(skipped).toEqual([]);
    expect(runs.length).toBe(7);
    let pairs = 0;
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
        // one naming of the discordant tasks: the fault flow's test is McNemar's (aOnly = A succeeds, B fails = broken)
        expect(cmp.faultFlow.test.aOnly).toBe(cmp.mcnemar!.aOnly);
        expect(cmp.faultFlow.test.bOnly).toBe(cmp.mcnemar!.bOnly);
        expect(cmp.faultFlow.broken.count).toBe(cmp.mcnemar!.aOnly);
        const fixedMinusBroken = (cmp.faultFlow.fixed.count - cmp.faultFlow.broken.count) / cmp.sharedTasks.length;
        expect(cmp.reward.difference.value).toBeCloseTo(-fixedMinusBroken, 12); // 0/1 rewards: A − B = (broken − fixed)/T
        expect(cmp.faultFlow.classes.every((k) => (OUTCOME_CLASSES as readonly string[]).includes(k))).toBe(true);
        expect(cmp.repeatedCalls.tasks + cmp.repeatedCalls.exclusions.reduce((s, e) => s + e.count, 0)).toBe(cmp.sharedTasks.length);
        pairs++;
      }
    }
    expect(pairs).toBe(21);
  });
  test.skipIf(runs.length < 2)("tau2-public airline: opus-4-6 (button) vs the adaptive agent (b = 0, c = 4, n = 38) is not resolved although the bootstrap excludes 0", () => {
    const button = runs.find((r) => r.source.includes("claude-opus-4-6_button"))!;
    const adaptive = runs.find((r) => r.source.includes("adaptive-agent"))!;
    const cmp = compareRuns(button, adaptive);
    expect(cmp.success).toMatchObject({ n: 38, aOnly: 0, bOnly: 4 });
    expect(cmp.reward.difference.interval!.lo).toBeCloseTo(-0.211, 3); // the percentile bootstrap
    expect(cmp.reward.difference.interval!.hi).toBeCloseTo(-0.026, 3);
    expect(cmp.reward.excludesZero).toBe(true);
    expect(cmp.success!.interval!.lo).toBeCloseTo(-0.241, 3); // Newcombe
    expect(cmp.success!.interval!.hi).toBeCloseTo(0.006, 3);
    expect(cmp.mcnemar!.pValue).toBe(0.125);
    expect(cmp.resolved.value).toBe(false);
  });
  test.skipIf(runs.length < 2)("tau2-public airline: the bare-array file's 7 tasks noted \"No actions to evaluate\" pair, but GD^stock does not measure them on its side", () => {
    const adaptive = runs.find((r) => r.source.includes("adaptive-agent"))!;
    const whissle = runs.find((r) => r.source.includes("whissle"))!;
    const cmp = compareRuns(adaptive, whissle, { replicates: 100 });
    const noted = [...new Set(adaptive.conversations.filter((c) => c.actionChecks === null && c.verification?.actionNote === "No actions to evaluate").map((c) => c.taskId))].sort();
    expect(noted).toHaveLength(7);
    expect(cmp.sharedTasks).toHaveLength(50);
    expect(cmp.gdStock!.tasks).toBe(43);
    expect(cmp.gdStock!.exclusions.map((e) => [e.reason, [...(e.ids ?? [])].sort()])).toEqual([["not measured in A", noted]]);
  });
});

import { describe, expect, test } from "vitest";
import { GOLD_DIFFERS, GOLD_UNKNOWN, sharedTasks } from "../../lib/src";
import { conversation, gold } from "../stats/builders";
import { otherDomain } from "../../lib/src/compare/sharedTasks";
import { DATA_DIR, airlineRuns } from "../stats/realData";

describe("sharedTasks", () => {
  test("runs of different domains share no task, even with equal task ids and gold: every task excluded with the reason", () => {
    const g = [gold("cancel", { id: "X" })];
    const a = { domain: "retail", conversations: [conversation({ id: "a1", taskId: "1", goldActions: g }), conversation({ id: "a2", taskId: "2", goldActions: g })] };
    const b = { domain: "airline", conversations: [conversation({ id: "b1", taskId: "1", goldActions: g })] };
    const s = sharedTasks(a, b);
    expect(s.tasks).toEqual([]);
    expect(s.goldDiffers).toEqual([{ task: "1", reason: otherDomain(a, b) }]);
    expect(s.exclusions.map((e) => [e.reason, e.count, e.ids])).toEqual([["the runs are of different domains (A retail, B airline)", 2, ["1", "2"]]]);
    // a domain on one side only is no evidence: the tasks pair as usual
    expect(sharedTasks({ ...a, domain: null }, b).tasks).toEqual(["1"]);
  });

  test("tasks in both runs with equal gold; action ids are ignored, arguments are not", () => {
    const a = {
      conversations: [
        conversation({ id: "a1", taskId: "1", goldActions: [gold("cancel", { id: "X" }, "1_0")] }),
        conversation({ id: "a2", taskId: "2", goldActions: [gold("cancel", { id: "Y" })] }),
        conversation({ id: "a3", taskId: "3", goldActions: null }),
      ],
    };
    const b = {
      conversations: [
        conversation({ id: "b1", taskId: "1", goldActions: [gold("cancel", { id: "X" }, "1_7")] }),
        conversation({ id: "b2", taskId: "2", goldActions: [gold("cancel", { id: "Z" })] }),
        conversation({ id: "b4", taskId: "4" }),
      ],
    };
    const s = sharedTasks(a, b);
    expect(s.tasks).toEqual(["1"]);
    expect(s.goldDiffers).toEqual([{ task: "2", reason: GOLD_DIFFERS }]);
    expect(s.exclusions).toEqual([
      { reason: GOLD_DIFFERS, count: 1, ids: ["2"] },
      { reason: "task in A only", count: 1, ids: ["3"] },
      { reason: "task in B only", count: 1, ids: ["4"] },
    ]);
  });
  test("a run without embedded tasks is checked on the actions its action checks scored; with neither, the task is left out as unknown", () => {
    const check = (name: string, id: string) => ({ action: gold(name, { id }), actionMatch: true, actionReward: 1, toolType: null });
    const a = {
      conversations: [
        conversation({ id: "a1", taskId: "1", goldActions: [gold("cancel", { id: "X" })] }),
        conversation({ id: "a2", taskId: "2", goldActions: [gold("cancel", { id: "Y" })] }),
        conversation({ id: "a3", taskId: "3", goldActions: [gold("cancel", { id: "W" })] }),
      ],
    };
    const bare = {
      conversations: [
        conversation({ id: "b1", taskId: "1", goldActions: null, actionChecks: [check("cancel", "X")] }),
        conversation({ id: "b2", taskId: "2", goldActions: null, actionChecks: [check("cancel", "Z")] }),
        conversation({ id: "b3", taskId: "3", goldActions: null, actionChecks: null }),
      ],
    };
    const s = sharedTasks(a, bare);
    expect(s.tasks).toEqual(["1"]);
    expect(s.goldDiffers).toEqual([
      { task: "2", reason: GOLD_DIFFERS },
      { task: "3", reason: GOLD_UNKNOWN },
    ]);
  });
  test("a task not embedded whose evaluator noted \"No actions to evaluate\" has no gold actions; without checks and without that note, its gold is unknown", () => {
    const check = (name: string, id: string) => ({ action: gold(name, { id }), actionMatch: true, actionReward: 1, toolType: null });
    const evaluated = (actionNote: string | null) => ({ dbMatch: true, dbReward: 1, rewardBasis: ["DB"], rewardBreakdown: { DB: 1 }, envAssertionsMet: [], nlAssertions: [], actionNote, path: "x" });
    const a = {
      conversations: [
        conversation({ id: "a1", taskId: "1", goldActions: [gold("cancel", { id: "X" })] }),
        conversation({ id: "a2", taskId: "2", goldActions: [] }),
        conversation({ id: "a3", taskId: "3", goldActions: [gold("cancel", { id: "Y" })] }),
        conversation({ id: "a4", taskId: "4", goldActions: [] }),
        conversation({ id: "a5", taskId: "5", goldActions: [gold("cancel", { id: "Z" })] }),
      ],
    };
    const bare = {
      conversations: [
        conversation({ id: "b1", taskId: "1", goldActions: null, actionChecks: [check("cancel", "X")] }),
        conversation({ id: "b2", taskId: "2", goldActions: null, actionChecks: null, verification: evaluated("No actions to evaluate") }),
        conversation({ id: "b3", taskId: "3", goldActions: null, actionChecks: null, verification: evaluated("No actions to evaluate") }), // gold [] ≠ A's
        conversation({ id: "b4", taskId: "4", goldActions: null, actionChecks: null, verification: null }), // not evaluated: unknown
        // evaluated without checks and without the note (τ² skips the evaluators when a run ends early): unknown, never []
        conversation({ id: "b5", taskId: "5", goldActions: null, actionChecks: null, terminationReason: "max_steps", verification: evaluated(null) }),
      ],
    };
    const s = sharedTasks(a, bare);
    expect(s.tasks).toEqual(["1", "2"]);
    expect(s.goldDiffers).toEqual([
      { task: "3", reason: GOLD_DIFFERS },
      { task: "4", reason: GOLD_UNKNOWN },
      { task: "5", reason: GOLD_UNKNOWN },
    ]);
  });
  test("a task embedded without gold actions pairs with one the evaluator noted has none (τ² treats actions null and [] alike)", () => {
    const noted = { dbMatch: true, dbReward: 1, rewardBasis: ["DB"], rewardBreakdown: null, envAssertionsMet: null, nlAssertions: null, actionNote: "No actions to evaluate", path: "x" };
    const embedded = { tasks: [{ id: "1", goldActions: null, path: "tasks[0]" }], conversations: [conversation({ id: "a1", taskId: "1", goldActions: null })] };
    const bare = { conversations: [conversation({ id: "b1", taskId: "1", goldActions: null, verification: noted })] };
    expect(sharedTasks(embedded, bare).tasks).toEqual(["1"]);
    expect(sharedTasks({ conversations: embedded.conversations }, bare).goldDiffers).toEqual([{ task: "1", reason: GOLD_UNKNOWN }]); // without its tasks, A's gold is unknown
  });
  test.skipIf(DATA_DIR === null)("tau2-public airline: the bare-array adaptive-agent file pairs on the 7 tasks without gold actions too", () => {
    const { runs } = airlineRuns();
    const adaptive = runs.find((r) => r.source.includes("adaptive-agent"))!;
    const whissle = runs.find((r) => r.source.includes("whissle"))!;
    const button = runs.find((r) => r.source.includes("button"))!;
    expect(adaptive.conversations.every((c) => c.goldActions === null)).toBe(true);
    expect(sharedTasks(adaptive, whissle).tasks).toHaveLength(50); // the same τ² task version as whissle
    const s = sharedTasks(adaptive, button);
    expect(s.goldDiffers.map((g) => g.reason)).toEqual(Array(12).fill(GOLD_DIFFERS)); // the 12 tasks whissle's version changed
    expect(s.tasks).toHaveLength(38);
  });
  test.skipIf(DATA_DIR === null)("tau2-public airline: whissle's embedded gold differs from the others on 12 tasks", () => {
    const { runs } = airlineRuns();
    const whissle = runs.find((r) => r.source.includes("whissle"))!;
    const azure = runs.find((r) => r.source.includes("azure"))!;
    const button = runs.find((r) => r.source.includes("button"))!;
    expect(sharedTasks(azure, button).goldDiffers).toEqual([]);
    expect(sharedTasks(azure, whissle).goldDiffers.map((g) => g.task).sort((x, y) => Number(x) - Number(y))).toEqual(["2", "7", "9", "13", "23", "27", "29", "33", "35", "37", "38", "44"]);
  });
});

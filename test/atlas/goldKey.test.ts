import { describe, expect, test } from "vitest";
import { goldKey, loadRun, loadRuns, sharedTasks } from "../../lib/src";
import type { GoldAction, Run } from "../../lib/src";
import { EXAMPLE_RUN, SHARED_ROOT, SKIP_MESSAGE } from "./helpers";

const g = (over: Partial<GoldAction> = {}): GoldAction => ({ actionId: "a", name: "cancel", arguments: { id: "R1", reason: "x" }, compareArgs: null, requestor: "assistant", ...over });

describe("goldKey", () => {
  test("equal gold actions give equal keys, whatever the action ids and the key order of the arguments", () => {
    expect(goldKey({ goldActions: [g()], actionChecks: null })).toBe(goldKey({ goldActions: [g({ actionId: "b", arguments: { reason: "x", id: "R1" } })], actionChecks: null }));
    expect(goldKey({ goldActions: [g()], actionChecks: null })).toMatch(/^[0-9a-f]{16}$/);
  });

  test("a different name, argument, compare_args, requestor or order gives another key", () => {
    const base = goldKey({ goldActions: [g(), g({ name: "book" })], actionChecks: null });
    for (const other of [
      [g({ name: "x" }), g({ name: "book" })],
      [g({ arguments: { id: "R2", reason: "x" } }), g({ name: "book" })],
      [g({ compareArgs: ["id"] }), g({ name: "book" })],
      [g({ requestor: "user" }), g({ name: "book" })],
      [g({ name: "book" }), g()],
    ]) expect(goldKey({ goldActions: other, actionChecks: null })).not.toBe(base);
  });

  test("without embedded gold actions, the actions of the official checks; with neither, null", () => {
    const checks = [{ action: g(), actionMatch: true, actionReward: 1, toolType: null }];
    expect(goldKey({ goldActions: null, actionChecks: checks })).toBe(goldKey({ goldActions: [g()], actionChecks: null }));
    expect(goldKey({ goldActions: null, actionChecks: null })).toBeNull();
    expect(goldKey({ goldActions: [], actionChecks: null })).not.toBeNull();
  });

  test("pairs tasks as sharedTasks does, on the example and a copy with one gold action changed", () => {
    const a = loadRun(EXAMPLE_RUN);
    const b: Run = { ...a, conversations: a.conversations.map((c, i) => (i === 1 && c.goldActions ? { ...c, goldActions: c.goldActions.slice(1) } : c)) };
    const keyed = a.conversations.filter((c, i) => goldKey(c) === goldKey(b.conversations[i])).map((c) => c.taskId);
    expect(keyed).toEqual(sharedTasks(a, b).tasks);
  });

  test.skipIf(SHARED_ROOT === null)("pairs the tasks of every two public airline runs exactly as sharedTasks does", () => {
    if (SHARED_ROOT === null) return console.warn(SKIP_MESSAGE);
    const { runs } = loadRuns([`${SHARED_ROOT}/data`, `${SHARED_ROOT}/tau2-public`]);
    const airline = runs.filter((r) => r.domain === "airline");
    const keys = (r: Run) => {
      const m = new Map<string, string | null>();
      for (const c of r.conversations) if (!m.has(c.taskId) || m.get(c.taskId) === null) m.set(c.taskId, goldKey(c)); // these files embed tasks with gold lists, or none at all
      return m;
    };
    for (let i = 0; i < airline.length; i++) {
      for (let j = i + 1; j < airline.length; j++) {
        const ka = keys(airline[i]);
        const kb = keys(airline[j]);
        const byKey = [...ka].filter(([t, k]) => k !== null && kb.get(t) === k).map(([t]) => t);
        expect(byKey).toEqual(sharedTasks(airline[i], airline[j]).tasks);
      }
    }
  });
});

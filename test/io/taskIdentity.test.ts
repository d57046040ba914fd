import { describe, expect, test } from "vitest";
import type { ActionCheck, GoldAction, Task } from "../../lib/src/io/model";
import { taskIdentity, tasksScoredBy } from "../../lib/src/io/taskIdentity";

const gold = (name: string, order: string): GoldAction => ({ actionId: null, name, arguments: { order_id: order }, compareArgs: null, requestor: "assistant" });
const checks = (...g: GoldAction[]): ActionCheck[] => g.map((action) => ({ action, actionMatch: true, actionReward: 1, toolType: null }));
const task = (id: string, g: GoldAction[] | null): Task => ({ id, goldActions: g, path: `tasks[${id}]` });
const tasks = new Map<string, Task>([
  ["0", task("0", [gold("cancel_pending_order", "#W0")])],
  ["1", task("1", [gold("return_delivered_order_items", "#W1")])],
  ["2", task("2", [gold("return_delivered_order_items", "#W1")])], // the same gold actions as task 1
  ["3", task("3", null)],
  ["4", task("4", [])],
]);

describe("tasksScoredBy: the embedded tasks whose gold actions the checks are", () => {
  test("one task, two tasks with equal gold actions, none", () => {
    expect(tasksScoredBy(checks(gold("cancel_pending_order", "#W0")), tasks)).toEqual(["0"]);
    expect(tasksScoredBy(checks(gold("return_delivered_order_items", "#W1")), tasks)).toEqual(["1", "2"]);
    expect(tasksScoredBy(checks(gold("cancel_pending_order", "#W9")), tasks)).toEqual([]);
  });
  test("no checks (null or []) name no task, even though a task without gold actions would fit them", () => {
    expect(tasksScoredBy(null, tasks)).toEqual([]);
    expect(tasksScoredBy([], tasks)).toEqual([]);
  });
});

describe("taskIdentity: what a conversation's action checks say about its task_id", () => {
  const c0 = checks(gold("cancel_pending_order", "#W0"));
  test("a task_id the checks agree with is as logged", () => {
    expect(taskIdentity("0", c0, tasks)).toEqual({ kind: "as-logged" });
  });
  test("a task_id whose task's gold actions are not the checks, which are another task's: contradicted, naming it", () => {
    expect(taskIdentity("1", c0, tasks)).toEqual({ kind: "contradicted", scoredAs: ["0"] });
    expect(taskIdentity("4", c0, tasks)).toEqual({ kind: "contradicted", scoredAs: ["0"] });
  });
  test("the checks cannot tell: none, the named task without gold actions or not embedded, checks that fit no task", () => {
    expect(taskIdentity("1", null, tasks)).toEqual({ kind: "as-logged" });
    expect(taskIdentity("1", [], tasks)).toEqual({ kind: "as-logged" });
    expect(taskIdentity("3", c0, tasks)).toEqual({ kind: "as-logged" });
    expect(taskIdentity("99", c0, tasks)).toEqual({ kind: "as-logged" });
    expect(taskIdentity("1", checks(gold("cancel_pending_order", "#W9")), tasks)).toEqual({ kind: "as-logged" });
  });
  test("no task_id: derived from exactly one fitting task, else unknown with the candidates", () => {
    expect(taskIdentity(null, c0, tasks)).toEqual({ kind: "derived", taskId: "0" });
    expect(taskIdentity(null, checks(gold("return_delivered_order_items", "#W1")), tasks)).toEqual({ kind: "unknown", scoredAs: ["1", "2"] });
    expect(taskIdentity(null, null, tasks)).toEqual({ kind: "unknown", scoredAs: [] });
    expect(taskIdentity(null, c0, new Map())).toEqual({ kind: "unknown", scoredAs: [] });
  });
});

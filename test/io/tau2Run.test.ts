import { describe, expect, test } from "vitest";
import { LOAD_EXCLUSION, LoadLog } from "../../lib/src/io/loadLog";
import { parseTau2Header } from "../../lib/src/io/tau2Header";
import { TASK_IDENTITY, Tau2RunBuilder, goldActionsUnavailable, largestTrialCount, noTaskIdDetail } from "../../lib/src/io/tau2Run";
import { miniTau2 } from "./helpers";

describe("Tau2RunBuilder", () => {
  test("binds each conversation to its embedded task at the end, whatever the order the parts came in", () => {
    const log = new LoadLog();
    const b = new Tau2RunBuilder(log);
    const d = miniTau2();
    d.simulations.forEach((s: unknown, i: number) => b.add("r.json", s, `simulations[${i}]`, `simulations[${i}]`));
    const run = b.finish("r.json", "tau2-results", parseTau2Header("r.json", d, log));
    expect(run.conversations.map((c) => c.goldActions)).toEqual([run.tasks[0].goldActions, null, run.tasks[0].goldActions, null]);
  });
  test("add returns the id it kept, null for an excluded one; drop takes one back", () => {
    const log = new LoadLog();
    const b = new Tau2RunBuilder(log);
    expect(b.add("r.json", { id: "a", task_id: "t1", messages: [] }, "", "a")).toBe("a");
    expect(b.add("r.json", { id: "a", task_id: "t1", messages: [] }, "", "a")).toBeNull();
    expect(b.add("r.json", 3, "", "x")).toBeNull();
    expect(b.drop("a")).toBe(true);
    expect(b.drop("a")).toBe(false);
    const run = b.finish("dir", "tau2-dir", parseTau2Header("r.json", miniTau2(), log));
    expect(run.conversations).toEqual([]);
    expect(run.exclusions.map((e) => [e.reason, e.ids])).toEqual([[LOAD_EXCLUSION.duplicateId, ["a"]], [LOAD_EXCLUSION.malformed, ["x"]]]);
  });
  test("no embedded tasks: a run of conversations without gold actions, and one note listing them", () => {
    const log = new LoadLog();
    const b = new Tau2RunBuilder(log);
    b.add("r.json", { id: "a", task_id: 5, messages: [] }, "[0]", "[0]");
    const run = b.finish("r.json", "tau2-results", parseTau2Header("r.json", { info: {} }, log));
    expect(run.warnings).toEqual([{ kind: "missing-part", detail: goldActionsUnavailable('no "tasks" key'), count: 1, ids: ["a"], file: "r.json", path: "tasks" }]);
  });
});

test("largestTrialCount: the most conversations of one task; null for none", () => {
  expect(largestTrialCount([])).toBeNull();
  const c = (taskId: string) => ({ taskId }) as any;
  expect(largestTrialCount([c("a"), c("b"), c("a")])).toBe(2);
});

describe("task identity in the builder (io/taskIdentity.ts)", () => {
  const gold = [{ action_id: "89_0", requestor: "assistant", name: "cancel_pending_order", arguments: { order_id: "#W1" }, info: null, compare_args: null }];
  const header = { tasks: [{ id: "0", evaluation_criteria: { actions: [] } }, { id: "89", evaluation_criteria: { actions: gold } }] };
  const scored = { reward: 1, action_checks: [{ action: gold[0], action_match: true, action_reward: 1 }] };
  const build = (sims: Record<string, unknown>[], h: Record<string, unknown> = header) => {
    const log = new LoadLog();
    const b = new Tau2RunBuilder(log);
    sims.forEach((s, i) => b.add("r.json", s, `simulations[${i}]`, `simulations[${i}]`));
    return b.finish("r.json", "tau2-results", parseTau2Header("r.json", h, log));
  };
  test("a running-index task_id contradicted by the checks: kept under its logged task, one warning naming it", () => {
    const run = build([{ id: "a", task_id: "0", reward_info: scored, messages: [] }, { id: "b", task_id: "89", reward_info: scored, messages: [] }]);
    expect(run.conversations.map((c) => c.taskId)).toEqual(["0", "89"]);
    const mine = run.warnings.filter((w) => w.path.endsWith("task_id"));
    expect(mine.map((w) => [w.kind, w.detail, w.ids, w.path])).toEqual([["suspicious-value", TASK_IDENTITY.contradicted, ["a"], "simulations[0].task_id"]]);
  });
  test("no task_id: taken from the checks (derived, bound to that task's gold actions), or excluded with the reason", () => {
    const run = build([{ id: "a", reward_info: scored, messages: [] }, { id: "b", task_id: null, messages: [] }]);
    expect(run.conversations.map((c) => [c.id, c.taskId, c.goldActions?.length])).toEqual([["a", "89", 1]]);
    expect(run.warnings.filter((w) => w.path.endsWith("task_id")).map((w) => [w.kind, w.detail, w.ids])).toEqual([["derived", TASK_IDENTITY.derived, ["a"]]]);
    expect(run.exclusions.map((e) => [e.reason, e.ids, e.faults[0].path, e.faults[0].detail])).toEqual([[LOAD_EXCLUSION.noTaskId, ["b"], "simulations[1].task_id", noTaskIdDetail([], true)]]);
  });
  test("no task_id in a file that embeds no tasks: excluded, saying so", () => {
    const run = build([{ id: "a", reward_info: scored, messages: [] }], {});
    expect(run.conversations).toEqual([]);
    expect(run.exclusions[0].faults[0].detail).toBe(noTaskIdDetail([], false));
  });
  test("noTaskIdDetail names up to five candidates", () => {
    expect(noTaskIdDetail(["1", "2", "3", "4", "5", "6"], true)).toBe('no task_id, and its action checks are the gold actions of 6 embedded tasks ("1", "2", "3", "4", "5", …): which task it is about is unknown');
  });
});

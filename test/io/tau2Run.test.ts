import { describe, expect, test } from "vitest";
import { LOAD_EXCLUSION, LoadLog } from "../../lib/src/io/loadLog";
import { parseTau2Header } from "../../lib/src/io/tau2Header";
import { Tau2RunBuilder, goldActionsUnavailable, largestTrialCount } from "../../lib/src/io/tau2Run";
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

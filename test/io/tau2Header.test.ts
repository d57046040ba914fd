import { describe, expect, test } from "vitest";
import { LoadLog } from "../../lib/src/io/loadLog";
import { parseTau2Header } from "../../lib/src/io/tau2Header";
import { expectInputError, miniTau2 } from "./helpers";

describe("parseTau2Header", () => {
  test("reads domain, models, trials and the embedded tasks", () => {
    const log = new LoadLog();
    const h = parseTau2Header("r.json", miniTau2(), log);
    expect([h.domain, h.agentModel, h.userModel, h.numTrials, h.tasks.map((t) => t.id), h.tasksEmbedded]).toEqual(["d", "a", "u", 1, ["t1", "t2"], true]);
    expect(log.warnings()).toEqual([]);
  });
  test("missing info and tasks are warnings; tasks missing, null or [] are not embedded", () => {
    for (const [tasks, why] of [[undefined, 'no "tasks" key'], [null, '"tasks": null'], [[], '"tasks": []']] as const) {
      const log = new LoadLog();
      const h = parseTau2Header("r.json", tasks === undefined ? {} : { tasks }, log);
      expect([h.tasksEmbedded, h.tasksMissing]).toEqual([false, why]);
      expect(log.warnings().map((w) => [w.kind, w.path])).toEqual([["missing-part", "info"]]);
    }
  });
  test("a malformed task is set aside with its fault; the others are kept", () => {
    const d = miniTau2();
    d.tasks[0].evaluation_criteria.actions = "none";
    const h = parseTau2Header("r.json", d, new LoadLog());
    expect(h.tasks.map((t) => t.id)).toEqual(["t2"]);
    expect(h.badTasks.get("t1")).toMatchObject({ kind: "wrong-type", path: "tasks[0].evaluation_criteria.actions" });
  });
  test("a task whose id cannot be read is ignored with a warning", () => {
    const d = miniTau2();
    d.tasks[1].id = null;
    const log = new LoadLog();
    expect(parseTau2Header("r.json", d, log).tasks.map((t) => t.id)).toEqual(["t1"]);
    expect(log.warnings()[0]).toMatchObject({ kind: "ignored-part", path: "tasks[1].id" });
  });
  test("tasks that are not a list: a fault of the file", () => {
    expectInputError(() => parseTau2Header("r.json", { tasks: {} }, new LoadLog()), { kind: "wrong-type", path: "tasks" });
  });
});

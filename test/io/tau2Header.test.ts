import { describe, expect, test } from "vitest";
import { LoadLog } from "../../lib/src/io/loadLog";
import { parseTau2Header, wrapperFields } from "../../lib/src/io/tau2Header";
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

describe("a custom wrapper's top-level header (no info)", () => {
  test("domain, agent, model, user model and trials are read, and a derived warning names each field read", () => {
    const log = new LoadLog();
    const h = parseTau2Header("my.json", { domain: "retail", agent: "mine", model: "gpt-4o", user_model: "gpt-4.1", num_trials: 3, simulations: [] }, log);
    expect([h.domain, h.agentModel, h.userModel, h.numTrials]).toEqual(["retail", "mine (gpt-4o)", "gpt-4.1", 3]);
    expect(log.warnings().map((w) => [w.kind, w.path])).toEqual([["derived", "$"]]);
    expect(log.warnings()[0].detail).toBe('the file has no "info": domain "retail" ("domain"), agent "mine" ("agent"), agent model "gpt-4o" ("model"), user model "gpt-4.1" ("user_model"), number of trials 3 ("num_trials") read from its top-level fields (a custom wrapper of the simulations)');
  });
  test("only some fields: the rest are named unknown; the file name still gives the domain when the wrapper does not", () => {
    const log = new LoadLog();
    const h = parseTau2Header("tau2_airline_x.json", { agent: "mine", simulations: [] }, log);
    expect([h.domain, h.agentModel]).toEqual(["airline", "mine"]);
    expect(log.warnings().map((w) => w.detail)).toEqual([
      'the file has no "info": the user model and the number of trials are unknown',
      'the file has no "info": agent "mine" ("agent") read from its top-level fields (a custom wrapper of the simulations)',
      'the domain "airline" is taken from the file name (the file does not record it)',
    ]);
  });
  test("wrapperFields: fields of another type, blank strings and a non-positive trial count are not read", () => {
    expect(wrapperFields({ domain: 7, agent: "  ", model: "m", num_trials: 0 })).toEqual({ domain: null, agentModel: "m", userModel: null, numTrials: null, read: ['agent model "m" ("model")'] });
    expect(wrapperFields({ agent: "x", model: "x" }).agentModel).toBe("x");
  });
});

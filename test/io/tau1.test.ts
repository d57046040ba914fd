import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { LOAD_EXCLUSION, loadTau1Historical, type LoadFault, type Run } from "../../lib/src";
import { FIXTURES, expectInputError, miniTau1, resolvePath } from "./helpers";

const MINI = path.join(FIXTURES, "tau1-mini-retail.json");
const load = (doc: unknown, file = "bad.json"): Run => loadTau1Historical(file, JSON.stringify(doc));

describe("loadTau1Historical on a small hand-written file", () => {
  const run = loadTau1Historical(MINI);
  const raw = JSON.parse(fs.readFileSync(MINI, "utf8"));

  test("run header: format, domain from the file name, no models, trial count observed", () => {
    expect(run.format).toBe("tau1-historical");
    expect(run.source).toBe(MINI);
    expect(run.domain).toBe("retail");
    expect([run.agentModel, run.userModel]).toEqual([null, null]);
    expect(run.trialCount).toBe(2); // task 0 has two records
  });

  test("synthesises conversation ids task-<id>-trial-<n>", () => {
    expect(run.conversations.map((c) => c.id)).toEqual(["task-0-trial-0", "task-0-trial-1", "task-7-trial-0"]);
    expect(run.conversations.map((c) => [c.taskId, c.trial, c.reward, c.path])).toEqual([
      ["0", 0, 1, "[0]"],
      ["0", 1, 0, "[1]"],
      ["7", 0, 0, "[2]"],
    ]);
    expect(run.conversations.every((c) => c.terminationReason === null && c.actionChecks === null)).toBe(true);
  });

  test("parses the JSON-string arguments of each call, with its path", () => {
    const c = run.conversations[0];
    expect(c.messageCount).toBe(7);
    expect(c.toolCalls.map((t) => [t.name, t.arguments, t.id, t.requestor, t.messageIndex, t.order, t.path])).toEqual([
      ["find_user", { email: "a@b.c" }, "call_1", "assistant", 2, 0, "[0].traj[2].tool_calls[0]"],
      ["cancel", { order_id: "#1", reason: "x" }, "call_2", "assistant", 4, 1, "[0].traj[4].tool_calls[0]"],
    ]);
    for (const t of c.toolCalls) expect(JSON.parse((resolvePath(raw, t.path) as any).function.arguments)).toEqual(t.arguments);
    expect(run.conversations[2].toolCalls[0].arguments).toEqual({});
  });

  test("gold actions from info.task.actions, comparing all gold kwargs", () => {
    expect(run.conversations[0].goldActions).toEqual([
      { actionId: null, name: "find_user", arguments: { email: "a@b.c" }, compareArgs: ["email"], requestor: "assistant" },
      { actionId: null, name: "cancel", arguments: { order_id: "#1", reason: "x" }, compareArgs: ["order_id", "reason"], requestor: "assistant" },
    ]);
    expect(run.conversations[2].goldActions).toEqual([]); // an empty list stays empty
  });

  test("one task per task_id, in order of first appearance, with the first record's gold actions", () => {
    expect(run.tasks.map((t) => [t.id, t.path, t.goldActions?.length])).toEqual([
      ["0", "[0].info.task", 2],
      ["7", "[2].info.task", 0],
    ]);
    expect(run.tasks[0].goldActions).toEqual(run.conversations[1].goldActions);
  });

  test("options.domain wins over the file name; agentModel can be given", () => {
    const r = loadTau1Historical(MINI, undefined, { domain: "airline", agentModel: "gpt-4o" });
    expect([r.domain, r.agentModel]).toEqual(["airline", "gpt-4o"]);
  });

  test("reward falls back to info.reward_info.reward, and is null when neither exists", () => {
    const doc = miniTau1();
    delete doc[0].reward;
    doc[0].info.reward_info = { reward: 0.25 };
    delete doc[1].reward;
    const r = load(doc);
    expect([r.conversations[0].reward, r.conversations[1].reward]).toEqual([0.25, null]);
  });

  test("a record without a trial gets a record-based id; arguments already parsed are accepted", () => {
    const doc = miniTau1().slice(0, 1);
    delete doc[0].trial;
    doc[0].traj[1].tool_calls[0].function.arguments = { a: 2 };
    const r = load(doc);
    expect(r.conversations[0].id).toBe("task-0-record-0");
    expect(r.conversations[0].toolCalls[0].arguments).toEqual({ a: 2 });
  });
});

test("the domain comes from the file name, null when it names none or both", () => {
  expect(load(miniTau1(), "gpt-4o-airline.json").domain).toBe("airline");
  expect(load(miniTau1(), "run.json").domain).toBeNull();
});

describe("loadTau1Historical: a malformed record excludes that conversation (fault with file and path); the others load", () => {
  /** The run's only exclusion, checked to be of `reason` for `id`; its fault is returned. */
  const excluded = (run: Run, reason: string, id: string): LoadFault => {
    expect(run.exclusions.map((e) => [e.reason, e.ids])).toEqual([[reason, [id]]]);
    // the kept conversations: all but the excluded record (a duplicate's id stays, on the first record)
    if (reason !== LOAD_EXCLUSION.duplicateId) expect(run.conversations.map((c) => c.id)).not.toContain(id);
    expect(run.conversations.length).toBe(13);
    return run.exclusions[0].faults[0];
  };

  test("arguments that are not JSON: bad-arguments at the arguments path", () => {
    const doc = miniTau1();
    doc[12].traj[1].tool_calls[0].function.arguments = '{"a": 1';
    const f = excluded(load(doc), LOAD_EXCLUSION.malformed, "task-6-trial-0");
    expect(f).toMatchObject({ kind: "bad-arguments", file: "bad.json", path: "[12].traj[1].tool_calls[0].function.arguments", detail: expect.stringMatching(/not valid JSON/) });
  });

  test("arguments that parse to an array or null: bad-arguments", () => {
    for (const bad of ["[1, 2]", "null", "3"]) {
      const doc = miniTau1();
      doc[5].traj[1].tool_calls[0].function.arguments = bad;
      const f = excluded(load(doc), LOAD_EXCLUSION.malformed, "task-2-trial-1");
      expect(f).toMatchObject({ kind: "bad-arguments", path: "[5].traj[1].tool_calls[0].function.arguments", detail: expect.stringMatching(/must encode a JSON object/) });
    }
  });

  // [what, how, fault path, the excluded conversation's id]
  const cases: Array<[string, (d: any) => void, string, string]> = [
    ["arguments that are a number", (d) => (d[3].traj[1].tool_calls[0].function.arguments = 5), "[3].traj[1].tool_calls[0].function.arguments", "task-1-trial-1"],
    ["a function name that is not a string", (d) => (d[3].traj[1].tool_calls[0].function.name = null), "[3].traj[1].tool_calls[0].function.name", "task-1-trial-1"],
    ["a call without function", (d) => delete d[3].traj[1].tool_calls[0].function, "[3].traj[1].tool_calls[0].function", "task-1-trial-1"],
    ["tool_calls that is an object", (d) => (d[3].traj[1].tool_calls = {}), "[3].traj[1].tool_calls", "task-1-trial-1"],
    ["traj that is missing", (d) => delete d[4].traj, "[4].traj", "task-2-trial-0"],
    ["a message that is a string", (d) => (d[4].traj[0] = "hi"), "[4].traj[0]", "task-2-trial-0"],
    ["a task_id that is missing (named by its path)", (d) => delete d[2].task_id, "[2].task_id", "[2]"],
    ["a trial that is a string", (d) => (d[2].trial = "1"), "[2].trial", "task-1-record-2"],
    ["gold kwargs that are a string", (d) => (d[6].info.task.actions[0].kwargs = "{}"), "[6].info.task.actions[0].kwargs", "task-3-trial-0"],
    ["a gold action without a name", (d) => delete d[6].info.task.actions[0].name, "[6].info.task.actions[0].name", "task-3-trial-0"],
    ["actions that are an object", (d) => (d[6].info.task.actions = {}), "[6].info.task.actions", "task-3-trial-0"],
    ["a record that is null", (d) => (d[1] = null), "[1]", "[1]"],
  ];
  for (const [name, breakIt, p, id] of cases) {
    test(name, () => {
      const doc = miniTau1();
      breakIt(doc);
      expect(excluded(load(doc), LOAD_EXCLUSION.malformed, id)).toMatchObject({ kind: "wrong-type", file: "bad.json", path: p });
    });
  }

  test("two records with the same task and trial: the second is excluded (duplicate-id), naming the first", () => {
    const doc = miniTau1();
    doc[3].trial = 0; // task 1 trial 0 is also doc[2]
    const f = excluded(load(doc), LOAD_EXCLUSION.duplicateId, "task-1-trial-0");
    expect(f).toMatchObject({ kind: "duplicate-id", path: "[3]" });
    expect(f.detail).toContain("[2]");
  });

  test("tool calls on a tool message: bad-format", () => {
    const doc = miniTau1();
    doc[0].traj[2].tool_calls = [];
    expect(excluded(load(doc), LOAD_EXCLUSION.malformed, "task-0-trial-0")).toMatchObject({ kind: "bad-format", path: "[0].traj[2].tool_calls" });
  });

  test("a root that is not an array: a fault of the whole file, wrong-type at $", () => {
    expectInputError(() => load({ traj: [] }), { kind: "wrong-type", path: "$" });
  });
});

describe("loadTau1Historical: suspicious values are kept and reported", () => {
  test("a negative trial, a tool name with a control character", () => {
    const doc = miniTau1();
    doc[1].trial = -1;
    doc[2].traj[1].tool_calls[0].function.name = "f\t";
    const run = load(doc);
    expect(run.exclusions).toEqual([]);
    expect(run.warnings.map((w) => [w.kind, w.path, w.ids])).toEqual([
      ["suspicious-value", "[1].trial", ["task-0-trial--1"]],
      ["suspicious-value", "[2].traj[1].tool_calls[0].function.name", ["task-1-trial-0"]],
    ]);
    expect(run.warnings[1].detail).toMatch(/^tool name "f\\t" contains U\+0009 \(a control character\)/);
  });
  test.each([
    [3, "reward must be a number in [0, 1], got 3"],
    [-1, "reward must be a number in [0, 1], got -1"],
    ["1", 'reward must be a number in [0, 1], got string "1"'],
    [true, "reward must be a number in [0, 1], got boolean true"],
  ])("a reward of %j is not a reward: the record is excluded (bad-reward, its path), the others load", (value, detail) => {
    const doc = miniTau1();
    doc[0].reward = value;
    const run = load(doc);
    expect(run.exclusions.map((e) => [e.reason, e.ids, e.faults])).toEqual([[LOAD_EXCLUSION.badReward, ["task-0-trial-0"], [{ kind: "bad-reward", file: "bad.json", path: "[0].reward", detail }]]]);
    expect(run.conversations.length).toBe(doc.length - 1);
  });
});

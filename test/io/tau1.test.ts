import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { loadTau1Historical, domainFromFileName, Run } from "../../lib/src/io";
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

test("domainFromFileName", () => {
  expect(domainFromFileName("/x/gpt-4o-airline.json")).toBe("airline");
  expect(domainFromFileName("Retail_run.json")).toBe("retail");
  expect(domainFromFileName("airline-vs-retail.json")).toBeNull();
  expect(domainFromFileName("run.json")).toBeNull();
  expect(load(miniTau1(), "run.json").domain).toBeNull();
});

describe("loadTau1Historical rejects bad input with a typed error naming file and path", () => {
  test("arguments that are not JSON: bad-arguments at the arguments path", () => {
    const doc = miniTau1();
    doc[12].traj[1].tool_calls[0].function.arguments = '{"a": 1';
    const err = expectInputError(() => load(doc), { kind: "bad-arguments", file: "bad.json", path: "[12].traj[1].tool_calls[0].function.arguments" });
    expect(err.detail).toMatch(/not valid JSON/);
  });

  test("arguments that parse to an array or null: bad-arguments", () => {
    for (const bad of ["[1, 2]", "null", "3"]) {
      const doc = miniTau1();
      doc[5].traj[1].tool_calls[0].function.arguments = bad;
      expectInputError(() => load(doc), { kind: "bad-arguments", path: "[5].traj[1].tool_calls[0].function.arguments", detail: /must encode a JSON object/ });
    }
  });

  const cases: Array<[string, (d: any) => void, string]> = [
    ["arguments that are a number", (d) => (d[3].traj[1].tool_calls[0].function.arguments = 5), "[3].traj[1].tool_calls[0].function.arguments"],
    ["a function name that is not a string", (d) => (d[3].traj[1].tool_calls[0].function.name = null), "[3].traj[1].tool_calls[0].function.name"],
    ["a call without function", (d) => delete d[3].traj[1].tool_calls[0].function, "[3].traj[1].tool_calls[0].function"],
    ["tool_calls that is an object", (d) => (d[3].traj[1].tool_calls = {}), "[3].traj[1].tool_calls"],
    ["traj that is missing", (d) => delete d[4].traj, "[4].traj"],
    ["a message that is a string", (d) => (d[4].traj[0] = "hi"), "[4].traj[0]"],
    ["a task_id that is missing", (d) => delete d[2].task_id, "[2].task_id"],
    ["a trial that is a string", (d) => (d[2].trial = "1"), "[2].trial"],
    ["a reward that is a string", (d) => (d[2].reward = "1"), "[2].reward"],
    ["gold kwargs that are a string", (d) => (d[6].info.task.actions[0].kwargs = "{}"), "[6].info.task.actions[0].kwargs"],
    ["a gold action without a name", (d) => delete d[6].info.task.actions[0].name, "[6].info.task.actions[0].name"],
    ["actions that are an object", (d) => (d[6].info.task.actions = {}), "[6].info.task.actions"],
    ["a record that is null", (d) => (d[1] = null), "[1]"],
  ];
  for (const [name, breakIt, p] of cases) {
    test(name, () => {
      const doc = miniTau1();
      breakIt(doc);
      expectInputError(() => load(doc), { kind: "wrong-type", file: "bad.json", path: p });
    });
  }

  test("a root that is not an array: wrong-type at $", () => {
    expectInputError(() => load({ traj: [] }), { kind: "wrong-type", path: "$" });
  });

  test("two records with the same task and trial: duplicate-id naming both", () => {
    const doc = miniTau1();
    doc[3].trial = 0; // task 1 trial 0 is also doc[2]
    const err = expectInputError(() => load(doc), { kind: "duplicate-id", path: "[3]" });
    expect(err.detail).toContain("[2]");
    expect(err.detail).toContain("task-1-trial-0");
  });

  test("tool calls on a tool message: bad-format", () => {
    const doc = miniTau1();
    doc[0].traj[2].tool_calls = [];
    expectInputError(() => load(doc), { kind: "bad-format", path: "[0].traj[2].tool_calls" });
  });
});

import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { loadTau2Results, loadTau2Dir, Run } from "../../lib/src/io";
import { tau2ResultsFromJson } from "../../lib/src/io/tau2";
import { FIXTURES, expectInputError, miniTau2, resolvePath, withDir } from "./helpers";

const MINI = path.join(FIXTURES, "tau2-mini.json");
const load = (doc: unknown, file = "bad.json"): Run => loadTau2Results(file, JSON.stringify(doc));

describe("loadTau2Results on a small hand-written file", () => {
  const run = loadTau2Results(MINI);
  const raw = JSON.parse(fs.readFileSync(MINI, "utf8"));

  test("reads the run header from info", () => {
    expect(run.source).toBe(MINI);
    expect(run.format).toBe("tau2-results");
    expect(run.domain).toBe("mini");
    expect(run.agentModel).toBe("agent-llm");
    expect(run.userModel).toBe("user-llm");
    expect(run.trialCount).toBe(2); // info.num_trials, not the observed maximum
  });

  test("keeps every embedded task, with null gold actions when actions or criteria are null", () => {
    expect(run.tasks.map((t) => t.id)).toEqual(["t1", "t2", "t3"]);
    expect(run.tasks.map((t) => t.path)).toEqual(["tasks[0]", "tasks[1]", "tasks[2]"]);
    expect(run.tasks[0].goldActions).toEqual([
      { actionId: "t1_0", name: "get_user", arguments: { user_id: "u1" }, compareArgs: null, requestor: "assistant" },
      { actionId: "t1_1", name: "toggle_data", arguments: {}, compareArgs: ["mode"], requestor: "user" },
    ]);
    expect(run.tasks[1].goldActions).toBeNull();
    expect(run.tasks[2].goldActions).toBeNull();
  });

  test("lists assistant and user tool calls in order, with message index, requestor and JSON path", () => {
    const a = run.conversations[0];
    expect(a.id).toBe("sim-a");
    expect(a.messageCount).toBe(9);
    expect(a.toolCalls.map((c) => [c.name, c.messageIndex, c.order, c.requestor, c.id, c.path])).toEqual([
      ["get_user", 3, 0, "assistant", "c1", "simulations[0].messages[3].tool_calls[0]"],
      ["get_order", 3, 1, "assistant", "c2", "simulations[0].messages[3].tool_calls[1]"],
      // no requestor on the call → the message role; an empty id → null
      ["toggle_data", 6, 2, "user", null, "simulations[0].messages[6].tool_calls[0]"],
    ]);
    for (const c of a.toolCalls) {
      const rawCall = resolvePath(raw, c.path) as any;
      expect(rawCall.name).toBe(c.name);
      expect(c.arguments).toEqual(rawCall.arguments);
    }
  });

  test("keeps the flat conversation: roles in order, and each tool result linked to the call it answers", () => {
    const a = run.conversations[0];
    expect(a.messages.map((m) => m.role)).toEqual(["system", "assistant", "user", "assistant", "tool", "tool", "user", "tool", "assistant"]);
    expect(a.messages[3].callOrders).toEqual([0, 1]);
    // by id (c1 → get_user); without an id, the earliest unanswered call (get_order); an id no call has → earliest unanswered
    expect(a.messages.filter((m) => m.toolResult).map((m) => [m.index, m.toolResult!.callId, m.toolResult!.callOrder, m.toolResult!.error])).toEqual([
      [4, "c1", 0, false],
      [5, null, 1, null],
      [7, "c3", 2, false],
    ]);
  });

  test("verification evidence from reward_info; null when reward_info is null", () => {
    const [a, b, c] = run.conversations;
    expect(a.verification?.path).toBe("simulations[0].reward_info");
    expect(b.verification).toBeNull();
    expect(c.verification).toEqual({
      dbMatch: null,
      dbReward: null,
      rewardBasis: null,
      rewardBreakdown: null,
      envAssertionsMet: null,
      nlAssertions: null,
      path: "simulations[2].reward_info",
    });
  });

  test("reward, termination reason, trial, path and file of each conversation", () => {
    const [a, b, c] = run.conversations;
    expect([a.reward, b.reward, c.reward]).toEqual([1, null, 0.5]); // reward_info null → null; 0.5 kept
    expect([a.terminationReason, b.terminationReason, c.terminationReason]).toEqual(["user_stop", "max_steps", "agent_stop"]);
    expect([a.trial, b.trial, c.trial]).toEqual([0, 0, null]);
    expect([a.path, b.path, c.path]).toEqual(["simulations[0]", "simulations[1]", "simulations[2]"]);
    expect(run.conversations.every((x) => x.file === MINI)).toBe(true);
  });

  test("gold actions are the embedded task's (same array), null when the task has none", () => {
    const [a, b, c] = run.conversations;
    expect(a.goldActions).toBe(run.tasks[0].goldActions);
    expect(c.goldActions).toBe(run.tasks[0].goldActions);
    expect(b.goldActions).toBeNull();
  });

  test("action checks are read when present; tool_type absent → null", () => {
    const [a, b, c] = run.conversations;
    expect(a.actionChecks).toEqual([
      { action: run.tasks[0].goldActions![0], actionMatch: true, actionReward: 1, toolType: null },
      { action: run.tasks[0].goldActions![1], actionMatch: false, actionReward: 0, toolType: "write" },
    ]);
    expect(b.actionChecks).toBeNull(); // reward_info null
    expect(c.actionChecks).toBeNull(); // action_checks missing
  });

  test("without info.num_trials the trial count is the most conversations of one task", () => {
    const doc = miniTau2();
    delete doc.info.num_trials;
    expect(load(doc).trialCount).toBe(2);
    doc.simulations = [];
    expect(load(doc).trialCount).toBeNull();
  });

  test("a missing info gives null domain and models", () => {
    const doc = miniTau2();
    delete doc.info;
    const r = load(doc);
    expect([r.domain, r.agentModel, r.userModel, r.trialCount]).toEqual([null, null, null, 2]);
  });
});

describe("loadTau2Results rejects bad input with a typed error naming file and path", () => {
  const cases: Array<[string, (d: any) => void, string, string]> = [
    ["messages not an array", (d) => (d.simulations[2].messages = { 0: 1 }), "wrong-type", "simulations[2].messages"],
    ["a message that is null", (d) => (d.simulations[2].messages[0] = null), "wrong-type", "simulations[2].messages[0]"],
    ["a message role that is not a string", (d) => (d.simulations[2].messages[0].role = 3), "wrong-type", "simulations[2].messages[0].role"],
    ["tool_calls not an array", (d) => (d.simulations[2].messages[1].tool_calls = {}), "wrong-type", "simulations[2].messages[1].tool_calls"],
    ["a tool call that is a string", (d) => (d.simulations[2].messages[1].tool_calls[0] = "f(x)"), "wrong-type", "simulations[2].messages[1].tool_calls[0]"],
    ["a tool-call name that is not a string", (d) => (d.simulations[2].messages[1].tool_calls[0].name = 7), "wrong-type", "simulations[2].messages[1].tool_calls[0].name"],
    ["a tool-call name that is missing", (d) => delete d.simulations[2].messages[1].tool_calls[0].name, "wrong-type", "simulations[2].messages[1].tool_calls[0].name"],
    ["tool-call arguments that are an array", (d) => (d.simulations[2].messages[1].tool_calls[0].arguments = [1]), "wrong-type", "simulations[2].messages[1].tool_calls[0].arguments"],
    ["tool-call arguments given as a string", (d) => (d.simulations[2].messages[1].tool_calls[0].arguments = "{}"), "wrong-type", "simulations[2].messages[1].tool_calls[0].arguments"],
    ["an unknown requestor", (d) => (d.simulations[2].messages[1].tool_calls[0].requestor = "robot"), "wrong-type", "simulations[2].messages[1].tool_calls[0].requestor"],
    ["a numeric call id", (d) => (d.simulations[2].messages[1].tool_calls[0].id = 5), "wrong-type", "simulations[2].messages[1].tool_calls[0].id"],
    ["tool calls on a tool message", (d) => (d.simulations[2].messages[0] = { role: "tool", id: "x", tool_calls: [] }), "bad-format", "simulations[2].messages[0].tool_calls"],
    ["a reward that is a string", (d) => (d.simulations[0].reward_info.reward = "1"), "wrong-type", "simulations[0].reward_info.reward"],
    ["reward_info that is a number", (d) => (d.simulations[0].reward_info = 1), "wrong-type", "simulations[0].reward_info"],
    ["a trial that is not an integer", (d) => (d.simulations[1].trial = 0.5), "wrong-type", "simulations[1].trial"],
    ["a termination reason that is a number", (d) => (d.simulations[1].termination_reason = 3), "wrong-type", "simulations[1].termination_reason"],
    ["a simulation id that is missing", (d) => delete d.simulations[3].id, "wrong-type", "simulations[3].id"],
    ["a simulation that is an array", (d) => (d.simulations[3] = []), "wrong-type", "simulations[3]"],
    ["simulations not an array", (d) => (d.simulations = {}), "wrong-type", "simulations"],
    ["tasks not an array", (d) => (d.tasks = null), "wrong-type", "tasks"],
    ["a task id that is missing", (d) => delete d.tasks[1].id, "wrong-type", "tasks[1].id"],
    ["gold actions not an array", (d) => (d.tasks[0].evaluation_criteria.actions = {}), "wrong-type", "tasks[0].evaluation_criteria.actions"],
    ["a gold action without a name", (d) => delete d.tasks[0].evaluation_criteria.actions[0].name, "wrong-type", "tasks[0].evaluation_criteria.actions[0].name"],
    ["gold arguments that are null", (d) => (d.tasks[0].evaluation_criteria.actions[0].arguments = null), "wrong-type", "tasks[0].evaluation_criteria.actions[0].arguments"],
    ["compare_args with a number", (d) => (d.tasks[0].evaluation_criteria.actions[0].compare_args = ["x", 2]), "wrong-type", "tasks[0].evaluation_criteria.actions[0].compare_args[1]"],
    ["action_checks not an array", (d) => (d.simulations[2].reward_info.action_checks = "none"), "wrong-type", "simulations[2].reward_info.action_checks"],
    ["an action_match that is not a boolean", (d) => (d.simulations[2].reward_info.action_checks = [{ action: { name: "f", arguments: {} }, action_match: 1, action_reward: 1 }]), "wrong-type", "simulations[2].reward_info.action_checks[0].action_match"],
    ["an unknown tool_type", (d) => (d.simulations[2].reward_info.action_checks = [{ action: { name: "f", arguments: {} }, action_match: true, action_reward: 1, tool_type: "magic" }]), "wrong-type", "simulations[2].reward_info.action_checks[0].tool_type"],
    ["num_trials that is a string", (d) => (d.info.num_trials = "4"), "wrong-type", "info.num_trials"],
    ["a domain name that is a number", (d) => (d.info.environment_info.domain_name = 1), "wrong-type", "info.environment_info.domain_name"],
  ];
  for (const [name, breakIt, kind, p] of cases) {
    test(name, () => {
      const doc = miniTau2();
      breakIt(doc);
      expectInputError(() => load(doc), { kind: kind as any, file: "bad.json", path: p });
    });
  }

  test("a root that is not an object", () => {
    expectInputError(() => load([1, 2]), { kind: "wrong-type", file: "bad.json", path: "$", detail: /expected an object, got an array/ });
  });

  test("two simulations with one id: duplicate-id naming both paths", () => {
    const doc = miniTau2();
    doc.simulations[3].id = "s1";
    const err = expectInputError(() => load(doc), { kind: "duplicate-id", file: "bad.json", path: "simulations[3].id" });
    expect(err.detail).toContain('"s1"');
    expect(err.detail).toContain("simulations[1]");
  });

  test("two tasks with one id: duplicate-id naming both paths", () => {
    const doc = miniTau2();
    doc.tasks[1].id = "t1";
    const err = expectInputError(() => load(doc), { kind: "duplicate-id", path: "tasks[1].id" });
    expect(err.detail).toContain("tasks[0]");
  });

  test("a simulation whose task is not embedded: unknown-task", () => {
    const doc = miniTau2();
    doc.simulations[1].task_id = "t9";
    const err = expectInputError(() => load(doc), { kind: "unknown-task", file: "bad.json", path: "simulations[1].task_id" });
    expect(err.detail).toContain('"t9"');
  });

  test("text that is not JSON: not-json with the parser position", () => {
    const err = expectInputError(() => loadTau2Results("x.json", '{\n  "tasks": [1,]\n}'), { kind: "not-json", file: "x.json", path: "$" });
    expect(err.detail).toMatch(/line 2, column \d+/);
  });

  test("a file that does not exist: unreadable", () => {
    const missing = path.join(FIXTURES, "no-such-file.json");
    expectInputError(() => loadTau2Results(missing), { kind: "unreadable", file: missing, path: "$", detail: /ENOENT/ });
  });
});

describe("tool-call extraction, as a property over generated conversations", () => {
  const argsArb = fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxKeys: 3 });
  const callArb = fc.record({ id: fc.string({ maxLength: 4 }), name: fc.string({ minLength: 1, maxLength: 8 }), arguments: argsArb });
  const msgArb = fc.oneof(
    fc.record({ role: fc.constantFrom("assistant", "user"), content: fc.constant(null), tool_calls: fc.array(callArb, { maxLength: 4 }) }),
    fc.record({ role: fc.constantFrom("assistant", "user", "system"), content: fc.string({ maxLength: 5 }) }),
    fc.record({ role: fc.constant("tool"), id: fc.string({ maxLength: 3 }), content: fc.string({ maxLength: 5 }) }),
  );
  test("every call appears once, in message order, its path resolving to the very object parsed", () => {
    fc.assert(
      fc.property(fc.array(fc.array(msgArb, { maxLength: 8 }), { minLength: 1, maxLength: 4 }), (convs) => {
        const doc: any = {
          info: {},
          tasks: [{ id: "t", evaluation_criteria: null }],
          simulations: convs.map((messages, i) => ({ id: `s${i}`, task_id: "t", messages })),
        };
        const run = tau2ResultsFromJson("gen.json", doc);
        run.conversations.forEach((conv, i) => {
          const expected = convs[i].flatMap((m: any, mi) => (m.tool_calls ?? []).map((c: any) => ({ c, mi, role: m.role })));
          expect(conv.toolCalls.length).toBe(expected.length);
          conv.toolCalls.forEach((tc, k) => {
            expect(tc.order).toBe(k);
            expect(tc.messageIndex).toBe(expected[k].mi);
            expect(tc.requestor).toBe(expected[k].role);
            expect(tc.name).toBe(expected[k].c.name);
            expect(tc.id).toBe(expected[k].c.id === "" ? null : expected[k].c.id);
            expect(resolvePath(doc, tc.path)).toBe(expected[k].c);
            expect(tc.arguments).toBe(expected[k].c.arguments); // referenced, not copied
            if (k > 0) expect(tc.messageIndex).toBeGreaterThanOrEqual(conv.toolCalls[k - 1].messageIndex);
          });
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe("loadTau2Dir (results.json + simulations/<id>.json)", () => {
  const DIR = path.join(FIXTURES, "tau2-dir");

  test("reads the header from results.json and one conversation per simulation file, in file-name order", () => {
    const run = loadTau2Dir(DIR);
    expect(run.format).toBe("tau2-dir");
    expect(run.source).toBe(DIR);
    expect([run.domain, run.agentModel, run.userModel, run.trialCount]).toEqual(["retail", "agent-llm", "user-llm", 1]);
    expect(run.tasks.map((t) => [t.id, t.goldActions?.length])).toEqual([["0", 1], ["1", 0]]);
    expect(run.conversations.map((c) => [c.id, c.taskId, c.reward, c.file])).toEqual([
      ["sim-1", "0", 1, path.join(DIR, "simulations", "sim-1.json")],
      ["sim-2", "1", 0, path.join(DIR, "simulations", "sim-2.json")],
    ]);
    const c = run.conversations[0];
    expect(c.path).toBe("$");
    expect(c.toolCalls.map((t) => [t.name, t.path, t.messageIndex])).toEqual([["cancel_pending_order", "messages[1].tool_calls[0]", 1]]);
    expect(c.goldActions).toBe(run.tasks[0].goldActions);
  });

  const header = () => {
    const d = miniTau2();
    delete d.simulations;
    d.simulation_index = [];
    return d;
  };
  const sim = (id: string, task = "t1", extra: object = {}) => ({ id, task_id: task, trial: 0, reward_info: { reward: 1 }, messages: [], ...extra });

  test("an error inside a simulation file names that file and a path from its root", () => {
    withDir({ "results.json": header(), "simulations/a.json": sim("a"), "simulations/b.json": sim("b", "t1", { messages: 5 }) }, (dir) => {
      expectInputError(() => loadTau2Dir(dir), { kind: "wrong-type", file: path.join(dir, "simulations", "b.json"), path: "messages" });
    });
  });

  test("a simulation file that is not JSON: not-json naming it", () => {
    withDir({ "results.json": header(), "simulations/a.json": "{oops" }, (dir) => {
      expectInputError(() => loadTau2Dir(dir), { kind: "not-json", file: path.join(dir, "simulations", "a.json"), path: "$" });
    });
  });

  test("two simulation files with one id: duplicate-id naming both files", () => {
    withDir({ "results.json": header(), "simulations/a.json": sim("x"), "simulations/b.json": sim("x") }, (dir) => {
      const err = expectInputError(() => loadTau2Dir(dir), { kind: "duplicate-id", file: path.join(dir, "simulations", "b.json"), path: "id" });
      expect(err.detail).toContain(path.join(dir, "simulations", "a.json"));
    });
  });

  test("a simulation file naming a task that results.json does not embed: unknown-task", () => {
    withDir({ "results.json": header(), "simulations/a.json": sim("a", "nope") }, (dir) => {
      expectInputError(() => loadTau2Dir(dir), { kind: "unknown-task", file: path.join(dir, "simulations", "a.json"), path: "task_id" });
    });
  });

  test("an index entry without its simulation file: bad-format at the index entry", () => {
    const h = header();
    h.simulation_index = [{ id: "a" }, { id: "gone", task_id: "t1" }];
    withDir({ "results.json": h, "simulations/a.json": sim("a") }, (dir) => {
      expectInputError(() => loadTau2Dir(dir), { kind: "bad-format", file: path.join(dir, "results.json"), path: "simulation_index[1]" });
    });
  });

  test("an index that is a string: wrong-type", () => {
    const h = header();
    h.simulation_index = "all";
    withDir({ "results.json": h, "simulations/a.json": sim("a") }, (dir) => {
      expectInputError(() => loadTau2Dir(dir), { kind: "wrong-type", file: path.join(dir, "results.json"), path: "simulation_index" });
    });
  });

  test("an index keyed by id is accepted", () => {
    const h = header();
    h.simulation_index = { a: { id: "a", task_id: "t1" } };
    withDir({ "results.json": h, "simulations/a.json": sim("a"), "simulations/notes.txt": "ignored" }, (dir) => {
      expect(loadTau2Dir(dir).conversations.map((c) => c.id)).toEqual(["a"]);
    });
  });

  test("no results.json: unreadable naming results.json", () => {
    withDir({ "simulations/a.json": sim("a") }, (dir) => {
      expectInputError(() => loadTau2Dir(dir), { kind: "unreadable", file: path.join(dir, "results.json") });
    });
  });

  test("no simulations/ directory: unreadable naming it, unless results.json holds the simulations itself", () => {
    withDir({ "results.json": header() }, (dir) => {
      expectInputError(() => loadTau2Dir(dir), { kind: "unreadable", file: path.join(dir, "simulations") });
    });
    withDir({ "results.json": miniTau2() }, (dir) => {
      const run = loadTau2Dir(dir);
      expect(run.format).toBe("tau2-results");
      expect(run.conversations.length).toBe(4);
    });
  });
});

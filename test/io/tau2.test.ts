import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { LOAD_EXCLUSION, loadTau2Results, type Run } from "../../lib/src";
import { tau2ResultsFromJson } from "../../lib/src/io/tau2";
import { FIXTURES, expectInputError, miniTau2, resolvePath } from "./helpers";

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
      actionNote: null,
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

describe("loadTau2Results: a malformed simulation excludes that conversation, naming file and JSON path; the others load", () => {
  // [what is broken, how, the fault's kind, the fault's path, the excluded conversation]
  const cases: Array<[string, (d: any) => void, string, string, string]> = [
    ["messages not an array", (d) => (d.simulations[2].messages = { 0: 1 }), "wrong-type", "simulations[2].messages", "s2"],
    ["a message that is null", (d) => (d.simulations[2].messages[0] = null), "wrong-type", "simulations[2].messages[0]", "s2"],
    ["a message role that is not a string", (d) => (d.simulations[2].messages[0].role = 3), "wrong-type", "simulations[2].messages[0].role", "s2"],
    ["tool_calls not an array", (d) => (d.simulations[2].messages[1].tool_calls = {}), "wrong-type", "simulations[2].messages[1].tool_calls", "s2"],
    ["a tool call that is a string", (d) => (d.simulations[2].messages[1].tool_calls[0] = "f(x)"), "wrong-type", "simulations[2].messages[1].tool_calls[0]", "s2"],
    ["a tool-call name that is not a string", (d) => (d.simulations[2].messages[1].tool_calls[0].name = 7), "wrong-type", "simulations[2].messages[1].tool_calls[0].name", "s2"],
    ["a tool-call name that is missing", (d) => delete d.simulations[2].messages[1].tool_calls[0].name, "wrong-type", "simulations[2].messages[1].tool_calls[0].name", "s2"],
    ["tool-call arguments that are an array", (d) => (d.simulations[2].messages[1].tool_calls[0].arguments = [1]), "wrong-type", "simulations[2].messages[1].tool_calls[0].arguments", "s2"],
    ["tool-call arguments given as a string", (d) => (d.simulations[2].messages[1].tool_calls[0].arguments = "{}"), "wrong-type", "simulations[2].messages[1].tool_calls[0].arguments", "s2"],
    ["an unknown requestor", (d) => (d.simulations[2].messages[1].tool_calls[0].requestor = "robot"), "wrong-type", "simulations[2].messages[1].tool_calls[0].requestor", "s2"],
    ["a numeric call id", (d) => (d.simulations[2].messages[1].tool_calls[0].id = 5), "wrong-type", "simulations[2].messages[1].tool_calls[0].id", "s2"],
    ["tool calls on a tool message", (d) => (d.simulations[2].messages[0] = { role: "tool", id: "x", tool_calls: [] }), "bad-format", "simulations[2].messages[0].tool_calls", "s2"],
    ["reward_info that is a number", (d) => (d.simulations[0].reward_info = 1), "wrong-type", "simulations[0].reward_info", "s0"],
    ["a trial that is not an integer", (d) => (d.simulations[1].trial = 0.5), "wrong-type", "simulations[1].trial", "s1"],
    ["a termination reason that is a number", (d) => (d.simulations[1].termination_reason = 3), "wrong-type", "simulations[1].termination_reason", "s1"],
    ["a simulation id that is missing (named by its path)", (d) => delete d.simulations[3].id, "wrong-type", "simulations[3].id", "simulations[3]"],
    ["a simulation that is an array", (d) => (d.simulations[3] = []), "wrong-type", "simulations[3]", "simulations[3]"],
    ["action_checks not an array", (d) => (d.simulations[2].reward_info.action_checks = "none"), "wrong-type", "simulations[2].reward_info.action_checks", "s2"],
    ["an action_match that is not a boolean", (d) => (d.simulations[2].reward_info.action_checks = [{ action: { name: "f", arguments: {} }, action_match: 1, action_reward: 1 }]), "wrong-type", "simulations[2].reward_info.action_checks[0].action_match", "s2"],
    ["an unknown tool_type", (d) => (d.simulations[2].reward_info.action_checks = [{ action: { name: "f", arguments: {} }, action_match: true, action_reward: 1, tool_type: "magic" }]), "wrong-type", "simulations[2].reward_info.action_checks[0].tool_type", "s2"],
    ["ticks that are not an array (messages null)", (d) => ((d.simulations[1].messages = null), (d.simulations[1].ticks = 3)), "wrong-type", "simulations[1].ticks", "s1"],
    ["a tick without a timestamp", (d) => ((d.simulations[1].messages = null), (d.simulations[1].ticks = [{ tick_id: 0 }])), "wrong-type", "simulations[1].ticks[0].timestamp", "s1"],
  ];
  for (const [name, breakIt, kind, p, id] of cases) {
    test(name, () => {
      const doc = miniTau2();
      breakIt(doc);
      const run = load(doc);
      expect(run.exclusions).toEqual([{ reason: LOAD_EXCLUSION.malformed, count: 1, ids: [id], faults: [expect.objectContaining({ kind, file: "bad.json", path: p })] }]);
      expect(run.conversations.map((c) => c.id)).toEqual(["s0", "s1", "s2", "s3"].filter((x) => x !== id && !(id === "simulations[3]" && x === "s3")));
    });
  }

  test("two simulations with one id: the later is excluded (duplicate-id), naming the first's path", () => {
    const doc = miniTau2();
    doc.simulations[3].id = "s1";
    const run = load(doc);
    expect(run.exclusions).toEqual([
      { reason: LOAD_EXCLUSION.duplicateId, count: 1, ids: ["s1"], faults: [{ kind: "duplicate-id", file: "bad.json", path: "simulations[3].id", detail: 'duplicate simulation id "s1" (also at simulations[1]); the first is kept' }] },
    ]);
    expect(run.conversations.map((c) => c.path)).toEqual(["simulations[0]", "simulations[1]", "simulations[2]"]);
  });

  test("a simulation whose task is not embedded: excluded (unknown-task) when the file embeds tasks", () => {
    const doc = miniTau2();
    doc.simulations[1].task_id = "t9";
    const run = load(doc);
    expect(run.exclusions[0]).toMatchObject({ reason: LOAD_EXCLUSION.unknownTask, ids: ["s1"] });
    expect(run.exclusions[0].faults[0]).toMatchObject({ kind: "unknown-task", path: "simulations[1].task_id", detail: expect.stringContaining('"t9"') });
  });

  test("a malformed task excludes its conversations only (the fault is the task's)", () => {
    const doc = miniTau2();
    delete doc.tasks[0].evaluation_criteria.actions[0].name;
    const run = load(doc);
    expect(run.exclusions).toEqual([
      { reason: LOAD_EXCLUSION.malformedTask, count: 2, ids: ["s0", "s2"], faults: [expect.objectContaining({ path: "tasks[0].evaluation_criteria.actions[0].name" }), expect.objectContaining({ path: "tasks[0].evaluation_criteria.actions[0].name" })] },
    ]);
    expect(run.conversations.map((c) => c.id)).toEqual(["s1", "s3"]);
    expect(run.tasks.map((t) => t.id)).toEqual(["t2"]);
  });

  test("two different tasks with one id: which gold actions apply is unknown, so their conversations are excluded", () => {
    const doc = miniTau2();
    doc.tasks[1].id = "t1";
    doc.simulations = doc.simulations.filter((s: any) => s.task_id === "t1");
    const run = load(doc);
    expect(run.exclusions[0]).toMatchObject({ reason: LOAD_EXCLUSION.malformedTask, ids: ["s0", "s2"] });
    expect(run.exclusions[0].faults[0]).toMatchObject({ kind: "duplicate-id", path: "tasks[1].id", detail: expect.stringContaining("also at tasks[0]") });
    expect(run.tasks).toEqual([]);
  });

  test("a task repeated with the same content: a warning, the first is used", () => {
    const doc = miniTau2();
    doc.tasks.push(JSON.parse(JSON.stringify(doc.tasks[0])));
    const run = load(doc);
    expect(run.exclusions).toEqual([]);
    expect(run.warnings).toEqual([expect.objectContaining({ kind: "ignored-part", path: "tasks[2].id", detail: "a task repeated with the same content (also at tasks[0]): the first is used" })]);
  });

  test("a header field of the wrong type is a warning and reads as missing, not a lost file", () => {
    const doc = miniTau2();
    doc.info.num_trials = "4";
    doc.info.environment_info.domain_name = 1;
    const run = load(doc);
    expect([run.domain, run.trialCount, run.conversations.length]).toEqual([null, 2, 4]);
    expect(run.warnings.map((w) => [w.kind, w.path])).toEqual([["ignored-part", "info.environment_info.domain_name"], ["ignored-part", "info.num_trials"]]);
  });
});

describe("loadTau2Results: faults of the whole file are typed errors naming file and path", () => {
  test("a root that is neither an object nor a list", () => {
    expectInputError(() => load(7), { kind: "wrong-type", file: "bad.json", path: "$", detail: /expected an object, got number 7/ });
  });
  test("simulations or tasks that are not lists", () => {
    const a = miniTau2();
    a.simulations = {};
    expectInputError(() => load(a), { kind: "wrong-type", path: "simulations" });
    const b = miniTau2();
    b.tasks = { t1: {} };
    expectInputError(() => load(b), { kind: "wrong-type", path: "tasks" });
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

describe("loadTau2Results: the loose shapes τ² files come in", () => {
  test("a bare list of simulations: loaded, with paths [i]…, and warnings that info and tasks are missing", () => {
    const doc = miniTau2().simulations;
    const run = load(doc);
    expect(run.conversations.map((c) => [c.id, c.path, c.goldActions])).toEqual([
      ["s0", "[0]", null],
      ["s1", "[1]", null],
      ["s2", "[2]", null],
      ["s3", "[3]", null],
    ]);
    expect(run.warnings.map((w) => [w.kind, w.path, w.ids.length])).toEqual([["missing-part", "info", 0], ["missing-part", "tasks", 4]]);
  });
  test("tasks: [] → every conversation with goldActions null and one note naming the metrics that need them", () => {
    const doc = miniTau2();
    doc.tasks = [];
    const run = load(doc);
    expect(run.exclusions).toEqual([]);
    expect(run.conversations.every((c) => c.goldActions === null)).toBe(true);
    expect(run.warnings).toEqual([
      expect.objectContaining({ kind: "missing-part", path: "tasks", count: 4, ids: ["s0", "s1", "s2", "s3"], detail: expect.stringMatching(/^the file embeds no tasks \("tasks": \[\]\): gold actions are unavailable from tasks, so goal drift \(GD\^track, GD\^stock, no self-healing\) takes a conversation's gold actions from its official action checks/) }),
    ]);
  });
  test("format_version is ignored; task ids may be integers in tasks and strings in simulations", () => {
    const doc = miniTau2();
    doc.format_version = "9.9";
    doc.tasks[0].id = 1;
    doc.simulations[0].task_id = "1";
    doc.simulations[2].task_id = 1;
    const run = load(doc);
    expect(run.exclusions).toEqual([]);
    expect(run.warnings).toEqual([]);
    expect(run.conversations[0].goldActions).toBe(run.tasks[0].goldActions);
    expect(run.conversations[2].taskId).toBe("1");
  });
  test("reward_info null: reward missing (null), not 0", () => {
    const doc = miniTau2();
    doc.simulations[0].reward_info = null;
    expect(load(doc).conversations[0].reward).toBeNull();
  });
  test("simulations: [] → 0 conversations, nothing excluded, no warning", () => {
    const doc = miniTau2();
    doc.simulations = [];
    const run = load(doc);
    expect([run.conversations.length, run.exclusions.length, run.warnings.length]).toEqual([0, 0, 0]);
  });
});

describe("loadTau2Results: suspicious values are kept as logged and reported", () => {
  test("a negative trial is kept and noted", () => {
    const doc = miniTau2();
    doc.simulations[1].trial = -3;
    const run = load(doc);
    expect(run.conversations[1].trial).toBe(-3);
    expect(run.warnings.map((w) => [w.kind, w.path, w.ids])).toEqual([["suspicious-value", "simulations[1].trial", ["s1"]]]);
  });
  test.each([2, -1, "1", "1.0", true, false, {}])("a reward of %j is not a reward: that simulation is excluded (bad-reward at its path), the others load", (value) => {
    const doc = miniTau2();
    doc.simulations[0].reward_info.reward = value;
    const run = load(doc);
    expect(run.exclusions.map((e) => [e.reason, e.ids, e.faults.map((f) => [f.kind, f.path])])).toEqual([[LOAD_EXCLUSION.badReward, ["s0"], [["bad-reward", "simulations[0].reward_info.reward"]]]]);
    expect(run.conversations.map((c) => c.id)).toEqual(doc.simulations.slice(1).map((s: { id: string }) => s.id));
  });
  test("a tool name with a zero-width character: the call is kept, and a warning names the tool", () => {
    const doc = miniTau2();
    doc.simulations[2].messages[1].tool_calls[0].name = "f\u200b";
    const run = load(doc);
    expect(run.conversations[2].toolCalls[0].name).toBe("f\u200b");
    expect(run.warnings[0].detail).toMatch(/^tool name "f\\u200b" contains U\+200B/);
  });
  test("a gold action whose tool name is odd is reported too", () => {
    const doc = miniTau2();
    doc.tasks[0].evaluation_criteria.actions[0].name = " f";
    expect(load(doc).warnings[0]).toMatchObject({ kind: "suspicious-value", path: "tasks[0].evaluation_criteria.actions[0].name", detail: expect.stringMatching(/^gold action tool name " f" has leading or trailing whitespace/) });
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


import { describe, expect, test } from "vitest";
import { SIMULATION_NOTE, parseTau2Simulation, simulationId, toolNameNote, type SimulationNote } from "../../lib/src/io/tau2Simulation";
import { expectInputError } from "./helpers";

const call = (name: string, extra: object = {}) => ({ id: "c", name, arguments: {}, requestor: "assistant", ...extra });

describe("parseTau2Simulation", () => {
  test("reads one SimulationRun; gold actions are left for the run builder", () => {
    const notes: SimulationNote[] = [];
    const c = parseTau2Simulation("r.json", { id: "s", task_id: 4, trial: 1, messages: [{ role: "assistant", tool_calls: [call("f")] }] }, "simulations[2]", notes);
    expect([c.id, c.taskId, c.trial, c.goldActions, c.path, c.toolCalls[0].path]).toEqual(["s", "4", 1, null, "simulations[2]", "simulations[2].messages[0].tool_calls[0]"]);
    expect(notes).toEqual([]);
  });

  test("the root of its own file has path $ and paths without a prefix", () => {
    const c = parseTau2Simulation("sim.json", { id: "s", task_id: "t", messages: [{ role: "user", tool_calls: [call("g")] }] }, "", []);
    expect([c.path, c.toolCalls[0].path, c.toolCalls[0].requestor]).toEqual(["$", "messages[0].tool_calls[0]", "assistant"]);
  });

  test("messages null with ticks: flattened, noted as derived; neither: no messages, noted as missing", () => {
    const notes: SimulationNote[] = [];
    const c = parseTau2Simulation("r.json", { id: "v", task_id: "t", messages: null, ticks: [{ tick_id: 0, timestamp: "t0", agent_tool_calls: [call("f")] }] }, "", notes);
    expect([c.messageCount, c.toolCalls[0].path]).toEqual([1, "ticks[0].agent_tool_calls[0]"]);
    expect(notes.map((n) => n.detail)).toEqual([SIMULATION_NOTE.fromTicks]);
    const none: SimulationNote[] = [];
    expect(parseTau2Simulation("r.json", { id: "n", task_id: "t" }, "", none).messageCount).toBe(0);
    expect(none).toEqual([{ kind: "missing-part", path: "messages", detail: SIMULATION_NOTE.noMessages }]);
  });

  test("suspicious values are kept and noted: negative trial, odd tool names", () => {
    const notes: SimulationNote[] = [];
    const c = parseTau2Simulation(
      "r.json",
      { id: "s", task_id: "t", trial: -2, reward_info: { reward: 0.5 }, messages: [{ role: "assistant", tool_calls: [call("f\u200b")] }] },
      "simulations[0]",
      notes,
    );
    expect([c.reward, c.trial, c.toolCalls[0].name]).toEqual([0.5, -2, "f\u200b"]);
    expect(notes.map((n) => [n.kind, n.path])).toEqual([
      ["suspicious-value", "simulations[0].trial"],
      ["suspicious-value", "simulations[0].messages[0].tool_calls[0].name"],
    ]);
  });
  test("a reward outside [0, 1] is not a reward: bad-reward at its path", () => {
    expectInputError(() => parseTau2Simulation("r.json", { id: "s", task_id: "t", reward_info: { reward: 7 }, messages: [] }, "simulations[0]", []), {
      kind: "bad-reward",
      path: "simulations[0].reward_info.reward",
      detail: /^reward must be a number in \[0, 1\], got 7$/,
    });
  });

  test("messages that are neither a list nor null: wrong-type", () => {
    expectInputError(() => parseTau2Simulation("r.json", { id: "s", task_id: "t", messages: "hi" }, "", []), { kind: "wrong-type", path: "messages", detail: /an array or null/ });
  });
});

test("simulationId: the string id when readable, else null", () => {
  expect([simulationId({ id: "a" }), simulationId({ id: 3 }), simulationId(null), simulationId([])]).toEqual(["a", null, null, null]);
});

test("toolNameNote names the tool with the odd character escaped", () => {
  expect(toolNameNote("a\ufffd", "contains U+FFFD")).toMatch(/^tool name "a\\ufffd" contains U\+FFFD: it cannot equal a real tool's name/);
});

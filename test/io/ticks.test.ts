/**
 * The flat conversation of full-duplex (voice) simulations, checked against τ²-bench's own code: the expected
 * messages in test/fixtures/io/tau2-get-messages.expected.json were produced by τ²'s Tick.get_all_messages() and
 * SimulationRun.get_messages() sort (scripts/oracle/tau2_get_messages.py, run on a tau2-bench checkout at
 * a2c0247) on the corpus's voice simulations. Where τ² stamps a message without a timestamp of its own with the
 * time of loading, the oracle writes "<load time>"; there this loader uses the tick's timestamp (ticks.ts).
 */
import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { loadRun } from "../../lib/src";
import { flattenTicks } from "../../lib/src/io/ticks";
import { FIXTURES, expectInputError, resolvePath } from "./helpers";

const EXPECTED: Record<string, any[]> = JSON.parse(fs.readFileSync(path.join(FIXTURES, "tau2-get-messages.expected.json"), "utf8"));
const CORPUS = path.join(FIXTURES, "corpus");

describe("full-duplex simulations flatten exactly as τ²'s get_messages()", () => {
  const sources: Array<[string, string]> = [
    ["voice-ticks.json", path.join(CORPUS, "voice-ticks.json")],
    ["dir-voice", path.join(CORPUS, "dir-voice")],
  ];
  for (const [label, source] of sources) {
    test(`${label}: order, roles, content, the calls each message carries (with requestors) and the tool results`, () => {
      const run = loadRun(source);
      for (const conv of run.conversations) {
        const key = `${path.basename(conv.file === source ? source : conv.file)}#${conv.id}`;
        const want = EXPECTED[key];
        expect(want, key).toBeDefined();
        const tickTimestamp = (p: string) => {
          const raw = JSON.parse(fs.readFileSync(conv.file, "utf8"));
          const tick = p.replace(/^(.*ticks\[\d+\]).*$/, "$1");
          return (resolvePath(raw, tick) as any).timestamp;
        };
        const got = conv.messages.map((m) => {
          const row: any = { role: m.role, content: m.content, timestamp: m.timestamp };
          if (m.role === "tool") {
            const r = m.toolResult!;
            Object.assign(row, { id: r.callId, requestor: r.requestor, error: r.error });
          } else {
            row.tool_calls = m.callOrders.map((o) => {
              const c = conv.toolCalls[o];
              return { id: c.id, name: c.name, arguments: c.arguments, requestor: c.requestor };
            });
          }
          return row;
        });
        const expected = want.map((row, i) => (row.timestamp === "<load time>" ? { ...row, timestamp: tickTimestamp(conv.messages[i].path) } : row));
        expect(got).toEqual(expected);
      }
    });
  }

  test("each tool result is linked to the call it answers, and paths point into the ticks", () => {
    const run = loadRun(path.join(CORPUS, "voice-ticks.json"));
    const v0 = run.conversations[0];
    const results = v0.messages.filter((m) => m.toolResult !== null);
    expect(results.map((m) => [m.path, m.toolResult!.callId, v0.toolCalls[m.toolResult!.callOrder!].id])).toEqual([
      ["simulations[0].ticks[1].agent_tool_results[0]", "c1", "c1"],
      ["simulations[0].ticks[4].user_tool_results[0]", "u1", "u1"],
      ["simulations[0].ticks[5].agent_tool_results[0]", "c2", "c2"],
      ["simulations[0].ticks[6].agent_tool_results[0]", "c3", "c3"],
    ]);
    // a message made from calls without a chunk is at the tick; one with a chunk at the chunk
    expect(v0.messages[2].path).toBe("simulations[0].ticks[1]");
    expect(v0.messages[0].path).toBe("simulations[0].ticks[0].agent_chunk");
    for (const c of v0.toolCalls) expect(v0.messages[c.messageIndex].callOrders).toContain(c.order);
  });
});

describe("flattenTicks", () => {
  test("a tick with neither chunk nor calls gives no message; results without calls are still messages", () => {
    const flat = flattenTicks("s.json", [{ tick_id: 0, timestamp: "t0" }, { tick_id: 1, timestamp: "t1", user_tool_results: [{ id: "x", role: "tool", content: "ok" }] }], "ticks");
    expect(flat.messages.map((m) => m.role)).toEqual(["tool"]);
    expect(flat.paths.message).toEqual(["ticks[1].user_tool_results[0]"]);
    expect(flat.tickTimestamps).toBe(1);
  });

  test("the sort is stable: equal timestamps keep agent, agent results, user, user results", () => {
    const tick = {
      tick_id: 0,
      timestamp: "t",
      agent_chunk: { content: "a", timestamp: "t" },
      agent_tool_results: [{ id: "r1", role: "tool", timestamp: "t" }],
      user_chunk: { content: "u", timestamp: "t" },
      user_tool_results: [{ id: "r2", role: "tool", timestamp: "t" }],
    };
    expect(flattenTicks("s.json", [tick], "ticks").messages.map((m) => [m.role, m.content ?? m.id])).toEqual([
      ["assistant", "a"],
      ["tool", "r1"],
      ["user", "u"],
      ["tool", "r2"],
    ]);
  });

  test("malformed ticks are wrong-type errors at their path", () => {
    expectInputError(() => flattenTicks("s.json", [3], "ticks"), { kind: "wrong-type", path: "ticks[0]" });
    expectInputError(() => flattenTicks("s.json", [{ timestamp: 5 }], "ticks"), { kind: "wrong-type", path: "ticks[0].timestamp" });
    expectInputError(() => flattenTicks("s.json", [{ timestamp: "t", agent_chunk: "hi" }], "ticks"), { kind: "wrong-type", path: "ticks[0].agent_chunk" });
    expectInputError(() => flattenTicks("s.json", [{ timestamp: "t", user_tool_calls: {} }], "ticks"), { kind: "wrong-type", path: "ticks[0].user_tool_calls" });
    expectInputError(() => flattenTicks("s.json", [{ timestamp: "t", agent_tool_results: [{ role: "user" }] }], "ticks"), { kind: "wrong-type", path: "ticks[0].agent_tool_results[0].role" });
    expectInputError(() => flattenTicks("s.json", [{ timestamp: "t", agent_chunk: { timestamp: 3 } }], "ticks"), { kind: "wrong-type", path: "ticks[0].agent_chunk.timestamp" });
  });
});

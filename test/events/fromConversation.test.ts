import { describe, expect, test } from "vitest";
import { conversationEvents, PayloadStore } from "../../lib/src";
import { TAU_LIMITS } from "../../lib/src/events/fromConversation";
import { sha256Hex } from "../../lib/src/events/payload";
import { validateEventLog } from "../../lib/src/events/validate";
import { chat, g, RETAIL_WRITES, verification } from "../diagnostics/chat";
import { SHARED_ROOT, loadShared, sharedInputs } from "./shared";

const convo = () =>
  chat(
    [
      { system: "policy" },
      { user: "Please cancel order #W2, user ana_1." },
      { call: [["get_order_details", { order_id: "#W2" }]] },
      { result: '{"order_id": "#W2", "items": ["I77"]}' },
      { call: [["cancel_pending_order", { reason: "x", order_id: "#W2" }], ["get_item", { item_id: "I77" }]], text: "Cancelling." },
      { result: "Error: already cancelled", error: true },
      { result: '{"item_id": "I77"}' },
      { say: "Done." },
    ],
    { gold: [g("cancel_pending_order", { order_id: "#W2", reason: "x" })], reward: 0, verification: verification({ dbMatch: false, rewardBasis: ["DB"], rewardBreakdown: { DB: 0 } }) },
  );

describe("conversationEvents", () => {
  const { conversation, run } = convo();
  const t = conversationEvents(conversation, run, { writeTools: RETAIL_WRITES });
  const byId = new Map(t.events.map((e) => [e.id, e]));

  test("one event per turn text, call and result, then termination and verification; the system prompt is context", () => {
    expect(t.events.map((e) => `${e.id}:${e.type}`)).toEqual([
      "m1:user_turn",
      "m2.c0:tool_request",
      "m3:tool_observation",
      "m4:model_turn",
      "m4.c0:tool_request",
      "m4.c1:tool_request",
      "m5:tool_observation",
      "m6:tool_observation",
      "m7:model_turn",
      "end:termination",
      "v.reward:verification",
      "v.db:verification",
    ]);
    expect(t.limits).toContain(TAU_LIMITS.systemPrompt);
    expect(validateEventLog(t)).toEqual([]);
  });

  test("claims are not evidence: the model's text is a model_turn by the agent, the tool's output an observation by the environment", () => {
    expect(byId.get("m4")).toMatchObject({ type: "model_turn", actor: "agent" });
    expect(byId.get("m5")).toMatchObject({ type: "tool_observation", actor: "environment", result: "error", resultBasis: "flag", tool: "cancel_pending_order" });
  });

  test("an observation's parent is its call (by call id); each result goes to the right one of two parallel calls", () => {
    expect(byId.get("m5")?.parents).toEqual(["m4.c0"]);
    expect(byId.get("m6")?.parents).toEqual(["m4.c1"]);
  });

  test("a call's parents are the earliest user turn or observation holding one of its argument values", () => {
    expect(byId.get("m2.c0")?.parents).toEqual(["m1"]); // #W2 first appears in the user's turn
    expect(byId.get("m4.c1")?.parents).toEqual(["m3"]); // I77 first appears in the tool output
  });

  test("a call whose values appear nowhere earlier hangs from the preceding user turn; before any user turn it has no parent", () => {
    const { conversation: c2, run: r2 } = chat([{ call: [["ping", { x: "Q99" }]] }, { result: "ok" }, { user: "hi" }, { call: [["ping", { x: "Z88" }]] }]);
    const t2 = conversationEvents(c2, r2);
    expect(t2.events.find((e) => e.id === "m0.c0")?.parents).toEqual([]);
    expect(t2.events.find((e) => e.id === "m3.c0")?.parents).toEqual(["m2"]);
    expect(t2.limits).not.toContain(TAU_LIMITS.noUserTurns);
  });

  test("arguments are normalised, effect follows the given write set, resources come from id-like keys", () => {
    const c = byId.get("m4.c0");
    expect(Object.keys(c?.args ?? {})).toEqual(["order_id", "reason"]);
    expect(c?.effect).toBe("write");
    expect(byId.get("m2.c0")?.effect).toBe("read");
    expect(c?.resources).toEqual(["order_id:#W2"]);
    expect(conversationEvents(conversation, run).events.find((e) => e.id === "m4.c0")?.effect).toBeNull();
  });

  test("payloads are references with the sha256 of the text; the store holds each text", () => {
    const store = new PayloadStore();
    const t2 = conversationEvents(conversation, run, { payloads: store });
    const m1 = t2.events.find((e) => e.id === "m1");
    expect(m1?.payload).toEqual({ sha256: sha256Hex("Please cancel order #W2, user ana_1."), bytes: 36, ref: "hand.json#simulations[0].messages[1].content" });
    expect(store.get(m1?.payload?.sha256 as string)).toBe("Please cancel order #W2, user ana_1.");
    expect(JSON.stringify(t2)).not.toContain("Please cancel");
  });

  test("ids are stable: converting the same conversation twice gives identical events", () => {
    expect(conversationEvents(conversation, run, { writeTools: RETAIL_WRITES })).toEqual(t);
  });

  test("verification is kept apart from the conversation and names the checks", () => {
    expect(byId.get("v.reward")?.detail).toMatchObject({ check: "reward", reward: 0, passed: false, basis: ["DB"] });
    expect(byId.get("v.db")?.detail).toMatchObject({ check: "db", passed: false });
  });

  test("τ-bench v1 results carry no error flag: the class is inferred from the text, and the limits say so", () => {
    const { conversation: c1, run: r1 } = chat([{ user: "u" }, { call: [["a", {}], ["b", {}]] }, { result: "Error: user not found" }, { result: "fine" }], { format: "tau1-historical" });
    const t1 = conversationEvents(c1, r1);
    expect(t1.events.filter((e) => e.type === "tool_observation").map((e) => [e.result, e.resultBasis])).toEqual([["error", "text"], ["ok", "text"]]);
    expect(t1.limits).toEqual(expect.arrayContaining([TAU_LIMITS.textResults, TAU_LIMITS.noTermination, TAU_LIMITS.rewardOnly]));
    expect(t1.events.some((e) => e.type === "termination")).toBe(false);
  });

  test("an empty conversation gives only its verification", () => {
    const { conversation: c0, run: r0 } = chat([], { reward: 1 });
    expect(conversationEvents(c0, r0).events.map((e) => e.id)).toEqual(["end", "v.reward"]);
  });
});

describe.skipIf(SHARED_ROOT === null)("conversationEvents on every public run", () => {
  for (const rel of sharedInputs()) {
    test(`${rel}: events are valid, every parent and every observation's call is an event of the trajectory`, (ctx) => {
      const run = loadShared(rel);
      if (typeof run === "string") {
        ctx.skip(`does not load yet (${run.slice(0, 120)}); the io family is adding this shape in parallel`);
        return;
      }
      let events = 0;
      for (const c of run.conversations) {
        const t = conversationEvents(c, run, { writeTools: { source: "caller", tools: [] } });
        expect(validateEventLog(t), c.id).toEqual([]);
        expect(t.events.filter((e) => e.type === "tool_request").length).toBe(c.toolCalls.length);
        expect(t.events.filter((e) => e.type === "tool_observation").length).toBe(c.messages.filter((m) => m.role === "tool").length);
        events += t.events.length;
      }
      expect(events).toBeGreaterThan(0);
    });
  }
});

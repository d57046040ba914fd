import { describe, expect, test } from "vitest";
import { conversationEvents, faultLayers, goldActionStatus, toolAvailability, eventAlignment } from "../../lib/src";
import { chat, g, RETAIL_WRITES, verification, type Step } from "./chat";

const layers = (steps: Step[], o: Parameters<typeof chat>[1] = {}) => {
  const { conversation, run } = chat(steps, { gold: [g("cancel_pending_order", { order_id: "#W1" })], ...o });
  const t = conversationEvents(conversation, run, { writeTools: RETAIL_WRITES });
  return faultLayers(t, eventAlignment(t), goldActionStatus(t, toolAvailability([t])));
};

describe("faultLayers", () => {
  test("infrastructure_error termination → environment/infrastructure, citing the termination", () => {
    expect(layers([{ user: "u" }], { termination: "infrastructure_error", gold: [] })).toEqual([{ layer: "environment/infrastructure", rule: "infrastructure_error termination", events: ["end"] }]);
  });
  test("a failed user-side tool call → user simulator", () => {
    expect(layers([{ user: "u" }, { call: [["toggle_data", {}]], by: "user" }, { result: "Error: no", error: true }], { gold: [] })).toEqual([{ layer: "user simulator", rule: "a tool call of the simulated user failed", events: ["m1.c0", "m2"] }]);
  });
  test("a reward of 1 with a failed database check in a DB basis → evaluator", () => {
    const l = layers([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "ok" }], { reward: 1, verification: verification({ dbMatch: false, rewardBasis: ["DB"], rewardBreakdown: { DB: 0 } }) });
    expect(l.map((x) => [x.layer, x.events])).toEqual([["evaluator", ["v.reward", "v.db"]]]);
  });
  test("a reward that is not the product of its breakdown over the basis → evaluator", () => {
    const l = layers([{ user: "u" }], { reward: 0, gold: [], verification: verification({ rewardBasis: ["DB", "COMMUNICATE"], rewardBreakdown: { DB: 1, COMMUNICATE: 1 } }) });
    expect(l[0]).toMatchObject({ layer: "evaluator", rule: "reward 0 differs from the product of its breakdown over the basis (1)" });
  });
  test("the gold call itself refused → tool contract; not when an earlier write touched its resource", () => {
    expect(layers([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "Error", error: true }]).map((x) => x.layer)).toEqual(["tool contract"]);
    const afterOwnWrite = layers([{ user: "u" }, { call: [["modify_pending_order_items", { order_id: "#W1" }]] }, { result: "ok" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "Error", error: true }]);
    expect(afterOwnWrite.map((x) => x.layer)).toEqual(["agent decision"]);
  });
  test("an executed drift write → agent decision, citing it; a clean success → []", () => {
    expect(layers([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W2" }]] }, { result: "ok" }])).toEqual([{ layer: "agent decision", rule: "1 executed drift write(s)", events: ["m1.c0"] }]);
    expect(layers([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "ok" }], { reward: 1 })).toEqual([]);
  });
});

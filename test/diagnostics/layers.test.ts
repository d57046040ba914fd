/** faultLayers: the primary cause, contributing factors and symptoms, each with its rule and events, from the log only. */
import { describe, expect, test } from "vitest";
import { PayloadStore, conversationEvents, diagnoseEventLog, type TaskFlag } from "../../lib/src";
import { chat, g, RETAIL_WRITES, verification, type Step } from "./chat";

const diag = (steps: Step[], o: Parameters<typeof chat>[1] = {}, taskFlag: TaskFlag | null = null) => {
  const { conversation, run } = chat(steps, { gold: [g("cancel_pending_order", { order_id: "#W1" })], ...o });
  const store = new PayloadStore();
  const t = conversationEvents(conversation, run, { writeTools: RETAIL_WRITES, payloads: store });
  return diagnoseEventLog(t, { textOf: (h) => store.get(h), taskFlags: () => taskFlag }).layers;
};

describe("faultLayers", () => {
  test("infrastructure_error termination → environment/infrastructure primary, citing the termination", () => {
    expect(diag([{ user: "u" }], { termination: "infrastructure_error", gold: [] }).primary).toEqual({ layer: "environment/infrastructure", subLayer: null, rule: "infrastructure_error termination", events: ["end"] });
  });
  test("a failed user-side tool call → user simulator (primary when nothing else is found, else contributing)", () => {
    const l = diag([{ user: "u" }, { call: [["toggle_data", {}]], by: "user" }, { result: "Error: no", error: true }], { gold: [] });
    expect(l.primary).toEqual({ layer: "user simulator", subLayer: null, rule: "a tool call of the simulated user failed", events: ["m1.c0", "m2"] });
  });
  test("a reward of 1 with a failed database check in a DB basis → task or evaluator, even for a success", () => {
    const l = diag([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "ok" }], { reward: 1, verification: verification({ dbMatch: false, rewardBasis: ["DB"], rewardBreakdown: { DB: 0 } }) });
    expect([l.primary?.layer, l.primary?.events]).toEqual(["task or evaluator", ["v.reward", "v.db"]]);
  });
  test("a reward that is not the product of its breakdown over the basis → task or evaluator", () => {
    const l = diag([{ user: "u" }], { reward: 0, gold: [], verification: verification({ rewardBasis: ["DB", "COMMUNICATE"], rewardBreakdown: { DB: 1, COMMUNICATE: 1 } }) });
    expect(l.primary).toMatchObject({ layer: "task or evaluator", rule: "reward 0 differs from the product of its breakdown over the basis (1)" });
  });
  test("a task the audit finds suspect is the primary layer of its failure, with the audit's reasons; the agent's deviation becomes contributing", () => {
    const flag: TaskFlag = { verdict: "suspect", reasons: [{ kind: "policy-forbids", note: "gold cancels a reservation whose flights have landed" }] };
    const l = diag([{ user: "cancel #W1" }, { say: "I'm sorry, but this order cannot be cancelled." }], {}, flag);
    expect(l.primary).toMatchObject({ layer: "task or evaluator", rule: /the task audit finds the task suspect: gold cancels a reservation whose flights have landed/ });
    expect(l.contributing.map((c) => [c.layer, c.subLayer])).toEqual([["agent decision", "evidence integration"]]);
    expect(diag([{ user: "cancel #W1" }, { say: "I'm sorry, but this order cannot be cancelled." }], {}, { verdict: "sound", reasons: [] }).primary?.layer).toBe("agent decision");
  });
  test("a suspect gold action the conversation performed as the gold has it is not why the task failed: the flag is contributing, saying so", () => {
    const flag: TaskFlag = { verdict: "suspect", reasons: [{ kind: "policy-forbids", note: "gold cancels an order the policy forbids cancelling", goldAction: 0 }] };
    const steps: Step[] = [{ user: "cancel #W1 and change #W2" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "ok" }, { call: [["modify_pending_order_items", { order_id: "#W2" }]] }, { result: "ok" }];
    const l = diag(steps, {}, flag);
    expect(l.primary).toMatchObject({ layer: "agent decision", subLayer: "tool choice" });
    expect(l.contributing.map((c) => c.rule)).toContain("the task audit finds the task suspect (gold cancels an order the policy forbids cancelling), but not the primary cause: the gold action(s) it names were performed as the gold has them");
    // the same flag on a gold action left undone is the primary cause
    expect(diag([{ user: "cancel #W1" }, { say: "I'm sorry, this order cannot be cancelled." }], {}, flag).primary?.layer).toBe("task or evaluator");
  });
  test("the gold call itself refused, nothing of the agent's touching its resource → tool contract", () => {
    expect(diag([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "Error", error: true }]).primary?.layer).toBe("tool contract");
    const afterOwnWrite = diag([{ user: "u" }, { call: [["modify_pending_order_items", { order_id: "#W1" }]] }, { result: "ok" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "Error", error: true }]);
    expect(afterOwnWrite.primary?.layer).toBe("agent decision");
  });
  test("an executed drift write → agent decision / tool choice when no gold action has its tool, arguments when one has; a clean success → nothing", () => {
    expect(diag([{ user: "u" }, { call: [["modify_pending_order_items", { order_id: "#W1" }]] }, { result: "ok" }]).primary).toMatchObject({ layer: "agent decision", subLayer: "tool choice", events: ["m1.c0"] });
    expect(diag([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W2" }]] }, { result: "ok" }]).primary?.subLayer).toBe("arguments");
    expect(diag([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "ok" }], { reward: 1 })).toEqual({ primary: null, contributing: [], symptoms: [] });
  });
  test("symptoms: executed drift writes after the first deviation", () => {
    const l = diag([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W2" }]] }, { result: "ok" }, { user: "and #W3" }, { call: [["cancel_pending_order", { order_id: "#W3" }]] }, { result: "ok" }]);
    expect(l.symptoms.map((s) => [s.rule, s.events])).toEqual([["1 executed drift write(s) after the first deviation", ["m4.c0"]]]);
  });
});

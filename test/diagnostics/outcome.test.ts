import { describe, expect, test } from "vitest";
import { OUTCOME_CLASSES, classifyOutcome, conversationEvents, goldActionStatus, loopScan, toolAvailability, eventAlignment } from "../../lib/src";
import { chat, g, RETAIL_WRITES, type Step } from "./chat";

const cls = (steps: Step[], o: Parameters<typeof chat>[1] = {}) => {
  const { conversation, run } = chat(steps, { gold: [g("cancel_pending_order", { order_id: "#W1" })], ...o });
  const t = conversationEvents(conversation, run, { writeTools: RETAIL_WRITES });
  return classifyOutcome(t, eventAlignment(t), goldActionStatus(t, toolAvailability([t])), loopScan(t));
};
const T: Step = { call: [["transfer_to_human_agents", { s: "x" }]] };

describe("classifyOutcome", () => {
  test("precedence: unscored, success, infrastructure, drift write, omission, loop, other", () => {
    expect(OUTCOME_CLASSES).toEqual(["success", "infrastructure", "drift-write", "omission", "loop", "other", "unscored"]);
    expect(cls([{ user: "u" }], { reward: null }).class).toBe("unscored");
    expect(cls([{ user: "u" }], { reward: 1 }).class).toBe("success");
    expect(cls([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W2" }]] }, { result: "ok" }], { termination: "infrastructure_error" }).class).toBe("infrastructure");
  });
  test("an agent drift write, executed or refused, makes a drift-write failure, with the writes as evidence", () => {
    const o = cls([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W2" }]] }, { result: "Error", error: true }]);
    expect(o).toMatchObject({ class: "drift-write", rule: "1 agent drift write(s), 0 executed", events: ["m1.c0"] });
  });
  test("a user-side drift write does not make the class; a never-attempted gold action is an omission", () => {
    const o = cls([{ user: "u" }, { call: [["modify_pending_order_items", { order_id: "#W2" }]], by: "user" }, { result: "ok" }]);
    expect(o).toMatchObject({ class: "omission", rule: "gold action(s) never attempted: 0 cancel_pending_order" });
  });
  test("a loop without an earlier explanation is a loop failure; a fractional reward is a failure", () => {
    expect(cls([{ user: "u" }, T, { result: "T" }, T, { result: "T" }, T, { result: "T" }], { gold: [] }).class).toBe("loop");
    expect(cls([{ user: "u" }], { gold: [], reward: 0.5 }).class).toBe("other");
  });
});

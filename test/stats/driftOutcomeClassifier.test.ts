import { describe, expect, test } from "vitest";
import { driftOutcomeClassifier } from "../../lib/src";
import { call, conversation, gold } from "./builders";

const classify = driftOutcomeClassifier(["cancel_reservation", "book_reservation"]);

describe("driftOutcomeClassifier", () => {
  test("infrastructure first, then success by reward", () => {
    expect(classify(conversation({ id: "c", taskId: "t", reward: 1, terminationReason: "infrastructure_error" })).class).toBe("infrastructure");
    expect(classify(conversation({ id: "c", taskId: "t", reward: 1 }))).toEqual({ class: "success", evidence: "reward 1" });
  });
  test("a failed conversation with a write that consumes no gold action is a drift write, the write named", () => {
    const c = conversation({
      id: "c",
      taskId: "t",
      reward: 0,
      goldActions: [gold("cancel_reservation", { reservation_id: "A" })],
      toolCalls: [call("cancel_reservation", { reservation_id: "B" }, 0)],
    });
    expect(classify(c)).toEqual({ class: "drift write", evidence: "write 1 of 1, cancel_reservation at messages[0].tool_calls[0], consumes no gold action" });
  });
  test("a failed conversation whose writes all align, or that has none, is 'other failure'", () => {
    const aligned = conversation({
      id: "c",
      taskId: "t",
      reward: 0,
      goldActions: [gold("cancel_reservation", { reservation_id: "A" })],
      toolCalls: [call("cancel_reservation", { reservation_id: "A" }, 0)],
    });
    expect(classify(aligned)).toEqual({ class: "other failure", evidence: "reward 0, termination user_stop; no drift write" });
    expect(classify(conversation({ id: "c", taskId: "t", reward: 0 })).evidence).toBe("reward 0, termination user_stop; drift not measured (no write calls)");
    expect(classify(conversation({ id: "c", taskId: "t", reward: null })).class).toBe("other failure");
  });
});

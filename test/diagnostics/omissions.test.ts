import { describe, expect, test } from "vitest";
import { conversationEvents, goldActionStatus, toolAvailability } from "../../lib/src";
import { chat, g, RETAIL_WRITES, type Step } from "./chat";

const traj = (steps: Step[], gold = [g("cancel_pending_order", { order_id: "#W1" })], termination: string | null = "user_stop", id = "c") => {
  const { conversation, run } = chat(steps, { gold, termination, id });
  return conversationEvents(conversation, run, { writeTools: RETAIL_WRITES });
};

describe("goldActionStatus", () => {
  const other = traj([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W5" }]] }, { result: "ok" }], [], "user_stop", "other");

  test("matched, attempted (wrong arguments), omitted", () => {
    const gold = [g("get_order_details", { order_id: "#W1" }), g("cancel_pending_order", { order_id: "#W1" }), g("modify_pending_order_items", { order_id: "#W1" })];
    const t = traj([{ user: "u" }, { call: [["get_order_details", { order_id: "#W1" }]] }, { result: "x" }, { call: [["cancel_pending_order", { order_id: "#W2" }]] }, { result: "ok" }], gold);
    expect(goldActionStatus(t, toolAvailability([t])).map((s) => [s.status, s.events])).toEqual([
      ["matched", ["m1.c0"]],
      ["attempted", ["m3.c0"]],
      ["omitted", []],
    ]);
  });
  test("a call that matches another gold action is not an attempt at this one", () => {
    const gold = [g("cancel_pending_order", { order_id: "#W1" }), g("cancel_pending_order", { order_id: "#W2" })];
    const t = traj([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "ok" }], gold);
    expect(goldActionStatus(t, toolAvailability([t])).map((s) => s.status)).toEqual(["matched", "omitted"]);
  });
  test("a matching call that was refused does not perform the action", () => {
    const t = traj([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "Error", error: true }]);
    expect(goldActionStatus(t, toolAvailability([t]))[0]).toMatchObject({ status: "attempted", why: "every matching call was refused" });
  });
  test("forgot: the tool was called elsewhere in the run, the run ended normally", () => {
    const t = traj([{ user: "u" }]);
    const s = goldActionStatus(t, toolAvailability([t, other]))[0];
    expect(s).toMatchObject({ status: "omitted", verdict: "forgot", side: "agent", availableEvidence: { conversation: "other", event: "m1.c0" } });
    // the reason states availability and where it was seen, not blame (the layer says who is to answer for it)
    expect(s.why).toBe("never called here, though the tool was available: cancel_pending_order was called in this run (trajectory other, m1.c0)");
  });
  test("stopped: the run ended early, whatever was available", () => {
    const t = traj([{ user: "u" }], undefined, "max_steps");
    expect(goldActionStatus(t, toolAvailability([t, other]))[0]).toMatchObject({ verdict: "stopped", why: "the run ended early (max_steps) at end" });
  });
  test("unknown: never called in the run and the log lists no tools; not-available: a declared list lacks it", () => {
    const t = traj([{ user: "u" }]);
    expect(goldActionStatus(t, toolAvailability([t]))[0].verdict).toBe("unknown");
    expect(goldActionStatus({ ...t, availableTools: ["get_order_details"] }, toolAvailability([t]))[0].verdict).toBe("not-available");
  });
  test("a user-side gold action counts as available when the agent called that tool (τ² no-user mode)", () => {
    const gold = [g("toggle_airplane_mode", {}, "user")];
    const solo = traj([{ call: [["toggle_airplane_mode", {}]] }, { result: "off" }], [], "agent_stop", "solo");
    const t = traj([{ user: "u" }], gold);
    expect(goldActionStatus(t, toolAvailability([t, solo]))[0]).toMatchObject({ side: "user", verdict: "forgot" });
  });
  test("gold actions null or empty → []", () => {
    expect(goldActionStatus(traj([{ user: "u" }], []), toolAvailability([]))).toEqual([]);
    const { conversation, run } = chat([{ user: "u" }], { gold: null });
    expect(goldActionStatus(conversationEvents(conversation, run), toolAvailability([]))).toEqual([]);
  });
});

import { describe, expect, test } from "vitest";
import { PayloadStore, conversationEvents, diagnoseEventLog } from "../../lib/src";
import { chat, g, RETAIL_WRITES, verification, type Step } from "./chat";

const diag = (steps: Step[], gold = [g("cancel_pending_order", { order_id: "#W1", reason: "no longer needed" })], reward = 0, termination = "user_stop") => {
  const { conversation, run } = chat(steps, { gold, reward, termination, verification: verification({ dbMatch: reward === 1 }) });
  const store = new PayloadStore();
  const t = conversationEvents(conversation, run, { writeTools: RETAIL_WRITES, payloads: store });
  return diagnoseEventLog(t, { textOf: (h) => store.get(h) }).firstDeviation;
};

describe("firstDeviation", () => {
  test("an executed drift write that the final check shows and whose tool still has an unmatched gold action: 3/3, singled out", () => {
    const fd = diag([{ user: "cancel #W1" }, { call: [["cancel_pending_order", { order_id: "#W1", reason: "mistake" }]] }, { result: "ok" }]);
    expect(fd.status).toBe("candidates");
    expect(fd.candidates[0]).toMatchObject({ rank: 1, kind: "drift-write", event: "m1.c0", messageIndex: 1, score: 3 });
    expect(fd.singledOut).toBe(true);
  });
  test("a refused drift write ranks below the executed one that follows it", () => {
    const fd = diag([
      { user: "cancel #W1" },
      { call: [["cancel_pending_order", { order_id: "#W1", reason: "mistake" }]] },
      { result: "Error: bad reason", error: true },
      { call: [["cancel_pending_order", { order_id: "#W1", reason: "other" }]] },
      { result: "ok" },
    ]);
    expect(fd.candidates.filter((c) => c.kind === "drift-write").map((c) => [c.event, c.score])).toEqual([["m3.c0", 3], ["m1.c0", 1]]);
  });
  test("an early read whose value the gold write needed, never used, is an unused-read candidate", () => {
    // the read shows item 4444; gold exchanges to 4444; the agent's write uses 5555
    const gold = [g("modify_pending_order_items", { order_id: "#W1", new_item_ids: ["4444"] })];
    const fd = diag(
      [{ user: "swap my lamp in #W1" }, { call: [["get_product_details", { product_id: "P100" }]] }, { result: '{"variants": ["4444", "5555"]}' }, { call: [["modify_pending_order_items", { order_id: "#W1", new_item_ids: ["5555"] }]] }, { result: "ok" }],
      gold,
    );
    // the no-progress point would also be m1.c0, already a candidate: one candidate per event
    expect(fd.candidates.map((c) => [c.kind, c.event, c.score])).toEqual([
      ["drift-write", "m3.c0", 3],
      ["unused-read", "m1.c0", 3],
    ]);
    expect(fd.singledOut).toBe(false);
  });
  test("an omission: the first agent step after the last executed aligned write", () => {
    const gold = [g("cancel_pending_order", { order_id: "#W1" }), g("cancel_pending_order", { order_id: "#W2" })];
    const fd = diag([{ user: "cancel #W1 and #W2" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "ok" }, { say: "All done." }], gold);
    expect(fd.candidates).toMatchObject([{ kind: "no-aligned-write-after", event: "m3", score: 1 }]);
  });
  test("a candidate that meets none of the criteria is dropped (a refused drift write, fixed at once, on a failure explained elsewhere)", () => {
    const gold = [g("cancel_pending_order", { order_id: "#W1" })];
    const fd = diag([{ user: "cancel #W1" }, { call: [["cancel_pending_order", { order_id: "#W9" }]] }, { result: "Error", error: true }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "ok" }], gold);
    expect(fd).toMatchObject({ status: "unknown", reason: "no candidate meets any of the three criteria", candidates: [] });
  });
  test("a success has no deviation; an infrastructure failure is unknown; nothing to point at is unknown", () => {
    expect(diag([{ user: "u" }], [], 1).status).toBe("none");
    expect(diag([{ user: "u" }], [], 0, "infrastructure_error")).toMatchObject({ status: "unknown", reason: "infrastructure_error termination: the run failed outside the agent" });
    expect(diag([{ user: "u" }, { say: "bye" }], [], 0)).toMatchObject({ status: "unknown", reason: "no drift write and no unmatched gold action" });
  });
});

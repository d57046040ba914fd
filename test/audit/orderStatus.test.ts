import { describe, expect, test } from "vitest";
import { orderStatus } from "../../lib/src";
import { ctx, gold, ob } from "./fixtures";

const order = (status: string, beforeWrites = true) => ob("get_order_details", { order_id: "#W1" }, { order_id: "#W1", user_id: "u1", status, items: [] }, { beforeWrites });

describe("orderStatus", () => {
  test("cancelling a delivered order: a state mismatch citing the pending rule", () => {
    const r = orderStatus(ctx({ domain: "retail", gold: [gold("cancel_pending_order", { order_id: "#W1", reason: "no longer needed" })], observations: [order("delivered")] }));
    expect(r.findings[0]).toMatchObject({ kind: "state-mismatch", policy: "An order can only be cancelled if its status is 'pending'" });
  });
  test("returning a delivered order and exchanging a pending one", () => {
    expect(orderStatus(ctx({ domain: "retail", gold: [gold("return_delivered_order_items", { order_id: "#W1" })], observations: [order("delivered")] })).findings).toEqual([]);
    expect(orderStatus(ctx({ domain: "retail", gold: [gold("exchange_delivered_order_items", { order_id: "#W1" })], observations: [order("pending")] })).findings).toHaveLength(1);
  });
  test("only the initial status counts: an order seen only after a write is undecided", () => {
    const r = orderStatus(ctx({ domain: "retail", gold: [gold("cancel_pending_order", { order_id: "#W1" })], observations: [order("cancelled", false)] }));
    expect(r).toEqual({ findings: [], undecided: [{ check: "orderStatus", goldAction: 0, note: "the initial status of order #W1 was never observed" }] });
  });
  test("a second gold action on the same order is not checked against the initial status", () => {
    const g = [gold("modify_pending_order_address", { order_id: "#W1" }), gold("modify_pending_order_items", { order_id: "#W1" })];
    expect(orderStatus(ctx({ domain: "retail", gold: g, observations: [order("pending")] })).findings).toEqual([]);
  });
});

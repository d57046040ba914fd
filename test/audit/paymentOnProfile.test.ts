import { describe, expect, test } from "vitest";
import { paymentOnProfile } from "../../lib/src";
import { goldPaymentIds } from "../../lib/src/audit/paymentOnProfile";
import { ctx, gold, ob, reservation, user } from "./fixtures";

const profile = ob("get_user_details", { user_id: "u1" }, user());

describe("paymentOnProfile", () => {
  test("the payment ids a gold action names, only where the evaluator compares them", () => {
    expect(goldPaymentIds(gold("book_reservation", { payment_methods: [{ payment_id: "a", amount: 1 }, { payment_id: "b", amount: 2 }] }))).toEqual(["a", "b"]);
    expect(goldPaymentIds(gold("update_reservation_baggages", { payment_id: "a" }, ["reservation_id"]))).toEqual([]);
  });
  test("a card on the profile: nothing; a card not on it: forbidden, with the profile as evidence", () => {
    expect(paymentOnProfile(ctx({ gold: [gold("book_reservation", { user_id: "u1", payment_methods: [{ payment_id: "credit_card_1", amount: 5 }] })], observations: [profile] })).findings).toEqual([]);
    const r = paymentOnProfile(ctx({ gold: [gold("book_reservation", { user_id: "u1", payment_methods: [{ payment_id: "credit_card_9", amount: 5 }] })], observations: [profile] }));
    expect(r.findings[0]).toMatchObject({ kind: "policy-forbids", events: [profile.event], policy: "All payment methods must already be in user profile for safety reasons." });
  });
  test("the user is found through the reservation the gold acts on", () => {
    const res = ob("get_reservation_details", { reservation_id: "ABC123" }, reservation());
    const r = paymentOnProfile(ctx({ gold: [gold("update_reservation_baggages", { reservation_id: "ABC123", payment_id: "gift_card_7" })], observations: [profile, res] }));
    expect(r.findings).toHaveLength(1);
  });
  test("retail: the user through the order", () => {
    const order = ob("get_order_details", { order_id: "#W1" }, { order_id: "#W1", user_id: "u1", status: "delivered", items: [] });
    const r = paymentOnProfile(ctx({ domain: "retail", gold: [gold("return_delivered_order_items", { order_id: "#W1", item_ids: [], payment_method_id: "paypal_3" })], observations: [profile, order] }));
    expect(r.findings[0].note).toContain("paypal_3");
  });
  test("the profile never observed: undecided", () => {
    expect(paymentOnProfile(ctx({ gold: [gold("book_reservation", { user_id: "u1", payment_methods: [{ payment_id: "x", amount: 1 }] })] })).undecided).toHaveLength(1);
  });
});

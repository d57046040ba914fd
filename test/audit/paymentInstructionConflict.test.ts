import { describe, expect, test } from "vitest";
import { paymentInstructionConflict } from "../../lib/src";
import { ctx, gold } from "./fixtures";

const pay = (id: string) => gold("book_reservation", { payment_methods: [{ payment_id: id, amount: 10 }] });

describe("paymentInstructionConflict", () => {
  test("instructions refusing gift cards and gold paying by gift card: a conflict quoting the sentence", () => {
    const r = paymentInstructionConflict(ctx({ gold: [pay("gift_card_1")], scenario: "You want to pay with your credit card. You do not want to use your gift card." }));
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0].kind).toBe("instruction-conflict");
    expect(r.findings[0].note).toContain("You do not want to use your gift card.");
  });
  test("a kind refused in one sentence and asked for in another: no finding (the text does not decide)", () => {
    expect(paymentInstructionConflict(ctx({ gold: [pay("gift_card_1")], scenario: "You don't want to use the gift card at first. If asked again, pay with the gift card." })).findings).toEqual([]);
  });
  test("a refusal of another kind: nothing", () => {
    expect(paymentInstructionConflict(ctx({ gold: [pay("credit_card_1")], scenario: "You never use certificates." })).findings).toEqual([]);
  });
});

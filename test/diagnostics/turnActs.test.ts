/** What a turn does, read from its words; which tool's action a sentence names or refuses. */
import { describe, expect, test } from "vitest";
import { agentActs, mentionsTool, refusesTool, userActs } from "../../lib/src";
import { isAcceptance } from "../../lib/src/diagnostics/turnActs";

describe("agentActs", () => {
  test.each([
    ["Would you like me to proceed with the cancellation?", ["propose"]],
    ["Here's a summary of the booking: HAT097 on May 17.", ["propose"]],
    ["I'm unable to cancel this reservation.", ["refuse"]],
    ["I'll transfer you to a human agent now.", ["transfer"]],
    ["Your order has been cancelled. Is there anything else I can help with?", ["close", "done"]],
    ["Here are the flights on May 17.", []],
    ["", []],
  ])("%j → %j", (text, acts) => expect(agentActs(text)).toEqual(acts));
});

describe("userActs and isAcceptance", () => {
  test("accept, decline and stop cues", () => {
    expect(userActs("Yes, please go ahead.")).toEqual(["accept"]);
    expect(userActs("No, I'd rather keep it.")).toEqual(["decline"]);
    expect(userActs("Actually, wait.")).toEqual(["decline"]);
    expect(userActs("Thanks ###STOP###")).toEqual(["stop"]);
  });
  test("an acceptance agrees and asks nothing new; 'go ahead' counts when no question is asked", () => {
    expect(isAcceptance("Yes.")).toBe(true);
    expect(isAcceptance("You can use the card on file. Please go ahead.")).toBe(true);
    expect(isAcceptance("You can use the card. Please go ahead — will I get a refund?")).toBe(false);
    expect(isAcceptance("No, not that one.")).toBe(false);
    expect(isAcceptance(`Yes ${"x".repeat(400)}`)).toBe(false);
  });
});

describe("mentionsTool", () => {
  test("a tool's objects in their conversational forms, or its verb when it has no object", () => {
    expect(mentionsTool("I can upgrade your cabin to business.", "update_reservation_flights")).toBe(true);
    expect(mentionsTool("Shall I add two checked bags?", "update_reservation_baggages")).toBe(true);
    expect(mentionsTool("Would you like me to cancel it?", "cancel_reservation")).toBe(true);
    expect(mentionsTool("Here are your flights.", "cancel_reservation")).toBe(false);
  });
});

describe("refusesTool", () => {
  test("the refused action is the first content word after the refusal phrase", () => {
    expect(refusesTool("Unfortunately, basic economy reservations cannot be cancelled.", "cancel_reservation")).toBe(true);
    expect(refusesTool("I am unable to process the cancellation and refund.", "cancel_reservation")).toBe(true);
    expect(refusesTool("You are not eligible for compensation.", "send_certificate")).toBe(true);
  });
  test("a refusal of another action in the same turn is not a refusal of this one", () => {
    expect(refusesTool("I'm unable to remove a passenger; the number of passengers cannot be changed after booking.", "book_reservation")).toBe(false);
    expect(refusesTool("I'm unable to cancel individual items, but I can modify your order.", "modify_pending_order_items")).toBe(false);
  });
  test("a restriction ('only when …') in a sentence naming the action", () => {
    expect(refusesTool("A certificate is offered only when the reservation is changed or cancelled.", "send_certificate")).toBe(true);
  });
  test("a restriction ('can only be …', 'only for …') in a sentence that uses the action's verb", () => {
    expect(refusesTool("Exchanges can only be processed for delivered orders.", "modify_pending_order_items")).toBe(true);
    expect(refusesTool("Refunds are only for cancelled reservations.", "cancel_reservation")).toBe(true);
    expect(refusesTool("Exchanges can only be processed for delivered orders.", "cancel_reservation")).toBe(false);
  });
});

import { describe, expect, test } from "vitest";
import { unobservedEntity } from "../../lib/src";
import { ctx, gold, ob } from "./fixtures";

describe("unobservedEntity", () => {
  test("ids at any depth (flights[].flight_number) that nothing showed: one finding each", () => {
    const g = gold("book_reservation", { user_id: "u1", flights: [{ flight_number: "HAT001", date: "2024-05-20" }, { flight_number: "HAT777", date: "2024-05-20" }] });
    const search = ob("search_direct_flight", {}, [{ flight_number: "HAT001" }]);
    const r = unobservedEntity(ctx({ gold: [g], scenario: "Your user id is u1.", observations: [search] }));
    expect(r.findings.map((f) => f.note)).toEqual(["book_reservation.flights names HAT777, which no instruction and no tool result shows"]);
  });
  test("an id the instructions give is observed", () => {
    expect(unobservedEntity(ctx({ domain: "retail", gold: [gold("get_order_details", { order_id: "#W9" })], scenario: "Your order #W9 arrived." })).findings).toEqual([]);
  });
  test("non-id strings (reasons, dates) are not read", () => {
    expect(unobservedEntity(ctx({ domain: "retail", gold: [gold("cancel_pending_order", { reason: "no longer needed" })] })).findings).toEqual([]);
  });
});

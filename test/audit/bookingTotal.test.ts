import { describe, expect, test } from "vitest";
import { bookingTotal } from "../../lib/src";
import { ctx, gold, ob } from "./fixtures";

const search = ob("search_onestop_flight", { origin: "JFK", destination: "SFO", date: "2024-05-20" }, [[
  { flight_number: "HAT001", status: "available", date: "2024-05-20", available_seats: { economy: 5 }, prices: { economy: 100 } },
  { flight_number: "HAT002", status: "available", date: "2024-05-20", available_seats: { economy: 5 }, prices: { economy: 75 } },
]]);
const book = (amounts: number[], insurance = "no", nonfree = 0) =>
  gold("book_reservation", { user_id: "u1", cabin: "economy", insurance, nonfree_baggages: nonfree, flights: [{ flight_number: "HAT001", date: "2024-05-20" }, { flight_number: "HAT002", date: "2024-05-20" }], passengers: [{ first_name: "A" }, { first_name: "B" }], payment_methods: amounts.map((amount, k) => ({ payment_id: `p${k}`, amount })) });

describe("bookingTotal", () => {
  test("2 passengers × (100 + 75) = 350 paid in two parts: nothing", () => {
    expect(bookingTotal(ctx({ gold: [book([300, 50])], observations: [search] })).findings).toEqual([]);
  });
  test("with insurance and one extra bag: 2 × (175 + 30) + 50 = 460", () => {
    expect(bookingTotal(ctx({ gold: [book([460], "yes", 1)], observations: [search] })).findings).toEqual([]);
    const r = bookingTotal(ctx({ gold: [book([410], "yes", 1)], observations: [search] }));
    expect(r.findings[0]).toMatchObject({ kind: "amount-mismatch" });
    expect(r.findings[0].note).toContain("observed prices give 460");
  });
  test("a price never observed: undecided", () => {
    expect(bookingTotal(ctx({ gold: [book([350])] })).undecided).toHaveLength(1);
  });
});

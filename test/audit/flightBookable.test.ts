import { describe, expect, test } from "vitest";
import { flightBookable } from "../../lib/src";
import { ctx, gold, ob } from "./fixtures";

const book = (flight: string) => gold("book_reservation", { user_id: "u1", cabin: "economy", flights: [{ flight_number: flight, date: "2024-05-20" }], passengers: [{ first_name: "A", last_name: "B", dob: "1990-01-01" }, { first_name: "C", last_name: "D", dob: "1990-01-01" }] });
const search = ob("search_direct_flight", { origin: "JFK", destination: "SFO", date: "2024-05-20" }, [
  { flight_number: "HAT001", status: "available", date: null, available_seats: { economy: 5 }, prices: { economy: 100 } },
  { flight_number: "HAT002", status: "on time", date: null, available_seats: { economy: 5 }, prices: { economy: 100 } },
  { flight_number: "HAT003", status: "available", date: null, available_seats: { economy: 1 }, prices: { economy: 100 } },
]);

describe("flightBookable", () => {
  test("an available flight with seats: nothing", () => {
    expect(flightBookable(ctx({ gold: [book("HAT001")], observations: [search] })).findings).toEqual([]);
  });
  test("a flight observed 'on time' (not bookable): forbidden", () => {
    const r = flightBookable(ctx({ gold: [book("HAT002")], observations: [search] }));
    expect(r.findings[0]).toMatchObject({ kind: "policy-forbids", events: [search.event] });
  });
  test("two passengers on a flight with one seat left: a state mismatch", () => {
    expect(flightBookable(ctx({ gold: [book("HAT003")], observations: [search] })).findings[0].kind).toBe("state-mismatch");
  });
  test("a flight never observed is left to the unobserved-entity check", () => {
    expect(flightBookable(ctx({ gold: [book("HAT099")], observations: [search] }))).toEqual({ findings: [], undecided: [] });
  });
});

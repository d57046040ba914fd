import { describe, expect, test } from "vitest";
import { flownFlights } from "../../lib/src";
import { ctx, gold, ob, reservation } from "./fixtures";

const cancel = gold("cancel_reservation", { reservation_id: "ABC123" });
const res = (flights: unknown[]) => [ob("get_reservation_details", { reservation_id: "ABC123" }, reservation({ flights }))];

describe("flownFlights", () => {
  test("a flight dated before the policy's current date: cancelling is a state mismatch", () => {
    const r = flownFlights(ctx({ gold: [cancel], observations: res([{ flight_number: "HAT001", date: "2024-05-13", price: 1 }, { flight_number: "HAT002", date: "2024-05-20", price: 1 }]) }));
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0].kind).toBe("state-mismatch");
    expect(r.findings[0].note).toContain("HAT001 on 2024-05-13 (before 2024-05-15)");
  });
  test("a flight observed landed today counts as flown, with the status call as evidence", () => {
    const obs = [...res([{ flight_number: "HAT001", date: "2024-05-15", price: 1 }]), ob("get_flight_status", { flight_number: "HAT001", date: "2024-05-15" }, "landed")];
    const r = flownFlights(ctx({ gold: [cancel], observations: obs }));
    expect(r.findings[0].events).toHaveLength(2);
  });
  test("flights all in the future: nothing", () => {
    expect(flownFlights(ctx({ gold: [cancel], observations: res([{ flight_number: "HAT001", date: "2024-05-16", price: 1 }]) })).findings).toEqual([]);
  });
  test("a flight change keeping the cabin is not checked; one changing the cabin is", () => {
    const flown = res([{ flight_number: "HAT001", date: "2024-05-10", price: 1 }]);
    const same = gold("update_reservation_flights", { reservation_id: "ABC123", cabin: "economy", flights: [] });
    const up = gold("update_reservation_flights", { reservation_id: "ABC123", cabin: "business", flights: [] });
    expect(flownFlights(ctx({ gold: [same], observations: flown })).findings).toEqual([]);
    expect(flownFlights(ctx({ gold: [up], observations: flown })).findings[0].policy).toBe("Cabin cannot be changed if any flight in the reservation has already been flown.");
  });
  test("the reservation never observed: undecided", () => {
    expect(flownFlights(ctx({ gold: [cancel] })).undecided).toHaveLength(1);
  });
});

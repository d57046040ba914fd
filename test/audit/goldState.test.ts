import { describe, expect, test } from "vitest";
import { reservationBefore } from "../../lib/src/audit/goldState";
import { gold, ob, reservation } from "./fixtures";

const seen = ob("get_reservation_details", { reservation_id: "ABC123" }, reservation());

describe("reservationBefore", () => {
  test("the doc example: a reservation never observed is undefined", () => {
    expect(reservationBefore({ gold: [], observations: [] }, "ABC123", 0)).toBeUndefined();
  });
  test("a null reservation id is undefined", () => {
    expect(reservationBefore({ gold: [], observations: [seen] }, null, 0)).toBeUndefined();
  });
  test("no earlier gold: the observed initial record, with its event", () => {
    expect(reservationBefore({ gold: [], observations: [seen] }, "ABC123", 0)).toEqual({ value: reservation(), event: seen.event, initial: true });
  });
  test("update_reservation_flights before it: cabin and flights applied", () => {
    const flights = [{ flight_number: "HAT002", date: "2024-05-21" }];
    const g = [gold("update_reservation_flights", { reservation_id: "ABC123", cabin: "business", flights }), gold("update_reservation_baggages", { reservation_id: "ABC123" })];
    expect(reservationBefore({ gold: g, observations: [seen] }, "ABC123", 1)?.value).toMatchObject({ cabin: "business", flights });
  });
  test("only actions before the given index are applied (not the one about to act)", () => {
    const g = [gold("update_reservation_flights", { reservation_id: "ABC123", cabin: "business" })];
    expect(reservationBefore({ gold: g, observations: [seen] }, "ABC123", 0)?.value.cabin).toBe("economy");
    expect(reservationBefore({ gold: g, observations: [seen] }, "ABC123", 1)?.value.cabin).toBe("business");
  });
  test("update_reservation_passengers: passengers applied", () => {
    const passengers = [{ first_name: "Bo", last_name: "Ng", dob: "1980-01-01" }];
    const g = [gold("update_reservation_passengers", { reservation_id: "ABC123", passengers })];
    expect(reservationBefore({ gold: g, observations: [seen] }, "ABC123", 1)?.value.passengers).toEqual(passengers);
  });
  test("update_reservation_baggages: total and non-free bags applied", () => {
    const g = [gold("update_reservation_baggages", { reservation_id: "ABC123", total_baggages: 3, nonfree_baggages: 1 })];
    expect(reservationBefore({ gold: g, observations: [seen] }, "ABC123", 1)?.value).toMatchObject({ total_baggages: 3, nonfree_baggages: 1 });
  });
  test("cancel_reservation marks it cancelled", () => {
    const g = [gold("cancel_reservation", { reservation_id: "ABC123" })];
    expect(reservationBefore({ gold: g, observations: [seen] }, "ABC123", 1)?.value.status).toBe("cancelled");
  });
  test("writes to another reservation are not applied", () => {
    const g = [gold("update_reservation_flights", { reservation_id: "ZZZ999", cabin: "business" })];
    expect(reservationBefore({ gold: g, observations: [seen] }, "ABC123", 1)?.value.cabin).toBe("economy");
  });
  test("a flights update without a string cabin or a flights list leaves those fields", () => {
    const g = [gold("update_reservation_flights", { reservation_id: "ABC123", cabin: 3, flights: "HAT002" })];
    expect(reservationBefore({ gold: g, observations: [seen] }, "ABC123", 1)?.value).toEqual(reservation());
  });
  test("earlier writes apply in order: the later one wins", () => {
    const g = [gold("update_reservation_flights", { reservation_id: "ABC123", cabin: "business" }), gold("update_reservation_flights", { reservation_id: "ABC123", cabin: "basic_economy" })];
    expect(reservationBefore({ gold: g, observations: [seen] }, "ABC123", 2)?.value.cabin).toBe("basic_economy");
  });
  test("the observed record itself is not changed", () => {
    const g = [gold("cancel_reservation", { reservation_id: "ABC123" })];
    reservationBefore({ gold: g, observations: [seen] }, "ABC123", 1);
    expect((seen.value as Record<string, unknown>).status).toBeUndefined();
  });
  test("a record seen only after a write is returned, marked not initial", () => {
    const later = ob("get_reservation_details", {}, reservation(), { beforeWrites: false });
    expect(reservationBefore({ gold: [], observations: [later] }, "ABC123", 0)).toMatchObject({ event: later.event, initial: false });
  });
});

import { describe, expect, test } from "vitest";
import { cancelEligibility } from "../../lib/src";
import { ctx, gold, ob, reservation } from "./fixtures";

const cancel = gold("cancel_reservation", { reservation_id: "ABC123" });
const seen = (over: Record<string, unknown>) => [ob("get_reservation_details", { reservation_id: "ABC123" }, reservation(over))];

describe("cancelEligibility", () => {
  test("a reservation booked 14 days earlier, economy, uninsured, no flight cancelled: the policy forbids the cancellation", () => {
    const r = cancelEligibility(ctx({ gold: [cancel], observations: seen({}) }));
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ kind: "policy-forbids", goldAction: 0, policy: "flight can be cancelled if any of the following is true" });
    expect(r.findings[0].events).toEqual([expect.stringMatching(/^r\.json#c1\[\d+\]$/)]);
  });
  test("booked 23 hours before the policy's current time: allowed (the 24-hour rule)", () => {
    expect(cancelEligibility(ctx({ gold: [cancel], observations: seen({ created_at: "2024-05-14T16:00:00" }) })).findings).toEqual([]);
  });
  test("booked 25 hours before: forbidden", () => {
    expect(cancelEligibility(ctx({ gold: [cancel], observations: seen({ created_at: "2024-05-14T14:00:00" }) })).findings).toHaveLength(1);
  });
  test("business cabin: allowed", () => {
    expect(cancelEligibility(ctx({ gold: [cancel], observations: seen({ cabin: "business" }) })).findings).toEqual([]);
  });
  test("a flight of the reservation observed cancelled by the airline: allowed", () => {
    const obs = [...seen({}), ob("get_flight_status", { flight_number: "HAT001", date: "2024-05-20" }, "cancelled")];
    expect(cancelEligibility(ctx({ gold: [cancel], observations: obs })).findings).toEqual([]);
  });
  test("insured with a health reason in the instructions: allowed; insured without one: forbidden", () => {
    expect(cancelEligibility(ctx({ gold: [cancel], scenario: "You feel unwell and want to cancel.", observations: seen({ insurance: "yes" }) })).findings).toEqual([]);
    expect(cancelEligibility(ctx({ gold: [cancel], scenario: "Your plans changed.", observations: seen({ insurance: "yes" }) })).findings).toHaveLength(1);
  });
  test("a cabin upgraded to business by an earlier gold action counts as business", () => {
    const upgrade = gold("update_reservation_flights", { reservation_id: "ABC123", cabin: "business", flights: [{ flight_number: "HAT001", date: "2024-05-20" }] });
    expect(cancelEligibility(ctx({ gold: [upgrade, cancel], observations: seen({}) })).findings).toEqual([]);
  });
  test("a reservation never observed, or no current time: undecided, no finding", () => {
    expect(cancelEligibility(ctx({ gold: [cancel] }))).toEqual({ findings: [], undecided: [{ check: "cancelEligibility", goldAction: 0, note: "reservation ABC123 was never observed" }] });
    expect(cancelEligibility(ctx({ gold: [cancel], now: null, observations: seen({}) })).undecided).toHaveLength(1);
  });
  test("a policy without the cancellation rule: the check does not apply (undecided)", () => {
    const r = cancelEligibility(ctx({ gold: [cancel], policy: "Some other policy.", observations: seen({}) }));
    expect(r.findings).toEqual([]);
    expect(r.undecided[0].note).toMatch(/does not state/);
  });
});

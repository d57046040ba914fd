/*
 * Airline: are the flights the gold books observed bookable? (docs/definitions/audit.md#flight-bookable)
 */
import { citePolicy } from "./policySentence";
import { seenFlights } from "./observations";
import { reservationBefore } from "./goldState";
import { argString, collector, goldFlights, goldOf, reservationFlights } from "./checkHelpers";
import type { AuditContext, CheckResult } from "./types";

/** The policy sentence the check encodes. */
export const FLIGHT_BOOKABLE_POLICY = "If the status is available, the flight has not taken off, available seats and prices are listed.";

/**
 * Are the new flights of a gold booking or flight change bookable?
 *
 * Policy (airline, "Flight"): "If the status is available, the flight has not taken off, available seats and prices
 * are listed. If the status is delayed or on time, the flight has not taken off, cannot be booked. If the status is
 * flying, the flight has taken off but not landed, cannot be booked."
 * Rule: for each flight of a gold `book_reservation`, or of an `update_reservation_flights` not already in the
 * reservation, a finding (policy-forbids) when every observation of that flight on that date shows a status other
 * than "available"; a finding (state-mismatch) when it is available but shows fewer seats in the gold cabin than the
 * reservation's passengers. Flights never observed are left to the unobserved-entity check.
 * Source: docs/definitions/audit.md#flight-bookable.
 *
 * @param ctx the audit context of one task
 * @returns findings and undecided notes
 * @example
 * flightBookable({ domain: "airline", taskId: "1", gold: [], scenario: "", policy: null, now: null, observations: [], runs: [] }); // { findings: [], undecided: [] }
 */
export function flightBookable(ctx: AuditContext): CheckResult {
  const c = collector("flightBookable");
  const golds = goldOf(ctx, ["book_reservation", "update_reservation_flights"]);
  const policy = citePolicy(ctx.policy, FLIGHT_BOOKABLE_POLICY);
  if (golds.length === 0 || policy === null) return c.result;
  const seen = seenFlights(ctx.observations);
  for (const { index, action } of golds) {
    const r = action.name === "update_reservation_flights" ? reservationBefore(ctx, argString(action, "reservation_id"), index) : undefined;
    const kept = new Set(r ? reservationFlights(r.value).map((f) => `${f.flightNumber}@${f.date}`) : []);
    const passengers = Array.isArray(action.arguments.passengers) ? action.arguments.passengers.length : r && Array.isArray(r.value.passengers) ? r.value.passengers.length : null;
    const cabin = typeof action.arguments.cabin === "string" ? action.arguments.cabin : null;
    for (const f of goldFlights(action)) {
      if (kept.has(`${f.flightNumber}@${f.date}`)) continue;
      const obs = seen.filter((s) => s.flightNumber === f.flightNumber && s.date === f.date && s.status !== null);
      if (obs.length === 0) continue;
      if (obs.every((s) => s.status !== "available")) {
        c.find(index, "policy-forbids", `books ${f.flightNumber} on ${f.date}, observed with status ${[...new Set(obs.map((s) => s.status))].join("/")}`, policy, obs.map((s) => s.event));
        continue;
      }
      const avail = obs.find((s) => s.status === "available");
      if (avail && cabin && passengers !== null) {
        const row = findSeatCount(ctx, avail.event, f.flightNumber, cabin);
        if (row !== null && row < passengers) c.find(index, "state-mismatch", `books ${passengers} passenger(s) on ${f.flightNumber} on ${f.date} in ${cabin}, where ${row} seat(s) were observed`, policy, [avail.event]);
      }
    }
  }
  return c.result;
}

function findSeatCount(ctx: AuditContext, event: string, flightNumber: string, cabin: string): number | null {
  const o = ctx.observations.find((x) => x.event === event);
  if (!o) return null;
  const rows = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.flatMap(rows) : v && typeof v === "object" ? [v as Record<string, unknown>] : []);
  const row = rows(o.value).find((x) => x.flight_number === flightNumber);
  const seats = row && row.available_seats && typeof row.available_seats === "object" ? (row.available_seats as Record<string, unknown>)[cabin] : undefined;
  return typeof seats === "number" ? seats : null;
}

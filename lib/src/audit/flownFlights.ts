/*
 * Airline: does the gold cancel, or change the cabin of, a reservation with a flight already flown?
 * (docs/definitions/audit.md#flown-flights)
 */
import { citePolicy } from "./policySentence";
import { seenFlights } from "./observations";
import { reservationBefore } from "./goldState";
import { argString, collector, goldOf, reservationFlights } from "./checkHelpers";
import type { AuditContext, CheckResult } from "./types";

/** The policy sentences the check encodes (cancellation; cabin change). */
export const FLOWN_FLIGHTS_POLICY = {
  cancel: "If any portion of the flight has already been flown, the agent cannot help and transfer is needed.",
  cabin: "Cabin cannot be changed if any flight in the reservation has already been flown.",
} as const;

/**
 * Does the gold act on a reservation whose flights have already flown?
 *
 * Policy (airline): "If any portion of the flight has already been flown, the agent cannot help and transfer is
 * needed." (Cancel flight) and "Cabin cannot be changed if any flight in the reservation has already been flown."
 * (Change cabin). A flight has flown when a status call or search showed it "landed" or "flying" on its date, or when
 * its date is before the policy's current date.
 * Rule: a finding (state-mismatch) for a gold `cancel_reservation`, or an `update_reservation_flights` whose cabin
 * differs from the reservation's, on an observed reservation with a flown flight. Undecided when the reservation was
 * never observed.
 * Source: docs/definitions/audit.md#flown-flights.
 *
 * @param ctx the audit context of one task
 * @returns findings and undecided notes
 * @example
 * flownFlights({ domain: "airline", taskId: "1", gold: [], scenario: "", policy: null, now: null, observations: [], runs: [] }); // { findings: [], undecided: [] }
 */
export function flownFlights(ctx: AuditContext): CheckResult {
  const c = collector("flownFlights");
  const golds = goldOf(ctx, ["cancel_reservation", "update_reservation_flights"]);
  if (golds.length === 0) return c.result;
  const statuses = seenFlights(ctx.observations);
  const today = ctx.now ? ctx.now.toISOString().slice(0, 10) : null;
  for (const { index, action } of golds) {
    const id = argString(action, "reservation_id");
    const r = reservationBefore(ctx, id, index);
    if (!r) {
      c.undecided(index, `reservation ${id ?? "(none)"} was never observed`);
      continue;
    }
    const isCancel = action.name === "cancel_reservation";
    if (!isCancel && (typeof action.arguments.cabin !== "string" || action.arguments.cabin === r.value.cabin)) continue;
    const policy = citePolicy(ctx.policy, isCancel ? FLOWN_FLIGHTS_POLICY.cancel : FLOWN_FLIGHTS_POLICY.cabin);
    if (policy === null) continue;
    const flown: string[] = [];
    const events = [r.event];
    for (const f of reservationFlights(r.value)) {
      const st = statuses.find((s) => s.flightNumber === f.flightNumber && s.date === f.date && (s.status === "landed" || s.status === "flying"));
      if (st) {
        flown.push(`${f.flightNumber} on ${f.date} (${st.status})`);
        events.push(st.event);
      } else if (today !== null && f.date !== "" && f.date < today) flown.push(`${f.flightNumber} on ${f.date} (before ${today})`);
    }
    if (flown.length > 0) c.find(index, "state-mismatch", `${isCancel ? "cancels" : "changes the cabin of"} reservation ${id}, whose flight ${flown.join(", ")} has already flown`, policy, events);
  }
  return c.result;
}

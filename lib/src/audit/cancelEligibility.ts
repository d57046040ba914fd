/*
 * Airline: may this reservation be cancelled at all? (docs/definitions/audit.md#cancel-eligibility)
 */
import { citePolicy } from "./policySentence";
import { seenFlights } from "./observations";
import { reservationBefore } from "./goldState";
import { argString, collector, goldOf, reservationFlights } from "./checkHelpers";
import { logTime } from "./runPolicy";
import type { AuditContext, CheckResult } from "./types";

/** The policy sentence the check encodes. */
export const CANCEL_ELIGIBILITY_POLICY = "flight can be cancelled if any of the following is true";

const HEALTH_OR_WEATHER = /\b(sick|ill|illness|unwell|not feeling well|health|medical|hospital|doctor|surgery|injur|weather|storm|snow|hurricane|flood)/i;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Does the policy allow the gold `cancel_reservation`, given the reservation the runs observed?
 *
 * Policy (airline, "Cancel flight"): "Otherwise, flight can be cancelled if any of the following is true: the booking
 * was made within the last 24 hrs; the flight is cancelled by airline; it is a business flight; the user has travel
 * insurance and the reason for cancellation is covered by insurance" (insurance "enables full refund if the user needs
 * to cancel the flight given health or weather reasons").
 * Rule: a finding (policy-forbids) when the reservation was observed, its `created_at` is more than 24 hours before
 * the policy's current time, its cabin is not business, no flight of it was observed cancelled, and either it has no
 * insurance or the instructions give no health or weather reason. Undecided when the reservation, its created_at or
 * the policy's current time was never observed.
 * Edges: no gold cancellation → nothing; a policy without the sentence → undecided (the rule is not this run's).
 * Source: docs/definitions/audit.md#cancel-eligibility.
 *
 * @param ctx the audit context of one task
 * @returns findings and undecided notes
 * @example
 * cancelEligibility({ domain: "airline", taskId: "1", gold: [], scenario: "", policy: null, now: null, observations: [], runs: [] }); // { findings: [], undecided: [] }
 */
export function cancelEligibility(ctx: AuditContext): CheckResult {
  const c = collector("cancelEligibility");
  const golds = goldOf(ctx, ["cancel_reservation"]);
  if (golds.length === 0) return c.result;
  const policy = citePolicy(ctx.policy, CANCEL_ELIGIBILITY_POLICY);
  const flights = seenFlights(ctx.observations);
  for (const { index, action } of golds) {
    const id = argString(action, "reservation_id");
    const r = reservationBefore(ctx, id, index);
    if (policy === null) c.undecided(index, "the run's policy does not state the cancellation rule");
    else if (!r) c.undecided(index, `reservation ${id ?? "(none)"} was never observed`);
    else if (ctx.now === null || logTime(r.value.created_at) === null) c.undecided(index, "the current time or the booking time is unknown");
    else {
      const created = logTime(r.value.created_at)!;
      const within24 = ctx.now.getTime() - created.getTime() <= DAY_MS;
      const business = r.value.cabin === "business";
      const resFlights = reservationFlights(r.value);
      const cancelled = flights.filter((f) => f.status === "cancelled" && resFlights.some((x) => x.flightNumber === f.flightNumber && (f.date === null || f.date === x.date)));
      const insured = r.value.insurance === "yes";
      const covered = insured && HEALTH_OR_WEATHER.test(ctx.scenario);
      if (!within24 && !business && cancelled.length === 0 && !covered) {
        c.find(index, "policy-forbids", `reservation ${id} was booked ${r.value.created_at as string} (more than 24 h before ${ctx.now.toISOString().slice(0, 16)}), cabin ${String(r.value.cabin)}, no flight observed cancelled, ${insured ? "insurance but no health or weather reason in the instructions" : "no insurance"}`, policy, [r.event]);
      }
    }
  }
  return c.result;
}

/*
 * Airline: does the gold booking's payment add up to the observed prices? (docs/definitions/audit.md#booking-total)
 */
import { citePolicy } from "./policySentence";
import { seenFlights } from "./observations";
import { collector, compared, goldFlights, goldOf } from "./checkHelpers";
import type { AuditContext, CheckResult } from "./types";

/** The policy sentence the check encodes. */
export const BOOKING_TOTAL_POLICY = "The travel insurance is 30 dollars per passenger";

/**
 * Do the gold booking's payment amounts sum to the price the runs observed?
 *
 * Policy (airline, "Book flight"): seat prices per cabin as listed by the flight searches; "The travel insurance is
 * 30 dollars per passenger"; "Each extra baggage is 50 dollars."
 * Formula: expected = passengers × (Σ observed price of each flight in the gold cabin + 30 if insurance) + 50 ×
 * nonfree_baggages.
 * Rule: a finding (amount-mismatch) when every gold flight's price in the gold cabin was observed (one price per
 * flight and date: a flight observed at two prices is undecided) and the compared payment amounts sum to something
 * else (more than 0.01 apart). Undecided when a price was never observed.
 * Source: docs/definitions/audit.md#booking-total.
 *
 * @param ctx the audit context of one task
 * @returns findings and undecided notes
 * @example
 * bookingTotal({ domain: "airline", taskId: "1", gold: [], scenario: "", policy: null, now: null, observations: [], runs: [] }); // { findings: [], undecided: [] }
 */
export function bookingTotal(ctx: AuditContext): CheckResult {
  const c = collector("bookingTotal");
  const golds = goldOf(ctx, ["book_reservation"]).filter((g) => compared(g.action, "payment_methods"));
  const policy = citePolicy(ctx.policy, BOOKING_TOTAL_POLICY);
  if (golds.length === 0 || policy === null) return c.result;
  const seen = seenFlights(ctx.observations);
  for (const { index, action } of golds) {
    const a = action.arguments;
    const cabin = typeof a.cabin === "string" ? a.cabin : null;
    const pax = Array.isArray(a.passengers) ? a.passengers.length : null;
    const pay = Array.isArray(a.payment_methods) ? a.payment_methods.map((p) => (p && typeof p === "object" ? (p as Record<string, unknown>).amount : undefined)) : [];
    if (cabin === null || pax === null || pay.length === 0 || pay.some((x) => typeof x !== "number")) continue;
    let sum = 0;
    const events: string[] = [];
    let known = true;
    for (const f of goldFlights(action)) {
      const prices = new Set<number>();
      for (const s of seen) {
        const p = s.prices?.[cabin];
        if (s.flightNumber === f.flightNumber && s.date === f.date && typeof p === "number") {
          prices.add(p);
          events.push(s.event);
        }
      }
      if (prices.size !== 1) {
        known = false;
        break;
      }
      sum += [...prices][0];
    }
    if (!known) {
      c.undecided(index, "a price of a booked flight was never observed (or observed at two prices)");
      continue;
    }
    const expected = pax * (sum + (a.insurance === "yes" ? 30 : 0)) + 50 * (typeof a.nonfree_baggages === "number" ? a.nonfree_baggages : 0);
    const paid = (pay as number[]).reduce((s, x) => s + x, 0);
    if (Math.abs(expected - paid) > 0.01) c.find(index, "amount-mismatch", `payments sum to ${paid}, the observed prices give ${expected} (${pax} passenger(s) × (${sum}${a.insurance === "yes" ? " + 30 insurance" : ""})${typeof a.nonfree_baggages === "number" && a.nonfree_baggages > 0 ? ` + 50 × ${a.nonfree_baggages} bags` : ""})`, policy, events);
  }
  return c.result;
}

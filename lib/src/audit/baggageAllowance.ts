/*
 * Airline: does the gold's count of non-free bags follow the allowance? (docs/definitions/audit.md#baggage)
 */
import { citePolicy } from "./policySentence";
import { users } from "./observations";
import { reservationBefore } from "./goldState";
import { argString, collector, compared, goldOf } from "./checkHelpers";
import type { AuditContext, CheckResult } from "./types";

/** The policy sentence the check encodes. */
export const BAGGAGE_POLICY = "Each extra baggage is 50 dollars.";

/** Free bags per passenger by membership and cabin, as the policy's "Checked bag allowance" lists them. */
export const FREE_BAGS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  regular: { basic_economy: 0, economy: 1, business: 2 },
  silver: { basic_economy: 1, economy: 2, business: 3 },
  gold: { basic_economy: 2, economy: 3, business: 4 },
};

/**
 * Is the gold `nonfree_baggages` what the allowance gives?
 *
 * Policy (airline, "Checked bag allowance"): regular members 0/1/2 free bags per basic economy/economy/business
 * passenger, silver 1/2/3, gold 2/3/4; "Each extra baggage is 50 dollars."
 * Formula: expected non-free = max(0, total_baggages − free × passengers), with the booking user's membership and
 * the reservation's (or booking's) cabin and passenger count, after the task's earlier gold writes (a gold cabin
 * upgrade before the bags counts).
 * Rule: a finding (amount-mismatch) for a gold `book_reservation` or `update_reservation_baggages` whose compared
 * `nonfree_baggages` differs from the expected count. Undecided when the user's membership or the reservation was
 * never observed.
 * Source: docs/definitions/audit.md#baggage.
 *
 * @param ctx the audit context of one task
 * @returns findings and undecided notes
 * @example
 * baggageAllowance({ domain: "airline", taskId: "1", gold: [], scenario: "", policy: null, now: null, observations: [], runs: [] }); // { findings: [], undecided: [] }
 */
export function baggageAllowance(ctx: AuditContext): CheckResult {
  const c = collector("baggageAllowance");
  const golds = goldOf(ctx, ["book_reservation", "update_reservation_baggages"]).filter((g) => compared(g.action, "nonfree_baggages"));
  const policy = citePolicy(ctx.policy, BAGGAGE_POLICY);
  if (golds.length === 0 || policy === null) return c.result;
  const profiles = users(ctx.observations);
  for (const { index, action } of golds) {
    const r = action.name === "update_reservation_baggages" ? reservationBefore(ctx, argString(action, "reservation_id"), index) : undefined;
    const userId = r ? (r.value.user_id as string) : argString(action, "user_id");
    const u = userId ? profiles.get(userId) : undefined;
    const cabin = r ? r.value.cabin : action.arguments.cabin;
    const pax = r ? r.value.passengers : action.arguments.passengers;
    const total = action.arguments.total_baggages;
    const nonfree = action.arguments.nonfree_baggages;
    if ((action.name === "update_reservation_baggages" && !r) || !u) {
      c.undecided(index, "the reservation or the user's membership was never observed");
      continue;
    }
    const free = FREE_BAGS[String(u.value.membership)]?.[String(cabin)];
    if (free === undefined || !Array.isArray(pax) || typeof total !== "number" || typeof nonfree !== "number") continue;
    const expected = Math.max(0, total - free * pax.length);
    if (expected !== nonfree) c.find(index, "amount-mismatch", `nonfree_baggages ${nonfree}, but ${total} bag(s) for ${pax.length} ${String(cabin)} passenger(s) of a ${String(u.value.membership)} member leave ${expected} non-free`, policy, [u.event, ...(r ? [r.event] : [])]);
  }
  return c.result;
}

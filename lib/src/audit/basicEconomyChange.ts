/*
 * Airline: does the gold change the flights of a basic economy reservation? (docs/definitions/audit.md#basic-economy)
 */
import { citePolicy } from "./policySentence";
import { reservationBefore } from "./goldState";
import { argString, collector, goldFlights, goldOf, reservationFlights } from "./checkHelpers";
import type { AuditContext, CheckResult } from "./types";

/** The policy sentence the check encodes. */
export const BASIC_ECONOMY_POLICY = "Basic economy flights cannot be modified.";

/**
 * Does the gold modify the flights of a basic economy reservation?
 *
 * Policy (airline, "Change flights"): "Basic economy flights cannot be modified." Read as: an
 * `update_reservation_flights` that keeps cabin basic economy and whose flights differ from the reservation's is
 * forbidden (a cabin change without changing flights is allowed by "all reservations, including basic economy, can
 * change cabin without changing the flights"; a change of both is left undecided).
 * Rule: a finding (policy-forbids) when the observed reservation is basic economy, the gold cabin is basic economy and
 * the gold flights differ. Undecided when the reservation was never observed, or when cabin and flights both change.
 * Source: docs/definitions/audit.md#basic-economy.
 *
 * @param ctx the audit context of one task
 * @returns findings and undecided notes
 * @example
 * basicEconomyChange({ domain: "airline", taskId: "1", gold: [], scenario: "", policy: null, now: null, observations: [], runs: [] }); // { findings: [], undecided: [] }
 */
export function basicEconomyChange(ctx: AuditContext): CheckResult {
  const c = collector("basicEconomyChange");
  const golds = goldOf(ctx, ["update_reservation_flights"]);
  const policy = citePolicy(ctx.policy, BASIC_ECONOMY_POLICY);
  if (golds.length === 0 || policy === null) return c.result;
  for (const { index, action } of golds) {
    const id = argString(action, "reservation_id");
    const r = reservationBefore(ctx, id, index);
    if (!r) {
      c.undecided(index, `reservation ${id ?? "(none)"} was never observed`);
      continue;
    }
    if (r.value.cabin !== "basic_economy") continue;
    const before = new Set(reservationFlights(r.value).map((f) => `${f.flightNumber}@${f.date}`));
    const after = goldFlights(action).map((f) => `${f.flightNumber}@${f.date}`);
    const changed = after.length !== before.size || after.some((f) => !before.has(f));
    if (!changed) continue;
    if (action.arguments.cabin !== "basic_economy") c.undecided(index, `reservation ${id} is basic economy; the gold changes both cabin and flights`);
    else c.find(index, "policy-forbids", `changes the flights of basic economy reservation ${id} (${[...before].join(", ")} → ${after.join(", ")})`, policy, [r.event]);
  }
  return c.result;
}

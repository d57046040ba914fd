/*
 * Airline: may the gold certificate be sent, and is its amount the policy's? (docs/definitions/audit.md#compensation)
 */
import { citePolicy } from "./policySentence";
import { reservations, users } from "./observations";
import { argString, collector, goldOf } from "./checkHelpers";
import type { AuditContext, CheckResult } from "./types";

/** The policy sentences the check encodes (who; how much). */
export const COMPENSATION_POLICY = {
  who: "Only compensate if the user is a silver/gold member or has travel insurance or flies business.",
  cancelled: "with the amount being $100 times the number of passengers",
  delayed: "with the amount being $50 times the number of passengers",
} as const;

/**
 * Is the gold `send_certificate` one the policy allows?
 *
 * Policy (airline, "Refunds and Compensation"): "Only compensate if the user is a silver/gold member or has travel
 * insurance or flies business." and, for cancelled flights, "$100 times the number of passengers", for delayed
 * flights "$50 times the number of passengers".
 * Rule: a finding (policy-forbids) when the user's profile was observed with membership "regular" and none of the
 * user's observed reservations has insurance or cabin business; a finding (amount-mismatch) when the amount is
 * neither 50 × n nor 100 × n for the passenger count n of any observed reservation of the user. Undecided when the
 * profile or every reservation of the user was never observed.
 * Source: docs/definitions/audit.md#compensation.
 *
 * @param ctx the audit context of one task
 * @returns findings and undecided notes
 * @example
 * compensationEligibility({ domain: "airline", taskId: "1", gold: [], scenario: "", policy: null, now: null, observations: [], runs: [] }); // { findings: [], undecided: [] }
 */
export function compensationEligibility(ctx: AuditContext): CheckResult {
  const c = collector("compensationEligibility");
  const golds = goldOf(ctx, ["send_certificate"]);
  if (golds.length === 0) return c.result;
  const who = citePolicy(ctx.policy, COMPENSATION_POLICY.who);
  const amountPolicy = citePolicy(ctx.policy, COMPENSATION_POLICY.delayed);
  const profiles = users(ctx.observations);
  const res = reservations(ctx.observations);
  for (const { index, action } of golds) {
    const userId = argString(action, "user_id");
    const u = userId === null ? undefined : profiles.get(userId);
    const mine = [...res.values()].filter((r) => r.value.user_id === userId);
    if (!u || mine.length === 0) {
      c.undecided(index, `the profile or the reservations of ${userId ?? "(none)"} were never observed`);
      continue;
    }
    const eligible = mine.filter((r) => r.value.insurance === "yes" || r.value.cabin === "business");
    if (who !== null && u.value.membership === "regular" && eligible.length === 0) {
      c.find(index, "policy-forbids", `certificate for ${userId}, a regular member whose ${mine.length} observed reservation(s) have neither insurance nor business cabin`, who, [u.event, ...mine.map((r) => r.event)]);
    }
    const amount = action.arguments.amount;
    if (amountPolicy !== null && typeof amount === "number") {
      const allowed = new Set(mine.flatMap((r) => (Array.isArray(r.value.passengers) ? [50 * r.value.passengers.length, 100 * r.value.passengers.length] : [])));
      if (allowed.size > 0 && !allowed.has(amount)) c.find(index, "amount-mismatch", `certificate of ${amount}, not 50 or 100 times the passengers of any observed reservation of ${userId} (${[...allowed].sort((a, b) => a - b).join(", ")})`, amountPolicy, mine.map((r) => r.event));
    }
  }
  return c.result;
}

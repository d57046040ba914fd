/*
 * Both domains: is the gold's payment method on the user's profile? (docs/definitions/audit.md#payment-on-profile)
 */
import type { GoldAction } from "../io/model";
import { citePolicy } from "./policySentence";
import { orders, reservations, users } from "./observations";
import { argString, collector, compared, goldOf } from "./checkHelpers";
import type { AuditContext, CheckResult } from "./types";

/** The policy sentence the check encodes, per domain. */
export const PAYMENT_ON_PROFILE_POLICY: Readonly<Record<string, string>> = {
  airline: "All payment methods must already be in user profile for safety reasons.",
  retail: "Each user has a profile containing",
};

const PAYING = ["book_reservation", "update_reservation_flights", "update_reservation_baggages", "exchange_delivered_order_items", "modify_pending_order_items", "modify_pending_order_payment", "return_delivered_order_items"];

/**
 * The payment ids a gold action names (`payment_id`, `payment_method_id`, `payment_methods[].payment_id`), when the
 * evaluator compares them.
 *
 * @internal
 * @param action the gold action
 * @returns the ids
 * @example
 * goldPaymentIds({ arguments: { payment_id: "gift_card_1" }, compareArgs: null } as any); // ["gift_card_1"]
 */
export function goldPaymentIds(action: Pick<GoldAction, "arguments" | "compareArgs">): string[] {
  const out: string[] = [];
  for (const k of ["payment_id", "payment_method_id"]) if (compared(action, k) && typeof action.arguments[k] === "string") out.push(action.arguments[k] as string);
  if (compared(action, "payment_methods") && Array.isArray(action.arguments.payment_methods)) {
    for (const p of action.arguments.payment_methods) if (p && typeof (p as Record<string, unknown>).payment_id === "string") out.push((p as Record<string, string>).payment_id);
  }
  return out;
}

/**
 * Is every payment method the gold names on the user's profile?
 *
 * Policy: airline "All payment methods must already be in user profile for safety reasons."; retail: a user's
 * profile lists their payment methods, and refunds go "to the original payment method, or an existing gift card".
 * Rule: the user is the gold's `user_id`, else the user of the reservation or order the gold acts on; a finding
 * (policy-forbids) when that user's profile was observed and a gold payment id is not among its payment methods.
 * Undecided when the profile was never observed.
 * Source: docs/definitions/audit.md#payment-on-profile.
 *
 * @param ctx the audit context of one task
 * @returns findings and undecided notes
 * @example
 * paymentOnProfile({ domain: "airline", taskId: "1", gold: [], scenario: "", policy: null, now: null, observations: [], runs: [] }); // { findings: [], undecided: [] }
 */
export function paymentOnProfile(ctx: AuditContext): CheckResult {
  const c = collector("paymentOnProfile");
  const sentence = PAYMENT_ON_PROFILE_POLICY[ctx.domain];
  const policy = sentence === undefined ? null : citePolicy(ctx.policy, sentence);
  if (policy === null) return c.result;
  const profiles = users(ctx.observations);
  const res = reservations(ctx.observations);
  const ords = orders(ctx.observations);
  for (const { index, action } of goldOf(ctx, PAYING)) {
    const ids = goldPaymentIds(action);
    if (ids.length === 0) continue;
    const owner = argString(action, "user_id") ?? ((res.get(argString(action, "reservation_id") ?? "")?.value.user_id as string | undefined) ?? (ords.get(argString(action, "order_id") ?? "")?.value.user_id as string | undefined) ?? null);
    const u = owner === null ? undefined : profiles.get(owner);
    if (!u) {
      c.undecided(index, `the profile of ${owner ?? "the user"} was never observed`);
      continue;
    }
    const methods = u.value.payment_methods && typeof u.value.payment_methods === "object" ? Object.keys(u.value.payment_methods as object) : [];
    for (const id of ids) if (!methods.includes(id)) c.find(index, "policy-forbids", `pays with ${id}, not on ${owner}'s profile (${methods.join(", ") || "none"})`, policy, [u.event]);
  }
  return c.result;
}

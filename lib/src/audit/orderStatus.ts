/*
 * Retail: is the order in the status the gold action requires? (docs/definitions/audit.md#order-status)
 */
import { citePolicy } from "./policySentence";
import { orders } from "./observations";
import { argString, collector, goldOf } from "./checkHelpers";
import type { AuditContext, CheckResult } from "./types";

/** The policy sentences the check encodes, by the status required. */
export const ORDER_STATUS_POLICY = {
  pending: "An order can only be cancelled if its status is 'pending'",
  modify: "An order can only be modified if its status is 'pending'",
  delivered: "An order can only be returned if its status is 'delivered'",
  exchange: "An order can only be exchanged if its status is 'delivered'",
} as const;

const REQUIRED: Readonly<Record<string, { status: string; sentence: string }>> = {
  cancel_pending_order: { status: "pending", sentence: ORDER_STATUS_POLICY.pending },
  modify_pending_order_items: { status: "pending", sentence: ORDER_STATUS_POLICY.modify },
  modify_pending_order_address: { status: "pending", sentence: ORDER_STATUS_POLICY.modify },
  modify_pending_order_payment: { status: "pending", sentence: ORDER_STATUS_POLICY.modify },
  return_delivered_order_items: { status: "delivered", sentence: ORDER_STATUS_POLICY.delivered },
  exchange_delivered_order_items: { status: "delivered", sentence: ORDER_STATUS_POLICY.exchange },
};

/**
 * Is the order the gold acts on in the status the action requires?
 *
 * Policy (retail): "An order can only be cancelled if its status is 'pending'", "An order can only be modified if its
 * status is 'pending'", "An order can only be returned if its status is 'delivered'", "An order can only be exchanged
 * if its status is 'delivered'".
 * Rule: a finding (state-mismatch) when the order's status observed before any write of its conversation (the
 * task's initial state) is not the required one. Undecided when the order's initial status was never observed. (A
 * later gold action on an order an earlier gold action already changed is not checked against the initial status.)
 * Source: docs/definitions/audit.md#order-status.
 *
 * @param ctx the audit context of one task
 * @returns findings and undecided notes
 * @example
 * orderStatus({ domain: "retail", taskId: "1", gold: [], scenario: "", policy: null, now: null, observations: [], runs: [] }); // { findings: [], undecided: [] }
 */
export function orderStatus(ctx: AuditContext): CheckResult {
  const c = collector("orderStatus");
  const seen = orders(ctx.observations);
  const touched = new Set<string>();
  for (const { index, action } of goldOf(ctx, Object.keys(REQUIRED))) {
    const rule = REQUIRED[action.name];
    const id = argString(action, "order_id");
    if (id === null) continue;
    const first = !touched.has(id);
    touched.add(id);
    if (!first) continue;
    const policy = citePolicy(ctx.policy, rule.sentence);
    if (policy === null) continue;
    const o = seen.get(id);
    if (!o || !o.initial) {
      c.undecided(index, `the initial status of order ${id} was never observed`);
      continue;
    }
    if (o.value.status !== rule.status) c.find(index, "state-mismatch", `${action.name} on order ${id}, observed with status ${JSON.stringify(o.value.status)} (needs ${rule.status})`, policy, [o.event]);
  }
  return c.result;
}

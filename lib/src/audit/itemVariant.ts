/*
 * Retail: is each new item of a gold exchange or modification an available variant of the same product?
 * (docs/definitions/audit.md#item-variant)
 */
import { citePolicy } from "./policySentence";
import { seenItems } from "./observations";
import { collector, goldOf } from "./checkHelpers";
import type { AuditContext, CheckResult } from "./types";

/** The policy sentence the check encodes. */
export const ITEM_VARIANT_POLICY = "can be exchanged to an available new item of the same product but of different product option";

/**
 * Is each new item an available variant of the old item's product, with a different option?
 *
 * Policy (retail, "Exchange delivered order" and "Modify items"): "each item can be exchanged to an available new
 * item of the same product but of different product option" ("modified to" for pending orders).
 * Rule: for each (old, new) pair of a gold `exchange_delivered_order_items` or `modify_pending_order_items`, a finding
 * (policy-forbids) when the new item was observed unavailable, or belongs to another product than the old item; a
 * finding (policy-forbids) when new equals old. Undecided when either item was never observed.
 * Source: docs/definitions/audit.md#item-variant.
 *
 * @param ctx the audit context of one task
 * @returns findings and undecided notes
 * @example
 * itemVariant({ domain: "retail", taskId: "1", gold: [], scenario: "", policy: null, now: null, observations: [], runs: [] }); // { findings: [], undecided: [] }
 */
export function itemVariant(ctx: AuditContext): CheckResult {
  const c = collector("itemVariant");
  const golds = goldOf(ctx, ["exchange_delivered_order_items", "modify_pending_order_items"]);
  const policy = citePolicy(ctx.policy, ITEM_VARIANT_POLICY) ?? citePolicy(ctx.policy, ITEM_VARIANT_POLICY.replace("exchanged", "modified"));
  if (golds.length === 0 || policy === null) return c.result;
  const items = seenItems(ctx.observations);
  for (const { index, action } of golds) {
    const olds = Array.isArray(action.arguments.item_ids) ? action.arguments.item_ids.map(String) : [];
    const news = Array.isArray(action.arguments.new_item_ids) ? action.arguments.new_item_ids.map(String) : [];
    news.forEach((n, k) => {
      const o = olds[k];
      const ni = items.get(n);
      const oi = o === undefined ? undefined : items.get(o);
      if (n === o) {
        c.find(index, "policy-forbids", `exchanges item ${n} for itself (no different option)`, policy, []);
        return;
      }
      if (!ni || !oi) {
        c.undecided(index, `item ${!ni ? n : o} was never observed`);
        return;
      }
      if (ni.available === false) c.find(index, "policy-forbids", `new item ${n} was observed unavailable`, policy, [ni.event]);
      if (ni.productId !== null && oi.productId !== null && ni.productId !== oi.productId) c.find(index, "policy-forbids", `new item ${n} is of product ${ni.productId}, the old item ${o} of product ${oi.productId}`, policy, [ni.event, oi.event]);
    });
  }
  return c.result;
}

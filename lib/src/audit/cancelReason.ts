/*
 * Retail: is the gold cancellation reason one the policy accepts and the instructions fix?
 * (docs/definitions/audit.md#cancel-reason)
 */
import { citePolicy } from "./policySentence";
import { argString, collector, compared, goldOf } from "./checkHelpers";
import type { AuditContext, CheckResult } from "./types";

/** The policy sentence the check encodes. */
export const CANCEL_REASON_POLICY = "the reason (either 'no longer needed' or 'ordered by mistake') for cancellation";

/** The words of the instructions that fix each accepted reason. */
export const CANCEL_REASON_CUES: Readonly<Record<string, RegExp>> = {
  "no longer needed": /no longer need|don't need|do not need|not need|no need|not needed|changed your mind|change of mind|don't want|do not want|no longer want/i,
  "ordered by mistake": /mistake|accident|by error|wrong(ly)? order|unintentional/i,
};

/**
 * Is the gold `cancel_pending_order` reason accepted, and do the instructions fix it?
 *
 * Policy (retail, "Cancel pending order"): "The user needs to confirm the order id and the reason (either 'no longer
 * needed' or 'ordered by mistake') for cancellation. Other reasons are not acceptable."
 * Rule: a finding (policy-forbids) when the compared reason is neither; a finding (unfixed-value) when the
 * instructions carry no cue of the gold reason (`CANCEL_REASON_CUES`), or carry cues of the other reason only.
 * Source: docs/definitions/audit.md#cancel-reason.
 *
 * @param ctx the audit context of one task
 * @returns findings (nothing undecided)
 * @example
 * cancelReason({ domain: "retail", taskId: "1", gold: [{ name: "cancel_pending_order", arguments: { order_id: "#W1", reason: "ordered by mistake" }, compareArgs: null, actionId: null, requestor: "assistant" }], scenario: "You want to cancel the order.", policy: null, now: null, observations: [], runs: [] }).findings[0].kind; // "unfixed-value"
 */
export function cancelReason(ctx: AuditContext): CheckResult {
  const c = collector("cancelReason");
  const policy = citePolicy(ctx.policy, CANCEL_REASON_POLICY);
  if (policy === null) return c.result;
  for (const { index, action } of goldOf(ctx, ["cancel_pending_order"])) {
    const reason = argString(action, "reason");
    if (reason === null || !compared(action, "reason")) continue;
    const cue = CANCEL_REASON_CUES[reason];
    if (cue === undefined) {
      c.find(index, "policy-forbids", `cancellation reason ${JSON.stringify(reason)} is not one the policy accepts`, policy, []);
      continue;
    }
    if (!cue.test(ctx.scenario)) {
      const other = Object.entries(CANCEL_REASON_CUES).find(([k, re]) => k !== reason && re.test(ctx.scenario));
      c.find(index, "unfixed-value", `cancellation reason ${JSON.stringify(reason)}: the instructions ${other ? `point to ${JSON.stringify(other[0])} instead` : "give no reason"}`, policy, []);
    }
  }
  return c.result;
}

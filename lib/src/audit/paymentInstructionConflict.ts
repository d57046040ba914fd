/*
 * Both domains: do the user's instructions reject the payment method the gold uses?
 * (docs/definitions/audit.md#payment-instruction-conflict)
 */
import { collector, goldOf } from "./checkHelpers";
import { goldPaymentIds } from "./paymentOnProfile";
import type { AuditContext, CheckResult } from "./types";

/** Payment kinds by the prefix of their id and the words instructions use for them. */
const KINDS: readonly { prefix: string; words: RegExp }[] = [
  { prefix: "credit_card", words: /credit card|\bcard ending|\bvisa\b|mastercard/i },
  { prefix: "gift_card", words: /gift card/i },
  { prefix: "certificate", words: /certificate/i },
  { prefix: "paypal", words: /paypal/i },
];
const NEGATION = /\b(don't|do not|doesn't|does not|not want|never|refuse|rather not|won't|cannot use|can't use|not to use|avoid|not use)\b/i;

/**
 * Do the instructions reject the kind of payment the gold pays with?
 *
 * Policy: "You should deny user requests that are against this policy" cuts both ways: the agent acts on what the
 * user asks, so a gold payment the user's instructions refuse cannot be reached by following the user.
 * Rule: a finding (instruction-conflict) when a sentence of the instructions both negates ("don't", "do not",
 * "never", "refuse", "rather not", "avoid", …) and names a payment kind (credit card, gift card, certificate, PayPal)
 * that a compared gold payment id has as its prefix, and no other sentence of the instructions asks for that kind
 * without a negation. A heuristic reading of free text: see docs/definitions/audit.md#payment-instruction-conflict.
 * Source: docs/definitions/audit.md#payment-instruction-conflict.
 *
 * @param ctx the audit context of one task
 * @returns findings (the check never leaves anything undecided)
 * @example
 * paymentInstructionConflict({ domain: "airline", taskId: "1", gold: [{ name: "book_reservation", arguments: { payment_id: "gift_card_1" }, compareArgs: null, actionId: null, requestor: "assistant" }], scenario: "You do not want to use your gift card.", policy: null, now: null, observations: [], runs: [] }).findings.length; // 1
 */
export function paymentInstructionConflict(ctx: AuditContext): CheckResult {
  const c = collector("paymentInstructionConflict");
  const sentences = ctx.scenario.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter((s) => s !== "");
  for (const { index, action } of goldOf(ctx, ctx.gold.map((g) => g.name))) {
    for (const id of goldPaymentIds(action)) {
      const kind = KINDS.find((k) => id.startsWith(k.prefix));
      if (!kind) continue;
      const against = sentences.filter((s) => kind.words.test(s) && NEGATION.test(s));
      const asked = sentences.filter((s) => kind.words.test(s) && !NEGATION.test(s));
      if (against.length > 0 && asked.length === 0) c.find(index, "instruction-conflict", `pays with ${id}; the instructions say: “${against[0]}”`, null, []);
    }
  }
  return c.result;
}

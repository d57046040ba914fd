/*
 * Both domains: gold string values (addresses, countries, names, reasons) that neither the instructions nor a tool
 * ever fixed. (docs/definitions/audit.md#unfixed-value)
 */
import { citePolicy } from "./policySentence";
import { observedText } from "./observations";
import { collector, compared, mentions } from "./checkHelpers";
import type { AuditContext, CheckResult } from "./types";

/** The policy sentence the check encodes, per domain. */
export const UNFIXED_VALUE_POLICY: Readonly<Record<string, string>> = {
  airline: "You should not provide any information, knowledge, or procedures not provided by the user or available tools",
  retail: "You should not make up any information or knowledge or procedures not provided by the user or the tools",
};

/** The free-text arguments the check reads (ids, dates and amounts have their own checks). */
export const FREE_TEXT_ARGUMENTS: readonly string[] = ["address1", "address2", "city", "state", "country", "zip", "first_name", "last_name", "reason", "origin", "destination"];

/**
 * Does every compared free-text value of the gold appear in the instructions or a tool result?
 *
 * Policy: "You should not provide any information, knowledge, or procedures not provided by the user or available
 * tools" (airline; retail: "You should not make up any information …"): a value the gold requires must come from
 * what the user can say (the instructions) or a tool.
 * Rule: for each compared string argument named in `FREE_TEXT_ARGUMENTS` (the cancellation reason of retail is left
 * to `cancelReason`), a finding (unfixed-value) when the value appears (case-insensitive) neither in the instructions
 * nor in any tool result.
 * Source: docs/definitions/audit.md#unfixed-value.
 *
 * @param ctx the audit context of one task
 * @returns findings (nothing undecided)
 * @example
 * unfixedValue({ domain: "retail", taskId: "1", gold: [{ name: "modify_user_address", arguments: { country: "USA" }, compareArgs: null, actionId: null, requestor: "assistant" }], scenario: "You live in the US.", policy: null, now: null, observations: [], runs: [] }).findings.length; // 1
 */
export function unfixedValue(ctx: AuditContext): CheckResult {
  const c = collector("unfixedValue");
  const sentence = UNFIXED_VALUE_POLICY[ctx.domain];
  const policy = sentence === undefined ? null : citePolicy(ctx.policy, sentence);
  if (policy === null) return c.result;
  const text = `${ctx.scenario.toLowerCase()}\n${observedText(ctx.observations)}`;
  ctx.gold.forEach((action, index) => {
    for (const key of FREE_TEXT_ARGUMENTS) {
      const v = action.arguments[key];
      if (typeof v !== "string" || v.trim() === "" || !compared(action, key)) continue;
      if (key === "reason" && action.name === "cancel_pending_order") continue;
      if (!mentions(text, v)) c.find(index, "unfixed-value", `${action.name}.${key} = ${JSON.stringify(v)} appears in no instruction and no tool result`, policy, []);
    }
  });
  return c.result;
}

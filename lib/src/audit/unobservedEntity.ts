/*
 * Both domains: gold arguments naming entities (reservations, orders, items, flights, payment methods, users) that no
 * observation or instruction ever showed. (docs/definitions/audit.md#unobserved-entity)
 */
import { citePolicy } from "./policySentence";
import { observedText } from "./observations";
import { collector, compared, mentions } from "./checkHelpers";
import { UNFIXED_VALUE_POLICY } from "./unfixedValue";
import type { AuditContext, CheckResult } from "./types";

const ID_KEY = /(^|_)ids?$|^flight_number$|^payment_id$/;

/** The id-like values of an argument: strings under id keys, at any depth (`flights[].flight_number`). */
function idValues(key: string, v: unknown, out: string[]): void {
  if (Array.isArray(v)) v.forEach((x) => idValues(key, x, out));
  else if (v !== null && typeof v === "object") for (const [k, x] of Object.entries(v)) idValues(k, x, out);
  else if (typeof v === "string" && ID_KEY.test(key) && v.trim() !== "") out.push(v);
}

/**
 * Were the entities every gold argument names ever shown?
 *
 * Policy: as for free-text values, the agent uses only what the user or the tools provided; an id no tool returned and
 * no instruction states cannot be reached except by guessing.
 * Rule: for each compared argument, the strings under id keys (`*_id`, `*_ids`, `flight_number`, `payment_id`, at any
 * depth) are looked up in the instructions and every tool result; a finding (unobserved-entity) for each that
 * appears in neither. Ids the gold's own earlier writes create are not known to the log and count as unobserved.
 * Source: docs/definitions/audit.md#unobserved-entity.
 *
 * @param ctx the audit context of one task
 * @returns findings (nothing undecided)
 * @example
 * unobservedEntity({ domain: "retail", taskId: "1", gold: [{ name: "get_order_details", arguments: { order_id: "#W9" }, compareArgs: null, actionId: null, requestor: "assistant" }], scenario: "", policy: null, now: null, observations: [], runs: [] }).findings.length; // 1
 */
export function unobservedEntity(ctx: AuditContext): CheckResult {
  const c = collector("unobservedEntity");
  const sentence = UNFIXED_VALUE_POLICY[ctx.domain];
  const policy = sentence === undefined ? null : citePolicy(ctx.policy, sentence);
  const text = `${ctx.scenario.toLowerCase()}\n${observedText(ctx.observations)}`;
  ctx.gold.forEach((action, index) => {
    for (const [key, v] of Object.entries(action.arguments)) {
      if (!compared(action, key)) continue;
      const ids: string[] = [];
      idValues(key, v, ids);
      for (const id of [...new Set(ids)]) if (!mentions(text, id)) c.find(index, "unobserved-entity", `${action.name}.${key} names ${id}, which no instruction and no tool result shows`, policy, []);
    }
  });
  return c.result;
}

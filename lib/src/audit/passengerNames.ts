/*
 * Airline: were the passengers the gold books ever shown? (docs/definitions/audit.md#passenger-names)
 */
import { citePolicy } from "./policySentence";
import { observedText } from "./observations";
import { collector, compared, goldOf, mentions } from "./checkHelpers";
import type { AuditContext, CheckResult } from "./types";

/** The policy sentence the check encodes. */
export const PASSENGER_NAMES_POLICY = "The agent needs to collect the first name, last name, and date of birth for each passenger.";

/**
 * Were the names and birth dates of the gold's passengers shown anywhere?
 *
 * Policy (airline, "Book flight"): "The agent needs to collect the first name, last name, and date of birth for each
 * passenger." and "You should not provide any information, knowledge, or procedures not provided by the user or
 * available tools": a passenger the gold names must come from the instructions (what the user can say) or a tool.
 * Rule: for each passenger of a gold `book_reservation` or `update_reservation_passengers`, a finding
 * (unobserved-entity) when "first last" appears neither in the instructions nor in any tool result (as text, or as the
 * first_name and last_name of a record), or when the date
 * of birth appears in neither (written as in the gold, YYYY-MM-DD, or in words is not searched: a birth date only in
 * words counts as unobserved — see docs/definitions/audit.md#passenger-names).
 * Source: docs/definitions/audit.md#passenger-names.
 *
 * @param ctx the audit context of one task
 * @returns findings and undecided notes
 * @example
 * passengerNames({ domain: "airline", taskId: "1", gold: [], scenario: "", policy: null, now: null, observations: [], runs: [] }); // { findings: [], undecided: [] }
 */
export function passengerNames(ctx: AuditContext): CheckResult {
  const c = collector("passengerNames");
  const golds = goldOf(ctx, ["book_reservation", "update_reservation_passengers"]).filter((g) => compared(g.action, "passengers"));
  const policy = citePolicy(ctx.policy, PASSENGER_NAMES_POLICY);
  if (golds.length === 0 || policy === null) return c.result;
  const text = `${ctx.scenario.toLowerCase()}\n${observedText(ctx.observations)}`;
  const names = new Set<string>();
  for (const o of ctx.observations) collectNames(o.value, names);
  for (const { index, action } of golds) {
    const pax = Array.isArray(action.arguments.passengers) ? action.arguments.passengers : [];
    for (const p of pax) {
      if (!p || typeof p !== "object") continue;
      const o = p as Record<string, unknown>;
      const name = `${String(o.first_name ?? "")} ${String(o.last_name ?? "")}`.trim();
      const nameSeen = mentions(text, name) || names.has(name.toLowerCase());
      const dob = typeof o.dob === "string" ? o.dob : null;
      const missing = [!nameSeen ? `name ${name}` : null, dob !== null && !mentions(text, dob) && !dobInWords(ctx.scenario, dob) ? `date of birth ${dob} of ${name}` : null].filter((x): x is string => x !== null);
      if (missing.length > 0) c.find(index, "unobserved-entity", `passenger ${missing.join(" and ")} appears in no instruction and no tool result`, policy, []);
    }
  }
  return c.result;
}

/** Every "first last" of an object with first_name and last_name fields, at any depth, lower-cased. */
function collectNames(v: unknown, out: Set<string>): void {
  if (Array.isArray(v)) v.forEach((x) => collectNames(x, out));
  else if (v !== null && typeof v === "object") {
    const o = v as Record<string, unknown>;
    if (typeof o.first_name === "string" && typeof o.last_name === "string") out.add(`${o.first_name} ${o.last_name}`.toLowerCase());
    Object.values(o).forEach((x) => collectNames(x, out));
  }
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** Is the date written in words in the text ("March 14, 1986", "14 March 1986", "03/14/1986")? */
function dobInWords(text: string, dob: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return false;
  const [y, mo, d] = [m[1], Number(m[2]), Number(m[3])];
  const month = MONTHS[mo - 1];
  const t = text.toLowerCase();
  return [`${month} ${d}, ${y}`, `${month} ${d} ${y}`, `${d} ${month} ${y}`, `${d} ${month}, ${y}`, `${mo}/${d}/${y}`, `${String(mo).padStart(2, "0")}/${String(d).padStart(2, "0")}/${y}`].some((s) => t.includes(s));
}

/*
 * Small helpers every precondition check shares: the gold actions of given tools, whether the evaluator compares an
 * argument, building results.
 */
import type { GoldAction } from "../io/model";
import type { AuditContext, AuditReasonKind, CheckFinding, CheckResult, Undecided } from "./types";

/**
 * The gold actions of the given tools, with their index in the task's list.
 *
 * @internal
 * @param ctx the audit context
 * @param names tool names
 * @returns the matching gold actions
 * @example
 * goldOf({ gold: [{ name: "a", arguments: {} }] } as any, ["a"]).length; // 1
 */
export function goldOf(ctx: Pick<AuditContext, "gold">, names: readonly string[]): { index: number; action: GoldAction }[] {
  return ctx.gold.flatMap((action, index) => (names.includes(action.name) ? [{ index, action }] : []));
}

/**
 * Does the evaluator compare this argument of the gold action? (`compare_args` null: every argument.)
 *
 * @internal
 * @param action the gold action
 * @param key the argument
 * @returns true when it is compared
 * @example
 * compared({ compareArgs: ["a"] } as any, "b"); // false
 */
export function compared(action: Pick<GoldAction, "compareArgs">, key: string): boolean {
  return action.compareArgs === null || action.compareArgs === undefined || action.compareArgs.includes(key);
}

/**
 * A check's result builder: findings and undecided notes, pushed as the check goes.
 *
 * @internal
 * @param check the check's name
 * @returns the result and two pushers
 * @example
 * collector("x").result; // { findings: [], undecided: [] }
 */
export function collector(check: string): {
  result: CheckResult;
  find: (goldAction: number | null, kind: AuditReasonKind, note: string, policy: string | null, events: string[]) => void;
  undecided: (goldAction: number | null, note: string) => void;
} {
  const result: CheckResult = { findings: [], undecided: [] };
  return {
    result,
    find: (goldAction, kind, note, policy, events) => result.findings.push({ check, kind, goldAction, note, policy, events: [...new Set(events)] } satisfies CheckFinding),
    undecided: (goldAction, note) => result.undecided.push({ check, goldAction, note } satisfies Undecided),
  };
}

/**
 * A string argument of a gold action, or null.
 *
 * @internal
 * @param action the gold action
 * @param key the argument
 * @returns the string, or null
 * @example
 * argString({ arguments: { a: "x" } } as any, "a"); // "x"
 */
export function argString(action: Pick<GoldAction, "arguments">, key: string): string | null {
  const v = action.arguments[key];
  return typeof v === "string" ? v : null;
}

/**
 * The flights a gold action lists (`flights: [{flight_number, date}]`).
 *
 * @internal
 * @param action the gold action
 * @returns flight number and date pairs
 * @example
 * goldFlights({ arguments: { flights: [{ flight_number: "HAT1", date: "2024-05-20" }] } } as any); // [{ flightNumber: "HAT1", date: "2024-05-20" }]
 */
export function goldFlights(action: Pick<GoldAction, "arguments">): { flightNumber: string; date: string }[] {
  const f = action.arguments.flights;
  if (!Array.isArray(f)) return [];
  return f.flatMap((x) => (x && typeof x === "object" && typeof (x as Record<string, unknown>).flight_number === "string" ? [{ flightNumber: (x as Record<string, string>).flight_number, date: String((x as Record<string, unknown>).date ?? "") }] : []));
}

/**
 * The flights of an observed reservation.
 *
 * @internal
 * @param reservation the reservation record
 * @returns flight number, date and price
 * @example
 * reservationFlights({ flights: [{ flight_number: "HAT1", date: "2024-05-20", price: 10 }] }); // [{ flightNumber: "HAT1", date: "2024-05-20", price: 10 }]
 */
export function reservationFlights(reservation: Record<string, unknown>): { flightNumber: string; date: string; price: number | null }[] {
  const f = reservation.flights;
  if (!Array.isArray(f)) return [];
  return f.flatMap((x) => {
    const o = x as Record<string, unknown>;
    return o && typeof o.flight_number === "string" ? [{ flightNumber: o.flight_number, date: String(o.date ?? ""), price: typeof o.price === "number" ? o.price : null }] : [];
  });
}

/**
 * Does the text mention the value (case-insensitive, whitespace collapsed)?
 *
 * @internal
 * @param text lower-cased text
 * @param value the value
 * @returns true when it appears
 * @example
 * mentions("you are mei kovacs", "Mei Kovacs"); // true
 */
export function mentions(text: string, value: string): boolean {
  const v = value.toLowerCase().replace(/\s+/g, " ").trim();
  return v !== "" && text.replace(/\s+/g, " ").includes(v);
}

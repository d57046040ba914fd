/**
 * Omissions: gold actions never attempted, and whether their tool was available at the time, so that
 * "forgot" and "could not" are told apart (docs/definitions/diagnostics.md#omissions). A missing event has no
 * error code: responsibility is inferred from what was available, the budget, and how the run ended.
 */
import type { GoldAction } from "../io/model";
import type { Actor, EventLog } from "../events/schema";
import { viewOf } from "./view";
import { eventAlignment } from "./eventAlignment";

/** Where a tool was seen called, per side, across a run: evidence that it was exposed to that side. */
export interface ToolAvailability {
  /** tool name → side → one request that called it: { trajectory, event }. */
  seen: Map<string, Partial<Record<"agent" | "user", { conversation: string; event: string }>>>;
  /** Tool lists the logs declare, by trajectory id (null when a log does not say). */
  declared: Map<string, string[] | null>;
}

/**
 * Which tools could each side use in a run, as far as the log shows? Which tools each side was seen calling in a set
 * of trajectories (normally: one run), and the declared tool lists. Edges: no trajectories → empty maps.
 *
 * Source: docs/definitions/diagnostics.md#omissions.
 *
 * @param ts the trajectories of one run
 * @returns per tool, the first call seen for each side (agent, user), and the tool lists the trajectories declare
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * toolAvailability([t]).seen.get("cancel_pending_order"); // { "agent": { "conversation": "tiny-1", "event": "m5.c0" } }
 */
export function toolAvailability(ts: readonly EventLog[]): ToolAvailability {
  const seen: ToolAvailability["seen"] = new Map();
  const declared = new Map<string, string[] | null>();
  for (const t of ts) {
    declared.set(t.id, t.availableTools);
    for (const r of viewOf(t).requests) {
      if (r.tool === null || (r.actor !== "agent" && r.actor !== "user")) continue;
      const entry = seen.get(r.tool) ?? {};
      if (!entry[r.actor]) entry[r.actor] = { conversation: t.id, event: r.id };
      seen.set(r.tool, entry);
    }
  }
  return { seen, declared };
}

/**
 * Terminations that stop a run before the agent could finish (budget, errors, infrastructure).
 *
 * @internal
 */
export const EARLY_STOPS: readonly string[] = Object.freeze([
  "max_steps",
  "too_many_errors",
  "agent_error",
  "user_error",
  "infrastructure_error",
  "timeout",
  "context_window_exceeded",
  "unexpected_error",
]);

/** One gold action and what happened to it. */
export interface GoldActionStatus {
  index: number;
  action: GoldAction;
  /**
   * "matched" (a request matches it and was not refused), "attempted" (only refused matching requests, or requests
   * of its tool that match no gold action), "omitted" (never attempted). Unlike τ²'s official action check, a
   * refused call does not count as performing the action.
   */
  status: "matched" | "attempted" | "omitted";
  /** Requests that match it (matched) or call its tool (attempted). */
  events: string[];
  /** For an omission: "forgot", "stopped" (the run ended early), "not-available" (a declared tool list lacks it), "unknown". */
  verdict: "forgot" | "stopped" | "not-available" | "unknown" | null;
  /** The side that should have called it (the gold action's requestor; "agent" when it names none). */
  side: Actor;
  /** Evidence for the verdict, in words, with the event it cites when there is one. */
  why: string | null;
  /** An event (possibly of another trajectory of the run) showing the tool was available: { trajectory, event }. */
  availableEvidence: { conversation: string; event: string } | null;
}

/**
 * What happened to each gold action: matched, attempted, or omitted — and if omitted, why? The status of every gold
 * action of a trajectory (see {@link GoldActionStatus}; matching is τ²'s rule). Verdicts for omissions: the run ended
 * early (termination in `EARLY_STOPS`: max_steps, too_many_errors, agent_error, user_error, infrastructure_error,
 * timeout, context_window_exceeded, unexpected_error) → "stopped"; the log declares the agent's tools and the tool is
 * not among them → "not-available"; the tool was seen called by the side that should call it — or, for a user-side
 * action, by the agent (τ²'s no-user mode) — somewhere in the run → "forgot"; otherwise "unknown" (the log cannot
 * tell whether the tool was exposed). Edges: gold actions null → [] (nothing to omit); an empty gold list → [].
 *
 * Source: docs/definitions/diagnostics.md#omissions.
 *
 * @param t the trajectory
 * @param availability the tools seen in the run ({@link toolAvailability})
 * @returns one status per gold action, in order, with the events that match or attempt it and, for an omission, the
 *   verdict
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * goldActionStatus(t, toolAvailability([t])).map((g) => [g.status, g.events]); // [["attempted", ["m9.c0", "m5.c0"]]]
 */
export function goldActionStatus(t: EventLog, availability: ToolAvailability): GoldActionStatus[] {
  const a = eventAlignment(t);
  const stopped = t.termination !== null && EARLY_STOPS.includes(t.termination);
  const end = t.events.find((e) => e.type === "termination");
  const v = viewOf(t);
  const refused = (id: string) => {
    const o = v.observationOf.get(id);
    return o !== undefined && (o.result === "error" || o.result === "rejected");
  };
  return a.gold.map((g, index) => {
    const side: Actor = g.action.requestor === "user" ? "user" : "agent";
    const performed = g.matchedBy.filter((id) => !refused(id));
    if (performed.length > 0) return { index, action: g.action, status: "matched", events: performed, verdict: null, side, why: null, availableEvidence: null };
    if (g.matchedBy.length > 0 || g.sameToolRequests.length > 0) {
      const events = [...g.matchedBy, ...g.sameToolRequests];
      return { index, action: g.action, status: "attempted", events, verdict: null, side, why: g.matchedBy.length > 0 ? "every matching call was refused" : null, availableEvidence: null };
    }
    const seen = availability.seen.get(g.action.name) ?? {};
    const evidence = seen[side] ?? (side === "user" ? seen.agent : undefined) ?? null;
    const declared = t.availableTools;
    let verdict: GoldActionStatus["verdict"];
    let why: string;
    if (stopped) {
      verdict = "stopped";
      why = `the run ended early (${t.termination})${end ? ` at ${end.id}` : ""}`;
    } else if (declared !== null && side === "agent" && !declared.includes(g.action.name)) {
      verdict = "not-available";
      why = `the log's tool list does not include ${g.action.name}`;
    } else if (evidence !== null) {
      verdict = "forgot";
      // availability, not blame: who is to answer for the omission is the layer's finding (a user who withheld a fact, a gold the policy forbids)
      why = `never called here, though the tool was available: ${g.action.name} was called in this run (${evidence.conversation === t.id ? "" : `trajectory ${evidence.conversation}, `}${evidence.event})`;
    } else {
      verdict = "unknown";
      why = `${g.action.name} is never called in this run and the log lists no tools: availability unknown`;
    }
    return { index, action: g.action, status: "omitted", events: [], verdict, side, why, availableEvidence: evidence };
  });
}

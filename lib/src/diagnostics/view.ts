/**
 * @internal An indexed view of a trajectory (events by id, requests in order, the observation of each request,
 * children of each event): the one place diagnostics look events up, built once per trajectory.
 */
import type { EventLog, LogEvent } from "../events/schema";

/** @internal Lookups over one trajectory's events. */
export interface EventLogView {
  log: EventLog;
  byId: Map<string, LogEvent>;
  /** Every tool_request, in seq order. */
  requests: LogEvent[];
  /** The first tool_observation whose parents include the request, by request id. */
  observationOf: Map<string, LogEvent>;
  /** Events that name the key as a parent, in seq order. */
  children: Map<string, LogEvent[]>;
}

const cache = new WeakMap<EventLog, EventLogView>();

/**
 * The view of a trajectory (cached per trajectory object; trajectories are not mutated after conversion).
 *
 * @internal
 * @param t the trajectory
 * @returns its events by id, its requests in order and each request's observation
 */
export function viewOf(t: EventLog): EventLogView {
  const hit = cache.get(t);
  if (hit) return hit;
  const byId = new Map<string, LogEvent>();
  const requests: LogEvent[] = [];
  const observationOf = new Map<string, LogEvent>();
  const children = new Map<string, LogEvent[]>();
  for (const e of t.events) {
    byId.set(e.id, e);
    if (e.type === "tool_request") requests.push(e);
    for (const p of e.parents) {
      const list = children.get(p);
      if (list) list.push(e);
      else children.set(p, [e]);
      if (e.type === "tool_observation" && !observationOf.has(p)) observationOf.set(p, e);
    }
  }
  const v = { log: t, byId, requests, observationOf, children };
  cache.set(t, v);
  return v;
}

/**
 * The result class of a request's observation, or null when it has none or the log does not say.
 *
 * @internal
 * @param v the trajectory's view
 * @param request a tool request of the trajectory
 * @returns "ok", "error" or "rejected", or null
 */
export function resultOf(v: EventLogView, request: LogEvent): LogEvent["result"] {
  const o = v.observationOf.get(request.id);
  return o ? o.result : null;
}

/**
 * Every event that depends on `id` through parent links (transitively), in seq order, without `id`.
 *
 * @internal
 * @param v the trajectory's view
 * @param id an event id
 * @returns the dependent events, in seq order (empty when none)
 */
export function descendantsOf(v: EventLogView, id: string): LogEvent[] {
  const out = new Map<string, LogEvent>();
  const stack = [id];
  while (stack.length > 0) {
    const cur = stack.pop() as string;
    for (const c of v.children.get(cur) ?? []) {
      if (out.has(c.id)) continue;
      out.set(c.id, c);
      stack.push(c.id);
    }
  }
  return [...out.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The text of an event's payload: the inlined text when the log carries it, else the store's, else null.
 *
 * @internal
 * @param e the event
 * @param textOf payload texts by sha256, or null
 * @returns the text, or null when neither the log nor the store has it
 */
export function payloadText(e: LogEvent, textOf: ((sha256: string) => string | null) | null): string | null {
  if (!e.payload) return null;
  if (typeof e.payload.text === "string") return e.payload.text;
  return textOf ? textOf(e.payload.sha256) : null;
}

/**
 * Reads, aligned writes and drift writes of a trajectory — the drift family's definitions applied to events:
 * `alignWrites` (consumptive, in call order; drift/alignment.ts), GD^track / GD^stock (drift/driftSeries.ts), and τ²'s
 * non-consumptive check `someCallMatchesGoldAction` for which gold actions some call matched.
 * Which requests are writes comes from the events' `effect` (set by the converter from an explicit write set);
 * nothing here chooses a write set. See docs/definitions/diagnostics.md#writes.
 */
import type { GoldAction, ToolCall } from "../io/model";
import { alignWrites, callMatchesGoldAction, someCallMatchesGoldAction, type AlignmentReason } from "../drift/alignment";
import { stockDrift, trackDrift } from "../drift/driftSeries";
import { nullCompareArgsOf } from "../events/fromConversation";
import type { ResultClass, EventLog, LogEvent } from "../events/schema";
import { resultOf, viewOf } from "./view";

/** One tool request and what diagnostics make of it. */
export interface RequestVerdict {
  /** Event id of the request. */
  event: string;
  tool: string;
  actor: LogEvent["actor"];
  /** "read", "write", or "unknown" (no write set applied). */
  kind: "read" | "write" | "unknown";
  /** For a write: 1 aligned, 0 drift; null for reads or when no alignment exists. */
  x: 0 | 1 | null;
  /** The drift family's reason for a write's verdict, or null. */
  reason: AlignmentReason | null;
  /** Index of the gold action an aligned write consumed, or null. */
  goldActionIndex: number | null;
  /** Result class of its observation, or null (no observation, or the log does not say). */
  result: ResultClass | null;
  /** GD^track / GD^stock at this write moment (H = 3), or null for reads. */
  track: number | null;
  stock: number | null;
}

/** The alignment of a trajectory's writes to its gold actions, or why there is none. */
export interface EventAlignment {
  /** Every tool request, in order. */
  requests: RequestVerdict[];
  /** The write requests, in order (a subset of `requests`). */
  writes: RequestVerdict[];
  /** False when writes cannot be aligned (no gold actions, or no write set); `reason` says why. */
  aligned: boolean;
  reason: string | null;
  /** x_1..x_N (empty when not aligned). */
  sequence: (0 | 1)[];
  /**
   * Per gold action: the requests that match it (τ²'s non-consumptive rule), and the requests of its tool that
   * match no gold action at all (attempts at it with other arguments). Empty when the task has no gold actions.
   */
  gold: { action: GoldAction; matchedBy: string[]; sameToolRequests: string[] }[];
}

/** The reasons a trajectory's writes cannot be aligned. */
export const ALIGNMENT_UNAVAILABLE = Object.freeze({
  noGold: "no gold actions (task not evaluated by actions)",
  noWriteSet: "no write-tool set (effect unknown)",
});

/**
 * A request event as the drift family's ToolCall (arguments are the normalised ones).
 *
 * @internal
 * @param e a tool request event
 * @param order the call's position among the trajectory's requests
 * @returns the call, with the event's tool, normalised arguments and requestor
 */
export function toolCallOf(e: LogEvent, order: number): ToolCall {
  return {
    id: e.callId,
    name: e.tool ?? "",
    arguments: e.args ?? {},
    requestor: e.actor === "user" ? "user" : "assistant",
    messageIndex: e.messageIndex ?? -1,
    order,
    path: e.source ?? e.id,
  };
}

/**
 * Which of a trajectory's writes move toward the goal, and which drift?
 * Classify every tool request of a trajectory and align its writes to the gold actions (see the module comment).
 * Unit of x: one write call. GD values are fractions in [0, 1] with window H = 3, exactly as the drift family's
 * `conversationDrift` computes them from the same write calls (errored writes included, as there).
 * Edges: no requests → empty lists; gold actions null → `aligned: false` with {@link ALIGNMENT_UNAVAILABLE}.noGold;
 * no write set (every effect null) → kind "unknown" and `aligned: false`.
 * Source: docs/definitions/diagnostics.md#writes; the drift family's `alignWrites`.
 *
 * @param t the trajectory
 * @returns every request's verdict, the write sequence x, GD^track / GD^stock, the gold actions with the requests
 *   that match them, and why alignment is unavailable (when it is)
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * // a drift write, then an aligned one:
 * eventAlignment(t).sequence; // [0, 1]
 */
export function eventAlignment(t: EventLog): EventAlignment {
  const v = viewOf(t);
  const calls = v.requests.map((e, i) => toolCallOf(e, i));
  const anyEffect = v.requests.some((e) => e.effect !== null);
  const requests: RequestVerdict[] = v.requests.map((e) => ({
    event: e.id,
    tool: e.tool ?? "",
    actor: e.actor,
    kind: e.effect === null ? "unknown" : e.effect,
    x: null,
    reason: null,
    goldActionIndex: null,
    result: resultOf(v, e),
    track: null,
    stock: null,
  }));
  const writes = requests.filter((r) => r.kind === "write");
  const rule = { nullCompareArgs: nullCompareArgsOf(t.format) };
  const goldList = t.goldActions ?? [];
  const matchesSomeGold = calls.map((c) => goldList.some((g) => callMatchesGoldAction(c, g, rule)));
  const gold = goldList.map((action) => ({
    action,
    matchedBy: calls.filter((c) => callMatchesGoldAction(c, action, rule)).map((c) => v.requests[c.order].id),
    sameToolRequests: calls.filter((c) => c.name === action.name && !matchesSomeGold[c.order]).map((c) => v.requests[c.order].id),
  }));
  if (t.goldActions === null || (!anyEffect && v.requests.length > 0)) {
    return { requests, writes, aligned: false, reason: t.goldActions === null ? ALIGNMENT_UNAVAILABLE.noGold : ALIGNMENT_UNAVAILABLE.noWriteSet, sequence: [], gold };
  }
  const writeCalls = calls.filter((c) => v.requests[c.order].effect === "write");
  const names = new Set(writeCalls.map((c) => c.name));
  const alignment = alignWrites(writeCalls, t.goldActions, names, rule);
  const track = trackDrift(alignment.sequence, 3);
  const stock = stockDrift(alignment.sequence);
  alignment.writes.forEach((w, k) => {
    const r = writes[k];
    r.x = w.x;
    r.reason = w.reason;
    r.goldActionIndex = w.goldActionIndex;
    r.track = track[k];
    r.stock = stock[k];
  });
  return { requests, writes, aligned: true, reason: null, sequence: alignment.sequence, gold };
}

/**
 * Is a gold action matched by some request of the trajectory (τ²'s non-consumptive rule)?
 *
 * @internal
 * @param t the trajectory
 * @param action a gold action
 * @returns whether a request that was not refused matches it
 */
export function goldMatched(t: EventLog, action: GoldAction): boolean {
  const v = viewOf(t);
  return someCallMatchesGoldAction(
    v.requests.map((e, i) => toolCallOf(e, i)),
    action,
    { nullCompareArgs: nullCompareArgsOf(t.format) },
  );
}

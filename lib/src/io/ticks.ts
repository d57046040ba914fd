/**
 * The flat conversation of a full-duplex (voice) τ² simulation, which stores `messages: null` and `ticks`
 * instead: the flattening τ²-bench itself defines (src/tau2/data_model/simulation.py `SimulationRun.get_messages`
 * and src/tau2/data_model/message.py `Tick.get_all_messages`, sierra-research/tau2-bench):
 *
 * 1. for each tick, in order: an assistant message (the agent chunk's content, the tick's `agent_tool_calls`)
 *    when the tick has an agent chunk or agent tool calls; then the `agent_tool_results`; then a user message
 *    (the user chunk's content, `user_tool_calls`) when it has a user chunk or user tool calls; then the
 *    `user_tool_results`;
 * 2. all messages sorted by `timestamp` (a stable sort: equal timestamps keep the order of step 1).
 *
 * A chunk message's timestamp is the chunk's, or the tick's when the tick has calls but no chunk (as in τ²).
 * One deliberate difference: a chunk or tool result without a timestamp of its own takes its tick's here, where
 * τ²'s model would stamp it with the time the file is loaded (its `get_now` default) — which keeps such messages
 * in file order but moves them after every message that has a logged timestamp. Public voice runs store chunks
 * without timestamps; on them both rules give the same order (tick order, agent before user).
 */
import { isObject, optionalArray, optionalObject, wrongType } from "./fieldChecks";
import type { MessagePaths } from "./messages";
import { indexPath, keyPath } from "./paths";

/** The ticks flattened: message objects in τ²'s message shape, their paths, and what was derived. */
export interface FlatTicks {
  /** `{role, content, timestamp, tool_calls}` for chunk messages, `{role: "tool", id, content, error, requestor, timestamp}` for results. */
  messages: Record<string, unknown>[];
  paths: MessagePaths;
  /** How many of the messages have no timestamp of their own and took their tick's. */
  tickTimestamps: number;
}

/**
 * Flatten a simulation's `ticks` into its messages, as τ²'s `get_messages()` does (see the module comment).
 *
 * @param file the file (for errors)
 * @param ticks the `ticks` array
 * @param ticksPath its JSON path (e.g. `simulations[3].ticks`, or `ticks` in a results directory's file)
 * @returns the messages in conversation order with their paths (`ticks[5].agent_chunk`, `ticks[5]` for calls
 *   without a chunk, `ticks[5].user_tool_results[0]`; calls at `ticks[5].agent_tool_calls[k]`)
 * @throws {TrajlabInputError} `wrong-type` for a tick that is not an object, a tick `timestamp` that is not a
 *   string, a chunk or tool result that is not an object, call or result lists that are not arrays, a tool
 *   result whose role is not "tool"
 * @example
 * flattenTicks("s.json", [{ tick_id: 0, timestamp: "t0", agent_chunk: { role: "assistant", content: "Hi" }, user_chunk: null }], "ticks").messages.length; // 1
 */
export function flattenTicks(file: string, ticks: readonly unknown[], ticksPath: string): FlatTicks {
  const messages: Record<string, unknown>[] = [];
  const messagePaths: string[] = [];
  const callPaths: string[] = [];
  const keys: string[] = [];
  let tickTimestamps = 0;
  const stamp = (value: unknown, p: string, tickTs: string): string => {
    if (typeof value === "string") return value;
    if (value !== undefined && value !== null) throw wrongType(file, keyPath(p, "timestamp"), "a string or null", value);
    tickTimestamps++;
    return tickTs;
  };
  for (let t = 0; t < ticks.length; t++) {
    const tp = indexPath(ticksPath, t);
    const tick = ticks[t];
    if (!isObject(tick)) throw wrongType(file, tp, "an object", tick);
    const tickTs = tick.timestamp;
    if (typeof tickTs !== "string") throw wrongType(file, keyPath(tp, "timestamp"), "a string", tickTs);
    for (const side of SIDES) {
      const chunkPath = keyPath(tp, side.chunk);
      const chunk = optionalObject(tick[side.chunk], file, chunkPath);
      const callsPath = keyPath(tp, side.calls);
      const calls = optionalArray(tick[side.calls], file, callsPath) ?? [];
      if (chunk !== null || calls.length > 0) {
        // τ²: timestamp = chunk.timestamp if chunk else tick.timestamp
        const ts = chunk !== null ? stamp(chunk.timestamp, chunkPath, tickTs) : tickTs;
        messages.push({ role: side.role, content: chunk !== null ? chunk.content : null, timestamp: ts, tool_calls: calls.length > 0 ? calls : null });
        messagePaths.push(chunk !== null ? chunkPath : tp);
        callPaths.push(callsPath);
        keys.push(ts);
      }
      const resultsPath = keyPath(tp, side.results);
      const results = optionalArray(tick[side.results], file, resultsPath) ?? [];
      for (let r = 0; r < results.length; r++) {
        const rp = indexPath(resultsPath, r);
        const res = results[r];
        if (!isObject(res)) throw wrongType(file, rp, "an object", res);
        if (res.role !== undefined && res.role !== "tool") throw wrongType(file, keyPath(rp, "role"), '"tool"', res.role);
        const ts = stamp(res.timestamp, rp, tickTs);
        messages.push({ role: "tool", id: res.id, content: res.content, error: res.error, requestor: res.requestor, timestamp: ts });
        messagePaths.push(rp);
        callPaths.push(keyPath(rp, "tool_calls"));
        keys.push(ts);
      }
    }
  }
  // τ²: sorted(messages, key=lambda m: m.timestamp) — Python's sort is stable, and so is Array.prototype.sort.
  const order = messages.map((_, i) => i);
  order.sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));
  return {
    messages: order.map((i) => messages[i]),
    paths: { message: order.map((i) => messagePaths[i]), calls: order.map((i) => callPaths[i]) },
    tickTimestamps,
  };
}

/** The agent's side of a tick, then the user's: the order of `Tick.get_all_messages`. */
const SIDES = [
  { role: "assistant", chunk: "agent_chunk", calls: "agent_tool_calls", results: "agent_tool_results" },
  { role: "user", chunk: "user_chunk", calls: "user_tool_calls", results: "user_tool_results" },
] as const;

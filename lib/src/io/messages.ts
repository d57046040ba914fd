/**
 * The tool calls of a chat transcript, in order: the message walk shared by the τ² and τ-bench v1 loaders.
 */
import type { Requestor, ToolCall } from "./model";
import { callsOnNonCallerMessage, indexPath, isObject, keyPath, wrongType } from "./json";

/**
 * Reads one call object into a ToolCall; `order` is its 0-based position among the transcript's calls.
 * The format-specific part (τ² calls carry `name`/`arguments` objects; v1 calls carry `function.arguments` strings).
 */
export type ParseToolCall = (value: unknown, callPath: string, role: Requestor, messageIndex: number, order: number) => ToolCall;

/**
 * Walk `messages` (at JSON path `messagesPath` of `file`) and return every tool call in conversation order.
 *
 * Rules (both formats): each message is an object with a string `role`; `tool_calls` absent or null means no
 * calls; otherwise it must be an array and the message's role must be `assistant` or `user` (a `bad-format`
 * error names `<message>.tool_calls` otherwise). Each call is read by `parseCall` with its JSON path, e.g.
 * `simulations[3].messages[7].tool_calls[0]`.
 *
 * Edges: no messages → []; messages without calls contribute nothing.
 *
 * @example
 * toolCallsOfMessages("run.json", [{ role: "user", content: "hi" }], "simulations[0].messages", parse); // []
 */
export function toolCallsOfMessages(file: string, messages: readonly unknown[], messagesPath: string, parseCall: ParseToolCall): ToolCall[] {
  const toolCalls: ToolCall[] = [];
  for (let m = 0; m < messages.length; m++) {
    const msg = messages[m];
    if (!isObject(msg)) throw wrongType(file, indexPath(messagesPath, m), "an object", msg);
    const role = msg.role;
    if (typeof role !== "string") throw wrongType(file, keyPath(indexPath(messagesPath, m), "role"), "a string", role);
    const calls = msg.tool_calls;
    if (calls === undefined || calls === null) continue;
    const callsPath = keyPath(indexPath(messagesPath, m), "tool_calls");
    if (role !== "assistant" && role !== "user") throw callsOnNonCallerMessage(file, callsPath, role);
    if (!Array.isArray(calls)) throw wrongType(file, callsPath, "an array or null", calls);
    for (let c = 0; c < calls.length; c++) {
      toolCalls.push(parseCall(calls[c], indexPath(callsPath, c), role, m, toolCalls.length));
    }
  }
  return toolCalls;
}

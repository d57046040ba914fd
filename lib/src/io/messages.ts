/**
 * The messages and tool calls of a chat transcript, in order: the message walk shared by the τ² and τ-bench v1
 * loaders.
 */
import type { Message, MessageRole, Requestor, ToolCall, ToolResult } from "./model";
import { callsOnNonCallerMessage, isObject, wrongType } from "./fieldChecks";
import { indexPath, keyPath } from "./paths";

/**
 * Reads one call object into a ToolCall; `order` is its 0-based position among the transcript's calls.
 * The format-specific part (τ² calls carry `name`/`arguments` objects; v1 calls carry `function.arguments` strings).
 */
export type ParseToolCall = (value: unknown, callPath: string, role: Requestor, messageIndex: number, order: number) => ToolCall;

/**
 * Reads what a tool message says about its call: the call id and the error flag (format-specific: τ² writes
 * `id`, `error`, `requestor`; τ-bench v1 writes `tool_call_id` and no error flag).
 */
export type ParseToolResult = (msg: Record<string, unknown>, messagePath: string) => Omit<ToolResult, "callOrder">;

/**
 * Where each message of a walk sits in its file, when the messages are not simply the elements of one array
 * (the messages of a full-duplex run, flattened from its ticks): the message's own path, and the path of the
 * array holding its calls.
 */
export interface MessagePaths {
  /** Path of message m. */
  message: readonly string[];
  /** Path of message m's tool calls (`<message>.tool_calls`, or e.g. `ticks[5].agent_tool_calls`). */
  calls: readonly string[];
}

/** The walk's result: every message and every tool call, in conversation order. */
export interface Transcript {
  messages: Message[];
  toolCalls: ToolCall[];
}

const ROLES: ReadonlySet<string> = new Set(["system", "assistant", "user", "tool"]);

/**
 * Walk `messages` (at JSON path `messagesPath` of `file`) and return every message and tool call in order.
 *
 * Rules (both formats): each message is an object with a string `role`; `tool_calls` absent or null means no
 * calls; otherwise it must be an array and the message's role must be `assistant` or `user` (a `bad-format`
 * error names `<message>.tool_calls` otherwise). Each call is read by `parseCall` with its JSON path, e.g.
 * `simulations[3].messages[7].tool_calls[0]`. A `tool` message is read by `parseResult` and linked to the call
 * it answers (see {@link ToolResult.callOrder}). A role outside system/assistant/user/tool is kept as "system"
 * only when it is `developer`; any other is a `wrong-type` error at `<message>.role`. A non-string `content`
 * (e.g. a list of parts) is kept as null.
 *
 * Edges: no messages → no messages and no calls; messages without calls contribute no calls.
 *
 * @param file the file (for errors)
 * @param raw the messages, in conversation order
 * @param messagesPath the JSON path of the array `raw` is (message m is at `<messagesPath>[m]`)
 * @param parseCall the format's call reader
 * @param parseResult the format's tool-result reader
 * @param paths optional: the messages' own paths when they are not `<messagesPath>[m]` (see {@link MessagePaths})
 * @returns every message and tool call, in order
 * @throws {TrajlabInputError} `wrong-type` or `bad-format` at the offending message or call
 * @example
 * transcriptOfMessages("run.json", [{ role: "user", content: "hi" }], "simulations[0].messages", () => { throw new Error("no call"); }, () => ({ callId: null, error: null, requestor: null })).toolCalls; // []
 */
export function transcriptOfMessages(
  file: string,
  raw: readonly unknown[],
  messagesPath: string,
  parseCall: ParseToolCall,
  parseResult: ParseToolResult,
  paths?: MessagePaths,
): Transcript {
  const toolCalls: ToolCall[] = [];
  const messages: Message[] = new Array(raw.length);
  const linker = new ResultLinker();
  for (let m = 0; m < raw.length; m++) {
    const msg = raw[m];
    const mp = paths ? paths.message[m] : indexPath(messagesPath, m);
    if (!isObject(msg)) throw wrongType(file, mp, "an object", msg);
    const rawRole = msg.role;
    if (typeof rawRole !== "string") throw wrongType(file, keyPath(mp, "role"), "a string", rawRole);
    const role = messageRole(file, mp, rawRole);
    const callOrders: number[] = [];
    const calls = msg.tool_calls;
    if (calls !== undefined && calls !== null) {
      const callsPath = paths ? paths.calls[m] : keyPath(mp, "tool_calls");
      if (role !== "assistant" && role !== "user") throw callsOnNonCallerMessage(file, callsPath, rawRole);
      if (!Array.isArray(calls)) throw wrongType(file, callsPath, "an array or null", calls);
      for (let c = 0; c < calls.length; c++) {
        const call = parseCall(calls[c], indexPath(callsPath, c), role, m, toolCalls.length);
        callOrders.push(call.order);
        toolCalls.push(call);
        linker.called(call);
      }
    }
    let toolResult: ToolResult | null = null;
    if (role === "tool") {
      // one object of the final shape (an object spread here was a measurable share of the load time)
      const r = parseResult(msg, mp);
      toolResult = { callId: r.callId, error: r.error, requestor: r.requestor, callOrder: linker.answer(r.callId) };
    }
    const content = msg.content;
    const ts = msg.timestamp;
    messages[m] = {
      index: m,
      role,
      content: typeof content === "string" ? content : null,
      timestamp: typeof ts === "string" ? ts : null,
      callOrders,
      toolResult,
      path: mp,
    };
  }
  return { messages, toolCalls };
}

/**
 * Every tool call of a transcript, in order ({@link transcriptOfMessages} without the messages).
 *
 * @param file the file (for errors)
 * @param raw the messages
 * @param messagesPath the JSON path of `raw`
 * @param parseCall the format's call reader
 * @returns the calls, in order
 * @throws {TrajlabInputError} as {@link transcriptOfMessages}
 * @example
 * toolCallsOfMessages("run.json", [{ role: "user", content: "hi" }], "simulations[0].messages", () => { throw new Error("no call"); }); // []
 */
export function toolCallsOfMessages(file: string, raw: readonly unknown[], messagesPath: string, parseCall: ParseToolCall): ToolCall[] {
  return transcriptOfMessages(file, raw, messagesPath, parseCall, () => ({ callId: null, error: null, requestor: null })).toolCalls;
}

/**
 * Does a tool output's text say the call failed? True when it starts with the word "error" (any case, after
 * white space): τ-bench's `Env.step` answers a failed tool with `f"Error: {e}"`, and its tools return "Error: …"
 * before changing anything. The rule for tool results the log gives no error flag (τ-bench v1); one source for the
 * drift family's rejected writes and the events' result classes.
 *
 * @internal
 * @param text the tool output
 * @returns whether it reports an error
 * @example
 * outputSaysError("Error: order not found"); // true
 * outputSaysError("  error: unknown user"); // true
 * outputSaysError("Errors are rare"); // false
 */
export function outputSaysError(text: string): boolean {
  return ERROR_OUTPUT.test(text);
}

const ERROR_OUTPUT = /^\s*error\b/i;

/** The role of the message at `mp` (its path is built only for the error: this runs once per message). */
function messageRole(file: string, mp: string, role: string): MessageRole {
  if (ROLES.has(role)) return role as MessageRole;
  if (role === "developer") return "system";
  throw wrongType(file, keyPath(mp, "role"), `"system", "assistant", "user" or "tool"`, role);
}

/**
 * Links tool results to the calls they answer: by id when the result's id names an earlier unanswered call,
 * else the earliest earlier call not yet answered.
 */
class ResultLinker {
  /** answered[order]: whether call `order` has its result (one entry per call seen so far). */
  private readonly answered: boolean[] = [];
  /** Call id → the order of the unanswered call with that id, or the orders when several calls share it. */
  private readonly byId = new Map<string, number | number[]>();
  private next = 0;

  called(call: ToolCall): void {
    this.answered.push(false);
    if (call.id === null) return;
    // one number per id (the usual case: ids are unique); a list only when an id repeats
    const known = this.byId.get(call.id);
    if (known === undefined) this.byId.set(call.id, call.order);
    else if (typeof known === "number") this.byId.set(call.id, [known, call.order]);
    else known.push(call.order);
  }

  answer(callId: string | null): number | null {
    let pick = -1;
    const known = callId !== null ? this.byId.get(callId) : undefined;
    if (typeof known === "number") {
      if (!this.answered[known]) pick = known;
      this.byId.delete(callId as string);
    } else if (known !== undefined) {
      while (known.length > 0 && this.answered[known[0]]) known.shift();
      if (known.length > 0) pick = known.shift() as number;
    }
    if (pick < 0) {
      while (this.next < this.answered.length && this.answered[this.next]) this.next++;
      if (this.next < this.answered.length) pick = this.next;
    }
    if (pick < 0) return null;
    this.answered[pick] = true;
    return pick;
  }
}

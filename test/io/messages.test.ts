/** The message walk both chat-format loaders share: which messages may carry calls, in what order, at what path. */
import { describe, expect, test } from "vitest";
import { outputSaysError, toolCallsOfMessages, transcriptOfMessages, type ParseToolCall, type ParseToolResult } from "../../lib/src/io/messages";
import { expectInputError } from "./helpers";

const parse: ParseToolCall = (value, callPath, role, messageIndex, order) => ({
  id: typeof (value as { id?: unknown }).id === "string" ? ((value as { id: string }).id) : null,
  name: String((value as { name: unknown }).name),
  arguments: {},
  requestor: role,
  messageIndex,
  order,
  path: callPath,
});

describe("toolCallsOfMessages", () => {
  test("returns every call in order, numbering them across messages, with the message index and JSON path", () => {
    const calls = toolCallsOfMessages(
      "run.json",
      [
        { role: "system", content: "policy" },
        { role: "assistant", tool_calls: [{ name: "a" }, { name: "b" }] },
        { role: "tool", content: "ok" },
        { role: "user", tool_calls: null },
        { role: "user", tool_calls: [{ name: "c" }] },
      ],
      "simulations[2].messages",
      parse,
    );
    expect(calls.map((c) => [c.name, c.requestor, c.messageIndex, c.order, c.path])).toEqual([
      ["a", "assistant", 1, 0, "simulations[2].messages[1].tool_calls[0]"],
      ["b", "assistant", 1, 1, "simulations[2].messages[1].tool_calls[1]"],
      ["c", "user", 4, 2, "simulations[2].messages[4].tool_calls[0]"],
    ]);
  });

  test("no messages, or messages without calls, give no calls", () => {
    expect(toolCallsOfMessages("run.json", [], "messages", parse)).toEqual([]);
    expect(toolCallsOfMessages("run.json", [{ role: "assistant", content: "hello" }], "messages", parse)).toEqual([]);
  });

  test("calls on a system or tool message are a bad-format error at <message>.tool_calls", () => {
    expectInputError(() => toolCallsOfMessages("run.json", [{ role: "tool", tool_calls: [{ name: "x" }] }], "messages", parse), {
      kind: "bad-format",
      file: "run.json",
      path: "messages[0].tool_calls",
    });
  });

  test("a message that is not an object, a role that is not a string, tool_calls that are not an array: wrong-type", () => {
    expectInputError(() => toolCallsOfMessages("run.json", ["hi"], "messages", parse), { kind: "wrong-type", path: "messages[0]" });
    expectInputError(() => toolCallsOfMessages("run.json", [{ role: 3 }], "messages", parse), { kind: "wrong-type", path: "messages[0].role" });
    expectInputError(() => toolCallsOfMessages("run.json", [{ role: "assistant", tool_calls: {} }], "messages", parse), {
      kind: "wrong-type",
      path: "messages[0].tool_calls",
    });
  });
});

const result: ParseToolResult = (msg) => ({
  callId: typeof msg.id === "string" ? msg.id : null,
  error: typeof msg.error === "boolean" ? msg.error : null,
  requestor: null,
});

describe("transcriptOfMessages", () => {
  test("keeps every message in order with its role, text, timestamp, the calls it carries and its JSON path", () => {
    const { messages, toolCalls } = transcriptOfMessages(
      "run.json",
      [
        { role: "system", content: "policy" },
        { role: "user", content: "hi", timestamp: "2025-01-01T00:00:00" },
        { role: "assistant", content: null, tool_calls: [{ id: "x", name: "a" }, { id: "y", name: "b" }] },
        { role: "tool", id: "y", content: "B", error: false },
        { role: "tool", id: "x", content: "Error: no", error: true },
        { role: "assistant", content: [{ type: "text", text: "parts" }] },
      ],
      "simulations[0].messages",
      parse,
      result,
    );
    expect(messages.map((m) => [m.index, m.role, m.content, m.callOrders, m.path])).toEqual([
      [0, "system", "policy", [], "simulations[0].messages[0]"],
      [1, "user", "hi", [], "simulations[0].messages[1]"],
      [2, "assistant", null, [0, 1], "simulations[0].messages[2]"],
      [3, "tool", "B", [], "simulations[0].messages[3]"],
      [4, "tool", "Error: no", [], "simulations[0].messages[4]"],
      [5, "assistant", null, [], "simulations[0].messages[5]"],
    ]);
    expect(messages[1].timestamp).toBe("2025-01-01T00:00:00");
    expect(toolCalls.map((c) => c.name)).toEqual(["a", "b"]);
    // results link to their call by id, whatever the order they come back in
    expect(messages[3].toolResult).toEqual({ callId: "y", callOrder: 1, error: false, requestor: null });
    expect(messages[4].toolResult).toEqual({ callId: "x", callOrder: 0, error: true, requestor: null });
    expect(messages[0].toolResult).toBeNull();
  });

  test("a result without a matching id answers the earliest unanswered call; a result with no call left links to null", () => {
    const { messages } = transcriptOfMessages(
      "run.json",
      [
        { role: "assistant", tool_calls: [{ name: "a" }, { name: "b" }] },
        { role: "tool", content: "1" },
        { role: "tool", id: "unknown", content: "2" },
        { role: "tool", content: "3" },
      ],
      "messages",
      parse,
      result,
    );
    expect(messages.slice(1).map((m) => m.toolResult?.callOrder)).toEqual([0, 1, null]);
  });

  test("a developer message reads as system; a role outside the chat roles is a wrong-type error at its path", () => {
    const { messages } = transcriptOfMessages("run.json", [{ role: "developer", content: "p" }], "messages", parse, result);
    expect(messages[0].role).toBe("system");
    expectInputError(() => transcriptOfMessages("run.json", [{ role: "robot" }], "messages", parse, result), {
      kind: "wrong-type",
      path: "messages[0].role",
    });
  });
});

describe("outputSaysError", () => {
  test("a tool output that starts with the word error, in any case and after white space, reports a failure", () => {
    expect(["Error: order not found", "error: no such user", "\n  ERROR - refused"].map(outputSaysError)).toEqual([true, true, true]);
  });
  test("error elsewhere, or as the start of a longer word, does not", () => {
    expect(["Errors are rare", "the order has an error", "", "ok"].map(outputSaysError)).toEqual([false, false, false, false]);
  });
});

/** The message walk both chat-format loaders share: which messages may carry calls, in what order, at what path. */
import { describe, expect, test } from "vitest";
import { toolCallsOfMessages, type ParseToolCall } from "../../lib/src/io/messages";
import { expectInputError } from "./helpers";

const parse: ParseToolCall = (value, callPath, role, messageIndex, order) => ({
  id: null,
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

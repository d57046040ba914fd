import { describe, expect, test } from "vitest";
import { toolErrorShare } from "../../lib/src";
import type { Message } from "../../lib/src";

const tool = (index: number, error: boolean | null): Message => ({
  index,
  role: "tool",
  content: "x",
  timestamp: null,
  callOrders: [],
  toolResult: { callId: null, callOrder: null, error, requestor: null },
  path: `messages[${index}]`,
});

describe("toolErrorShare", () => {
  test("errors over tool results with a logged flag; unflagged results are an exclusion", () => {
    const p = toolErrorShare({ messages: [tool(0, true), tool(1, false), tool(2, null), tool(3, false)] });
    expect(p).toEqual({ value: 1 / 3, numerator: 1, denominator: 3, exclusions: [{ reason: "tool result without an error flag", count: 1 }] });
  });
  test("no tool result: null, never 0", () => {
    expect(toolErrorShare({ messages: [] }).value).toBeNull();
  });
});

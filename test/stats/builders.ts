/** Test helper: minimal conversations for the statistics tests (only the fields the estimators read). */
import type { Conversation, GoldAction, ToolCall } from "../../lib/src/io/model";

export function conversation(p: Partial<Conversation> & { id: string; taskId: string }): Conversation {
  return {
    trial: null,
    reward: null,
    terminationReason: "user_stop",
    messageCount: 0,
    messages: [],
    toolCalls: [],
    goldActions: [],
    actionChecks: null,
    verification: null,
    path: `simulations[${p.id}]`,
    file: "test.json",
    ...p,
  };
}

export function call(name: string, args: Record<string, unknown>, order: number): ToolCall {
  return { id: `call-${order}`, name, arguments: args, requestor: "assistant", messageIndex: order, order, path: `messages[${order}].tool_calls[0]` };
}

export function gold(name: string, args: Record<string, unknown>, actionId: string | null = null): GoldAction {
  return { actionId, name, arguments: args, compareArgs: null, requestor: "assistant" };
}

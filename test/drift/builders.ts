/** Test helper: hand-built model objects for drift tests. */
import type { ActionCheck, Conversation, GoldAction, Message, MessageRole, Run, Task, ToolCall } from "../../lib/src";

export function gold(name: string, args: Record<string, unknown> = {}, compareArgs: string[] | null = null, actionId: string | null = null): GoldAction {
  return { actionId, name, arguments: args, compareArgs, requestor: "assistant" };
}

/** Calls as [name, args] pairs, numbered in order. */
export function calls(...specs: [string, Record<string, unknown>?][]): ToolCall[] {
  return specs.map(([name, args], i) => ({
    id: `call-${i}`,
    name,
    arguments: args ?? {},
    requestor: "assistant",
    messageIndex: i + 1,
    order: i,
    path: `simulations[0].messages[${i + 1}].tool_calls[0]`,
  }));
}

export function check(action: GoldAction, actionMatch: boolean, toolType: ActionCheck["toolType"] = null): ActionCheck {
  return { action, actionMatch, actionReward: actionMatch ? 1 : 0, toolType };
}

export function conv(partial: Partial<Conversation> & { id?: string }): Conversation {
  return {
    id: partial.id ?? "c0",
    taskId: partial.taskId ?? "t0",
    trial: partial.trial ?? 0,
    reward: partial.reward === undefined ? 1 : partial.reward,
    terminationReason: partial.terminationReason === undefined ? "user_stop" : partial.terminationReason,
    messageCount: partial.messageCount ?? 10,
    messages: partial.messages ?? [],
    toolCalls: partial.toolCalls ?? [],
    goldActions: partial.goldActions === undefined ? [] : partial.goldActions,
    actionChecks: partial.actionChecks === undefined ? null : partial.actionChecks,
    verification: partial.verification === undefined ? null : partial.verification,
    path: partial.path ?? "simulations[0]",
    file: partial.file ?? "hand-built.json",
  };
}

export function run(conversations: Conversation[], domain: string | null = "retail", format: Run["format"] = "tau2-results", tasks: Task[] = []): Run {
  return { source: "hand-built.json", format, domain, agentModel: "m", userModel: "u", trialCount: 1, tasks, conversations, exclusions: [], warnings: [] };
}

/**
 * A conversation whose write sequence is exactly `seq` (1 aligned, 0 drift) for write tool "w":
 * aligned writes use distinct gold ids, drift writes use ids no gold action has.
 */
export function convWithSequence(seq: (0 | 1)[], extra: Partial<Conversation> = {}): Conversation {
  const goldActions: GoldAction[] = [];
  const specs: [string, Record<string, unknown>][] = [];
  seq.forEach((x, i) => {
    if (x === 1) {
      goldActions.push(gold("w", { id: `ok-${i}` }));
      specs.push(["w", { id: `ok-${i}` }]);
    } else specs.push(["w", { id: `bad-${i}` }]);
  });
  return conv({ goldActions, toolCalls: calls(...specs), ...extra });
}

export const W = new Set(["w"]);

/** Messages of a flat conversation from [role, content] pairs, indexed in order (no calls, no tool results). */
export function msgs(...specs: [MessageRole, string | null][]): Message[] {
  return specs.map(([role, content], index) => ({ index, role, content, timestamp: null, callOrders: [], toolResult: null, path: `simulations[0].messages[${index}]` }));
}

/** A tool message answering the call of order `callOrder`, with the environment's error flag. */
export function toolMsg(index: number, callOrder: number, content: string, error: boolean | null = false): Message {
  return {
    index,
    role: "tool",
    content,
    timestamp: null,
    callOrders: [],
    toolResult: { callId: `call-${callOrder}`, callOrder, error, requestor: "assistant" },
    path: `simulations[0].messages[${index}]`,
  };
}

/** A task as embedded in a file. */
export function task(id: string, goldActions: GoldAction[] | null, scenario: string | null = null, userId: string | null = null): Task {
  return { id, goldActions, path: `tasks[${id}]`, scenario, userId };
}

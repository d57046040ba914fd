/**
 * Test helper: hand-built τ²-style conversations (the loaded model, as io/tau2.ts produces it) from a list of steps,
 * so converter and detector tests can state a conversation in a few lines.
 */
import type { Conversation, GoldAction, Message, Run, ToolCall, Verification } from "../../lib/src/io/model";

export type Step =
  | { user: string }
  | { say: string }
  | { system: string }
  | { call: [string, Record<string, unknown>][]; by?: "user"; text?: string }
  | { result: string; error?: boolean };

export interface ChatOptions {
  id?: string;
  gold?: GoldAction[] | null;
  reward?: number | null;
  termination?: string | null;
  verification?: Verification | null;
  format?: Run["format"];
  domain?: string | null;
  file?: string;
}

export const g = (name: string, args: Record<string, unknown> = {}, requestor: "assistant" | "user" = "assistant"): GoldAction => ({ actionId: null, name, arguments: args, compareArgs: null, requestor });

/** A conversation and its one-conversation run. Tool results answer the earliest unanswered call. */
export function chat(steps: Step[], o: ChatOptions = {}): { conversation: Conversation; run: Run } {
  const messages: Message[] = [];
  const toolCalls: ToolCall[] = [];
  let answered = 0;
  const base = "simulations[0].messages";
  steps.forEach((s, index) => {
    const path = `${base}[${index}]`;
    const m: Message = { index, role: "assistant", content: null, timestamp: `2025-01-01T00:00:${String(index).padStart(2, "0")}`, callOrders: [], toolResult: null, path };
    if ("user" in s) Object.assign(m, { role: "user", content: s.user });
    else if ("say" in s) Object.assign(m, { role: "assistant", content: s.say });
    else if ("system" in s) Object.assign(m, { role: "system", content: s.system });
    else if ("call" in s) {
      m.role = s.by === "user" ? "user" : "assistant";
      m.content = s.text ?? null;
      s.call.forEach(([name, args], k) => {
        const order = toolCalls.length;
        toolCalls.push({ id: `call-${order}`, name, arguments: args, requestor: s.by === "user" ? "user" : "assistant", messageIndex: index, order, path: `${path}.tool_calls[${k}]` });
        m.callOrders.push(order);
      });
    } else {
      const order = answered++;
      Object.assign(m, { role: "tool", content: s.result, toolResult: { callId: `call-${order}`, callOrder: order < toolCalls.length ? order : null, error: o.format === "tau1-historical" ? null : Boolean(s.error), requestor: null } });
    }
    messages.push(m);
  });
  const conversation: Conversation = {
    id: o.id ?? "conv-1",
    taskId: "t1",
    trial: 0,
    reward: o.reward === undefined ? 0 : o.reward,
    terminationReason: o.termination === undefined ? (o.format === "tau1-historical" ? null : "user_stop") : o.termination,
    messageCount: messages.length,
    messages,
    toolCalls,
    goldActions: o.gold === undefined ? [] : o.gold,
    actionChecks: null,
    verification: o.verification === undefined ? null : o.verification,
    path: "simulations[0]",
    file: o.file ?? "hand.json",
  };
  const run: Run = { source: o.file ?? "hand.json", format: o.format ?? "tau2-results", domain: o.domain === undefined ? "retail" : o.domain, agentModel: "m", userModel: "u", trialCount: 1, tasks: [], conversations: [conversation] };
  return { conversation, run };
}

export const RETAIL_WRITES = { source: "caller", tools: ["cancel_pending_order", "modify_pending_order_items"] };

export function verification(partial: Partial<Verification> = {}): Verification {
  return { dbMatch: null, dbReward: null, rewardBasis: null, rewardBreakdown: null, envAssertionsMet: null, nlAssertions: null, actionNote: null, path: "simulations[0].reward_info", ...partial };
}

/** Hand-made inputs for the audit's tests: observations, contexts, gold actions and tiny runs. */
import type { Conversation, GoldAction, Message, Run, ToolCall } from "../../lib/src";
import type { AuditContext, Observation } from "../../lib/src/audit/types";

/** The airline policy sentences the checks cite (as the τ² airline policy words them), with its current time. */
export const AIRLINE_POLICY = [
  "The current time is 2024-05-15 15:00:00 EST.",
  "You should not provide any information, knowledge, or procedures not provided by the user or available tools, or give subjective recommendations or comments.",
  "- If the status is **available**, the flight has not taken off, available seats and prices are listed.",
  "- The agent needs to collect the first name, last name, and date of birth for each passenger.",
  "- All payment methods must already be in user profile for safety reasons.",
  "- Each extra baggage is 50 dollars.",
  "- The travel insurance is 30 dollars per passenger and enables full refund if the user needs to cancel the flight given health or weather reasons.",
  "- Basic economy flights cannot be modified.",
  "- Cabin cannot be changed if any flight in the reservation has already been flown.",
  "If any portion of the flight has already been flown, the agent cannot help and transfer is needed.",
  "Otherwise, flight can be cancelled if any of the following is true:",
  "Only compensate if the user is a silver/gold member or has travel insurance or flies business.",
  "- If the user complains about cancelled flights in a reservation, the agent can offer a certificate as a gesture after confirming the facts, with the amount being $100 times the number of passengers.",
  "- If the user complains about delayed flights in a reservation, the agent can offer a certificate as a gesture after confirming the facts, with the amount being $50 times the number of passengers.",
].join("\n");

/** The retail policy sentences the checks cite. */
export const RETAIL_POLICY = [
  "Each user has a profile containing:",
  "You should not make up any information or knowledge or procedures not provided by the user or the tools, or give subjective recommendations or comments.",
  "An order can only be cancelled if its status is 'pending', and you should check its status before taking the action.",
  "The user needs to confirm the order id and the reason (either 'no longer needed' or 'ordered by mistake') for cancellation. Other reasons are not acceptable.",
  "An order can only be modified if its status is 'pending', and you should check its status before taking the action.",
  "An order can only be returned if its status is 'delivered', and you should check its status before taking the action.",
  "An order can only be exchanged if its status is 'delivered', and you should check its status before taking the action.",
  "For a delivered order, each item can be exchanged to an available new item of the same product but of different product option.",
].join("\n");

/** A gold action. */
export function gold(name: string, args: Record<string, unknown>, compareArgs: string[] | null = null): GoldAction {
  return { actionId: null, name, arguments: args, compareArgs, requestor: "assistant" };
}

let seq = 0;
/** An observation of a tool result (the value is serialised as the log would carry it). */
export function ob(tool: string, args: Record<string, unknown>, value: unknown, options: { beforeWrites?: boolean; run?: string; conversation?: string } = {}): Observation {
  const run = options.run ?? "r.json";
  const conversation = options.conversation ?? "c1";
  const messageIndex = seq++;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return { run, conversation, tool, args, value, text, messageIndex, event: `${run}#${conversation}[${messageIndex}]`, beforeWrites: options.beforeWrites ?? true, error: false };
}

/** An audit context with defaults (airline, the airline policy, its current time). */
export function ctx(over: Partial<AuditContext>): AuditContext {
  const policy = over.policy === undefined ? (over.domain === "retail" ? RETAIL_POLICY : AIRLINE_POLICY) : over.policy;
  return {
    domain: "airline",
    taskId: "t",
    gold: [],
    scenario: "",
    now: new Date("2024-05-15T15:00:00Z"),
    observations: [],
    runs: ["r.json"],
    ...over,
    policy,
  };
}

/** A reservation record as get_reservation_details returns it. */
export function reservation(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    reservation_id: "ABC123",
    user_id: "u1",
    cabin: "economy",
    flights: [{ flight_number: "HAT001", date: "2024-05-20", price: 100 }],
    passengers: [{ first_name: "Ann", last_name: "Lee", dob: "1990-01-02" }],
    created_at: "2024-05-01T10:00:00",
    insurance: "no",
    total_baggages: 0,
    nonfree_baggages: 0,
    ...over,
  };
}

/** A user profile as get_user_details returns it. */
export function user(over: Record<string, unknown> = {}): Record<string, unknown> {
  return { user_id: "u1", name: { first_name: "Ann", last_name: "Lee" }, membership: "regular", payment_methods: { credit_card_1: { source: "credit_card", id: "credit_card_1" }, gift_card_2: { source: "gift_card", id: "gift_card_2", amount: 100 } }, ...over };
}

/** One step of a hand-made conversation: a tool call and its result, or an assistant or user message. */
export type Step = { call: string; args?: Record<string, unknown>; result: unknown; error?: boolean } | { assistant: string } | { user: string };

/** A conversation built from steps (messages, tool calls and results linked as the loaders link them). */
export function conversation(id: string, taskId: string, reward: number | null, steps: Step[], goldActions: GoldAction[] | null = null): Conversation {
  const messages: Message[] = [];
  const toolCalls: ToolCall[] = [];
  for (const s of steps) {
    const index = messages.length;
    if ("call" in s) {
      const order = toolCalls.length;
      toolCalls.push({ id: `call${order}`, name: s.call, arguments: s.args ?? {}, requestor: "assistant", messageIndex: index, order, path: `m[${index}]` });
      messages.push({ index, role: "assistant", content: null, timestamp: null, callOrders: [order], toolResult: null, path: `m[${index}]` });
      messages.push({ index: index + 1, role: "tool", content: typeof s.result === "string" ? s.result : JSON.stringify(s.result), timestamp: null, callOrders: [], toolResult: { callId: `call${order}`, callOrder: order, error: s.error ?? false, requestor: "assistant" }, path: `m[${index + 1}]` });
    } else {
      const role = "assistant" in s ? "assistant" : "user";
      messages.push({ index, role, content: "assistant" in s ? s.assistant : s.user, timestamp: null, callOrders: [], toolResult: null, path: `m[${index}]` });
    }
  }
  return { id, taskId, trial: 0, reward, terminationReason: "user_stop", messageCount: messages.length, messages, toolCalls, goldActions, actionChecks: null, verification: null, path: `simulations[${id}]`, file: "r.json" } as Conversation;
}

/** A run from conversations and its embedded tasks. */
export function run(source: string, domain: string, conversations: Conversation[], tasks: { id: string; gold: GoldAction[]; scenario?: string }[], agent = "agent"): Run {
  return {
    source,
    format: "tau2-results",
    domain,
    agentModel: agent,
    userModel: null,
    trialCount: 1,
    tasks: tasks.map((t) => ({ id: t.id, goldActions: t.gold, path: `tasks[${t.id}]`, scenario: t.scenario ?? null })),
    conversations,
    exclusions: [],
    warnings: [],
  };
}

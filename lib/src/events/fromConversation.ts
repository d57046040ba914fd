/**
 * Events of a τ²-bench or τ-bench v1 conversation, converted from the loaded model (`Conversation.messages`,
 * `toolCalls`, `verification`, `actionChecks`), never from raw JSON. For τ² full-duplex (voice) runs,
 * `Conversation.messages` is τ²'s own `SimulationRun.get_messages()` flattening of the ticks, so this converter
 * covers them unchanged (docs/definitions/events.md#converters).
 *
 * Per message, in order:
 * - user text → `user_turn` (actor user); assistant text → `model_turn` (actor agent); system text is context,
 *   not an event;
 * - each tool call it carries → `tool_request` (actor agent for assistant calls, user for τ² user-tool calls),
 *   normalised arguments, resources, `effect` from the given write set;
 * - a tool message → `tool_observation` (actor environment) with the result class from the log's error flag
 *   (τ²), or inferred from the text when the log has no flag (τ-bench v1: an output starting with "Error").
 * Then `end` (termination, when the log has a reason) and the verification events (reward, db check, action
 * checks, env and NL assertions).
 *
 * Parent links (docs/definitions/events.md#parent-links): an observation → its request (by `toolResult.callOrder`,
 * i.e. by call id when logged); a request → for each identifier-like argument value, the earliest earlier
 * user turn or observation whose text contains it (case-insensitive), else the preceding user turn, else none;
 * an action check → the requests that match its gold action (τ²'s own matching rule).
 */
import type { Conversation, Message, Run, ToolCall } from "../io/model";
import { callMatchesGoldAction, type NullCompareArgsRule } from "../drift/alignment";
import { outputSaysError } from "../io/messages";
import { identifierValues, normalizeArguments, resourceIds } from "./normalize";
import { PayloadStore, payloadRef } from "./payload";
import { EVENT_SCHEMA_NAME, EVENT_SCHEMA_VERSION, blankEvent, type EventWriteTools, type PayloadRef, type EventLog, type LogEvent } from "./schema";

/** Options of {@link conversationEvents}. */
export interface ConversationEventsOptions {
  /** Tool names that are writes (sets `effect`); null or absent → `effect` null on every request. */
  writeTools?: { source: string; tools: readonly string[] } | null;
  /** Where to keep the texts the payload references point to (message text, tool output, NL assertions). */
  payloads?: PayloadStore;
}

/**
 * What a τ²/τ-bench conversation log cannot tell, one sentence each (copied into `EventLog.limits`).
 *
 * @internal
 */
export const TAU_LIMITS = Object.freeze({
  noState:
    "no resource versions or state snapshots: no state_commit event; whether a write changed the database is known only from its tool output and the final database check",
  noApprovalNoCompaction: "no approval or compaction records",
  inferredParents:
    "parent links of tool calls are inferred from where their argument values first appeared in earlier user turns or tool outputs (else the preceding user turn), not logged",
  noToolList: "no list of the tools exposed to the agent (info.environment_info.tool_defs is not in the model): availability is inferred from calls seen in the run",
  systemPrompt: "the system prompt (policy) is context, not an event",
  noUserTurns:
    "no user turn (τ² no-user mode): the task ticket is in the task, not the conversation, so the first calls have no origin event",
  textResults: "no error flag on tool results: result classes are inferred from the output text (\"Error…\")",
  noTermination: "no termination reason",
  rewardOnly: "no reward breakdown: the reward is the only verification",
  ticks:
    "full-duplex run: messages are τ²'s get_messages() flattening of the ticks (ordered by timestamp), so simultaneous agent and user chunks appear in that order",
});

const isText = (s: string | null): s is string => s !== null && s.trim().length > 0;

/**
 * The matching rule of a run's gold actions: τ-bench v1 compares every argument, τ² the call's own keys.
 *
 * @param format the run's format ("tau1-historical", "tau2-results", …)
 * @returns "all-keys" for τ-bench v1, "call-keys" otherwise
 * @internal
 */
export function nullCompareArgsOf(format: string): NullCompareArgsRule {
  return format === "tau1-historical" ? "all-keys" : "call-keys";
}

/**
 * What happened in one τ²-bench or τ-bench conversation, as linked events? Convert one conversation of a loaded run
 * into a {@link EventLog} (see the module comment). Ids depend only on message and call positions, so converting
 * the same log twice gives identical events. Edges: a conversation without messages gives a trajectory whose only
 * events are termination/verification (or none).
 *
 * Source: docs/definitions/events.md#converters; parent links: docs/definitions/events.md#parent-links.
 *
 * @param conversation a conversation of `run`
 * @param run the run it belongs to (format, domain, agent)
 * @param options the write set behind `effect` (`writeTools`; none → `effect` null) and a store for the payload texts
 *   (`payloads`)
 * @returns the trajectory: header fields from the run and the conversation, the events in run-local order, and the
 *   log's limits
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * const t = conversationEvents(run.conversations[1], run, { writeTools: { source: "caller", tools: ["cancel_pending_order"] } });
 * t.events.slice(0, 5).map((e) => e.id); // ["m0", "m1", "m2", "m3", "m4.c0"]
 * t.events.slice(-6).map((e) => e.id); // ["end", "v.reward", "v.db", "v.action.0", "v.action.1", "v.action.2"]
 * t.events.filter((e) => e.effect === "write").map((e) => e.id); // ["m17.c0"]
 */
export function conversationEvents(
  conversation: Conversation,
  run: Pick<Run, "source" | "format" | "domain" | "agentModel">,
  options: ConversationEventsOptions = {},
): EventLog {
  const writes = options.writeTools ? new Set(options.writeTools.tools) : null;
  const store = options.payloads;
  const events: LogEvent[] = [];
  const requestIdOfOrder = new Map<number, string>();
  const textOf = new Map<string, string>(); // lower-cased evidence text (user turns, observations) by event id
  const evidenceIds: string[] = []; // user turns and observations, in seq order
  let lastUserTurn: string | null = null;
  const file = conversation.file;

  const ref = (text: string, path: string): PayloadRef => {
    const locator = `${file}#${path}`;
    return store ? store.put(text, locator) : payloadRef(text, locator);
  };
  const push = (e: Omit<LogEvent, "seq">): LogEvent => {
    const ev = { ...e, seq: events.length } as LogEvent;
    events.push(ev);
    return ev;
  };

  for (const m of conversation.messages) {
    if (m.role === "system") continue;
    if (m.role === "tool") {
      pushObservation(m);
      continue;
    }
    if (isText(m.content)) {
      const id = `m${m.index}`;
      const isUser = m.role === "user";
      push(base(id, isUser ? "user_turn" : "model_turn", isUser ? "user" : "agent", m, ref(m.content, `${m.path}.content`)));
      if (isUser) {
        lastUserTurn = id;
        textOf.set(id, m.content.toLowerCase());
        evidenceIds.push(id);
      }
    }
    m.callOrders.forEach((order, k) => pushRequest(conversation.toolCalls[order], m, k));
  }

  function base(id: string, type: LogEvent["type"], actor: LogEvent["actor"], m: Message | null, payload: PayloadRef | null): Omit<LogEvent, "seq"> {
    const e = blankEvent(id, type, actor);
    e.payload = payload;
    if (m) {
      e.time = m.timestamp;
      e.source = m.path;
      e.messageIndex = m.index;
    }
    return e;
  }

  function pushRequest(call: ToolCall, m: Message, k: number): void {
    const id = `m${m.index}.c${k}`;
    const e = base(id, "tool_request", call.requestor === "user" ? "user" : "agent", m, null);
    e.tool = call.name;
    e.args = normalizeArguments(call.arguments);
    e.callId = call.id;
    e.effect = writes === null ? null : writes.has(call.name) ? "write" : "read";
    e.resources = resourceIds(call.arguments);
    e.source = call.path;
    e.parents = requestParents(identifierValues(call.arguments));
    push(e);
    requestIdOfOrder.set(call.order, id);
  }

  function requestParents(values: string[]): string[] {
    const found = new Set<string>();
    for (const v of values) {
      const needle = v.toLowerCase();
      for (const id of evidenceIds) {
        if ((textOf.get(id) as string).includes(needle)) {
          found.add(id);
          break;
        }
      }
    }
    if (found.size > 0) return [...found].sort((a, b) => seqOf(a) - seqOf(b));
    return lastUserTurn === null ? [] : [lastUserTurn];
  }

  function seqOf(id: string): number {
    const e = events.find((x) => x.id === id);
    return e ? e.seq : -1;
  }

  function pushObservation(m: Message): void {
    const id = `m${m.index}`;
    const tr = m.toolResult;
    const requestId = tr && tr.callOrder !== null ? requestIdOfOrder.get(tr.callOrder) ?? null : null;
    const request = requestId === null ? null : (events.find((x) => x.id === requestId) as LogEvent);
    const e = base(id, "tool_observation", "environment", m, m.content !== null ? ref(m.content, `${m.path}.content`) : null);
    e.parents = requestId === null ? [] : [requestId];
    e.tool = request ? request.tool : null;
    e.callId = tr ? tr.callId : null;
    e.resources = request ? request.resources : [];
    if (tr && tr.error !== null) {
      e.result = tr.error ? "error" : "ok";
      e.resultBasis = "flag";
    } else if (m.content !== null) {
      e.result = outputSaysError(m.content) ? "error" : "ok";
      e.resultBasis = "text";
    }
    push(e);
    if (m.content !== null) {
      textOf.set(id, m.content.toLowerCase());
      evidenceIds.push(id);
    }
  }

  pushEnd();
  pushVerification();

  function pushEnd(): void {
    if (conversation.terminationReason === null) return;
    const e = base("end", "termination", "environment", null, null);
    e.detail = { reason: conversation.terminationReason };
    e.source = `${conversation.path}.termination_reason`;
    push(e);
  }

  function pushVerification(): void {
    const v = conversation.verification;
    const rewardPath = v ? v.path : conversation.path;
    if (conversation.reward !== null || v !== null) {
      const e = base("v.reward", "verification", "evaluator", null, null);
      e.detail = {
        check: "reward",
        reward: conversation.reward,
        passed: conversation.reward === null ? null : conversation.reward === 1,
        basis: v ? v.rewardBasis : null,
        breakdown: v ? v.rewardBreakdown : null,
      };
      e.source = rewardPath;
      push(e);
    }
    if (v === null) return;
    if (v.dbMatch !== null) {
      const e = base("v.db", "verification", "evaluator", null, null);
      e.detail = { check: "db", passed: v.dbMatch, dbReward: v.dbReward };
      e.source = `${v.path}.db_check`;
      push(e);
    }
    const rule = { nullCompareArgs: nullCompareArgsOf(run.format) };
    (conversation.actionChecks ?? []).forEach((check, i) => {
      const e = base(`v.action.${i}`, "verification", "evaluator", null, null);
      e.detail = { check: "action", name: check.action.name, actionId: check.action.actionId, passed: check.actionMatch };
      e.parents = conversation.toolCalls
        .filter((c) => callMatchesGoldAction(c, check.action, rule))
        .map((c) => requestIdOfOrder.get(c.order))
        .filter((x): x is string => x !== undefined);
      e.source = `${v.path}.action_checks[${i}]`;
      push(e);
    });
    (v.envAssertionsMet ?? []).forEach((met, i) => {
      const e = base(`v.env.${i}`, "verification", "evaluator", null, null);
      e.detail = { check: "env", passed: met };
      e.source = `${v.path}.env_assertions[${i}]`;
      push(e);
    });
    (v.nlAssertions ?? []).forEach((a, i) => {
      const p = `${v.path}.nl_assertions[${i}]`;
      const e = base(`v.nl.${i}`, "verification", "evaluator", null, isText(a.assertion) ? ref(a.assertion, `${p}.nl_assertion`) : null);
      e.detail = { check: "nl", passed: a.met };
      e.source = p;
      push(e);
    });
  }

  return {
    schema: EVENT_SCHEMA_NAME,
    version: EVENT_SCHEMA_VERSION,
    id: conversation.id,
    run: run.source,
    format: run.format,
    domain: run.domain,
    agent: run.agentModel,
    taskId: conversation.taskId,
    trial: conversation.trial,
    reward: conversation.reward,
    termination: conversation.terminationReason,
    goldActions: conversation.goldActions,
    availableTools: null,
    writeTools: options.writeTools ? ({ source: options.writeTools.source, tools: [...options.writeTools.tools].sort() } as EventWriteTools) : null,
    limits: limitsOf(conversation, run.format),
    events,
  };
}

function limitsOf(c: Conversation, format: string): string[] {
  const out: string[] = [TAU_LIMITS.noState, TAU_LIMITS.noApprovalNoCompaction, TAU_LIMITS.inferredParents, TAU_LIMITS.noToolList];
  if (c.messages.some((m) => m.role === "system")) out.push(TAU_LIMITS.systemPrompt);
  if (!c.messages.some((m) => m.role === "user" && isText(m.content))) out.push(TAU_LIMITS.noUserTurns);
  if (format === "tau1-historical") out.push(TAU_LIMITS.textResults, TAU_LIMITS.noTermination, TAU_LIMITS.rewardOnly);
  if (c.messages.some((m) => m.path.includes(".ticks["))) out.push(TAU_LIMITS.ticks);
  return out;
}

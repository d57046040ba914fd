/**
 * Decision evidence: the turns in which a conversation's decisions are made in words. Each agent turn with what it
 * does (propose, refuse, transfer, close, done) and the actions it names; each user turn with what it does (accept,
 * decline, stop); and in both, the values they carry — the gold actions' argument values found in the words, and
 * the identifiers they name with the observation each first came from. Deterministic: cue phrases and literal
 * values (docs/definitions/diagnostics.md#decision-evidence), never a model's judgement.
 */
import type { EventLog, LogEvent } from "../events/schema";
import { argumentLeaves, valuePattern } from "./argumentValues";
import { agentActs, mentionsTool, refusesTool, userActs, type AgentAct, type UserAct } from "./turnActs";
import { payloadText } from "./view";

/** One value a turn carries. */
export interface TurnValue {
  value: string;
  /** Indices of the gold actions whose arguments hold it ([] when none does). */
  gold: number[];
  /** The observation (tool result) that first showed it before the turn, or null (the user said it, or nobody). */
  observedIn: string | null;
}

/** One turn of decision evidence. Plain JSON data. */
export interface DecisionTurn {
  event: string;
  messageIndex: number | null;
  actor: "agent" | "user";
  acts: (AgentAct | UserAct)[];
  /** Tools (of the gold actions and the run's write set) whose action the turn names. */
  names: string[];
  /** Of those, the ones a sentence of the turn refuses (agent turns). */
  refuses: string[];
  values: TurnValue[];
}

/** The decision evidence of one conversation, and what it cannot see. */
export interface DecisionEvidence {
  turns: DecisionTurn[];
  limits: string[];
}

/** Identifiers as they appear in text (ids, flight numbers, order and item ids, payment ids, lines). */
const TEXT_IDS = /#W\d{7}\b|\bHAT\d{3}\b|\b\d{10}\b|\b(?:credit_card|gift_card|certificate|paypal)_\d+\b|\bL\d{4}\b|\b(?=[A-Z0-9]{6}\b)(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6}\b/g;

/**
 * In which turns are this conversation's decisions made in words, and with which values? The decision evidence of
 * one event log (see the module comment): every agent and user turn with text, its acts, the actions it names and
 * refuses, and its values.
 *
 * Edges: turns without text are skipped; without texts (payloads neither inlined nor in `textOf`) there is no turn
 * and `limits` says so.
 * Source: docs/definitions/diagnostics.md#decision-evidence.
 *
 * @param t the event log
 * @param textOf payload texts by sha256 (for logs whose texts are not inlined)
 * @returns the turns in order, and the limits of the reading
 * @example
 * const t = loadEventsJsonl("data/examples/diagnostics_tiny.events.jsonl").eventsFile.logs[0];
 * decisionEvidence(t).turns.filter((d) => d.acts.length > 0).map((d) => [d.messageIndex, d.actor, d.acts]); // [[7, "agent", ["done"]], [8, "user", ["decline"]], [11, "agent", ["done"]]]
 */
export function decisionEvidence(t: EventLog, textOf: ((sha256: string) => string | null) | null = null): DecisionEvidence {
  const gold = t.goldActions ?? [];
  const tools = [...new Set([...gold.map((g) => g.name), ...(t.writeTools?.tools ?? [])])];
  const goldPatterns = gold.map((g) => argumentLeaves(g.arguments).flatMap((l) => {
    const p = valuePattern(l);
    return p ? [{ value: String(l.value), pattern: p }] : [];
  }));
  const firstSeen = new Map<string, string>();
  const turns: DecisionTurn[] = [];
  let withText = 0;
  for (const e of t.events) {
    const text = e.type === "tool_observation" || e.type === "model_turn" || e.type === "user_turn" ? payloadText(e, textOf) : null;
    if (text === null || text.trim() === "") continue;
    withText++;
    if (e.type === "tool_observation") {
      for (const m of text.matchAll(TEXT_IDS)) if (!firstSeen.has(m[0])) firstSeen.set(m[0], e.id);
      continue;
    }
    turns.push(turnOf(e, text, tools, gold.length, goldPatterns, firstSeen));
  }
  const limits = [
    "acts are read from English cue phrases; a decision made without one (an offer phrased otherwise) is not seen",
    "values are matched literally (ids, flight numbers, dates, amounts, bag counts); a value paraphrased is not linked",
  ];
  if (withText === 0 && t.events.some((e) => e.payload !== null)) limits.push("no message text available (payloads not inlined and no store given): no turn could be read");
  return { turns, limits };
}

function turnOf(
  e: LogEvent,
  text: string,
  tools: readonly string[],
  goldCount: number,
  goldPatterns: { value: string; pattern: RegExp }[][],
  firstSeen: ReadonlyMap<string, string>,
): DecisionTurn {
  const actor = e.actor === "user" ? "user" : "agent";
  const values = new Map<string, TurnValue>();
  for (let i = 0; i < goldCount; i++) {
    for (const { value, pattern } of goldPatterns[i]) {
      if (!pattern.test(text)) continue;
      const v = values.get(value) ?? { value, gold: [], observedIn: firstSeen.get(value) ?? null };
      if (!v.gold.includes(i)) v.gold.push(i);
      values.set(value, v);
    }
  }
  for (const m of text.matchAll(TEXT_IDS)) if (!values.has(m[0])) values.set(m[0], { value: m[0], gold: [], observedIn: firstSeen.get(m[0]) ?? null });
  const names = tools.filter((tool) => mentionsTool(text, tool));
  return {
    event: e.id,
    messageIndex: e.messageIndex,
    actor,
    acts: actor === "user" ? userActs(text) : agentActs(text),
    names,
    refuses: actor === "agent" ? tools.filter((tool) => refusesTool(text, tool)) : [],
    values: [...values.values()],
  };
}

/*
 * Cross-run evidence: the same task across runs and agents — its success rate with a Wilson interval, the gold
 * writes agents omit together, and the policy sentences they cite when refusing. Evidence, not proof
 * (docs/definitions/audit.md#cross-run).
 */
import type { Conversation, GoldAction } from "../io/model";
import { someCallMatchesGoldAction } from "../drift/alignment";
import { measurement, type MeasurementPoint } from "../stats/measurement";
import { wilsonInterval } from "../stats/wilson";
import type { Interval } from "../stats/interval";
import { isSuccess } from "../stats/success";
import { closestPolicySentence } from "./policySentence";
import { eventId } from "./evidence";

/** One conversation of the task, with the run it belongs to. */
export interface TaskConversation {
  run: string;
  agent: string | null;
  conversation: Pick<Conversation, "id" | "reward" | "toolCalls" | "messages">;
}

/** A policy sentence refusing agents cited, with the refusals that cite it. */
export interface CitedSentence {
  sentence: string;
  /** Distinct runs whose refusal cites it. */
  runs: string[];
  events: string[];
}

/** What the runs did with one gold write action. */
export interface GoldActionAcrossRuns {
  goldAction: number;
  name: string;
  /** Conversations with a call matching it. */
  done: number;
  /** Conversations with no matching call. */
  omitted: number;
  /** Failed conversations with a matching call. */
  failedDone: number;
  /** Failed conversations that omitted it and refused in words. */
  refused: number;
  cited: CitedSentence[];
}

/** The cross-run evidence of one task. */
export interface CrossRunEvidence {
  /** Successes over conversations with a reward (conversations without one are excluded, by id). */
  success: MeasurementPoint;
  /** Wilson 95 % interval of the success rate; null when no conversation has a reward. */
  interval: Interval | null;
  runs: string[];
  goldActions: GoldActionAcrossRuns[];
  /** The cross-run rule's finding, or null. */
  finding: { goldAction: number; note: string; policy: string; runs: string[]; events: string[] } | null;
}

/** The words of a refusal (an agent declining, citing its rules). */
export const REFUSAL = /\b(cannot|can't|can not|unable to|not able to|not eligible|isn't eligible|not allowed|not permitted|not possible|against (our|the) policy|i'm sorry, but|unfortunately)\b/i;

/** The cross-run rule's thresholds (docs/definitions/audit.md#cross-run). */
export const CROSS_RUN_RULE = { minConversations: 3, minCitingRuns: 2, maxSuccessHi: 0.5 } as const;

/**
 * What do the runs of one task show together?
 *
 * Success: k of n conversations with a reward succeeded (reward 1 within tolerance), with its Wilson 95 % interval.
 * Per gold write action: how many conversations made a matching call (τ²'s argument rule), how many omitted it, how
 * many of the failed ones that omitted it refused in words (`REFUSAL`), and the policy sentence each refusal echoes
 * most (`closestPolicySentence`).
 * Rule (a cross-run finding): at least `minConversations` conversations have a reward, the success interval's upper
 * end is below `maxSuccessHi`, a gold write action was omitted by every failed conversation, and refusals from at
 * least `minCitingRuns` distinct runs cite the same policy sentence. Strong agents failing by the same refusal is
 * evidence, not proof: the verdict keeps the finding's kind "cross-run" apart from the precondition checks.
 * Edges: no conversation → success value null, interval null, no finding.
 * Source: docs/definitions/audit.md#cross-run.
 *
 * @param conversations the task's conversations across runs
 * @param gold the task's gold actions
 * @param writeTools the domain's write tools
 * @param sentences the policy's sentences (none: refusals cite nothing)
 * @returns the cross-run evidence
 * @example
 * crossRunEvidence([], [], new Set(), []).success.value; // null
 */
export function crossRunEvidence(conversations: readonly TaskConversation[], gold: readonly GoldAction[], writeTools: ReadonlySet<string>, sentences: readonly string[]): CrossRunEvidence {
  const rewarded = conversations.filter((c) => c.conversation.reward !== null);
  const noReward = conversations.filter((c) => c.conversation.reward === null).map((c) => c.conversation.id);
  const wins = rewarded.filter((c) => isSuccess(c.conversation.reward as number)).length;
  const success = measurement(wins, rewarded.length, noReward.length > 0 ? [{ reason: "no reward in the log", count: noReward.length, ids: noReward }] : []);
  const interval = wilsonInterval(wins, rewarded.length);
  const runs = [...new Set(conversations.map((c) => c.run))];
  const failed = rewarded.filter((c) => !isSuccess(c.conversation.reward as number));
  const goldActions: GoldActionAcrossRuns[] = [];
  gold.forEach((action, goldAction) => {
    if (!writeTools.has(action.name)) return;
    const did = (c: TaskConversation) => someCallMatchesGoldAction(c.conversation.toolCalls, action);
    const cites = new Map<string, { runs: Set<string>; events: string[] }>();
    let refused = 0;
    for (const c of failed) {
      if (did(c)) continue;
      const refusals = c.conversation.messages.filter((m) => m.role === "assistant" && typeof m.content === "string" && REFUSAL.test(m.content));
      if (refusals.length === 0) continue;
      refused += 1;
      for (const m of refusals) {
        const s = closestPolicySentence(sentences, m.content as string);
        if (s === null) continue;
        const e = cites.get(s) ?? { runs: new Set<string>(), events: [] };
        e.runs.add(c.run);
        e.events.push(eventId(c.run, c.conversation.id, m.index));
        cites.set(s, e);
      }
    }
    const done = conversations.filter(did).length;
    goldActions.push({ goldAction, name: action.name, done, omitted: conversations.length - done, failedDone: failed.filter(did).length, refused, cited: [...cites].map(([sentence, e]) => ({ sentence, runs: [...e.runs], events: e.events })).sort((a, b) => b.runs.length - a.runs.length) });
  });
  return { success, interval, runs, goldActions, finding: crossRunFinding(rewarded.length, interval, failed.length, goldActions) };
}

function crossRunFinding(n: number, interval: Interval | null, failed: number, actions: readonly GoldActionAcrossRuns[]): CrossRunEvidence["finding"] {
  if (n < CROSS_RUN_RULE.minConversations || interval === null || interval.hi >= CROSS_RUN_RULE.maxSuccessHi) return null;
  for (const a of actions) {
    const top = a.cited[0];
    if (a.failedDone === 0 && top && top.runs.length >= CROSS_RUN_RULE.minCitingRuns) {
      return { goldAction: a.goldAction, note: `${a.name} omitted by all ${failed} failed conversation(s); refusals in ${top.runs.length} run(s) cite “${top.sentence}”`, policy: top.sentence, runs: top.runs, events: top.events };
    }
  }
  return null;
}

/*
 * Per run: the official success rate and, beside it, the success rate over the tasks the audit did not flag — two
 * measurement points, always shown together (docs/definitions/audit.md#audited-success).
 */
import type { Run } from "../io/model";
import { measurement, type MeasurementPoint } from "../stats/measurement";
import { isSuccess } from "../stats/success";
import { runLabel } from "./evidence";
import type { RunsAudit } from "./auditRuns";
import { goldReading, comparableGold } from "../drift/goldActions";

/** The reason a conversation leaves the unflagged success rate. */
export const FLAGGED_TASK = "task flagged suspect by the audit";
/** The reason a conversation leaves both success rates. */
export const NO_REWARD = "no reward in the log";

/** The two success rates of one run. */
export interface AuditedSuccess {
  run: string;
  domain: string | null;
  agent: string | null;
  /** Successes over conversations with a reward (the official figure). */
  official: MeasurementPoint;
  /** Successes over conversations with a reward whose task the audit did not flag suspect. */
  unflagged: MeasurementPoint;
}

/**
 * How does a run's success rate read once the tasks the audit flags are set aside — and what is the official one?
 *
 * Formula: official = successes / conversations with a reward; unflagged = successes / conversations with a reward
 * whose task (domain, id, definition) the audit calls suspect are excluded ("task flagged suspect by the audit",
 * ids listed). Tasks the audit calls unknown stay in. Unit: fraction of conversations. Range [0, 1].
 * Edges: a run without conversations → both values null; every task flagged → unflagged null (denominator 0), never 0.
 * Source: docs/definitions/audit.md#audited-success.
 *
 * @param run the run
 * @param audit the audit of a set of runs that includes it
 * @returns both points, side by side
 * @example
 * auditedSuccess({ source: "r.json", domain: "airline", agentModel: null, conversations: [], tasks: [] } as any, { tasks: [], excluded: [], excludedConversations: [] }).official.value; // null
 */
export function auditedSuccess(run: Pick<Run, "source" | "domain" | "agentModel" | "conversations" | "tasks">, audit: RunsAudit): AuditedSuccess {
  const label = runLabel(run.source);
  const embedded = new Set(run.tasks.map((t) => t.id));
  const flagged = new Set(audit.tasks.filter((t) => t.verdict === "suspect" && t.domain === run.domain && t.runs.includes(label)).map((t) => t.taskId + "\u0000" + t.goldKey));
  const withReward = run.conversations.filter((c) => c.reward !== null);
  const noReward = run.conversations.filter((c) => c.reward === null).map((c) => c.id);
  const noRewardExclusion = noReward.length > 0 ? [{ reason: NO_REWARD, count: noReward.length, ids: noReward }] : [];
  const wins = withReward.filter((c) => isSuccess(c.reward as number));
  const isFlagged = (c: (typeof withReward)[number]) => {
    const gold = goldReading(c, embedded.has(c.taskId), true).pairingGold;
    return flagged.has(c.taskId + "\u0000" + (gold === null ? "?" : JSON.stringify(comparableGold(gold))));
  };
  const kept = withReward.filter((c) => !isFlagged(c));
  const out = withReward.filter(isFlagged).map((c) => c.id);
  return {
    run: label,
    domain: run.domain,
    agent: run.agentModel,
    official: measurement(wins.length, withReward.length, noRewardExclusion),
    unflagged: measurement(kept.filter((c) => isSuccess(c.reward as number)).length, kept.length, [...noRewardExclusion, ...(out.length > 0 ? [{ reason: FLAGGED_TASK, count: out.length, ids: out }] : [])]),
  };
}

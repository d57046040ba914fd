/**
 * The statistical unit of a run: its tasks, each with the trials (conversations) that count. One source of
 * truth for pass^k, the noise floor, the clustered reward and the paired comparisons.
 */
import type { Conversation } from "../io/model";
import { REWARD_EXCLUSION, rewardProblem } from "../io/reward";
import { isSuccess } from "./success";
import { exclusionsByReason } from "./exclusions";
import type { Exclusion } from "./measurement";

/** Why a conversation does not count as a trial of its task. */
export const TRIAL_EXCLUSION = {
  /** τ² `get_metrics_df` drops these before avg_reward and pass^k (the run never happened). */
  infrastructureError: "infrastructure_error termination",
  rewardMissing: "reward missing",
  /** A reward that is not a number in [0, 1] (io/reward.ts: the loaders exclude these; a hand-built conversation may carry one). */
  rewardInvalid: REWARD_EXCLUSION,
} as const;

/** One task with its counted trials. */
export interface TaskTrials {
  task: string;
  /** Conversation ids of the counted trials, in file order. */
  conversations: string[];
  /** Their rewards, in the same order. */
  rewards: number[];
  /** Trial numbers (null when the log has none). */
  trialNumbers: (number | null)[];
  /** Trials with a successful reward (τ²'s `is_successful`: 1 − 1e-6 ≤ reward ≤ 1 + 1e-6). */
  successes: number;
  /** Counted trials n (≥ 1). */
  trials: number;
}

/** Result of {@link taskTrials}. */
export interface TaskTrialsResult {
  /** Tasks with at least one counted trial, in first-seen order. */
  tasks: TaskTrials[];
  /** Conversations counted. */
  conversations: number;
  /** Conversations left out, by reason, with their ids. */
  exclusions: Exclusion[];
}

/**
 * Which conversations are trials of which task?
 * Group conversations into tasks, leaving out (and counting) the ones that are not trials of the agent.
 *
 * Rule: a conversation ending in `infrastructure_error` is excluded (τ² drops it from avg_reward and pass^k);
 * one without a reward is excluded ("reward missing": τ² cannot score it either). Every other conversation is a
 * trial of its task; success is τ²'s `is_successful` (1 − 1e-6 ≤ reward ≤ 1 + 1e-6).
 * Unit: tasks (and conversations). Edges: no conversation → no task, no exclusion.
 * Source: docs/definitions/statistics.md#tasks-and-trials; τ²-bench src/tau2/metrics/agent_metrics.py
 * (`get_metrics_df`, `is_successful`).
 *
 * @param conversations the conversations of one run
 * @returns the tasks with their trials, and the exclusions
 * @example
 * taskTrials([]); // { "tasks": [], "conversations": 0, "exclusions": [] }
 */
export function taskTrials(conversations: readonly Conversation[]): TaskTrialsResult {
  const byTask = new Map<string, TaskTrials>();
  const excluded: { id: string; reason: string }[] = [];
  let counted = 0;
  for (const c of conversations) {
    if (c.terminationReason === "infrastructure_error") {
      excluded.push({ id: c.id, reason: TRIAL_EXCLUSION.infrastructureError });
      continue;
    }
    if (c.reward === null || c.reward === undefined) {
      excluded.push({ id: c.id, reason: TRIAL_EXCLUSION.rewardMissing });
      continue;
    }
    if (rewardProblem(c.reward) !== null) {
      excluded.push({ id: c.id, reason: TRIAL_EXCLUSION.rewardInvalid });
      continue;
    }
    counted++;
    let t = byTask.get(c.taskId);
    if (!t) {
      t = { task: c.taskId, conversations: [], rewards: [], trialNumbers: [], successes: 0, trials: 0 };
      byTask.set(c.taskId, t);
    }
    t.conversations.push(c.id);
    t.rewards.push(c.reward);
    t.trialNumbers.push(c.trial);
    t.trials++;
    if (isSuccess(c.reward)) t.successes++;
  }
  return { tasks: [...byTask.values()], conversations: counted, exclusions: exclusionsByReason(excluded, (r) => r.reason, (r) => r.id) };
}

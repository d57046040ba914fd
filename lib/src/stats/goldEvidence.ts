/**
 * The gold actions of a conversation as far as its file shows them, for files that embed no tasks (a bare list of
 * τ² simulations): the actions the official action checks scored, or none when the evaluator evidently scored
 * actions and wrote no check. One rule for pairing tasks (`sharedTasks`), for the drift of a comparison and for the
 * events the diagnostics read.
 */
import type { Conversation, GoldAction, Run } from "../io/model";

/** Where a conversation's gold actions came from. */
export type GoldSource = "embedded" | "action checks" | "no checks written" | null;

/** The limit sentence of a trajectory whose gold came from its action checks. */
export const GOLD_FROM_CHECKS = "gold actions read from the official action checks (the file embeds no tasks; τ² writes one check per gold action)";
/** The limit sentence of a trajectory whose empty gold was inferred. */
export const GOLD_NONE_WRITTEN =
  'no gold actions: the conversation was evaluated without action checks in a run whose evaluator scored actions (τ² writes no check when a task has none: "No actions to evaluate")';

/**
 * @internal Per conversation (same order): its gold actions and their source. Embedded gold first; else the
 * `action` of each official action check; else, when some conversation of the run has checks (the evaluator
 * scored actions) and this one was evaluated (its reward basis is logged), the empty list (τ²'s ActionEvaluator
 * returns no checks for a task without gold actions, src/tau2/evaluator/evaluator_action.py); else null.
 * Source: docs/definitions/statistics.md#shared-tasks.
 * @param conversations the conversations of one run (the "evaluator scored actions" test looks at all of them)
 * @returns per conversation, its gold (null = unknown) and where it came from
 * @example
 * goldEvidence([{ goldActions: null, actionChecks: null, verification: null }]); // [{ gold: null, source: null }]
 */
export function goldEvidence(conversations: readonly Pick<Conversation, "goldActions" | "actionChecks" | "verification">[]): { gold: GoldAction[] | null; source: GoldSource }[] {
  const scoresActions = conversations.some((c) => c.actionChecks !== null && c.actionChecks.length > 0);
  return conversations.map((c) => {
    if (c.goldActions !== null) return { gold: c.goldActions, source: "embedded" };
    if (c.actionChecks !== null) return { gold: c.actionChecks.map((k) => k.action), source: "action checks" };
    if (scoresActions && c.verification !== null && c.verification.rewardBasis !== null) return { gold: [], source: "no checks written" };
    return { gold: null, source: null };
  });
}

/**
 * @internal The run with each conversation's gold actions filled from {@link goldEvidence} where the file embeds
 * none; conversations that already have gold (and runs with nothing to fill) are returned as they are (same
 * objects).
 * @param run the run
 * @returns the run with gold filled where the file embeds none (the input is not changed)
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * withGoldEvidence(run) === run; // true (its tasks are embedded)
 */
export function withGoldEvidence(run: Run): Run {
  const ev = goldEvidence(run.conversations);
  if (ev.every((e, i) => e.gold === run.conversations[i].goldActions)) return run;
  return { ...run, conversations: run.conversations.map((c, i) => (ev[i].gold === c.goldActions ? c : { ...c, goldActions: ev[i].gold })) };
}

/*
 * Which gold actions a conversation's goal drift is measured against, and where they came from.
 *
 * - "embedded": the task the file embeds (its `evaluation_criteria.actions`), copied onto the conversation by the
 *   loader. The usual case.
 * - "action checks": the file does not embed the conversation's task (a bare array of simulations, a results
 *   directory with `tasks: []`), but the conversation carries official action checks. τ²'s ActionEvaluator writes
 *   exactly one check per gold action, in the gold order, each holding the gold action itself
 *   (`evaluator_action.py`, `_check_actions`), so the checks' actions ARE the task's gold actions. Checked on 13
 *   public files that embed their tasks: the checks equal the embedded gold actions in every evaluated simulation;
 *   a file where they differ (the toolorchestra retail submission) is caught by the data-quality rule
 *   "action-checks-differ-from-gold". `goldFromChecks: false` (`--no-gold-from-checks`) refuses this source.
 * - none, with a precise reason ({@link GOLD_MISSING}): the task is embedded but defines no gold actions
 *   (`DRIFT_EXCLUSION.noGoldActions`, conversationDrift.ts's own reason);
 *   the task is not embedded and the conversation was evaluated without checks — τ² writes no check when a task's
 *   gold list is empty or undefined, so the list is unknown (`taskNotEmbeddedNoChecks`); the task is not embedded
 *   and the conversation was never evaluated, no `reward_info` (`taskNotEmbeddedNotEvaluated`, e.g. τ²'s voice
 *   test runs); or the source was refused (`goldFromChecksRefused`).
 */
import type { Conversation, Run } from "../io/model";

/**
 * Where a conversation's gold actions came from: its task as embedded in the file, or — when the task is not
 * embedded — its official action checks (τ² writes one check per gold action). A conversation without gold
 * actions has none (null).
 */
export type GoldSource = "embedded" | "action checks";

/**
 * Why a conversation whose task is not embedded has no gold actions (exclusion reasons of the drift tables, also
 * in `DRIFT_EXCLUSION`).
 *
 * @internal
 */
export const GOLD_MISSING = {
  taskNotEmbeddedNoChecks: "task not embedded in the file, and no action checks (τ² writes none when the task has no gold actions): gold actions unknown",
  taskNotEmbeddedNotEvaluated: "task not embedded in the file, and the conversation was not evaluated (no reward_info): no gold actions, no action checks",
  goldFromChecksRefused: "task not embedded in the file; gold actions from its action checks refused (goldFromChecks: false, --no-gold-from-checks)",
} as const;

/** One of {@link GOLD_MISSING}'s reasons. */
export type GoldMissingReason = (typeof GOLD_MISSING)[keyof typeof GOLD_MISSING];

/** The gold actions one conversation is measured against ({@link resolveGold}). */
export interface GoldResolution {
  /** The conversation to align: the original, or a shallow copy whose `goldActions` are its checks' actions. */
  conversation: Conversation;
  /** Where the gold actions came from, or null when there are none. */
  source: GoldSource | null;
  /** Why there are none, when the task is not embedded (a {@link GOLD_MISSING} reason); else null. */
  missing: GoldMissingReason | null;
}

/** How many conversations of a run took their gold actions from each source (plain JSON data). */
export interface GoldSourceSummary {
  /** Whether a conversation whose task is not embedded may take its gold actions from its action checks. */
  fromChecksAllowed: boolean;
  /** Conversations measured against their embedded task's gold actions. */
  embedded: number;
  /** Conversations measured against their action checks' actions (task not embedded). */
  actionChecks: number;
  /** Conversations without gold actions (each counted in the report's exclusions, with its reason). */
  none: number;
  /** The counts in words, with what "action checks" means. */
  note: string;
}

/**
 * The gold actions of one conversation and their source (see the module comment).
 *
 * @internal
 * @param conversation the conversation
 * @param embeddedTaskIds ids of the tasks the file embeds
 * @param fromChecks whether a conversation whose task is not embedded may use its action checks' actions
 * @returns the conversation to align, the source, and why there is none
 * @example
 * const c = { id: "c", taskId: "7", goldActions: null, verification: null, actionChecks: [{ action: { actionId: null, name: "cancel_reservation", arguments: { reservation_id: "R1" }, compareArgs: null, requestor: "assistant" }, actionMatch: true, actionReward: 1, toolType: "write" }] };
 * resolveGold(c, new Set(), true).source;                      // "action checks"
 * resolveGold(c, new Set(), true).conversation.goldActions[0].name; // "cancel_reservation"
 * resolveGold(c, new Set(), false).missing;                    // "task not embedded in the file; gold actions from its action checks refused (goldFromChecks: false, --no-gold-from-checks)"
 */
export function resolveGold(conversation: Conversation, embeddedTaskIds: ReadonlySet<string>, fromChecks: boolean): GoldResolution {
  const c = conversation;
  if (c.goldActions !== null) return { conversation: c, source: "embedded", missing: null };
  // an embedded task without gold actions: conversationDrift's own reason ("task not evaluated by actions")
  if (embeddedTaskIds.has(c.taskId)) return { conversation: c, source: null, missing: null };
  if (c.actionChecks !== null && c.actionChecks.length > 0) {
    if (!fromChecks) return { conversation: c, source: null, missing: GOLD_MISSING.goldFromChecksRefused };
    const gold = c.actionChecks.map((k) => k.action);
    return { conversation: Object.assign({}, c, { goldActions: gold }), source: "action checks", missing: null };
  }
  const missing = c.verification === null ? GOLD_MISSING.taskNotEmbeddedNotEvaluated : GOLD_MISSING.taskNotEmbeddedNoChecks;
  return { conversation: c, source: null, missing };
}

/**
 * The gold actions of every conversation of a run ({@link resolveGold}, in file order) and how many came from each
 * source.
 *
 * @internal
 * @param run the run (its embedded tasks decide which conversations' tasks are "not embedded")
 * @param fromChecks whether action checks may stand in for a task that is not embedded
 * @returns one resolution per conversation, and the summary
 * @example
 * const { summary } = resolveRunGold(loadRun("data/examples/tau2_retail_examples.json"), true);
 * [summary.embedded, summary.actionChecks, summary.none]; // [6, 0, 0]
 */
export function resolveRunGold(run: Pick<Run, "tasks" | "conversations">, fromChecks: boolean): { resolutions: GoldResolution[]; summary: GoldSourceSummary } {
  const embeddedTaskIds = new Set(run.tasks.map((t) => t.id));
  const resolutions = run.conversations.map((c) => resolveGold(c, embeddedTaskIds, fromChecks));
  let embedded = 0;
  let checks = 0;
  for (const r of resolutions) {
    if (r.source === "embedded") embedded++;
    else if (r.source === "action checks") checks++;
  }
  const none = resolutions.length - embedded - checks;
  const parts = [`${embedded} from the embedded tasks`];
  if (checks > 0) parts.push(`${checks} from their action checks (task not embedded; τ² writes one check per gold action)`);
  if (none > 0) parts.push(`${none} without gold actions`);
  let note = `gold actions: ${parts.join(", ")}`;
  if (!fromChecks && resolutions.some((r) => r.missing === GOLD_MISSING.goldFromChecksRefused)) note += "; taking them from action checks was refused";
  return { resolutions, summary: { fromChecksAllowed: fromChecks, embedded, actionChecks: checks, none, note } };
}

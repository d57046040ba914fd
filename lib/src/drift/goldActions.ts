/*
 * The gold actions of a conversation: which ones it is measured against, and which ones it is paired on. One rule
 * for every family — the drift tables (conversationDrift, analyzeDrift, data quality), the events and so the
 * diagnostics (events/fromRun.ts), the pairing of tasks (compare/sharedTasks.ts, compare/compareRuns.ts) and the atlas
 * (atlas/buildAtlas.ts, atlas/goldKey.ts). Source: docs/definitions/goal-drift.md#gold-actions.
 *
 * - "embedded": the task the file embeds (its `evaluation_criteria.actions`), copied onto the conversation by the
 *   loader. The usual case.
 * - "action checks": the file does not embed the conversation's task (a bare array of simulations, a results
 *   directory with `tasks: []`), but the conversation carries official action checks. τ²'s ActionEvaluator writes
 *   exactly one check per gold action, in the gold order, each holding the gold action itself
 *   (`evaluator_action.py`, `_check_actions`), so the checks' actions ARE the task's gold actions. Checked on 13
 *   public files that embed their tasks: the checks equal the embedded gold actions in every evaluated simulation;
 *   a file where they differ (the toolorchestra retail submission) is caught by the data-quality rule
 *   "action-checks-differ-from-gold". `goldFromChecks: false` (`--no-gold-from-checks`) refuses this source for
 *   the drift tables.
 * - none, with a precise reason ({@link GOLD_MISSING}) when the task is not embedded: evaluated without checks
 *   (`taskNotEmbeddedNoChecks`), never evaluated (`taskNotEmbeddedNotEvaluated`, e.g. τ²'s voice test runs), or the
 *   checks refused (`goldFromChecksRefused`). An embedded task without gold actions is conversationDrift's own
 *   reason (`DRIFT_EXCLUSION.noGoldActions`).
 *
 * A task without gold actions, as τ² logs it: its ActionEvaluator writes no check and the note "No actions to
 * evaluate" (`reward_info.info.action.note`, `Verification.actionNote`) for `actions: []` and `actions: null` alike.
 * The two readings of that note, one per use:
 * - measured against (`gold`): NONE (null). An empty list would make every write a drift write, and the note does
 *   not say the list was empty; an undefined list leaves the conversation out of the drift tables. Unknown is
 *   the safe reading: the conversation is excluded with its reason, never scored on a guess.
 * - paired on (`pairingGold`): the EMPTY list. Pairing asks whether two runs ran the same task; the note is
 *   evidence that this task has no gold action to check, which is what an embedded `actions: []` (or `null`) says.
 *   A conversation without checks and without that note (a run that ended early: τ² skips the evaluators; a run
 *   never evaluated) says nothing, and its pairing gold is unknown (null).
 */
import type { ActionCheck, Conversation, GoldAction, Run, Verification } from "../io/model";

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

/**
 * The notes τ²'s ActionEvaluator writes instead of checks for a task without gold actions: "No actions to
 * evaluate" (`actions` empty or null) and "No evaluation criteria" (no criteria at all).
 *
 * @internal
 */
export const NO_GOLD_ACTION_NOTES: readonly string[] = ["No actions to evaluate", "No evaluation criteria"];

/**
 * The limit sentences of a trajectory whose task the file does not embed (events/fromRun.ts).
 *
 * @internal
 */
export const GOLD_LIMITS = {
  fromChecks: "gold actions read from the official action checks (the file embeds no tasks; τ² writes one check per gold action)",
  noActionsNoted:
    'no gold actions to measure against: the task is not embedded and its evaluator noted "No actions to evaluate", which τ² writes for an empty and for an undefined list alike; write alignment and omissions are not measured (pairing takes the task as one without gold actions)',
} as const;

/** What a conversation's log says about its gold actions ({@link goldReading}). */
export interface GoldReading {
  /** The gold actions it is measured against (drift, events, diagnostics), or null when there are none or they are unknown. */
  gold: GoldAction[] | null;
  /** Where `gold` came from, or null when it is null. */
  source: GoldSource | null;
  /** Why `gold` is null when the task is not embedded (a {@link GOLD_MISSING} reason); else null. */
  missing: GoldMissingReason | null;
  /** The task is not embedded, no check was written, and its evaluator noted that there was no action to evaluate. */
  noActionsNoted: boolean;
  /**
   * The gold actions as pairing compares them (sharedTasks, goldKey): `gold` when known (action checks are read
   * even when refused for the drift tables); the empty list when the task is known to have none (embedded
   * without gold actions, or {@link GoldReading.noActionsNoted}); null when unknown.
   */
  pairingGold: GoldAction[] | null;
}

/** The gold actions one conversation is measured against ({@link resolveGold}): its reading and the conversation to align. */
export interface GoldResolution extends GoldReading {
  /** The conversation to align: the original, or a shallow copy whose `goldActions` are its checks' actions. */
  conversation: Conversation;
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
 * Gold actions as pairing compares them: name, arguments, compare_args and requestor, in order; action ids left out
 * (renumbering is not a change of task). Used by `sharedTasks` and `goldKey`.
 *
 * @internal
 * @param gold the gold actions
 * @returns one plain object per action
 * @example
 * comparableGold([{ actionId: "7_0", name: "cancel", arguments: { id: "R1" }, compareArgs: null, requestor: "assistant" }]); // [{ name: "cancel", arguments: { id: "R1" }, compareArgs: null, requestor: "assistant" }]
 */
export function comparableGold(gold: readonly GoldAction[]): { name: string; arguments: Record<string, unknown>; compareArgs: string[] | null; requestor: GoldAction["requestor"] }[] {
  return gold.map((g) => ({ name: g.name, arguments: g.arguments, compareArgs: g.compareArgs, requestor: g.requestor }));
}

/** The parts of a conversation the reading looks at. */
type GoldEvidence = Pick<Conversation, "goldActions" | "actionChecks"> & { verification?: Pick<Verification, "actionNote"> | null };

const actionsOf = (checks: readonly ActionCheck[]): GoldAction[] => checks.map((k) => k.action);

/**
 * What one conversation's log says about its gold actions (see the module comment): measured against, source,
 * why none, and the list pairing compares.
 *
 * @internal
 * @param c the conversation (its gold actions, action checks and the evaluator's note)
 * @param taskEmbedded whether the file embeds the conversation's task
 * @param fromChecks whether a conversation whose task is not embedded may be measured against its checks' actions
 * @returns the reading
 * @example
 * const noted = { goldActions: null, actionChecks: null, verification: { actionNote: "No actions to evaluate" } };
 * goldReading(noted, false, true).gold;        // null
 * goldReading(noted, false, true).pairingGold; // []
 * goldReading({ goldActions: null, actionChecks: null, verification: null }, true, true).pairingGold; // []
 */
export function goldReading(c: GoldEvidence, taskEmbedded: boolean, fromChecks: boolean): GoldReading {
  if (c.goldActions !== null) return { gold: c.goldActions, source: "embedded", missing: null, noActionsNoted: false, pairingGold: c.goldActions };
  // an embedded task without gold actions: conversationDrift's own reason ("task not evaluated by actions")
  if (taskEmbedded) return { gold: null, source: null, missing: null, noActionsNoted: false, pairingGold: [] };
  if (c.actionChecks !== null && c.actionChecks.length > 0) {
    const checked = actionsOf(c.actionChecks);
    if (!fromChecks) return { gold: null, source: null, missing: GOLD_MISSING.goldFromChecksRefused, noActionsNoted: false, pairingGold: checked };
    return { gold: checked, source: "action checks", missing: null, noActionsNoted: false, pairingGold: checked };
  }
  const v = c.verification ?? null;
  if (v === null) return { gold: null, source: null, missing: GOLD_MISSING.taskNotEmbeddedNotEvaluated, noActionsNoted: false, pairingGold: null };
  const noted = typeof v.actionNote === "string" && NO_GOLD_ACTION_NOTES.includes(v.actionNote);
  return { gold: null, source: null, missing: GOLD_MISSING.taskNotEmbeddedNoChecks, noActionsNoted: noted, pairingGold: noted ? [] : null };
}

/**
 * The gold actions of one conversation and their source ({@link goldReading}), with the conversation to align.
 *
 * @internal
 * @param conversation the conversation
 * @param embeddedTaskIds ids of the tasks the file embeds
 * @param fromChecks whether a conversation whose task is not embedded may use its action checks' actions
 * @returns the reading, and the conversation to align (its `goldActions` = the reading's `gold`)
 * @example
 * const c = { id: "c", taskId: "7", goldActions: null, verification: null, actionChecks: [{ action: { actionId: null, name: "cancel_reservation", arguments: { reservation_id: "R1" }, compareArgs: null, requestor: "assistant" }, actionMatch: true, actionReward: 1, toolType: "write" }] };
 * resolveGold(c, new Set(), true).source;                      // "action checks"
 * resolveGold(c, new Set(), true).conversation.goldActions[0].name; // "cancel_reservation"
 * resolveGold(c, new Set(), false).missing;                    // "task not embedded in the file; gold actions from its action checks refused (goldFromChecks: false, --no-gold-from-checks)"
 */
export function resolveGold(conversation: Conversation, embeddedTaskIds: ReadonlySet<string>, fromChecks: boolean): GoldResolution {
  const reading = goldReading(conversation, embeddedTaskIds.has(conversation.taskId), fromChecks);
  const aligned = reading.gold === conversation.goldActions ? conversation : Object.assign({}, conversation, { goldActions: reading.gold });
  return Object.assign(reading, { conversation: aligned });
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
  let noted = 0;
  for (const r of resolutions) {
    if (r.source === "embedded") embedded++;
    else if (r.source === "action checks") checks++;
    if (r.noActionsNoted) noted++;
  }
  const none = resolutions.length - embedded - checks;
  const parts = [`${embedded} from the embedded tasks`];
  if (checks > 0) parts.push(`${checks} from their action checks (task not embedded; τ² writes one check per gold action)`);
  if (none > 0) parts.push(`${none} without gold actions`);
  let note = `gold actions: ${parts.join(", ")}`;
  if (noted > 0) note += ` (${noted} of them noted "No actions to evaluate" by the evaluator: an empty or an undefined list, not measured)`;
  if (!fromChecks && resolutions.some((r) => r.missing === GOLD_MISSING.goldFromChecksRefused)) note += "; taking them from action checks was refused";
  return { resolutions, summary: { fromChecksAllowed: fromChecks, embedded, actionChecks: checks, none, note } };
}

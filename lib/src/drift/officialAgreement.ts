/*
 * Does our matcher reproduce τ²'s official `action_match`?
 *
 * τ²'s evaluator is NON-consumptive: a gold action matches when ANY tool call of the conversation (assistant
 * or user, write or not, in any order) satisfies {@link callMatchesGoldAction}; one call may satisfy several
 * gold actions. For every action check of every conversation that carries checks, we recompute
 * `ours = someCallMatchesGoldAction(calls, check.action)` and compare it with the file's `action_match`.
 * Each check is matched against its OWN action (the one in the check), not the task's gold list.
 *
 * Result: `checked` checks, `agreed` of them, and every disagreement with its conversation id and JSON path
 * (`<conversation path>.reward_info.action_checks[i]`); `agreement` = agreed / checked as a measurement point
 * (null when no conversation carries checks, e.g. τ-bench v1; those conversations are counted in the exclusions).
 * Cost: O(checks × calls) per conversation.
 */
import type { Conversation, GoldAction } from "../io/model";
import { measurement, type MeasurementPoint } from "../stats/measurement";
import { someCallMatchesGoldAction, type MatchOptions } from "./alignment";

/** One official action check on which our verdict differs from the file's. */
export interface AgreementDisagreement {
  /** The conversation. */
  conversationId: string;
  /** JSON path of the action check in its file. */
  path: string;
  /** The check's own gold action. */
  action: GoldAction;
  /** The file's action_match. */
  official: boolean;
  /** Our non-consumptive verdict. */
  ours: boolean;
}

/** How often our non-consumptive matcher agrees with the file's official action checks ({@link officialAgreement}). */
export interface OfficialAgreement {
  /** Action checks compared. */
  checked: number;
  /** Checks on which the verdicts agree. */
  agreed: number;
  /** Every check on which they differ. */
  disagreements: AgreementDisagreement[];
  /** agreed / checked; null when no conversation carries checks. */
  agreement: MeasurementPoint;
  /** Conversations without action checks (counted in the agreement's exclusions). */
  conversationsWithoutChecks: number;
}

/**
 * Does our matcher give the verdict τ²'s evaluator wrote into the file? For every action check of every
 * conversation, `ours = someCallMatchesGoldAction(calls, check.action)` (non-consumptive, any call of the
 * conversation) compared with the file's `action_match`.
 *
 * Formula: agreement = agreed / checked. Unit: fraction of checks. Range [0, 1]. Edges: no conversation carries
 * checks (e.g. τ-bench v1) → value null; those conversations are counted in the exclusions. The point's samples are
 * conversations (included = conversations with checks, whose checks are the denominator).
 * Source: docs/definitions/goal-drift.md#alignment ("cross-checked one by one against the official action_checks").
 *
 * @param conversations the run's conversations
 * @param options the key rule for a null compareArgs
 * @returns counts, disagreements with their JSON paths, and the agreement point
 * @example
 * officialAgreement(loadRun("data/examples/tau2_retail_examples.json").conversations).agreement; // { value: 1, numerator: 16, denominator: 16, exclusions: [{ reason: "conversation carries no action checks", count: 1, ids: ["ex-06-missing-reward"] }], planned: 6, included: 5, failed: 1, complete: false, pointState: "partial", unit: "fraction" }
 */
export function officialAgreement(conversations: readonly Conversation[], options: MatchOptions = {}): OfficialAgreement {
  let checked = 0;
  let agreed = 0;
  const without: string[] = [];
  const disagreements: AgreementDisagreement[] = [];
  for (const c of conversations) {
    if (!c.actionChecks) {
      without.push(c.id);
      continue;
    }
    c.actionChecks.forEach((check, i) => {
      checked++;
      const ours = someCallMatchesGoldAction(c.toolCalls, check.action, options);
      if (ours === check.actionMatch) agreed++;
      else {
        disagreements.push({
          conversationId: c.id,
          path: `${c.path}.reward_info.action_checks[${i}]`,
          action: check.action,
          official: check.actionMatch,
          ours,
        });
      }
    });
  }
  return {
    checked,
    agreed,
    disagreements,
    // the samples are conversations: the checks of the ones with checks entered, the others are the exclusion
    agreement: measurement(agreed, checked, [{ reason: "conversation carries no action checks", count: without.length, ids: without }], {
      included: conversations.length - without.length,
    }),
    conversationsWithoutChecks: without.length,
  };
}

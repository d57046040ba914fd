/**
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
 *
 * @example
 * const r = officialAgreement(run.conversations);
 * // { checked: 412, agreed: 412, disagreements: [], agreement: { value: 1, … }, conversationsWithoutChecks: 0 }
 */
import type { Conversation, GoldAction } from "../io/model";
import { measurement, type MeasurementPoint } from "../stats/measurement";
import { someCallMatchesGoldAction, type MatchOptions } from "./alignment";

export interface AgreementDisagreement {
  conversationId: string;
  /** JSON path of the action check in its file. */
  path: string;
  action: GoldAction;
  /** The file's action_match. */
  official: boolean;
  /** Our non-consumptive verdict. */
  ours: boolean;
}

export interface OfficialAgreement {
  checked: number;
  agreed: number;
  disagreements: AgreementDisagreement[];
  agreement: MeasurementPoint;
  conversationsWithoutChecks: number;
}

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
    agreement: measurement(agreed, checked, [{ reason: "conversation carries no action checks", count: without.length, ids: without }]),
    conversationsWithoutChecks: without.length,
  };
}

/**
 * A short key for a task's gold actions, so that rows of different runs can be paired on equal tasks without
 * carrying the actions.
 */
import { createHash } from "crypto";
import { comparableGold, goldReading } from "../drift/goldActions";
import type { Conversation } from "../io/model";
import { canonicalJson } from "../probes/canonicalJson";

/**
 * The key of the gold actions a conversation was scored against: the first 16 hex digits of the SHA-256 of their
 * canonical JSON (keys sorted), each action as `sharedTasks` compares them — name, arguments, compare_args,
 * requestor, in order, action ids left out. The gold actions are the ones pairing compares
 * (docs/definitions/goal-drift.md#gold-actions, the rule of `sharedTasks`): the embedded ones when the file has
 * them, else the actions of the conversation's official action checks (a file that embeds no tasks still says what
 * it scored), else none (the key of the empty list) when its evaluator noted "No actions to evaluate"; null when the
 * log says nothing. Two tasks with equal keys have equal gold actions (up to a hash collision, about 1 in 2⁶⁴).
 *
 * @param conversation the conversation (its `verification` is read for the evaluator's note, when given)
 * @returns the key, or null when its gold actions are unknown
 * @example
 * const gold = { actionId: "a1", name: "cancel", arguments: { id: "R1" }, compareArgs: null, requestor: "assistant" };
 * goldKey({ goldActions: [gold], actionChecks: null }) === goldKey({ goldActions: [{ ...gold, actionId: "other id" }], actionChecks: null }); // true
 * goldKey({ goldActions: null, actionChecks: null }); // null
 */
export function goldKey(conversation: Pick<Conversation, "goldActions" | "actionChecks"> & Partial<Pick<Conversation, "verification">>): string | null {
  const gold = goldReading(conversation, false, true).pairingGold;
  if (gold === null) return null;
  return createHash("sha256").update(canonicalJson(comparableGold(gold)), "utf8").digest("hex").slice(0, 16);
}

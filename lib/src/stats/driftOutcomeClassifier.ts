/**
 * The default outcome classifier of fault flow, built only on the termination reason, the reward and goal drift:
 * success / drift write / infrastructure / other failure.
 */
import type { Conversation } from "../io/model";
import { conversationDrift } from "../drift/conversationDrift";
import type { NullCompareArgsRule } from "../drift/alignment";
import { OUTCOME_CLASS, type OutcomeClassifier } from "./outcomeClasses";
import { isSuccess } from "./taskTrials";

/**
 * How did a conversation end, judged by goal drift and its termination alone?
 * A classifier from goal drift and the termination reason (the stand-in until the diagnostics classifier is
 * used: it does not detect omissions or loops, which land in "other failure").
 *
 * Rule, the first that applies: termination `infrastructure_error` → "infrastructure"; reward missing →
 * "other failure"; reward within 1 ± 1e-6 (isSuccess) → "success"; a write call that consumes no gold action (a drift write,
 * drift/alignment.ts) → "drift write", the evidence naming the first such write; otherwise → "other failure"
 * (evidence: reward and termination reason).
 * Source: docs/definitions/statistics.md#fault-flow.
 *
 * @param writeTools the write-tool names of the run's domain (e.g. `registryWriteTools("airline")`)
 * @param nullCompareArgs key rule for gold actions without compare_args (default "call-keys", the τ² rule)
 * @returns the classifier
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * const classify = driftOutcomeClassifier(registryWriteTools("retail").set.tools);
 * classify(run.conversations[0]).class; // "success"
 * classify(run.conversations[1]).class; // "drift write"
 */
export function driftOutcomeClassifier(writeTools: Iterable<string>, nullCompareArgs: NullCompareArgsRule = "call-keys"): OutcomeClassifier {
  const writes = new Set(writeTools);
  return (c: Conversation) => {
    if (c.terminationReason === "infrastructure_error") {
      return { class: OUTCOME_CLASS.infrastructure, evidence: "termination_reason infrastructure_error" };
    }
    if (c.reward === null) return { class: OUTCOME_CLASS.other, evidence: "reward missing" };
    if (isSuccess(c.reward)) return { class: OUTCOME_CLASS.success, evidence: `reward ${c.reward}` };
    const row = conversationDrift(c, writes, { nullCompareArgs });
    const k = row.sequence.indexOf(0);
    if (k >= 0) {
      const w = row.writes[k];
      return {
        class: OUTCOME_CLASS.driftWrite,
        evidence: `write ${k + 1} of ${row.writeCount}, ${w.name} at ${w.path}, consumes no gold action`,
      };
    }
    const why = row.excluded ? `; drift not measured (${row.excluded})` : "; no drift write";
    return { class: OUTCOME_CLASS.other, evidence: `reward ${c.reward}, termination ${c.terminationReason ?? "not logged"}${why}` };
  };
}

/**
 * Outcome classes of a conversation for fault flow, and the classifier contract: a function from a conversation
 * to a class and the evidence for it. The diagnostics family provides the full classifier (success, drift write,
 * omission, loop, infrastructure); {@link driftOutcomeClassifier} is the stand-in built on goal drift alone.
 */
import type { Conversation } from "../io/model";

/** The class names used by the built-in classifier (a classifier may return others). */
export const OUTCOME_CLASS = {
  success: "success",
  driftWrite: "drift write",
  omission: "omission",
  loop: "loop",
  infrastructure: "infrastructure",
  other: "other failure",
} as const;

/** A conversation's outcome class and the evidence (in words, naming the calls or fields it rests on). */
export interface OutcomeClassification {
  class: string;
  evidence: string;
}

/** Classifies one conversation. Must be pure: the same conversation always gets the same class. */
export type OutcomeClassifier = (conversation: Conversation) => OutcomeClassification;

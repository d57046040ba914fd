/**
 * The validation table of the diagnosis detectors: per split of the labels (development, held-out), each judgement
 * the detectors make beside the readers' own agreement on the same conversations — the one computation behind
 * docs/definitions/diagnostics.md#validation, data/labels/README.md, notebook 08 §6 and the floors of the tests.
 */
import type { ProportionEstimate } from "../stats/proportionEstimate";
import { proportionEstimate } from "../stats/proportionEstimate";
import type { ConversationDiagnosis } from "./diagnose";
import type { DiagnosticLabel } from "./labels";
import { evaluateDetectors, readerAgreement, type DetectorEvaluation, type ReaderAgreement } from "./labelAgreement";

/** One line of the table: a judgement, the detector's agreement with the readers, and the readers' with each other. */
export interface ValidationRow {
  split: "development" | "held-out";
  judgement: string;
  /** The detector against the readers. */
  detector: ProportionEstimate;
  /** Reader against reader on the same conversations (null where the judgement has no reader side). */
  readers: ProportionEstimate | null;
}

/** The table and what it was computed from. */
export interface ValidationTable {
  splits: { split: "development" | "held-out"; labels: number; evaluation: DetectorEvaluation; readers: ReaderAgreement }[];
  rows: ValidationRow[];
}

/**
 * How well do the detectors agree with careful readers, beside how well the readers agree with each other?
 *
 * Rows per split (over failures unless said): the top first-deviation candidate equals a reader's pick (readers: the
 * two passes pick the same message); the top lies in the readers' accepted set (readers: one's pick is among the
 * other's accepted); the primary layer equals a reader's (readers: the same layer); successes get no candidate;
 * loop yes/no and recovery yes/no agree with the readers' consensus (accuracy over the compared conversations;
 * readers: the two passes agree). Every entry is a proportion with its Wilson interval.
 * Edges: a split with no labels is left out of `splits` and `rows`; labels not found in their runs are listed in
 * each split's `evaluation.missing`, never dropped silently.
 *
 * @param labels the labelled conversations (both splits)
 * @param find a labelled conversation's diagnosis, or why it cannot be found ({@link diagnoseLabelledConversations})
 * @param level the intervals' confidence level (default 0.95)
 * @returns the rows and, per split, the full evaluation and reader agreement
 * @example
 * validationTable([], () => "none").rows; // []
 */
export function validationTable(labels: readonly DiagnosticLabel[], find: (label: DiagnosticLabel) => ConversationDiagnosis | string, level = 0.95): ValidationTable {
  const splits: ValidationTable["splits"] = [];
  const rows: ValidationRow[] = [];
  for (const split of ["development", "held-out"] as const) {
    const ls = labels.filter((l) => l.split === split);
    if (ls.length === 0) continue;
    const found = ls.filter((l) => typeof find(l) !== "string");
    const evaluation = evaluateDetectors(ls, find, level);
    const readers = readerAgreement(found, level);
    splits.push({ split, labels: ls.length, evaluation, readers });
    const accuracy = (c: DetectorEvaluation["loop"]) => proportionEstimate(c.truePositives + c.trueNegatives, c.compared, level);
    rows.push(
      { split, judgement: "first deviation: top candidate = a reader's pick", detector: evaluation.firstDeviation.topEqualsPick, readers: readers.firstDeviationExact },
      { split, judgement: "first deviation: top candidate in the readers' accepted set", detector: evaluation.firstDeviation.topInAccepted, readers: readers.firstDeviationShared },
      { split, judgement: "fault layer (primary) = a reader's", detector: evaluation.layer.matchesReader, readers: readers.layerExact },
      { split, judgement: "successes: no first-deviation candidate", detector: evaluation.successesWithoutCandidate, readers: null },
      { split, judgement: "loop yes/no = the readers'", detector: accuracy(evaluation.loop), readers: readers.loop },
      { split, judgement: "recovery yes/no = the readers'", detector: accuracy(evaluation.recovery), readers: readers.recovery },
    );
  }
  return { splits, rows };
}

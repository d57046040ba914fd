/**
 * Precision and recall of a detector (a loop detector, a drift flag) against gold labels, each with its Wilson
 * interval: how often a flag is right, and how many of the real cases it finds.
 */
import { requireBooleanArray, requireSameLength } from "./guards";
import { proportionEstimate, type ProportionEstimate } from "./proportionEstimate";

/** Result of {@link precisionRecall}. */
export interface PrecisionRecall {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  /** TP / (TP + FP): flags that are right. */
  precision: ProportionEstimate;
  /** TP / (TP + FN): real cases flagged (sensitivity). */
  recall: ProportionEstimate;
  /** TN / (TN + FP): non-cases left unflagged. */
  specificity: ProportionEstimate;
  /** 2PR/(P + R), null when either is null or both 0. */
  f1: number | null;
}

/**
 * How often is a detector right when it fires, and how often does it fire when it should?
 * Precision, recall and specificity of binary predictions against gold labels, with Wilson intervals.
 *
 * Formula: precision = TP/(TP + FP), recall = TP/(TP + FN), specificity = TN/(TN + FP); each interval is the
 * Wilson score interval of its count ({@link proportionEstimate}); F1 = 2PR/(P + R).
 * Unit: fractions in [0, 1]. Edges: a zero denominator (no flag at all → precision; no gold case → recall) gives
 * value null and interval null, never 0.
 * Source: docs/definitions/statistics.md#precision-recall.
 *
 * @param gold true where the item really is a case
 * @param predicted true where the detector flagged it, same length
 * @param level coverage of the intervals, default 0.95
 * @returns the four counts, the three proportions with intervals, and F1
 * @throws {RangeError} when the lengths differ
 * @throws {TypeError} when a label is not a boolean (the string "false" is not false)
 * @example
 * precisionRecall([true, true, false, false], [true, false, true, false]).precision.value; // 0.5
 * precisionRecall([false], [false]).recall.value;                                         // null
 */
export function precisionRecall(gold: readonly boolean[], predicted: readonly boolean[], level = 0.95): PrecisionRecall {
  requireBooleanArray("precisionRecall", "gold", gold);
  requireBooleanArray("precisionRecall", "predicted", predicted);
  requireSameLength("precisionRecall", "gold", "predicted", gold, predicted);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (let i = 0; i < gold.length; i++) {
    if (gold[i] && predicted[i]) tp++;
    else if (!gold[i] && predicted[i]) fp++;
    else if (gold[i] && !predicted[i]) fn++;
    else tn++;
  }
  const prop = (x: number, n: number): ProportionEstimate => proportionEstimate(x, n, level);
  const precision = prop(tp, tp + fp);
  const recall = prop(tp, tp + fn);
  const f1 =
    precision.value === null || recall.value === null || precision.value + recall.value === 0
      ? null
      : (2 * precision.value * recall.value) / (precision.value + recall.value);
  return { truePositives: tp, falsePositives: fp, falseNegatives: fn, trueNegatives: tn, precision, recall, specificity: prop(tn, tn + fp), f1 };
}

/**
 * The confusion matrix of labels against gold labels, and the accuracy it implies.
 */
import { measurement, type MeasurementPoint } from "./measurement";
import { requireSameLength } from "./guards";

/** Result of {@link confusionMatrix}. */
export interface ConfusionMatrix {
  /** Row and column order: the given categories, then any other label in first-seen order (gold, then predicted). */
  categories: string[];
  /** counts[i][j] = items with gold categories[i] labelled categories[j]. */
  counts: number[][];
  n: number;
  /** Items on the diagonal / n (value null when n = 0). */
  accuracy: MeasurementPoint;
}

/**
 * Which labels does a judge give to the items of each gold class?
 * Cross-tabulate predicted labels against gold labels.
 *
 * Formula: counts[i][j] = #{items: gold = c_i, predicted = c_j}; accuracy = Σ_i counts[i][i] / n.
 * Unit: items; accuracy a fraction in [0, 1].
 * Edges: no items → zero counts and accuracy null (denominator 0).
 * Source: docs/definitions/statistics.md#confusion-matrix.
 *
 * @param gold the reference labels (human annotation)
 * @param predicted the judge's or detector's labels, same length
 * @param categories optional category order (labels not listed are appended)
 * @returns the matrix and the accuracy
 * @throws {RangeError} when the lengths differ
 * @example
 * confusionMatrix(["a", "a", "b"], ["a", "b", "b"]).counts;     // [[1, 1], [0, 1]]
 * confusionMatrix(["a", "a", "b"], ["a", "b", "b"]).accuracy.value; // 0.6666666666666666
 */
export function confusionMatrix(gold: readonly string[], predicted: readonly string[], categories: readonly string[] = []): ConfusionMatrix {
  requireSameLength("confusionMatrix", "gold", "predicted", gold, predicted);
  const cats = [...new Set([...categories, ...gold, ...predicted].map(String))];
  const index = new Map(cats.map((c, i) => [c, i] as const));
  const counts = cats.map(() => cats.map(() => 0));
  let agree = 0;
  for (let i = 0; i < gold.length; i++) {
    counts[index.get(String(gold[i])) as number][index.get(String(predicted[i])) as number]++;
    if (String(gold[i]) === String(predicted[i])) agree++;
  }
  return { categories: cats, counts, n: gold.length, accuracy: measurement(agree, gold.length) };
}

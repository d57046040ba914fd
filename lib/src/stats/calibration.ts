/**
 * Calibration of a judge that gives probabilities: does "0.8 confident" mean right 80 % of the time? A
 * reliability table by probability bin and the expected calibration error.
 */
import { requireBooleanArray, requireFiniteArray, requireInteger, requireSameLength, rangeError } from "./guards";

/** One bin of {@link calibration}. */
export interface CalibrationBin {
  /** Bin bounds [lo, hi) (the last bin is [lo, 1]). */
  lo: number;
  hi: number;
  count: number;
  /** Mean stated probability in the bin (null when empty). */
  meanPredicted: number | null;
  /** Share of items whose outcome is true (null when empty). */
  observedRate: number | null;
  /** |observedRate − meanPredicted| (null when empty). */
  gap: number | null;
}

/** Result of {@link calibration}. */
export interface Calibration {
  n: number;
  bins: CalibrationBin[];
  /** ECE = Σ_b (n_b/n) |ō_b − p̄_b|, or null when there is no item. */
  ece: number | null;
  /** Largest gap of a non-empty bin (maximum calibration error). */
  mce: number | null;
  reason: string | null;
}

/**
 * When a judge states a probability, is it right that often?
 * Reliability table and expected calibration error of stated probabilities against outcomes.
 *
 * Formula: B equal-width bins [b/B, (b+1)/B) (the last closed at 1); in bin b with n_b items, p̄_b = mean stated
 * probability and ō_b = share of true outcomes; ECE = Σ_b (n_b/n) |ō_b − p̄_b| (Naeini et al. 2015; Guo et al.
 * 2017); MCE = max_b |ō_b − p̄_b| over non-empty bins.
 * Unit: probability. Range: [0, 1]; 0 = perfectly calibrated at this binning.
 * Edges: no items → ECE null ("no items"); empty bins have null means and do not count.
 * Source: docs/definitions/statistics.md#calibration.
 *
 * @param probabilities stated probability that the outcome is true, each in [0, 1]
 * @param outcomes the true outcomes (human labels), same length
 * @param bins number of bins B (integer ≥ 1), default 10
 * @returns the table, ECE and MCE
 * @throws {RangeError} when a probability is outside [0, 1] or not finite, the lengths differ or bins < 1
 * @throws {TypeError} when an outcome is not a boolean (the string "false" is not false)
 * @example
 * calibration([0.9, 0.9, 0.2, 0.2], [true, false, false, false], 5).ece; // 0.3
 */
export function calibration(probabilities: readonly number[], outcomes: readonly boolean[], bins = 10): Calibration {
  requireFiniteArray("calibration", "probabilities", probabilities);
  requireBooleanArray("calibration", "outcomes", outcomes);
  requireSameLength("calibration", "probabilities", "outcomes", probabilities, outcomes);
  requireInteger("calibration", "bins", bins, 1);
  probabilities.forEach((p, i) => {
    if (p < 0 || p > 1) throw rangeError("calibration", `probabilities[${i}]`, "in [0, 1]", p);
  });
  const sums = Array.from({ length: bins }, () => ({ count: 0, p: 0, o: 0 }));
  probabilities.forEach((p, i) => {
    const b = Math.min(bins - 1, Math.floor(p * bins));
    sums[b].count++;
    sums[b].p += p;
    sums[b].o += outcomes[i] ? 1 : 0;
  });
  const n = probabilities.length;
  const table: CalibrationBin[] = sums.map((s, b) => {
    const meanPredicted = s.count ? s.p / s.count : null;
    const observedRate = s.count ? s.o / s.count : null;
    return { lo: b / bins, hi: (b + 1) / bins, count: s.count, meanPredicted, observedRate, gap: s.count ? Math.abs((observedRate as number) - (meanPredicted as number)) : null };
  });
  if (n === 0) return { n, bins: table, ece: null, mce: null, reason: "no items" };
  let ece = 0;
  let mce = 0;
  for (const b of table) {
    if (b.gap === null) continue;
    ece += (b.count / n) * b.gap;
    mce = Math.max(mce, b.gap);
  }
  return { n, bins: table, ece, mce, reason: null };
}

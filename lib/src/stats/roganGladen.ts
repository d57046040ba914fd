/**
 * Prevalence corrected for judge error (Rogan & Gladen 1978): the share of a failure class on unlabelled
 * conversations, from the share the judge flags and the judge's sensitivity and specificity measured on a
 * labelled subset, with an interval that carries the uncertainty of all three.
 */
import type { Interval } from "./interval";
import { normalQuantile } from "./normal";
import { checkInteger, checkLevel, rangeError } from "./checks";

/** Counts for {@link roganGladen}. */
export interface RoganGladenCounts {
  /** Unlabelled items the judge flags. */
  flagged: number;
  /** Unlabelled items judged. */
  judged: number;
  /** Labelled cases the judge flags (true positives). */
  truePositives: number;
  /** Labelled cases (gold positives). */
  positives: number;
  /** Labelled non-cases the judge leaves unflagged (true negatives). */
  trueNegatives: number;
  /** Labelled non-cases (gold negatives). */
  negatives: number;
}

/** Result of {@link roganGladen}. */
export interface RoganGladen {
  /** p = flagged / judged: the judge's raw share. */
  apparent: number | null;
  sensitivity: number | null;
  specificity: number | null;
  /** (p + Sp − 1)/(Se + Sp − 1), before clipping. */
  unclipped: number | null;
  /** The corrected prevalence clipped to [0, 1]. */
  prevalence: number | null;
  /**
   * True when the raw share lies outside [1 − Sp, Se], the range the judge's errors allow, so the correction was
   * clipped: a sign that Se and Sp from the labelled subset do not hold on the unlabelled rest.
   */
  clipped: boolean | null;
  /** Delta-method SE carrying the sampling error of p, Se and Sp. */
  se: number | null;
  /** π ± z·se (π unclipped), each end clipped to [0, 1]. */
  interval: Interval | null;
  reason: string | null;
}

/**
 * How common is a property really, given an imperfect judge's share and its measured errors?
 * Rogan–Gladen corrected prevalence with a delta-method interval.
 *
 * Formula: p = flagged/judged, Se = TP/positives, Sp = TN/negatives; π = (p + Sp − 1)/(Se + Sp − 1), clipped to
 * [0, 1]. With the three estimates independent (the labelled and unlabelled sets are disjoint),
 * Var(π) = [ p(1 − p)/n + π² Se(1 − Se)/n_pos + (1 − π)² Sp(1 − Sp)/n_neg ] / (Se + Sp − 1)² (π unclipped);
 * interval π ± z √Var, each end clipped to [0, 1] (Greenland 1996; Reiczigel, Földi & Ózsvári 2010); `clipped` says
 * when π itself fell outside [0, 1] (p outside [1 − Sp, Se]).
 * Unit: proportion. Range: [0, 1].
 * Edges: judged, positives or negatives = 0 → null ("… not measured"); Se + Sp ≤ 1 → null ("judge no better
 * than chance: Se + Sp ≤ 1"); all three estimates at 0 or 1 → SE 0 and a zero-width interval is replaced by null
 * ("no sampling variance estimated").
 * Source: docs/definitions/statistics.md#rogan-gladen.
 *
 * @param counts the judge's counts on the unlabelled set and on the labelled subset
 * @param level coverage of the interval, default 0.95
 * @returns the apparent and corrected prevalence with SE and interval
 * @throws {RangeError} when a count is not an integer ≥ 0 or exceeds its total
 * @example
 * roganGladen({ flagged: 30, judged: 100, truePositives: 18, positives: 20, trueNegatives: 36, negatives: 40 }).prevalence; // 0.25
 */
export function roganGladen(counts: RoganGladenCounts, level = 0.95): RoganGladen {
  const fn = "roganGladen";
  checkLevel(fn, level);
  for (const key of ["flagged", "judged", "truePositives", "positives", "trueNegatives", "negatives"] as const) checkInteger(fn, key, counts[key], 0);
  if (counts.flagged > counts.judged) throw rangeError(fn, "flagged", `≤ judged (${counts.judged})`, counts.flagged);
  if (counts.truePositives > counts.positives) throw rangeError(fn, "truePositives", `≤ positives (${counts.positives})`, counts.truePositives);
  if (counts.trueNegatives > counts.negatives) throw rangeError(fn, "trueNegatives", `≤ negatives (${counts.negatives})`, counts.trueNegatives);
  const none: RoganGladen = { apparent: null, sensitivity: null, specificity: null, unclipped: null, prevalence: null, clipped: null, se: null, interval: null, reason: null };
  const p = counts.judged ? counts.flagged / counts.judged : null;
  const se = counts.positives ? counts.truePositives / counts.positives : null;
  const sp = counts.negatives ? counts.trueNegatives / counts.negatives : null;
  const out = { ...none, apparent: p, sensitivity: se, specificity: sp };
  if (p === null) return { ...out, reason: "no unlabelled item judged: apparent prevalence not measured" };
  if (se === null) return { ...out, reason: "no labelled case: sensitivity not measured" };
  if (sp === null) return { ...out, reason: "no labelled non-case: specificity not measured" };
  const youden = se + sp - 1;
  if (youden <= 0) return { ...out, reason: "judge no better than chance: Se + Sp ≤ 1" };
  const pi = (p + sp - 1) / youden;
  out.unclipped = pi;
  const clip = (x: number) => Math.min(1, Math.max(0, x));
  out.prevalence = clip(pi);
  out.clipped = pi < 0 || pi > 1;
  const v =
    ((p * (1 - p)) / counts.judged + (pi * pi * se * (1 - se)) / counts.positives + ((1 - pi) ** 2 * sp * (1 - sp)) / counts.negatives) / (youden * youden);
  if (v <= 0) return { ...out, reason: "no sampling variance estimated (every share is 0 or 1)" };
  out.se = Math.sqrt(v);
  const z = normalQuantile((1 + level) / 2);
  out.interval = { lo: clip(pi - z * out.se), hi: clip(pi + z * out.se), level, method: "normal" };
  return out;
}

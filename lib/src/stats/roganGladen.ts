/**
 * Prevalence corrected for judge error (Rogan & Gladen 1978): the share of a failure class on unlabelled
 * conversations, from the share the judge flags and the judge's sensitivity and specificity measured on a
 * labelled subset, with an interval that carries the uncertainty of all three (Lang & Reiczigel 2014's adjusted
 * interval, which keeps a width when a labelled share is 0 or 1).
 */
import type { Interval } from "./interval";
import { normalQuantile } from "./normal";
import { requireInteger, requireLevel, rangeError } from "./guards";

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
  /** Delta-method SE carrying the sampling error of p, Se and Sp (null when every share is 0 or 1: no variance estimated). */
  se: number | null;
  /**
   * Lang & Reiczigel's adjusted interval (method `lang-reiczigel`): the delta-method interval computed on adjusted
   * shares and shifted by their bias term, each end clipped to [0, 1]. It keeps a width when Se or Sp is 0 or 1.
   */
  interval: Interval | null;
  reason: string | null;
}

/**
 * How common is a property really, given an imperfect judge's share and its measured errors?
 * Rogan–Gladen corrected prevalence with a delta-method interval.
 *
 * Formula: p = flagged/judged, Se = TP/positives, Sp = TN/negatives; π = (p + Sp − 1)/(Se + Sp − 1), clipped to
 * [0, 1]; `clipped` says when π itself fell outside [0, 1] (p outside [1 − Sp, Se]). With the three estimates
 * independent (the labelled and unlabelled sets are disjoint), the delta-method
 * Var(π) = [ p(1 − p)/n + π² Se(1 − Se)/n_pos + (1 − π)² Sp(1 − Sp)/n_neg ] / (Se + Sp − 1)² (π unclipped; Greenland
 * 1996). That variance is 0 when a labelled share is 0 or 1 (a judge right on 22 of 22 cases), and a π ± z·se interval
 * is then too narrow, so the interval is Lang & Reiczigel's (2014, Prev. Vet. Med. 113:13–22): with z = Φ⁻¹((1 + level)/2),
 * adjusted shares p̃ = (flagged + z²/2)/(n + z²), S̃e = (TP + 1)/(n_pos + 2), S̃p = (TN + 1)/(n_neg + 2), π̃ their
 * Rogan–Gladen value, s̃ the delta-method SE on them (denominators n + z², n_pos + 2, n_neg + 2), and the shift
 * d = 2z² [π̃ S̃e(1 − S̃e)/(n_pos + 2) − (1 − π̃) S̃p(1 − S̃p)/(n_neg + 2)]; interval π̃ + d ± z·s̃, each end clipped to
 * [0, 1].
 * Unit: proportion. Range: [0, 1].
 * Edges: judged, positives or negatives = 0 → null ("… not measured"); Se + Sp ≤ 1 → null ("judge no better
 * than chance: Se + Sp ≤ 1"), also when the adjusted S̃e + S̃p ≤ 1; every share at 0 or 1 → `se` null (no
 * delta-method variance), the interval still given.
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
  requireLevel(fn, level);
  for (const key of ["flagged", "judged", "truePositives", "positives", "trueNegatives", "negatives"] as const) requireInteger(fn, key, counts[key], 0);
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
  const raw = corrected(p, counts.judged, se, counts.positives, sp, counts.negatives);
  if (raw.youden <= 0) return { ...out, reason: "judge no better than chance: Se + Sp ≤ 1" };
  out.unclipped = raw.pi;
  out.prevalence = clip01(raw.pi);
  out.clipped = raw.pi < 0 || raw.pi > 1;
  out.se = raw.variance > 0 ? Math.sqrt(raw.variance) : null;
  out.interval = langReiczigelInterval(counts, level);
  if (out.interval === null) return { ...out, reason: "judge no better than chance on the adjusted shares: S̃e + S̃p ≤ 1" };
  return out;
}

/**
 * Lang & Reiczigel's adjusted interval for the corrected prevalence (see {@link roganGladen}'s formula), or null
 * when the adjusted shares leave the judge no better than chance.
 */
function langReiczigelInterval(c: RoganGladenCounts, level: number): Interval | null {
  const z = normalQuantile((1 + level) / 2);
  const n = c.judged + z * z;
  const nPos = c.positives + 2;
  const nNeg = c.negatives + 2;
  const a = corrected((c.flagged + (z * z) / 2) / n, n, (c.truePositives + 1) / nPos, nPos, (c.trueNegatives + 1) / nNeg, nNeg);
  if (a.youden <= 0) return null;
  const sd = Math.sqrt(a.variance);
  const shift = 2 * z * z * (a.pi * a.varSe - (1 - a.pi) * a.varSp);
  return { lo: clip01(a.pi + shift - z * sd), hi: clip01(a.pi + shift + z * sd), level, method: "lang-reiczigel" };
}

/**
 * The Rogan–Gladen value of three shares and its delta-method variance: Youden's J = Se + Sp − 1,
 * π = (p + Sp − 1)/J, Var = [Var p + π² Var Se + (1 − π)² Var Sp]/J² with Var x = x(1 − x)/n_x. The one formula of
 * both the estimate (raw shares) and Lang & Reiczigel's interval (adjusted shares); π and Var mean nothing when J ≤ 0.
 */
function corrected(p: number, n: number, se: number, nPos: number, sp: number, nNeg: number) {
  const youden = se + sp - 1;
  const pi = (p + sp - 1) / youden;
  const varSe = (se * (1 - se)) / nPos;
  const varSp = (sp * (1 - sp)) / nNeg;
  return { youden, pi, varSe, varSp, variance: ((p * (1 - p)) / n + pi * pi * varSe + (1 - pi) ** 2 * varSp) / (youden * youden) };
}

function clip01(x: number): number {
  return Math.min(1, Math.max(0, x));
}

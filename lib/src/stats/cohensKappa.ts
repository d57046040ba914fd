/**
 * Cohen's kappa: agreement of two raters (two annotators, or a judge and a human) beyond what their label
 * frequencies alone would produce, with its large-sample standard error and interval.
 */
import { confusionMatrix } from "./confusionMatrix";
import type { Interval } from "./interval";
import { normalInterval } from "./interval";
import { requireLevel } from "./guards";

/** Result of {@link cohensKappa}. */
export interface CohensKappa {
  n: number;
  categories: string[];
  /** p_o = Σ_i p_ii. */
  observedAgreement: number | null;
  /** p_e = Σ_i p_i· p_·i. */
  expectedAgreement: number | null;
  /** κ = (p_o − p_e)/(1 − p_e). */
  kappa: number | null;
  /** Large-sample SE of κ (Fleiss, Cohen & Everitt 1969), not the SE under κ = 0. */
  se: number | null;
  /** κ ± z·se (normal), each end clipped to [−1, 1] (κ's range). */
  interval: Interval | null;
  reason: string | null;
}

/**
 * Do two annotators agree beyond what chance gives?
 * Cohen's kappa of two label sequences on the same items.
 *
 * Formula: with p_ij the share of items labelled i by rater A and j by rater B, p_i· and p_·j the marginals,
 * p_o = Σ p_ii, p_e = Σ p_i· p_·i, κ = (p_o − p_e)/(1 − p_e);
 * Var(κ) = [ Σ_i p_ii (1 − (p_i· + p_·i)(1 − κ))² + (1 − κ)² Σ_{i≠j} p_ij (p_·i + p_j·)² − (κ − p_e(1 − κ))² ]
 *          / (n (1 − p_e)²)   (Fleiss, Cohen & Everitt 1969; statsmodels `cohens_kappa(...).std_kappa`).
 * Unit: none. Range: [−1, 1]; 1 = perfect agreement, 0 = chance agreement.
 * Edges: no items → nulls ("no items"); p_e = 1 (both raters used one and the same label for everything) →
 * κ null ("chance agreement is 1: kappa undefined"); one item → SE null; an interval reaching past 1 (or −1), as
 * the normal approximation does near perfect agreement, is clipped to κ's range.
 * Source: docs/definitions/statistics.md#cohens-kappa (Cohen 1960).
 *
 * @param a labels of rater A
 * @param b labels of rater B, same items in the same order
 * @param level coverage of the interval, default 0.95
 * @returns κ with its agreement shares, SE and interval
 * @throws {RangeError} when the lengths differ or level is outside (0, 1)
 * @example
 * cohensKappa(["y", "y", "n", "n"], ["y", "n", "n", "n"]).kappa; // 0.5
 * cohensKappa([], []).reason;                                    // "no items"
 */
export function cohensKappa(a: readonly string[], b: readonly string[], level = 0.95): CohensKappa {
  requireLevel("cohensKappa", level);
  const cm = confusionMatrix(a, b);
  const n = cm.n;
  const k = cm.categories.length;
  const base: CohensKappa = { n, categories: cm.categories, observedAgreement: null, expectedAgreement: null, kappa: null, se: null, interval: null, reason: null };
  if (n === 0) return { ...base, reason: "no items" };
  const p = cm.counts.map((r) => r.map((x) => x / n));
  const row = p.map((r) => r.reduce((s, x) => s + x, 0));
  const col = cm.categories.map((_, j) => p.reduce((s, r) => s + r[j], 0));
  let po = 0;
  let pe = 0;
  for (let i = 0; i < k; i++) {
    po += p[i][i];
    pe += row[i] * col[i];
  }
  const out = { ...base, observedAgreement: po, expectedAgreement: pe };
  if (Math.abs(1 - pe) < 1e-15) return { ...out, reason: "chance agreement is 1: kappa undefined (both raters used one label throughout)" };
  const kappa = (po - pe) / (1 - pe);
  out.kappa = kappa;
  if (n < 2) return { ...out, reason: "one item: no spread" };
  let termA = 0;
  let termB = 0;
  for (let i = 0; i < k; i++) {
    termA += p[i][i] * (1 - (row[i] + col[i]) * (1 - kappa)) ** 2;
    for (let j = 0; j < k; j++) if (i !== j) termB += p[i][j] * (col[i] + row[j]) ** 2;
  }
  termB *= (1 - kappa) ** 2;
  const termC = (kappa - pe * (1 - kappa)) ** 2;
  const v = (termA + termB - termC) / ((1 - pe) ** 2 * n);
  out.se = Math.sqrt(Math.max(0, v));
  if (out.se === 0) {
    const why = kappa === 1 ? "perfect agreement" : kappa === -1 ? "perfect disagreement" : `κ = ${kappa}`;
    return { ...out, se: null, reason: `zero estimated variance (${why}): no interval` };
  }
  const iv = normalInterval(kappa, out.se, level) as Interval;
  out.interval = { ...iv, lo: Math.max(-1, iv.lo), hi: Math.min(1, iv.hi) };
  return out;
}

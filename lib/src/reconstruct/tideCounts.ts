/*
 * Which integers print as TIDE's published percentages: the number of solved tasks behind a printed SR, and the sum
 * of success steps behind a printed AUV (AUV = Σ (H − s + 0.5) / (N·H) depends on nothing else).
 */
import { matchesAtPrecision } from "../stats/published";

/**
 * The integer count k ∈ [0, n] whose share k/n (×100) matches a printed percentage at its printed precision
 * ({@link matchesAtPrecision}), searching outwards from round(percent/100 · n) (at equal distance the smaller k
 * first). Returns null when no count matches (the printed value is impossible for this n).
 *
 * @param percent the printed percentage
 * @param decimals its printed decimals
 * @param n the denominator (tasks, steps)
 * @returns the count k, or null
 * @example
 * tideCountForPercent(52.1, 1, 140); // 73 (73/140 = 52.14%)
 */
export function tideCountForPercent(percent: number, decimals: number, n: number): number | null {
  const centre = Math.round((percent / 100) * n);
  for (let d = 0; d <= n; d++) {
    for (const k of d === 0 ? [centre] : [centre - d, centre + d]) {
      if (k >= 0 && k <= n && matchesAtPrecision({ value: percent, decimals }, k / n, 100)) return k;
    }
    if (centre - d < 0 && centre + d > n) break;
  }
  return null;
}

/**
 * AUV (fraction) of N tasks of which S are solved within H with step sum T = Σ s:
 * AUV = (S(H + 0.5) − T)/(N·H) (the per-task closed form Σ (H − s + 0.5)/(N·H)). S = T = 0 → 0.
 *
 * @param solved S, tasks solved within H
 * @param stepSum T, the sum of their success steps
 * @param tasks N
 * @param tMax H
 * @returns the AUV as a fraction
 * @example
 * auvFromStepSum(1, 1, 2, 2); // 0.375
 * @internal
 */
export function auvFromStepSum(solved: number, stepSum: number, tasks: number, tMax: number): number {
  return (solved * (tMax + 0.5) - stepSum) / (tasks * tMax);
}

/**
 * The step sum T = Σ s over S tasks solved at steps 1..H, chosen so that AUV = (S(H + 0.5) − T)/(N·H) is as close
 * as possible to `auvFraction`: T = round(S(H + 0.5) − auvFraction·N·H) clamped to [S, S·H]. Returns the T and the
 * exact AUV it gives. Edge: S = 0 → { stepSum: 0, auv: 0 }.
 *
 * @param auvFraction the AUV to approach (fraction)
 * @param solved S, tasks solved within H
 * @param tasks N
 * @param tMax H
 * @returns the step sum and its exact AUV
 * @example
 * tideStepSumFor(0.75, 100, 100, 30); // { stepSum: 800, auv: 0.75 }
 */
export function tideStepSumFor(auvFraction: number, solved: number, tasks: number, tMax: number): { stepSum: number; auv: number } {
  if (solved === 0) return { stepSum: 0, auv: 0 };
  const ideal = solved * (tMax + 0.5) - auvFraction * tasks * tMax;
  const stepSum = Math.min(solved * tMax, Math.max(solved, Math.round(ideal)));
  return { stepSum, auv: auvFromStepSum(solved, stepSum, tasks, tMax) };
}

/**
 * Every step sum T ∈ [S, S·H] whose AUV = (S(H + 0.5) − T)/(N·H) matches a printed AUV (percent) at its
 * precision, closest to the printed value first (ties: smaller T first).
 *
 * @param auvFig the printed AUV (percent) and its decimals
 * @param solved S
 * @param tasks N
 * @param tMax H
 * @returns the matching step sums, best first
 * @example
 * tideStepSumCandidates({ value: 75.0, decimals: 1 }, 100, 100, 30); // [800, 799, 801]
 */
export function tideStepSumCandidates(auvFig: { value: number; decimals: number }, solved: number, tasks: number, tMax: number): number[] {
  if (solved === 0) return matchesAtPrecision(auvFig, 0, 100) ? [0] : [];
  const out: { t: number; d: number }[] = [];
  for (let t = solved; t <= solved * tMax; t++) {
    const a = auvFromStepSum(solved, t, tasks, tMax);
    if (matchesAtPrecision(auvFig, a, 100)) out.push({ t, d: Math.abs(a * 100 - auvFig.value) });
  }
  return out.sort((x, y) => x.d - y.d || x.t - y.t).map((x) => x.t);
}

import { checkCurve } from "./successCurve";

/**
 * How much does the curve gain at each step? The per-step gains δ_k = P_{k+1} − P_k for k = 0 … H − 1 (TIDE
 * Lemma 1's δ).
 *
 * Unit: fraction of tasks newly solved at step k + 1. Range [0, 1] for success curves; Σ δ_k = P_H − P_0 = SR.
 * Edges: a curve needs ≥ 2 points.
 * Source: docs/definitions/auv-tide.md#lemma-1.
 *
 * @param curve P_0..P_H
 * @returns δ_0..δ_{H−1}
 * @throws {RangeError} when the curve has fewer than 2 points or a point is not finite
 *
 * @example
 * stepGains([0, 0.25, 0.5, 0.75, 0.75]); // [0.25, 0.25, 0.25, 0]
 */
export function stepGains(curve: number[]): number[] {
  checkCurve(curve, "stepGains");
  const out: number[] = [];
  for (let k = 0; k + 1 < curve.length; k++) out.push(curve[k + 1] - curve[k]);
  return out;
}

/**
 * Where along t does the AUV gap between two models build up? The running AUV difference between two success
 * curves on the same horizon.
 *
 * Formula: D_0 = 0, D_t = (1/H) Σ_{u=0}^{t−1} [ (A_u + A_{u+1}) − (B_u + B_{u+1}) ] / 2 for t = 1 … H, so
 * D_H = AUV(A) − AUV(B). Where D moves fastest is where the difference accumulates: a curve that is ahead early
 * keeps adding to D at every later step while it stays ahead, even if the other catches up in SR at the end.
 *
 * Unit: fraction (AUV units). Edges: curves of different lengths or shorter than 2 points are refused.
 * Source: docs/definitions/auv-tide.md#proposition-1.
 *
 * @param curveA model A's P_0..P_H
 * @param curveB model B's P_0..P_H
 * @returns D_0..D_H
 * @throws {RangeError} when the curves differ in length, have fewer than 2 points, or hold a non-finite value
 *
 * @example
 * runningAuvDifference([0, 1, 1], [0, 0, 1]); // [0, 0.25, 0.5]
 */
export function runningAuvDifference(curveA: number[], curveB: number[]): number[] {
  checkPair(curveA, curveB, "runningAuvDifference");
  const H = curveA.length - 1;
  const out = [0];
  let d = 0;
  for (let u = 0; u < H; u++) {
    d += (curveA[u] + curveA[u + 1] - curveB[u] - curveB[u + 1]) / 2 / H;
    out.push(d);
  }
  return out;
}

/**
 * Which steps' gains make the AUV difference? The difference split by the step at which gains happened (Lemma 1
 * view): term_k = w(k)(δA_k − δB_k)/H with
 * w(k) = H − k − 0.5, k = 0 … H − 1. Σ_k term_k + (A_0 − B_0) = AUV(A) − AUV(B); for success curves A_0 = B_0 = 0.
 * A positive term says A gained more at step k + 1 than B did, weighted by how early that was.
 *
 * Unit: fraction (AUV units). Edges: as {@link runningAuvDifference}.
 * Source: docs/definitions/auv-tide.md#lemma-1.
 *
 * @param curveA model A's P_0..P_H
 * @param curveB model B's P_0..P_H
 * @returns term_0..term_{H−1}
 * @throws {RangeError} when the curves differ in length, have fewer than 2 points, or hold a non-finite value
 * @example
 * auvDifferenceByGainStep([0, 1, 1], [0, 0, 1]); // [0.75, -0.25] (sum 0.5)
 */
export function auvDifferenceByGainStep(curveA: number[], curveB: number[]): number[] {
  checkPair(curveA, curveB, "auvDifferenceByGainStep");
  const H = curveA.length - 1;
  const gA = stepGains(curveA);
  const gB = stepGains(curveB);
  return gA.map((g, k) => ((H - k - 0.5) * (g - gB[k])) / H);
}

function checkPair(a: number[], b: number[], fn: string): void {
  checkCurve(a, fn);
  checkCurve(b, fn);
  if (a.length !== b.length) throw new RangeError(`${fn}: curveA and curveB must share the horizon (have as many points), got ${a.length} and ${b.length} points`);
}

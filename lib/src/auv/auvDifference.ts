import { checkCurve } from "./successCurve";

/**
 * Per-step gains of a success curve: δ_k = P_{k+1} − P_k for k = 0 … H − 1 (TIDE Lemma 1's δ).
 *
 * Unit: fraction of tasks newly solved at step k + 1. Range [0, 1] for success curves; Σ δ_k = P_H − P_0 = SR.
 * Edges: a curve needs ≥ 2 points (RangeError otherwise).
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
 * Running AUV difference between two success curves on the same horizon: how the gap AUV(A) − AUV(B) builds up
 * along t.
 *
 * Formula: D_0 = 0, D_t = (1/H) Σ_{u=0}^{t−1} [ (A_u + A_{u+1}) − (B_u + B_{u+1}) ] / 2 for t = 1 … H, so
 * D_H = AUV(A) − AUV(B). Where D moves fastest is where the difference accumulates: a curve that is ahead early
 * keeps adding to D at every later step while it stays ahead, even if the other catches up in SR at the end.
 *
 * Unit: fraction (AUV units). Edges: curves of different lengths or shorter than 2 → RangeError.
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
 * The AUV difference split by the step at which gains happened (Lemma 1 view): term_k = w(k)(δA_k − δB_k)/H with
 * w(k) = H − k − 0.5, k = 0 … H − 1. Σ_k term_k + (A_0 − B_0) = AUV(A) − AUV(B); for success curves A_0 = B_0 = 0.
 * A positive term says A gained more at step k + 1 than B did, weighted by how early that was.
 *
 * Unit: fraction (AUV units). Edges: as {@link runningAuvDifference}.
 *
 * @example
 * auvDifferenceByGainStep([0, 1, 1], [0, 0, 1]); // [0.75, -0.25]  (sum 0.5)
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

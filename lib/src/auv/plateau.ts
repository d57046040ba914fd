import { stepGains } from "./auvDifference";
import { showValue } from "../stats/guards";

/** How {@link plateauStep} decides that a curve has stopped rising. */
export type PlateauRule =
  | { rule: "no-gain"; k: number; epsilon?: number }
  | { rule: "moving-average"; window: number; epsilon: number };

/**
 * Where does a success curve stop rising? The first step t (after the first gain) from which the curve plateaus.
 *
 * Rules (the write-up's "moving average, or k steps with no gain"), gains δ_k = P_{k+1} − P_k:
 *  - { rule: "no-gain", k, epsilon = 0 }: the first t ≥ t₁ with δ_t, …, δ_{t+k−1} all ≤ epsilon;
 *  - { rule: "moving-average", window, epsilon }: the first t ≥ t₁ with mean(δ_t … δ_{t+window−1}) < epsilon;
 * where t₁ is the step reached by the first gain (t₁ = min{t : P_t > P_0}), so a slow start is not mistaken for a
 * plateau, and the window must fit in the curve (t + k ≤ H). P_t is then the plateau level.
 *
 * Unit: steps. Edges: a curve that never rises, or whose rise never pauses for a whole window within the curve →
 * null (no plateau seen: lengthen the run). k and window integers ≥ 1; a curve needs ≥ 2 points.
 * Source: docs/definitions/auv-tide.md#pitfalls (plateau misjudged: a moving average, or k steps without progress).
 *
 * @param curve P_0..P_H
 * @param rule "no-gain" (k steps with gains ≤ epsilon) or "moving-average" (window, epsilon)
 * @returns the plateau step t, or null when the curve never plateaus within its length
 * @throws {RangeError} when k/window is not an integer ≥ 1, epsilon is not finite, or the curve is invalid
 *
 * @example
 * plateauStep([0, 0.3, 0.5, 0.6, 0.6, 0.6, 0.6], { rule: "no-gain", k: 3 }); // 3
 */
export function plateauStep(curve: number[], rule: PlateauRule): number | null {
  const gains = stepGains(curve);
  const width = rule.rule === "no-gain" ? rule.k : rule.window;
  if (!Number.isInteger(width) || width < 1) throw new RangeError(`plateauStep: rule.${rule.rule === "no-gain" ? "k" : "window"} must be an integer ≥ 1, got ${showValue(width)}`);
  const eps = rule.epsilon ?? 0;
  if (!Number.isFinite(eps)) throw new RangeError(`plateauStep: rule.epsilon must be a finite number, got ${showValue(eps)}`);
  const first = curve.findIndex((p) => p > curve[0]);
  if (first < 0) return null;
  for (let t = first; t + width <= gains.length; t++) {
    const w = gains.slice(t, t + width);
    const flat = rule.rule === "no-gain" ? w.every((g) => g <= eps) : w.reduce((a, b) => a + b, 0) / width < eps;
    if (flat) return t;
  }
  return null;
}

/**
 * Which horizon t_max covers where most models reach their plateau? The smallest t by which at least `share` of
 * the curves have plateaued ({@link plateauStep}). Curves with no plateau count as not plateaued.
 *
 * Unit: steps. Edges: [] → tMax null; if fewer than `share` of the curves ever plateau → tMax null (the runs are
 * too short to choose H). share in (0, 1], default 0.8.
 * Source: docs/definitions/auv-tide.md#t-max.
 *
 * @param curves one success curve per model
 * @param rule the plateau rule ({@link plateauStep})
 * @param share the share of curves that must have plateaued (default 0.8)
 * @returns t_max (or null) and every curve's plateau step
 * @throws {RangeError} when share is not in (0, 1], or as {@link plateauStep}
 *
 * @example
 * chooseTMax([[0, .5, .6, .6, .6], [0, .2, .4, .4, .4]], { rule: "no-gain", k: 2 }); // { tMax: 2, plateauSteps: [2, 2] }
 */
export function chooseTMax(
  curves: number[][],
  rule: PlateauRule,
  share = 0.8,
): { tMax: number | null; plateauSteps: (number | null)[] } {
  if (!(share > 0 && share <= 1)) throw new RangeError(`chooseTMax: share must be in (0, 1], got ${showValue(share)}`);
  const plateauSteps = curves.map((c) => plateauStep(c, rule));
  const found = plateauSteps.filter((s): s is number => s !== null).sort((a, b) => a - b);
  const need = Math.ceil(share * curves.length - 1e-9);
  if (curves.length === 0 || found.length < need) return { tMax: null, plateauSteps };
  return { tMax: found[need - 1], plateauSteps };
}

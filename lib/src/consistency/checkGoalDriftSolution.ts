import { matchesAtPrecision } from "../stats/published";
import { coefficients, figureSpecs, type GoalDriftTargets, type GroupColumnDefinition } from "./figureSpecs";
import { lcmUpTo } from "./integers";
import type { RewardGroup } from "../drift/rewardGroup";
import { sequenceFeatures, type WriteSequence } from "./writeSequence";

/** One target re-checked on a set of conversations ({@link checkGoalDriftSolution}). */
export interface FigureCheck {
  /** The target. */
  target: keyof GoalDriftTargets;
  /** Its printed value. */
  published: number;
  /** Its printed decimals. */
  decimals: number;
  /** The integer numerator over the set. */
  numerator: number;
  /** The integer denominator over the set (scaled; 0 when the figure's units are absent). */
  denominator: number;
  /** numerator / denominator in the published unit (×100 for percent). */
  value: number | null;
  /** The value prints as the target. */
  ok: boolean;
}

/**
 * Does this set of conversations give every printed figure? The exact re-check of a set against printed targets,
 * computed from the sequences themselves (independent of the LP): numerators and denominators are integer sums
 * (track sums scaled by lcm(1..H), stock finals by lcm(1..longest sequence)), compared with
 * {@link matchesAtPrecision}. Edges: a figure whose units are absent (denominator 0) is not measured and not ok.
 * Source: docs/definitions/goal-drift.md.
 *
 * @param targets the printed figures
 * @param conversations the set (sequences, groups, counts)
 * @param options the GD^track window (default 3) and the group-column reading (default "track-final")
 * @returns one check per target
 * @throws {RangeError} when a sequence has a character other than A/D, or the window is not an integer ≥ 1
 * @example
 * checkGoalDriftSolution({ stock: { value: 0.5, decimals: 1 } }, [{ sequence: "AD", classKey: "", group: "reward=1", count: 1 }]); // [{ target: "stock", published: 0.5, decimals: 1, numerator: 1, denominator: 2, value: 0.5, ok: true }]
 */
export function checkGoalDriftSolution(
  targets: GoalDriftTargets,
  conversations: readonly SolvedConversations[],
  options: { window?: number; groupColumns?: GroupColumnDefinition } = {},
): FigureCheck[] {
  const window = options.window ?? 3;
  const maxLen = Math.max(1, ...conversations.map((c) => c.sequence.length));
  const stockScale = lcmUpTo(maxLen);
  const trackScale = lcmUpTo(window);
  const specs = figureSpecs(options.groupColumns ?? "track-final", trackScale, stockScale).filter((s) => targets[s.target] !== undefined);
  const rows = conversations.map((c) => ({ conv: c, coef: coefficients(sequenceFeatures(c.sequence, window), stockScale) }));
  return specs.map((spec) => {
    const fig = targets[spec.target]!;
    let num = 0;
    let den = 0;
    for (const { conv, coef } of rows) {
      if (coef.writes === 0) continue;
      if (spec.scope !== "all" && spec.scope !== conv.group) continue;
      num += conv.count * spec.numerator(coef);
      if (spec.denominator) den += conv.count * spec.denominator(coef);
    }
    den = spec.denominator ? den * spec.numScale : spec.numScale;
    const scale = fig.unit === "percent" ? 100 : 1;
    const value = den === 0 ? null : (num / den) * scale;
    return { target: spec.target, published: fig.value, decimals: fig.decimals, numerator: num, denominator: den, value, ok: matchesAtPrecision(fig, value) };
  });
}

/** A number of conversations with the same write sequence in one reward group. */
export interface SolvedConversations {
  /** The sequence over {A, D}. */
  sequence: WriteSequence;
  /** Its class key ({@link WriteSequenceClass}). */
  classKey: string;
  /** The reward group. */
  group: RewardGroup;
  /** How many conversations. */
  count: number;
}

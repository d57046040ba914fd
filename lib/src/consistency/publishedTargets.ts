/**
 * Published goal-drift figures (data/published/goal-drift.json) as consistency targets for one domain.
 *
 * Figure ids are `<domain>.<measure>`; the measures map to {@link GoalDriftTargets} as:
 * stock → stock, track.moments → trackMoments, track.finals → trackFinals, track.reward1 / track.reward0 →
 * trackReward1 / trackReward0, stock.reward1Finals → stockFinalsReward1, noSelfHealing.mixed → mixed,
 * noSelfHealing.alignedAfterDrift / twoAlignedAfterDrift → the shares of mixed, noSelfHealing.noAlignedWrite →
 * noAlignedWrite. Figures with other measures (e.g. writeTools) are not sequence aggregates and are ignored.
 * Edge: a domain without figures gives `{}`.
 *
 * @example
 * goalDriftTargetsFromPublished([{ id: "retail.stock", value: 0.155, decimals: 3, unit: "fraction" }], "retail");
 * // { stock: { value: 0.155, decimals: 3, unit: "fraction" } }
 */
import type { PublishedFigure } from "../stats/published";
import type { GoalDriftTargets } from "./goalDriftConsistency";

export const GOAL_DRIFT_TARGET_IDS: Readonly<Record<string, keyof GoalDriftTargets>> = Object.freeze({
  stock: "stock",
  "track.moments": "trackMoments",
  "track.finals": "trackFinals",
  "track.reward1": "trackReward1",
  "track.reward0": "trackReward0",
  "stock.reward1Finals": "stockFinalsReward1",
  "noSelfHealing.mixed": "mixed",
  "noSelfHealing.alignedAfterDrift": "alignedAfterDrift",
  "noSelfHealing.twoAlignedAfterDrift": "twoAlignedAfterDrift",
  "noSelfHealing.noAlignedWrite": "noAlignedWrite",
});

export function goalDriftTargetsFromPublished(figures: readonly PublishedFigure[], domain: string): GoalDriftTargets {
  const out: GoalDriftTargets = {};
  for (const f of figures) {
    if (!f.id.startsWith(domain + ".")) continue;
    const key = GOAL_DRIFT_TARGET_IDS[f.id.slice(domain.length + 1)];
    if (key === undefined) continue;
    out[key] = { value: f.value, decimals: f.decimals, ...(f.unit ? { unit: f.unit } : {}) };
  }
  return out;
}

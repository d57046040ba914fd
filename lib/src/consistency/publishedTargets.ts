import type { PublishedFigure } from "../stats/published";
import type { GoalDriftTargets } from "./figureSpecs";

/** Published measure (the part of a figure id after `<domain>.`) → consistency target. */
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

/**
 * Which consistency targets does a domain's published row give? The published goal-drift figures
 * (data/published/goal-drift.json) of one domain as targets.
 *
 * Figure ids are `<domain>.<measure>`; measures map to {@link GoalDriftTargets} by {@link GOAL_DRIFT_TARGET_IDS}.
 * Figures with other measures (e.g. writeTools) are not sequence aggregates and are ignored.
 * Edges: a domain without figures gives `{}`.
 *
 * @param figures the published figures
 * @param domain the published domain key (e.g. "retail", "banking")
 * @returns the targets, keeping value, decimals and unit
 * @example
 * goalDriftTargetsFromPublished([{ id: "retail.stock", value: 0.155, decimals: 3, unit: "fraction" }], "retail"); // { stock: { value: 0.155, decimals: 3, unit: "fraction" } }
 */
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

import type { PublishedFigure } from "../stats/published";
import { goalDriftConsistency, type GoalDriftConsistencyOptions } from "./goalDriftConsistency";
import type { GroupColumnDefinition } from "./figureSpecs";
import { goalDriftTargetsFromPublished } from "./publishedTargets";

/** One verdict of {@link surveyGoalDriftDefinitions}. */
export interface DefinitionSurveyRow {
  /** The published domain key. */
  key: string;
  /** The reading of the group columns. */
  groupColumns: GroupColumnDefinition;
  /** Whether conversations in neither reward group were allowed. */
  allowOther: boolean;
  /** true: consistent; false: proved impossible; null: undecided (time limit). */
  feasible: boolean | null;
  /** HiGHS's status. */
  status: string;
  /** "Other" conversations in the set found (not the minimum), or null. */
  otherCount: number | null;
  /** The set found passed the exact re-check. */
  verified: boolean;
  /** Solver time. */
  seconds: number;
}

/**
 * Which readings of a published goal-drift row can be true? Runs {@link goalDriftConsistency} for every
 * (domain, group-column definition, reward model) combination and tabulates the verdicts.
 *
 * Reward models: "rewards in {0,1}" (every conversation in the reward=1 or reward=0 group) and "some in neither
 * group" (missing or fractional rewards allowed; feasibility only — `otherCount` is the number in the set found, not
 * the minimum, which {@link goalDriftConsistency} with `allowOther` gives). Group-column definitions: see
 * {@link GroupColumnDefinition}; "track-final" is the published one. Each row keeps the HiGHS status and the solver
 * seconds. Edges: an empty domain list gives [].
 * Source: docs/definitions/goal-drift.md#gd-track-figures.
 *
 * @param figures the published figures
 * @param keys the domains to survey
 * @param options solver options, the definitions (default all three) and the reward models (default both)
 * @returns one row per domain, definition and reward model
 * @throws {RangeError} when an option is outside its domain (as {@link goalDriftConsistency})
 * @example
 * const figures = [{ id: "d.track.finals", value: 0.658, decimals: 3 }, { id: "d.track.reward1", value: 0.324, decimals: 3 }, { id: "d.track.reward0", value: 0.533, decimals: 3 }];
 * (await surveyGoalDriftDefinitions(figures, ["d"], { definitions: ["track-final"], maxLength: 4 })).map((r) => [r.allowOther, r.status]); // [[false, "Infeasible"], [true, "Optimal"]]
 */
export async function surveyGoalDriftDefinitions(
  figures: readonly PublishedFigure[],
  keys: readonly string[],
  options: Omit<GoalDriftConsistencyOptions, "groupColumns" | "allowOther" | "writesPerConversation"> & { definitions?: readonly GroupColumnDefinition[]; rewardModels?: readonly boolean[] } = {},
): Promise<DefinitionSurveyRow[]> {
  const definitions = options.definitions ?? ["track-final", "track-moments", "stock-final"];
  const rewardModels = options.rewardModels ?? [false, true];
  const { definitions: _d, rewardModels: _r, ...solverOptions } = options;
  const rows: DefinitionSurveyRow[] = [];
  for (const key of keys) {
    const targets = goalDriftTargetsFromPublished(figures, key);
    for (const groupColumns of definitions) {
      for (const allowOther of rewardModels) {
        const r = await goalDriftConsistency(targets, { ...solverOptions, groupColumns, allowOther, minimiseOther: false });
        rows.push({ key, groupColumns, allowOther, feasible: r.feasible, status: r.status, otherCount: r.otherCount, verified: r.verified, seconds: r.seconds });
      }
    }
  }
  return rows;
}

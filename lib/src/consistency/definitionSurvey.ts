/**
 * Which readings of a published goal-drift row can be true? Runs {@link goalDriftConsistency} for every
 * (domain, group-column definition, reward model) combination and tabulates the verdicts.
 *
 * Reward models: "rewards in {0,1}" (every conversation in the reward=1 or reward=0 group) and
 * "some in neither group" (missing or fractional rewards allowed; feasibility only — `otherCount` is the number in
 * the set found, not the minimum, which {@link goalDriftConsistency} with `allowOther` gives).
 * Group-column definitions: see {@link GroupColumnDefinition}; "track-final" is the published one.
 * Each row keeps the HiGHS status and the solver seconds. Edges: an empty domain list gives [].
 *
 * @example
 * const rows = await surveyGoalDriftDefinitions(pub.figures, ["banking"], { groupColumns: ["track-final"] });
 * // [{ key: "banking", groupColumns: "track-final", allowOther: false, feasible: false, status: "Infeasible", … }, { …allowOther: true, feasible: true }]
 */
import type { PublishedFigure } from "../stats/published";
import { goalDriftConsistency, type GoalDriftConsistencyOptions, type GroupColumnDefinition } from "./goalDriftConsistency";
import { goalDriftTargetsFromPublished } from "./publishedTargets";

export interface DefinitionSurveyRow {
  key: string;
  groupColumns: GroupColumnDefinition;
  allowOther: boolean;
  feasible: boolean | null;
  status: string;
  otherCount: number | null;
  verified: boolean;
  seconds: number;
}

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

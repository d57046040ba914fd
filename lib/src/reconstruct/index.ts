/**
 * Which logs would give the published tables? `trajlab/reconstruct`, the project's own data-generation workflow:
 * deterministic generators of logs that are consistent with published aggregates (goal drift on τ²-bench; TIDE
 * Tables 1, 2, 6). They are not the original logs; they show that the ordinary pipeline computes the published
 * tables from logs.
 *
 * Not part of the root entry: `import { … } from "trajlab/reconstruct"`.
 *
 * @module reconstruct
 */
export { reconstructTau2Results, reconstructTau2Text, RECONSTRUCTED_AGENT_MODEL, GOAL_DRIFT_RECONSTRUCTION_SEED } from "./tau2";
export type { ReconstructionPlanEntry, ReconstructionPlan, ReconstructOptions } from "./tau2";
export { RECONSTRUCTION_DOMAINS } from "./tau2Kits";
export { solveGoalDriftPlans, goalDriftPlanText, reconstructedFileName, reconstructGoalDriftFiles, GOAL_DRIFT_PLAN_OPTIONS } from "./goalDriftPlans";
export type { GoalDriftPlanDomain, GoalDriftPlanSolve, GoalDriftPlanFile } from "./goalDriftPlans";
export { measureWritesDistribution, writesDistributionText } from "./writesDistribution";
export type { WritesDistributionFile } from "./writesDistribution";
export { tideCountForPercent, tideStepSumFor, tideStepSumCandidates } from "./tideCounts";
export { tideSampleSuccessSteps, tideLoopStepsFor, tidePlanRun } from "./tidePlan";
export { tideTaskSteps, tideJsonlLine, tideRunJsonl } from "./tideJsonl";
export { tideRunTargets, tideWithoutMemoryTargets } from "./tideTargets";
export { reconstructTideRuns, reconstructTideAll } from "./reconstructTide";
export type { TideTaskPlan, TideRunPlan } from "./tidePlan";
export type { TideRunTargets } from "./tideTargets";
export type { TideGeneratedFile } from "./reconstructTide";
// the seed of every sample the project draws from a key (the TIDE reconstruction, scripts/labels/sample.mjs)
export { fnv1a32 } from "../stats/random";

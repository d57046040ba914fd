/**
 * `trajlab/reconstruct`: the project's own data-generation workflow. Deterministic generators of logs that are
 * consistent with published aggregates (goal drift on τ²-bench; TIDE Tables 1, 2, 6). They are not the original
 * logs; they show that the ordinary pipeline computes the published tables from logs.
 *
 * Not part of the root entry: `import { … } from "trajlab/reconstruct"`.
 */
export {
  reconstructTau2Results,
  reconstructTau2Text,
  solveGoalDriftPlans,
  measureWritesDistribution,
  writesDistributionText,
  goalDriftPlanText,
  reconstructedFileName,
  reconstructGoalDriftFiles,
  RECONSTRUCTED_AGENT_MODEL,
  RECONSTRUCTION_DOMAINS,
  GOAL_DRIFT_PLAN_OPTIONS,
  GOAL_DRIFT_RECONSTRUCTION_SEED,
} from "./tau2";
export type {
  ReconstructionPlanEntry,
  ReconstructionPlan,
  ReconstructOptions,
  GoalDriftPlanDomain,
  GoalDriftPlanSolve,
  GoalDriftPlanFile,
  WritesDistributionFile,
} from "./tau2";
export {
  tideCountForPercent,
  tideStepSumFor,
  tideStepSumCandidates,
  tideSampleSuccessSteps,
  tideLoopStepsFor,
  tidePlanRun,
  tideTrajectory,
  tideJsonlLine,
  tideRunJsonl,
  tideRunTargets,
  tideWithoutMemoryTargets,
  reconstructTideRuns,
  reconstructTideAll,
} from "./tide";
export type { TideTaskPlan, TideRunPlan, TideRunTargets, TideGeneratedFile } from "./tide";

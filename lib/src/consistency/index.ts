/**
 * Could these published numbers come from real logs at all? A GRIM-style consistency test of published
 * goal-drift aggregates by integer programming (HiGHS): write sequences and their integer features, classes of
 * sequences that contribute alike, the solve, its exact re-check, and a survey of definitions.
 *
 * @module consistency
 */
export { sequenceFeatures, writeSequenceOf, writeMarksOf } from "./writeSequence";
export type { WriteSequence, SequenceFeatures } from "./writeSequence";
export { writeSequenceClasses } from "./sequenceClasses";
export type { WriteSequenceClass } from "./sequenceClasses";
export { goalDriftConsistency } from "./goalDriftConsistency";
export { checkGoalDriftSolution } from "./checkGoalDriftSolution";
export type { FigureCheck } from "./checkGoalDriftSolution";
export type { GoalDriftTargets, GroupColumnDefinition } from "./figureSpecs";
export type { SolvedConversations } from "./checkGoalDriftSolution";
export type { GoalDriftConsistencyOptions, GoalDriftConsistencyResult, ConsistencyStage } from "./goalDriftConsistency";
export type { PrintedValue } from "./linearProgram";
export { goalDriftTargetsFromPublished, GOAL_DRIFT_TARGET_IDS } from "./publishedTargets";
export { writesPerConversation } from "./writesPerConversation";
export type { WritesPerConversation } from "./writesPerConversation";
export { surveyGoalDriftDefinitions } from "./definitionSurvey";
export type { DefinitionSurveyRow } from "./definitionSurvey";

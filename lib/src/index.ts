/**
 * trajlab: judge LLM agents by their trajectories, not only by their final score.
 *
 * The public entry, grouped by the question a family answers. Every name here is a documented, tested part of
 * the API; validators, solver internals and helpers stay inside their files. The project's own data-generation
 * workflow is a separate entry point, `trajlab/reconstruct`. The list is pinned by test/publicApi.test.ts.
 *
 * @packageDocumentation
 */

// ── Loading logs: what did the agent do? (io) ─────────────────────────────────────────────────────────────
export {
  loadRun,
  loadRuns,
  detectRunFormat,
  expandRunPath,
  loadTau2Results,
  loadTau2Dir,
  loadTau1Historical,
  domainFromFileName,
  loadTideJsonl,
  parseTideJsonl,
  loadTaskTable,
  parseTaskTable,
  taskTableRuns,
  describeRun,
  locateSharedData,
  SHARED_DATA_ENV,
  TrajlabInputError,
} from "./io";
export type {
  Run,
  RunFormat,
  Conversation,
  Task,
  ToolCall,
  ToolResult,
  ToolType,
  Requestor,
  Message,
  MessageRole,
  Verification,
  GoldAction,
  ActionCheck,
  InputErrorKind,
  LoadRunsOptions,
  LoadRunsResult,
  Tau1LoadOptions,
  TideRun,
  TideTask,
  TaskTableRow,
} from "./io";

// ── What was measured, over what, and what was left out? (stats) ──────────────────────────────────────────
export {
  measurement,
  mergeExclusions,
  exclusionsByReason,
  meanStandardError,
  bootstrapMeanInterval,
  DEFAULT_BOOTSTRAP_SEED,
  pairedComparison,
  independentComparison,
  matchesAtPrecision,
  printedInterval,
  mulberry32,
} from "./stats";
export type {
  Exclusion,
  MeasurementPoint,
  MeanEstimate,
  BootstrapOptions,
  BootstrapInterval,
  PairedComparison,
  IndependentComparison,
  PublishedFigure,
  FigureComparison,
} from "./stats";

// ── Is the agent still on the task's goal, and how much did it drift? (drift) ─────────────────────────────
export {
  analyzeDrift,
  analyzeDriftMany,
  WriteToolsUnavailableError,
  resolveWriteTools,
  registryWriteTools,
  actionCheckWriteTools,
  callerWriteTools,
  TAU2_WRITE_TOOL_REGISTRY,
  callMatchesGoldAction,
  someCallMatchesGoldAction,
  alignWrites,
  windowDrift,
  trackDrift,
  stockDrift,
  conversationDrift,
  DRIFT_EXCLUSION,
  rewardGroup,
  REWARD_GROUPS,
  REWARD_TOLERANCE,
  aggregateDrift,
  crossTaskSequence,
  selfHealingPattern,
  noSelfHealing,
  officialAgreement,
  conversationDataQuality,
  runDataQuality,
  DATA_QUALITY_REASONS,
  DATA_QUALITY_REASON_TEXT,
} from "./drift";
export type {
  AnalyzeDriftOptions,
  AnalyzeDriftManyOptions,
  DriftReport,
  DriftManyReport,
  WriteToolSource,
  WriteToolSet,
  WriteToolResolution,
  WriteToolRequest,
  DomainWriteTools,
  NullCompareArgsRule,
  MatchOptions,
  AlignmentReason,
  AlignedWrite,
  WriteAlignment,
  WriteMark,
  ConversationDrift,
  ConversationDriftOptions,
  DriftExclusionReason,
  WriteDetail,
  RewardGroup,
  DriftAggregate,
  DriftGroupTable,
  CrossTaskPoint,
  SelfHealingPattern,
  NoSelfHealingSummary,
  OfficialAgreement,
  AgreementDisagreement,
  DataQualityReason,
  DataQualityFlag,
  DataQualityReport,
} from "./drift";

// ── Does the agent succeed early or only at the end? (auv) ────────────────────────────────────────────────
export {
  successCurve,
  auv,
  auvFromSteps,
  auvLemma1,
  auvPerTask,
  auvContributions,
  successRate,
  successIndicators,
  auvUpperBound,
  stepGains,
  runningAuvDifference,
  auvDifferenceByGainStep,
  auvEstimate,
  compareModelsPaired,
  classifyDivergence,
  findDivergentPairs,
  detectCycles,
  hasLoop,
  loopSteps,
  loopRatio,
  memoryIndex,
  minMaxScale,
  radarScores,
  plateauStep,
  chooseTMax,
  auvRelativeToBest,
} from "./auv";
export type {
  AuvEstimate,
  DivergenceKind,
  DivergenceTolerances,
  SrAuvRow,
  DivergentPair,
  Cycle,
  CycleMarks,
  RadarInput,
  PlateauRule,
} from "./auv";

// ── Could these published numbers come from real logs at all? (consistency) ───────────────────────────────
export {
  goalDriftConsistency,
  checkGoalDriftSolution,
  goalDriftTargetsFromPublished,
  GOAL_DRIFT_TARGET_IDS,
  surveyGoalDriftDefinitions,
  writesPerConversation,
  sequenceFeatures,
  writeSequenceOf,
  writeMarksOf,
  writeSequenceClasses,
} from "./consistency";
export type {
  GoalDriftTargets,
  GroupColumnDefinition,
  GoalDriftConsistencyOptions,
  GoalDriftConsistencyResult,
  SolvedConversations,
  FigureCheck,
  ConsistencyStage,
  PrintedValue,
  DefinitionSurveyRow,
  WritesPerConversation,
  WriteSequence,
  SequenceFeatures,
  WriteSequenceClass,
} from "./consistency";

// ── Do the published figures come out of the logs? (reproduce) ────────────────────────────────────────────
export { loadPublishedGoalDrift, reproduceGoalDrift, loadPublishedTide, reproduceTide, tideFigure, tideRunPath } from "./reproduce";
export type {
  PublishedGoalDrift,
  GoalDriftReproduction,
  GoalDriftDomainReproduction,
  TidePublished,
  TideEnvironmentSpec,
  TideModelSpec,
  TideReproduction,
  TideReproducedRun,
} from "./reproduce";

// ── Showing results in a notebook (plot) ──────────────────────────────────────────────────────────────────
export { plotlySetup, plotlyHtml, tableHtml, formatTableCell, MISSING_VALUE, escapeHtml, scriptSafeJson } from "./plot";
export type { PlotlyFigure, PlotlyHtmlOptions, DataFrameLike, TableHtmlOptions } from "./plot";

/**
 * Is the agent still on the task's goal, and how much did it drift overall? Write-tool sets, alignment of writes
 * to gold actions, GD^track / GD^stock, per-conversation rows, aggregates by group and reward, no self-healing,
 * data quality, agreement with the official action checks, and one entry point ({@link analyzeDrift}).
 * Definitions: docs/definitions/goal-drift.md.
 *
 * @module drift
 */
export {
  registryWriteTools,
  actionCheckWriteTools,
  callerWriteTools,
  resolveWriteTools,
  TAU2_WRITE_TOOL_REGISTRY,
  PUBLISHED_WRITE_SOURCE,
  DEFAULT_WRITE_TOOLS,
} from "./writeTools";
export type { WriteToolSource, WriteToolSet, WriteToolResolution, WriteToolRequest, DomainWriteTools } from "./writeTools";
export type { WriteCallDifference, WriteToolVariant, WriteToolVariantKind } from "./writeToolVariants";
export { callMatchesGoldAction, someCallMatchesGoldAction, alignWrites } from "./alignment";
export type { NullCompareArgsRule, MatchOptions, AlignmentReason, AlignedWrite, WriteAlignment } from "./alignment";
export { windowDrift, trackDrift, stockDrift } from "./driftSeries";
export type { WriteMark } from "./driftSeries";
export { rewardGroup, REWARD_GROUPS } from "./rewardGroup";
export type { RewardGroup } from "./rewardGroup";
export { conversationDrift, DRIFT_EXCLUSION } from "./conversationDrift";
export type { ConversationDrift, ConversationDriftOptions, DriftExclusionReason, WriteDetail } from "./conversationDrift";
export type { GoldSource, GoldSourceSummary } from "./goldActions";
export { driftIntervals, driftReportIntervals, selfHealingIntervals } from "./driftIntervals";
export type { DriftIntervals, DriftReportIntervals, DriftTableIntervals, SelfHealingIntervals } from "./driftIntervals";
export { aggregateDrift } from "./aggregateDrift";
export type { DriftAggregate, DriftGroupTable } from "./aggregateDrift";
export { selfHealingPattern, noSelfHealing } from "./noSelfHealing";
export type { SelfHealingPattern, NoSelfHealingSummary } from "./noSelfHealing";
export { officialAgreement } from "./officialAgreement";
export type { OfficialAgreement, AgreementDisagreement } from "./officialAgreement";
export {
  conversationDataQuality,
  runDataQuality,
  DATA_QUALITY_REASONS,
  DATA_QUALITY_REASON_TEXT,
  DATA_QUALITY_UNCHECKED,
} from "./dataQuality";
export type { DataQualityReason, DataQualityFlag, DataQualityReport, DataQualityOptions, WritesOffGoldFinding } from "./dataQuality";
export type { TaskFit } from "./taskEntities";
export { analyzeDrift, analyzeDriftMany, WriteToolsUnavailableError } from "./analyzeDrift";
export type { AnalyzeDriftOptions, AnalyzeDriftManyOptions, DriftReport, DriftManyReport, WriteToolsUnavailable } from "./analyzeDrift";
export { crossTaskSequence } from "./crossTaskSequence";
export type { CrossTaskPoint } from "./crossTaskSequence";

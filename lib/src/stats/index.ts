/**
 * What was measured, over what, and what was left out, and how precisely? Measurement points (value, numerator,
 * denominator, exclusions), means with standard errors, seeded bootstrap intervals, paired and independent
 * comparisons, published figures compared at their printed precision, and the seeded generator every random
 * procedure uses.
 *
 * @module stats
 */
export { measurement } from "./measurement";
export { mergeExclusions, exclusionsByReason } from "./exclusions";
export type { Exclusion, MeasurementPoint, MeasurementOptions } from "./measurement";
export { matchesAtPrecision, printedRange } from "./published";
export type { PublishedFigure, FigureComparison } from "./published";
export { mulberry32 } from "./random";
export { meanStandardError } from "./meanStandardError";
export type { MeanEstimate } from "./meanStandardError";
export { bootstrapMeanInterval } from "./bootstrap";
export type { BootstrapOptions, BootstrapInterval } from "./bootstrap";
export { pairedComparison, independentComparison } from "./paired";
export type { PairedComparison, IndependentComparison } from "./paired";
export { countPoint, pointWithDenominator } from "./pointForms";
export { pointDisplayValue, describePoint, pointCells } from "./pointText";
export { formatEstimate, type EstimateLike } from "./estimateText";
export type { PointState, PointUnit, RatioOptions } from "./measurement";
export type { PointCells } from "./pointText";
export { MISSING_VALUE } from "./missingValue";
// The statistics protocol: the task as the unit, clustered and paired uncertainty, agreement, prevalence.
export { normalInterval } from "./interval";
export type { Interval, IntervalMethod } from "./interval";
export { clusteredMean } from "./clusteredMean";
export type { ClusteredMean, ClusterKey } from "./clusteredMean";
export { clusteredRatio } from "./clusteredRatio";
export type { ClusteredRatio } from "./clusteredRatio";
export { clusterBootstrap, DEFAULT_BOOTSTRAP_SEED } from "./clusterBootstrap";
export type { ClusterBootstrap, ClusterBootstrapOptions } from "./clusterBootstrap";
export { percentileInterval } from "./percentileInterval";
export { bcaInterval } from "./bcaInterval";
export type { BcaInterval } from "./bcaInterval";
export { taskMean } from "./taskMean";
export type { TaskMean, TaskMeanOptions } from "./taskMean";
export { isSuccess, REWARD_TOLERANCE } from "./success";
export { taskTrials, TRIAL_EXCLUSION } from "./taskTrials";
export type { TaskTrials, TaskTrialsResult } from "./taskTrials";
export { passRateReadings } from "./passRateReadings";
export type { PassRateReadings } from "./passRateReadings";
export { passHatK } from "./passHatK";
export { passAtK } from "./passAtK";
export { passK } from "./passK";
export type { PassKReport, PassKRow } from "./passK";
export { loadPublishedPassK } from "./publishedPassK";
export type { PublishedPassK, PublishedPassKFigure } from "./publishedPassK";
export { noiseFloor } from "./noiseFloor";
export type { NoiseFloor, NoiseFloorOptions, TaskScores } from "./noiseFloor";
export { minimumDetectableDifference } from "./minimumDetectableDifference";
export type { PowerOptions } from "./minimumDetectableDifference";
export { pairedDifference, PAIRING_EXCLUSION } from "./pairedDifference";
export type { PairedDifference, PairedOptions, TaskValues, TaskExclusion } from "./pairedDifference";
export { mcnemarExact } from "./mcnemar";
export type { McNemar } from "./mcnemar";
export { pairedProportionDifference } from "./pairedProportionDifference";
export type { PairedProportionDifference, PairedBinaryTable } from "./pairedProportionDifference";
export { pairedClusterBootstrap } from "./pairedClusterBootstrap";
export type { PairedClusterBootstrap, TaskTrialValues } from "./pairedClusterBootstrap";
export { pairedRatioDifference } from "./pairedRatioDifference";
export type { PairedRatioDifference, PairedRatioOptions, TaskRatioParts } from "./pairedRatioDifference";
export { faultFlow } from "./faultFlow";
export type { FaultFlow, FaultFlowOptions, TaskFlow, OutcomeClassification, OutcomeClassifier } from "./faultFlow";
export { cohensKappa } from "./cohensKappa";
export type { CohensKappa } from "./cohensKappa";
export { confusionMatrix } from "./confusionMatrix";
export type { ConfusionMatrix } from "./confusionMatrix";
export { calibration } from "./calibration";
export type { Calibration, CalibrationBin } from "./calibration";
export { wilsonInterval } from "./wilson";
export { proportionEstimate } from "./proportionEstimate";
export type { ProportionEstimate } from "./proportionEstimate";
export { precisionRecall } from "./precisionRecall";
export type { PrecisionRecall } from "./precisionRecall";
export { roganGladen } from "./roganGladen";
export { judgeAgreement, JUDGE_EXCLUSION } from "./judgeAgreement";
export type { JudgeAgreement } from "./judgeAgreement";
export type { RoganGladen, RoganGladenCounts } from "./roganGladen";
export { horvitzThompson } from "./horvitzThompson";
export type { HorvitzThompson, Stratum } from "./horvitzThompson";
export { pointInterval } from "./pointInterval";
export type { PointInterval, PointIntervalOptions, ClusteredUnit } from "./pointInterval";
export { runStatistics } from "./runStatistics";
export type { RunStatistics, RunStatisticsOptions, RewardStatistics } from "./runStatistics";
export { pairedSuccess, resolvedStatement, RESOLVED_BY, type ResolvedStatement } from "./pairedSuccess";

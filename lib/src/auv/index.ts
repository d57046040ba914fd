/**
 * Does the agent succeed early or only at the end? The success curve P_t, AUV (TIDE Eq. 1) in its three forms,
 * SR, where SR and AUV disagree, the memory index, radar scores, plateaus and the choice of t_max, and AUV/SR with
 * their uncertainty over tasks (the statistics family's paired machinery). TIDE's third metric, the loop ratio
 * (Algorithm 1), lives with the other loop detectors in the diagnostics family. Definitions:
 * docs/definitions/auv-tide.md.
 *
 * @module auv
 */
export { successCurve } from "./successCurve";
export { auv, auvFromSteps, auvLemma1, auvPerTask, auvContributions, successRate, successIndicators, auvUpperBound } from "./auv";
export { stepGains, runningAuvDifference, auvDifferenceByGainStep } from "./auvDifference";
export { auvEstimate } from "./auvEstimate";
export type { AuvEstimate } from "./auvEstimate";
export { compareModelsPaired } from "./compareModelsPaired";
export { classifyDivergence, findDivergentPairs } from "./divergence";
export type { DivergenceKind, DivergenceTolerances, SrAuvRow, DivergentPair } from "./divergence";
export { memoryIndex } from "./memoryIndex";
export { minMaxScale, radarScores } from "./radar";
export type { RadarInput } from "./radar";
export { plateauStep, chooseTMax } from "./plateau";
export type { PlateauRule } from "./plateau";
export { auvRelativeToBest } from "./relativeAuv";

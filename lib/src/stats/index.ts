/**
 * What was measured, over what, and what was left out, and how precisely? Measurement points (value, numerator,
 * denominator, exclusions), means with standard errors, seeded bootstrap intervals, paired and independent
 * comparisons, published figures compared at their printed precision, and the seeded generator every random
 * procedure uses.
 *
 * @module stats
 */
export { measurement, mergeExclusions, exclusionsByReason } from "./measurement";
export type { Exclusion, MeasurementPoint } from "./measurement";
export { matchesAtPrecision, printedInterval } from "./published";
export type { PublishedFigure, FigureComparison } from "./published";
export { mulberry32 } from "./random";
export { meanStandardError } from "./estimation";
export type { MeanEstimate } from "./estimation";
export { bootstrapMeanInterval, DEFAULT_BOOTSTRAP_SEED } from "./bootstrap";
export type { BootstrapOptions, BootstrapInterval } from "./bootstrap";
export { pairedComparison, independentComparison } from "./paired";
export type { PairedComparison, IndependentComparison } from "./paired";

/**
 * What was measured, over what, and what was left out: measurement points (value, numerator, denominator,
 * exclusions), published figures compared at their printed precision, and the seeded generator every random
 * procedure uses.
 */
export { measurement, mergeExclusions } from "./measurement";
export type { Exclusion, MeasurementPoint } from "./measurement";
export { matchesAtPrecision, printedInterval } from "./published";
export type { PublishedFigure, FigureComparison } from "./published";
export { mulberry32 } from "./random";

/**
 * Do the published figures come out of the logs? Published figures beside the same figures recomputed from logs
 * through the ordinary pipeline (loader → metric), each with numerator, denominator and a match at printed
 * precision.
 *
 * @module reproduce
 */
export { loadPublishedGoalDrift } from "./goalDriftPublished";
export { reproduceGoalDrift } from "./goalDriftReproduction";
export type { PublishedGoalDrift } from "./goalDriftPublished";
export type { GoalDriftReproduction, GoalDriftDomainReproduction } from "./goalDriftReproduction";
export { loadPublishedTide, tideFigure, tideRunPath } from "./tidePublished";
export { reproduceTide } from "./tideReproduction";
export type { TidePublished, TideEnvironmentSpec, TideModelSpec } from "./tidePublished";
export type { TideReproduction, TideReproducedRun } from "./tideReproduction";
export type { FigureStatus, ReproducedFigure, ReproduceOptions } from "./figures";

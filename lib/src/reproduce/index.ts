/**
 * Do the published figures come out of the logs? Published figures beside the same figures recomputed from logs
 * through the ordinary pipeline (loader → metric), each with numerator, denominator and a match at printed
 * precision.
 *
 * @module reproduce
 */
export { loadPublishedGoalDrift, reproduceGoalDrift } from "./goalDrift";
export type { PublishedGoalDrift, GoalDriftReproduction, GoalDriftDomainReproduction } from "./goalDrift";
export { loadPublishedTide, reproduceTide, tideFigure, tideRunPath } from "./tide";
export type { TidePublished, TideEnvironmentSpec, TideModelSpec, TideReproduction, TideReproducedRun } from "./tide";
export type { FigureStatus, ReproducedFigure, ReproduceOptions } from "./figures";

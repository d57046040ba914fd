/**
 * Published goal-drift figures as integer linear functions of conversation counts: per figure, a scope, a
 * numerator and a denominator per write-sequence class. Shared by the consistency model (goalDriftConsistency.ts)
 * and its exact re-check (checkGoalDriftSolution.ts).
 */
import type { RewardGroup } from "../drift/rewardGroup";
import type { PrintedValue } from "./linearProgram";
import type { SequenceFeatures } from "./writeSequence";

/**
 * The integer contributions of one write sequence (class) to every figure: what the LP rows and the exact re-check
 * multiply by conversation counts.
 *
 * @internal
 */
export interface ClassCoefficients {
  writes: number;
  drifts: number;
  trackSum: number; // × trackScale
  trackFinal: number; // × trackScale
  stockFinal: number; // × stockScale = lcm(1..L)
  mixed: number;
  after: number;
  two: number;
  allDrift: number;
}

/**
 * How one published figure is computed from class coefficients: its scope (all conversations with writes, or one
 * reward group), numerator and denominator per class, and the scale of the numerator.
 *
 * @internal
 */
export interface FigureSpec {
  target: keyof GoalDriftTargets;
  /** "all" = every conversation with writes; a group = only that reward group. */
  scope: "all" | RewardGroup;
  numerator: (c: ClassCoefficients) => number;
  /** null = constant denominator 1 (a count). */
  denominator: ((c: ClassCoefficients) => number) | null;
  numScale: number;
}

/**
 * The specification of every goal-drift figure, with the group columns read as `groupColumns` defines them
 * (docs/definitions/goal-drift.md): stock = ΣM/ΣN; trackMoments = Σ GD^track_k / ΣN; trackFinals = mean GD^track_N;
 * trackReward1/0 = the group column; stockFinalsReward1 = mean M/N in reward=1; mixed and noAlignedWrite counts;
 * alignedAfterDrift and twoAlignedAfterDrift shares of mixed.
 *
 * @internal
 * @param groupColumns the definition of the reward-group columns
 * @param trackScale lcm(1..H), the scale of GD^track values
 * @param stockScale lcm(1..L), the scale of GD^stock finals
 * @returns one spec per figure, in a fixed order
 */
export function figureSpecs(groupColumns: GroupColumnDefinition, trackScale: number, stockScale: number): FigureSpec[] {
  const groupColumn = (grp: RewardGroup): Omit<FigureSpec, "target"> => {
    if (groupColumns === "track-moments") return { scope: grp, numerator: (c) => c.trackSum, denominator: (c) => c.writes, numScale: trackScale };
    if (groupColumns === "stock-final") return { scope: grp, numerator: (c) => c.stockFinal, denominator: () => 1, numScale: stockScale };
    return { scope: grp, numerator: (c) => c.trackFinal, denominator: () => 1, numScale: trackScale };
  };
  return [
    { target: "stock", scope: "all", numerator: (c) => c.drifts, denominator: (c) => c.writes, numScale: 1 },
    { target: "trackMoments", scope: "all", numerator: (c) => c.trackSum, denominator: (c) => c.writes, numScale: trackScale },
    { target: "trackFinals", scope: "all", numerator: (c) => c.trackFinal, denominator: () => 1, numScale: trackScale },
    { target: "trackReward1", ...groupColumn("reward=1") },
    { target: "trackReward0", ...groupColumn("reward=0") },
    { target: "stockFinalsReward1", scope: "reward=1", numerator: (c) => c.stockFinal, denominator: () => 1, numScale: stockScale },
    { target: "mixed", scope: "all", numerator: (c) => c.mixed, denominator: null, numScale: 1 },
    { target: "alignedAfterDrift", scope: "all", numerator: (c) => c.after, denominator: (c) => c.mixed, numScale: 1 },
    { target: "twoAlignedAfterDrift", scope: "all", numerator: (c) => c.two, denominator: (c) => c.mixed, numScale: 1 },
    { target: "noAlignedWrite", scope: "all", numerator: (c) => c.allDrift, denominator: null, numScale: 1 },
  ];
}

/**
 * The coefficients of one sequence: N, M, scaled track sum and final, scaled stock final, and the 0/1
 * no-self-healing indicators (after and two count only for mixed sequences).
 *
 * @internal
 * @param f the sequence's integer features
 * @param stockScale lcm(1..L)
 * @returns its coefficients
 */
export function coefficients(f: SequenceFeatures, stockScale: number): ClassCoefficients {
  return {
    writes: f.writes,
    drifts: f.drifts,
    trackSum: f.trackSumScaled,
    trackFinal: f.trackFinalScaled,
    stockFinal: (f.drifts * stockScale) / f.writes,
    mixed: f.mixed ? 1 : 0,
    after: f.mixed && f.alignedAfterFirstDrift ? 1 : 0,
    two: f.mixed && f.twoAlignedAfterFirstDrift ? 1 : 0,
    allDrift: f.allDrift ? 1 : 0,
  };
}

/** The printed aggregates of one domain (any subset; docs/definitions/goal-drift.md). */
export interface GoalDriftTargets {
  /** ΣM / ΣN (pooled GD^stock). */
  stock?: PrintedValue;
  /** Σ_conv Σ_k GD^track_k / ΣN (mean over write moments). */
  trackMoments?: PrintedValue;
  /** Mean of GD^track_N over the conversations with writes. */
  trackFinals?: PrintedValue;
  /** The reward=1 group column (its definition: {@link GroupColumnDefinition}). */
  trackReward1?: PrintedValue;
  /** The reward=0 group column. */
  trackReward0?: PrintedValue;
  /** Mean of M/N over reward=1 conversations. */
  stockFinalsReward1?: PrintedValue;
  /** The number of mixed conversations. */
  mixed?: PrintedValue;
  /** The share of mixed conversations with an aligned write after the first drift write (percent). */
  alignedAfterDrift?: PrintedValue;
  /** The share of mixed conversations with two consecutive aligned writes after a drift write (percent). */
  twoAlignedAfterDrift?: PrintedValue;
  /** The number of conversations with writes and no aligned write. */
  noAlignedWrite?: PrintedValue;
}

/**
 * How a reward-group column is read: "track-final" (the published one) = the mean of conversation-final GD^track
 * in the group; "track-moments" = Σ_group Σ_k GD^track_k / Σ_group N; "stock-final" = the mean of M/N in the group.
 */
export type GroupColumnDefinition = "track-final" | "track-moments" | "stock-final";

/*
 * A run's pass rate read three ways — the left-out conversations excluded, counted as failures, or scored 0 — each a
 * full measurement point, so a published "pass rate" can be matched to the reading it used.
 */
import type { Conversation } from "../io/model";
import { measurement, type Exclusion, type MeasurementPoint } from "./measurement";
import { taskTrials } from "./taskTrials";

/** The three readings of one run's pass rate (see {@link passRateReadings}). */
export interface PassRateReadings {
  /**
   * τ²'s own reading: successes over the conversations that count; the left-out ones (infrastructure errors,
   * missing rewards) are the point's exclusions, by reason, with their ids — so the point is `partial` when any were.
   */
  excluded: MeasurementPoint;
  /** The left-out conversations counted as failures: successes over every conversation of the run (no exclusions). */
  asFailures: MeasurementPoint;
  /**
   * The mean reward (τ²'s avg_reward) with each left-out conversation scored 0: Σ rewards over every conversation
   * (unit `mean`, reward per conversation). Equal to `asFailures` when every counted reward is 0 or 1.
   */
  asZeros: MeasurementPoint;
  /** The conversations left out of `excluded`, by reason, with ids (the same as `excluded.exclusions`). */
  leftOut: Exclusion[];
}

/**
 * What is this run's pass rate, and how much does it depend on the conversations that could not be scored?
 *
 * Formula: with n conversations of which m are left out ({@link taskTrials}: an `infrastructure_error` termination,
 * a missing reward, a reward outside [0, 1]) and s successes (τ²'s `is_successful`) among the n − m counted:
 * excluded = s / (n − m), with the m as exclusions; asFailures = s / n; asZeros = Σ_{counted} reward / n.
 * Unit: fraction of conversations (asZeros: mean reward per conversation). Range: [0, 1].
 * Edges: no conversation → three `no_data` points (value null, never 0); every conversation left out → `excluded` is
 * `no_data` while `asFailures` and `asZeros` read 0 over n — the reading that hides what was not measured.
 * Source: docs/definitions/measurement-points.md#pass-rate-readings.
 *
 * @param conversations the conversations of one run
 * @returns the three points and the left-out conversations
 * @example
 * const r = passRateReadings(loadRun("data/examples/tau2_retail_examples.json").conversations);
 * r.excluded.value;   // 0.6 (3 successes of the 5 scored; the sixth conversation has no reward)
 * r.excluded.failed;  // 1
 * r.asFailures.value; // 0.5 (3 of 6)
 * r.asZeros.value;    // 0.5
 * passRateReadings([]).excluded.pointState; // "no_data"
 */
export function passRateReadings(conversations: readonly Conversation[]): PassRateReadings {
  const tt = taskTrials(conversations);
  const successes = tt.tasks.reduce((s, t) => s + t.successes, 0);
  const rewardSum = tt.tasks.reduce((s, t) => s + t.rewards.reduce((a, r) => a + r, 0), 0);
  const n = conversations.length;
  return {
    excluded: measurement(successes, tt.conversations, tt.exclusions),
    asFailures: measurement(successes, n),
    asZeros: measurement(rewardSum, n, [], { unit: "mean" }),
    leftOut: tt.exclusions,
  };
}

/**
 * passRateReadings (docs/definitions/measurement-points.md#pass-rate-readings): a run's pass rate with its left-out
 * conversations excluded, counted as failures, or scored 0 — each checked against the counts written out by hand.
 */
import * as path from "path";
import { describe, expect, test } from "vitest";
import { loadRun, passRateReadings, TRIAL_EXCLUSION } from "../../lib/src";
import type { Conversation } from "../../lib/src";
import { expectPointInvariants } from "./pointInvariants";

const example = loadRun(path.resolve(__dirname, "../../data/examples/tau2_retail_examples.json"));
/** A conversation of the example export with the reward and termination given. */
const conv = (id: string, reward: number | null, terminationReason: string | null = "user_stop"): Conversation => ({
  ...example.conversations[0],
  id,
  taskId: id,
  reward,
  terminationReason,
});

describe("passRateReadings", () => {
  // By hand: 6 conversations; c4 ended in an infrastructure error, c5 has no reward → m = 2 left out, n − m = 4
  // counted with rewards 1, 0, 1, 0.5 → s = 2 successes, Σ reward = 2.5.
  const run = [conv("c1", 1), conv("c2", 0), conv("c3", 1), conv("c4", 0, "infrastructure_error"), conv("c5", null), conv("c6", 0.5)];
  const r = passRateReadings(run);

  test("excluded: successes over the counted conversations, the left-out ones as exclusions by reason with ids", () => {
    expect([r.excluded.numerator, r.excluded.denominator, r.excluded.value]).toEqual([2, 4, 0.5]);
    expect([r.excluded.planned, r.excluded.failed, r.excluded.pointState]).toEqual([6, 2, "partial"]);
    expect(r.excluded.exclusions).toEqual([
      { reason: TRIAL_EXCLUSION.infrastructureError, count: 1, ids: ["c4"] },
      { reason: TRIAL_EXCLUSION.rewardMissing, count: 1, ids: ["c5"] },
    ]);
    expect(r.leftOut).toEqual(r.excluded.exclusions);
  });

  test("asFailures: successes over every conversation, complete", () => {
    expect([r.asFailures.numerator, r.asFailures.denominator, r.asFailures.value, r.asFailures.pointState]).toEqual([2, 6, 2 / 6, "complete"]);
  });

  test("asZeros: the mean reward with the left-out conversations scored 0 (differs from asFailures for a fractional reward)", () => {
    expect([r.asZeros.numerator, r.asZeros.denominator, r.asZeros.value, r.asZeros.unit]).toEqual([2.5, 6, 2.5 / 6, "mean"]);
  });

  test("with 0/1 rewards and nothing left out, the three readings are one number", () => {
    const clean = passRateReadings([conv("a", 1), conv("b", 0), conv("c", 1)]);
    expect([clean.excluded.value, clean.asFailures.value, clean.asZeros.value]).toEqual([2 / 3, 2 / 3, 2 / 3]);
    expect(clean.excluded.pointState).toBe("complete");
  });

  test("no conversation → three no_data points; every conversation left out → excluded no_data, the others a 0 that hides it", () => {
    const none = passRateReadings([]);
    expect([none.excluded.value, none.asFailures.value, none.asZeros.value]).toEqual([null, null, null]);
    const allOut = passRateReadings([conv("x", null), conv("y", 1, "infrastructure_error")]);
    expect([allOut.excluded.value, allOut.excluded.pointState, allOut.excluded.failed]).toEqual([null, "no_data", 2]);
    expect([allOut.asFailures.value, allOut.asZeros.value]).toEqual([0, 0]);
  });

  test("every reading is a valid point", () => {
    for (const p of [r.excluded, r.asFailures, r.asZeros]) expectPointInvariants(p);
  });
});

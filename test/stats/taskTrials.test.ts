import { describe, expect, test } from "vitest";
import { taskTrials, TRIAL_EXCLUSION } from "../../lib/src";
import { isSuccess } from "../../lib/src/stats/success";
import { conversation } from "./builders";

describe("taskTrials", () => {
  test("groups conversations by task; infrastructure errors and missing rewards are excluded and counted", () => {
    const r = taskTrials([
      conversation({ id: "c1", taskId: "t1", reward: 1 }),
      conversation({ id: "c2", taskId: "t1", reward: 0 }),
      conversation({ id: "c3", taskId: "t2", reward: 1, terminationReason: "infrastructure_error" }),
      conversation({ id: "c4", taskId: "t2", reward: null }),
      conversation({ id: "c5", taskId: "t3", reward: 0.9999999 }),
    ]);
    expect(r.tasks.map((t) => [t.task, t.trials, t.successes])).toEqual([
      ["t1", 2, 1],
      ["t3", 1, 1],
    ]);
    expect(r.conversations).toBe(3);
    expect(r.exclusions).toEqual([
      { reason: TRIAL_EXCLUSION.infrastructureError, count: 1, ids: ["c3"] },
      { reason: TRIAL_EXCLUSION.rewardMissing, count: 1, ids: ["c4"] },
    ]);
  });
  test("success is τ²'s (1 − 1e-6) <= reward <= (1 + 1e-6), bounds included", () => {
    expect(isSuccess(1 - 1e-6)).toBe(true);
    expect(isSuccess(1 + 1e-6)).toBe(true);
    expect(isSuccess(1 - 2e-6)).toBe(false);
  });
  test("a hand-built conversation whose reward is not a number in [0, 1] is excluded by the one rule (io/reward.ts), not averaged", () => {
    const bad = [7.5, -1, "1.0", true] as unknown as number[];
    const r = taskTrials([conversation({ id: "ok", taskId: "t1", reward: 1 }), ...bad.map((reward, i) => conversation({ id: `b${i}`, taskId: "t1", reward }))]);
    expect(r.tasks.map((t) => [t.task, t.rewards])).toEqual([["t1", [1]]]);
    expect(r.exclusions).toEqual([{ reason: TRIAL_EXCLUSION.rewardInvalid, count: 4, ids: ["b0", "b1", "b2", "b3"] }]);
    expect(TRIAL_EXCLUSION.rewardInvalid).toBe("reward not a number in [0, 1]");
  });
  test("no conversation → no task", () => {
    expect(taskTrials([])).toEqual({ tasks: [], conversations: 0, exclusions: [] });
  });
});

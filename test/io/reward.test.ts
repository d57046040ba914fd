import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { TrajlabInputError } from "../../lib/src";
import { REWARD_EXCLUSION, readReward, rewardProblem } from "../../lib/src/io/reward";

describe("rewardProblem: a reward is a finite number in [0, 1], or missing", () => {
  test("every number in [0, 1] is a reward; null and undefined are missing, not a problem", () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (x) => rewardProblem(x) === null));
    expect([rewardProblem(null), rewardProblem(undefined), rewardProblem(0), rewardProblem(1)]).toEqual([null, null, null, null]);
  });
  test("numbers outside [0, 1] and non-finite numbers are not rewards", () => {
    fc.assert(fc.property(fc.oneof(fc.double({ min: 1, minExcluded: true }), fc.double({ max: 0, maxExcluded: true })).filter((x) => !Object.is(x, -0)), (x) => rewardProblem(x) !== null));
    for (const x of [7.5, -1, 1.0000001, -0, NaN, Infinity, -Infinity]) expect(rewardProblem(x) === null, String(x)).toBe(Object.is(x, -0));
  });
  test("a string, a boolean, an object or an array is not a reward, and the problem names its type and value", () => {
    expect(rewardProblem("1.0")).toBe('must be a number in [0, 1], got string "1.0"');
    expect(rewardProblem(true)).toBe("must be a number in [0, 1], got boolean true");
    expect(rewardProblem({ a: 1 })).toBe('must be a number in [0, 1], got object {"a":1}');
    expect(rewardProblem([1])).toBe("must be a number in [0, 1], got object [1]");
  });
});

describe("readReward", () => {
  test("a reward is returned, a missing one is null", () => {
    expect([readReward(0.25, "f", "p"), readReward(undefined, "f", "p"), readReward(null, "f", "p")]).toEqual([0.25, null, null]);
  });
  test("anything else throws bad-reward naming the file and the JSON path", () => {
    try {
      readReward(7.5, "r.json", "simulations[2].reward_info.reward");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TrajlabInputError);
      expect([(e as TrajlabInputError).kind, (e as TrajlabInputError).message]).toEqual(["bad-reward", "r.json: simulations[2].reward_info.reward: reward must be a number in [0, 1], got 7.5"]);
    }
  });
  test("the exclusion reason is one phrase", () => {
    expect(REWARD_EXCLUSION).toBe("reward not a number in [0, 1]");
  });
});

/** τ²'s success rule, the one every family uses: within 1e-6 of 1, exactly as `is_successful` writes it. */
import { describe, expect, it } from "vitest";
import { isSuccess, REWARD_TOLERANCE } from "../../lib/src";

describe("isSuccess", () => {
  it("the tolerance is τ²'s 1e-6", () => expect(REWARD_TOLERANCE).toBe(1e-6));
  it("1 and values within the tolerance succeed; 0, 0.5 and values just outside do not", () => {
    expect([1, 1 - 1e-7, 1 + 1e-7, 1 - 1e-6].map(isSuccess)).toEqual([true, true, true, true]);
    expect([0, 0.5, 1 - 2e-6, 1 + 2e-6].map(isSuccess)).toEqual([false, false, false, false]);
  });
  it("is (1 − 1e-6) <= reward <= (1 + 1e-6) in floating point, not |reward − 1| <= 1e-6", () => {
    // 1 − (1 − 1e-6) is 1.00000000003e-6 > 1e-6, yet τ²'s comparison accepts it
    expect(Math.abs(1 - (1 - 1e-6)) <= 1e-6).toBe(false);
    expect(isSuccess(1 - 1e-6)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { meanStandardError } from "../../lib/src";

describe("meanStandardError", () => {
  it("matches the textbook SE computed by hand: sd with n − 1, divided by √n", () => {
    // values 2, 4, 4, 4, 5, 5, 7, 9: mean 5, Σ(x−5)² = 32, sd = √(32/7), se = √(32/7)/√8
    const e = meanStandardError([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(e.mean).toBe(5);
    expect(e.sd).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(e.se).toBeCloseTo(Math.sqrt(32 / 7) / Math.sqrt(8), 12);
    expect(e.reason).toBeUndefined();
  });
  it("gives null sd/se with a reason for a single value, and nulls with a reason for no values (never a throw)", () => {
    expect(meanStandardError([0.3])).toEqual({ n: 1, mean: 0.3, sd: null, se: null, reason: "one value: no spread" });
    expect(meanStandardError([])).toEqual({ n: 0, mean: null, sd: null, se: null, reason: "no values" });
  });
  it("rejects a non-finite value, naming its index", () => {
    expect(() => meanStandardError([1, NaN])).toThrow(/values\[1\]/);
    expect(() => meanStandardError([1, NaN])).toThrow(RangeError);
  });
});

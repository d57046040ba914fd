import { describe, expect, test } from "vitest";
import { calibration } from "../../lib/src";
import { REF } from "./reference";

describe("calibration", () => {
  test("ECE and bin counts equal the numpy computation on the reference judge", () => {
    const c = calibration(REF.calibration.probabilities, REF.calibration.outcomes, REF.calibration.bins);
    expect(c.ece).toBeCloseTo(REF.calibration.ece, 14);
    expect(c.bins.map((b) => b.count)).toEqual(REF.calibration.counts);
  });
  test("the seed's example: stated 0.8, right 55 % of the time → a gap of 0.25 in that bin", () => {
    const probs = Array(20).fill(0.8);
    const outcomes = Array.from({ length: 20 }, (_, i) => i < 11);
    const c = calibration(probs, outcomes, 10);
    expect(c.bins[8]).toMatchObject({ lo: 0.8, count: 20, observedRate: 0.55 });
    expect(c.bins[8].meanPredicted).toBeCloseTo(0.8, 14);
    expect(c.ece).toBeCloseTo(0.25, 15);
    expect(c.mce).toBeCloseTo(0.25, 15);
  });
  test("probability 1 falls in the last bin; empty input → ECE null", () => {
    expect(calibration([1], [true], 4).bins[3].count).toBe(1);
    expect(calibration([], []).ece).toBeNull();
    expect(() => calibration([1.2], [true])).toThrow(/^calibration: probabilities\[0\] must be in \[0, 1\], got 1.2$/);
  });
  test("outcomes are booleans: the string \"false\" is a TypeError, not a true outcome", () => {
    expect(() => calibration([0.9, 0.2], [true, "false" as unknown as boolean])).toThrow(/^calibration: outcomes\[1\] must be a boolean, got string$/);
    expect(() => calibration([0.9], [1 as unknown as boolean])).toThrow(TypeError);
  });
});

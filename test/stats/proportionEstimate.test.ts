import { describe, expect, test } from "vitest";
import { proportionEstimate, wilsonInterval } from "../../lib/src";

describe("proportionEstimate", () => {
  test("is the measurement point x/n with the Wilson interval of the same counts", () => {
    const p = proportionEstimate(3, 7, 0.9);
    expect(p).toMatchObject({ value: 3 / 7, numerator: 3, denominator: 7, exclusions: [] });
    expect(p.interval).toEqual(wilsonInterval(3, 7, 0.9));
  });
  test("nothing observed is null, never 0", () => {
    expect(proportionEstimate(0, 0)).toMatchObject({ value: null, interval: null });
    expect(proportionEstimate(0, 4).value).toBe(0);
  });
  test("bad counts are refused in the error grammar", () => {
    expect(() => proportionEstimate(5, 4)).toThrow(RangeError);
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { gcd, lcmUpTo } from "../../lib/src/consistency/integers";

describe("gcd", () => {
  it("is Euclid's greatest common divisor of the absolute values", () => {
    expect(gcd(12, 18)).toBe(6);
    expect(gcd(-12, 18)).toBe(6);
    expect(gcd(7, 0)).toBe(7);
    expect(gcd(0, 0)).toBe(0);
  });
  it("divides both arguments (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (a, b) => {
        const g = gcd(a, b);
        expect(a % g === 0 && b % g === 0).toBe(true);
      }),
    );
  });
  it("rejects non-integers", () => {
    expect(() => gcd(1.5, 2)).toThrow(RangeError);
  });
});

describe("lcmUpTo", () => {
  it("lcmUpTo: 1, 2, 6, 12, 60, 2520", () => {
    expect([1, 2, 3, 4, 5, 10].map(lcmUpTo)).toEqual([1, 2, 6, 12, 60, 2520]);
  });
  it("rejects n below 1", () => {
    expect(() => lcmUpTo(0)).toThrow(RangeError);
  });
});

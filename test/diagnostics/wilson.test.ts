import { describe, expect, test } from "vitest";
import { wilsonInterval } from "../../lib/src/diagnostics/wilson";

describe("wilsonInterval", () => {
  // Newcombe (1998), Statistics in Medicine 17:857–872, Table I, method 3 (Wilson score, no continuity correction)
  test("matches Newcombe's published Wilson intervals", () => {
    const a = wilsonInterval(81, 263) as { lower: number; upper: number };
    expect([a.lower, a.upper].map((x) => x.toFixed(4))).toEqual(["0.2553", "0.3662"]);
    const b = wilsonInterval(15, 148) as { lower: number; upper: number };
    expect([b.lower, b.upper].map((x) => x.toFixed(4))).toEqual(["0.0624", "0.1605"]);
    const c = wilsonInterval(0, 20) as { lower: number; upper: number };
    expect([c.lower, c.upper].map((x) => x.toFixed(4))).toEqual(["0.0000", "0.1611"]);
    const d = wilsonInterval(1, 29) as { lower: number; upper: number };
    expect([d.lower, d.upper].map((x) => x.toFixed(4))).toEqual(["0.0061", "0.1718"]);
  });
  test("contains the estimate and stays inside [0, 1]", () => {
    for (const [x, n] of [[0, 1], [1, 1], [3, 7], [10, 10]]) {
      const w = wilsonInterval(x, n) as { lower: number; upper: number };
      expect(w.lower).toBeLessThanOrEqual(x / n);
      expect(w.upper).toBeGreaterThanOrEqual(x / n);
      expect(w.lower).toBeGreaterThanOrEqual(0);
      expect(w.upper).toBeLessThanOrEqual(1);
    }
  });
  test("a wider level gives a wider interval; n = 0 gives null", () => {
    const a = wilsonInterval(5, 10, 0.9) as { lower: number; upper: number };
    const b = wilsonInterval(5, 10, 0.99) as { lower: number; upper: number };
    expect(b.upper - b.lower).toBeGreaterThan(a.upper - a.lower);
    expect(wilsonInterval(0, 0)).toBeNull();
  });
  test("bad counts and levels are RangeErrors", () => {
    expect(() => wilsonInterval(3, 2)).toThrow(RangeError);
    expect(() => wilsonInterval(1.5, 2)).toThrow("wilsonInterval: successes must be an integer in [0, n], got 1.5");
    expect(() => wilsonInterval(1, 2, 1)).toThrow(RangeError);
  });
});

/** pass^k and pass@k per task, against C(c,k)/C(n,k) written out with factorials and the reference values. */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { passAtK, passHatK } from "../../lib/src";
import { REF } from "./reference";

const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
const choose = (n: number, k: number) => (k > n ? 0 : fact(n) / (fact(k) * fact(n - k)));

describe("passHatK", () => {
  test("equals C(c, k)/C(n, k) by factorials", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 12 }), (n, c0, k0) => {
        const c = Math.min(c0, n);
        const k = Math.min(k0, n);
        return Math.abs(passHatK(n, c, k) - choose(c, k) / choose(n, k)) < 1e-12;
      }),
    );
  });
  test("averaged over tasks, equals the reference computed with Python's math.comb", () => {
    const tasks = REF.passK.tasks as { n: number; c: number }[];
    for (let k = 1; k <= 4; k++) {
      const mean = (f: (n: number, c: number, k: number) => number) => tasks.reduce((s, t) => s + f(t.n, t.c, k), 0) / tasks.length;
      expect(mean(passHatK)).toBeCloseTo(REF.passK.passHat[k - 1], 14);
      expect(mean(passAtK)).toBeCloseTo(REF.passK.passAt[k - 1], 14);
    }
  });
  test("k = 1 is the success share; c < k gives 0; k > n is τ²'s error", () => {
    expect(passHatK(4, 3, 1)).toBe(0.75);
    expect(passHatK(4, 2, 3)).toBe(0);
    expect(() => passHatK(2, 1, 3)).toThrow(/^passHatK: k must be ≤ n \(2\): a task needs at least k trials, got 3$/);
    expect(() => passHatK(2, 3, 1)).toThrow(RangeError);
  });
});

/** pass^k and pass@k per task, against C(c,k)/C(n,k) written out with factorials and the reference values. */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { passAtK, passHatK } from "../../lib/src";
import { REF } from "./reference";

const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
const choose = (n: number, k: number) => (k > n ? 0 : fact(n) / (fact(k) * fact(n - k)));

describe("passAtK", () => {
  test("equals 1 − C(n − c, k)/C(n, k)", () => {
    expect(passAtK(4, 1, 2)).toBeCloseTo(1 - choose(3, 2) / choose(4, 2), 15);
    expect(passAtK(4, 3, 2)).toBe(1);
    expect(passAtK(5, 0, 5)).toBe(0);
  });
});

/** The seeded generator and hash behind every bootstrap interval and every generated log. */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { mulberry32 } from "../../lib/src";
import { fnv1a32 } from "../../lib/src/stats/random";

describe("mulberry32", () => {
  test("the same seed gives the same sequence; different seeds differ", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(xs);
  });

  test("the sequence is pinned: committed logs and bootstrap intervals depend on it staying the same", () => {
    expect(mulberry32(1)()).toBe(0.6270739405881613);
  });

  test("property: every draw lies in [0, 1)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const u = mulberry32(seed);
        for (let i = 0; i < 20; i++) {
          const x = u();
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
        }
      }),
    );
  });

  test("property: for any integer seed (negative ones too), two generators give the same sequence", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = mulberry32(seed);
        const b = mulberry32(seed);
        for (let i = 0; i < 5; i++) expect(a()).toBe(b());
      }),
    );
  });

  test("draws look uniform: the mean of 10,000 is within 0.01 of ½", () => {
    const u = mulberry32(7);
    let s = 0;
    for (let i = 0; i < 10000; i++) s += u();
    expect(Math.abs(s / 10000 - 0.5)).toBeLessThan(0.01);
  });
});

describe("fnv1a32", () => {
  test("matches the FNV-1a 32-bit test vectors", () => {
    expect(fnv1a32("")).toBe(0x811c9dc5);
    expect(fnv1a32("a")).toBe(0xe40c292c);
    expect(fnv1a32("foobar")).toBe(0xbf9cf968);
  });
});

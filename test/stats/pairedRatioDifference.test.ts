import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { clusteredRatio, pairedRatioDifference } from "../../lib/src";

describe("pairedRatioDifference", () => {
  test("the difference of pooled ratios with the linearised SE written out", () => {
    const a = { t1: { numerator: 1, denominator: 2 }, t2: { numerator: 0, denominator: 2 }, t3: { numerator: 2, denominator: 3 } };
    const b = { t1: { numerator: 0, denominator: 1 }, t2: { numerator: 1, denominator: 3 }, t3: { numerator: 0, denominator: 2 } };
    const r = pairedRatioDifference(a, b, { seed: 1 });
    const ra = 3 / 7;
    const rb = 1 / 6;
    expect(r.difference).toBeCloseTo(ra - rb, 15);
    const z = [
      (1 - ra * 2) / 7 - (0 - rb * 1) / 6,
      (0 - ra * 2) / 7 - (1 - rb * 3) / 6,
      (2 - ra * 3) / 7 - (0 - rb * 2) / 6,
    ];
    expect(r.se).toBeCloseTo(Math.sqrt(1.5 * z.reduce((s, x) => s + x * x, 0)), 14);
  });
  test("with B's numerators all 0 (ratio 0) the SE is A's clustered ratio SE", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 3, max: 6 })), { minLength: 3, maxLength: 15 }), (rows) => {
        const a: Record<string, { numerator: number; denominator: number }> = {};
        const b: Record<string, { numerator: number; denominator: number }> = {};
        rows.forEach(([m, n], i) => {
          a[`t${i}`] = { numerator: m, denominator: n };
          b[`t${i}`] = { numerator: 0, denominator: 1 };
        });
        const r = pairedRatioDifference(a, b, { replicates: 20 });
        const single = clusteredRatio(rows.map((x) => x[0]), rows.map((x) => x[1]), rows.map((_, i) => i));
        if (single.clusteredSe === null) return r.se === null;
        return Math.abs((r.se as number) - single.clusteredSe) < 1e-12;
      }),
    );
  });
  test("null parts are 'not measured'; a zero pooled denominator gives null, never 0", () => {
    const r = pairedRatioDifference({ t1: null, t2: { numerator: 0, denominator: 0 } }, { t1: { numerator: 1, denominator: 1 }, t2: { numerator: 0, denominator: 1 } });
    expect(r.exclusions).toEqual([{ reason: "not measured in A", count: 1, ids: ["t1"] }]);
    expect(r.difference).toBeNull();
    expect(r.reason).toBe("denominator 0 on a side");
    expect(pairedRatioDifference({}, {}).reason).toBe("no shared tasks");
  });
  test("NaN, Infinity and negative counts are RangeErrors naming the task and the field (NaN once gave difference NaN, excludesZero true)", () => {
    const ok = { t1: { numerator: 1, denominator: 2 }, t2: { numerator: 0, denominator: 2 } };
    expect(() => pairedRatioDifference({ ...ok, t1: { numerator: NaN, denominator: 2 } }, ok)).toThrow(/^pairedRatioDifference: a\["t1"\]\.numerator must be a finite number ≥ 0, got NaN$/);
    expect(() => pairedRatioDifference(ok, { ...ok, t2: { numerator: 0, denominator: -3 } })).toThrow(/^pairedRatioDifference: b\["t2"\]\.denominator must be a finite number ≥ 0, got -3$/);
    expect(() => pairedRatioDifference(ok, { ...ok, t2: { numerator: Infinity, denominator: 3 } })).toThrow(RangeError);
    expect(() => pairedRatioDifference(ok, { ...ok, t2: { numerator: "1" as unknown as number, denominator: 3 } })).toThrow(TypeError);
  });
  test("a Map keeps the first-seen task order for pairing and resampling; an object lists integer-like ids first", () => {
    const parts = (xs: [string, number, number][]) => new Map(xs.map(([t, m, n]) => [t, { numerator: m, denominator: n }] as const));
    const order: [string, number, number][] = [["10", 1, 2], ["2", 0, 3], ["b", 2, 2], ["1", 0, 1]];
    const r = pairedRatioDifference(parts(order), parts(order.map(([t, , n]) => [t, 0, n])), { replicates: 50, seed: 3 });
    const reversed = pairedRatioDifference(parts([...order].reverse()), parts([...order].reverse().map(([t, , n]) => [t, 0, n])), { replicates: 50, seed: 3 });
    expect(r.difference).toBeCloseTo(reversed.difference as number, 15); // the estimate does not depend on the order
    expect(r.interval).not.toEqual(reversed.interval); // the draws do: the order is the one given
    const exclusions = pairedRatioDifference(parts(order), new Map(), { replicates: 10 }).exclusions;
    expect(exclusions).toEqual([{ reason: "task in A only", count: 4, ids: ["10", "2", "b", "1"] }]);
  });
});

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
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { minMaxScale, radarScores } from "../../lib/src";

describe("minMaxScale / radarScores", () => {
  it("scales to [0, 1] with min → 0 and max → 1, keeping nulls", () => {
    const s = minMaxScale([0.2, 0.6, null, 1.0]);
    expect(s[0]).toBe(0);
    expect(s[1]).toBeCloseTo(0.5, 12);
    expect(s[2]).toBeNull();
    expect(s[3]).toBe(1);
    fc.assert(
      fc.property(fc.array(fc.double({ min: -5, max: 5, noNaN: true }), { minLength: 2 }), (v) => {
        const s = minMaxScale(v) as number[];
        for (const x of s) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
  it("all-equal values get the documented value (default 1, or null on request)", () => {
    expect(minMaxScale([0.3, 0.3])).toEqual([1, 1]);
    expect(minMaxScale([0.3, 0.3], null)).toEqual([null, null]);
    expect(minMaxScale([null])).toEqual([null]);
    expect(minMaxScale([])).toEqual([]);
  });
  it("inverts LR so that fewer loops score higher, per environment", () => {
    const out = radarScores([
      { model: "A", environment: "bw", metrics: { AUV: 0.7, LR: 0.0 } },
      { model: "B", environment: "bw", metrics: { AUV: 0.3, LR: 0.2 } },
      { model: "C", environment: "ws", metrics: { AUV: 0.1, LR: 0.5 } },
    ]);
    expect(out[0].metrics).toEqual({ AUV: 1, LR: 1 });
    expect(out[1].metrics).toEqual({ AUV: 0, LR: 0 });
    expect(out[2].metrics).toEqual({ AUV: 1, LR: 1 }); // alone in its environment: all equal → 1
  });
  it("rejects non-finite values", () => {
    expect(() => minMaxScale([1, Infinity])).toThrow(RangeError);
  });
});

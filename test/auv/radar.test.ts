import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { minMaxScale, radarScores } from "../../lib/src/auv/radar";
import { chooseTMax, plateauStep } from "../../lib/src/auv/plateau";
import { auvRelativeToBest } from "../../lib/src/auv/relativeAuv";
import { memoryIndex } from "../../lib/src/auv/memoryIndex";

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

describe("plateau helpers", () => {
  it("no-gain rule: first t after the first gain with k flat steps", () => {
    expect(plateauStep([0, 0.3, 0.5, 0.6, 0.6, 0.6, 0.6], { rule: "no-gain", k: 3 })).toBe(3);
    // a slow start (flat at 0) is not a plateau
    expect(plateauStep([0, 0, 0, 0, 0.4, 0.5, 0.5, 0.5], { rule: "no-gain", k: 2 })).toBe(5);
    expect(plateauStep([0, 0, 0], { rule: "no-gain", k: 1 })).toBeNull();
    expect(plateauStep([0, 0.1, 0.2, 0.3], { rule: "no-gain", k: 1 })).toBeNull();
  });
  it("moving-average rule: mean gain over the window below epsilon", () => {
    const c = [0, 0.4, 0.6, 0.65, 0.66, 0.665, 0.667, 0.667];
    expect(plateauStep(c, { rule: "moving-average", window: 2, epsilon: 0.03 })).toBe(3);
    expect(plateauStep(c, { rule: "moving-average", window: 2, epsilon: 0.0015 })).toBe(5);
    expect(() => plateauStep(c, { rule: "moving-average", window: 0, epsilon: 0.01 })).toThrow(RangeError);
  });
  it("chooseTMax: smallest t by which the given share of curves plateaued", () => {
    const curves = [
      [0, 0.5, 0.6, 0.6, 0.6, 0.6],
      [0, 0.2, 0.4, 0.4, 0.4, 0.4],
      [0, 0.1, 0.2, 0.3, 0.4, 0.5],
    ];
    expect(chooseTMax(curves, { rule: "no-gain", k: 2 }, 0.6)).toEqual({ tMax: 2, plateauSteps: [2, 2, null] });
    expect(chooseTMax(curves, { rule: "no-gain", k: 2 }, 1).tMax).toBeNull();
    expect(chooseTMax([], { rule: "no-gain", k: 2 }).tMax).toBeNull();
  });
});

describe("auvRelativeToBest and memoryIndex", () => {
  it("divides by the best AUV of the same environment", () => {
    const r = auvRelativeToBest([
      { model: "A", environment: "ws", auv: 0.2 },
      { model: "B", environment: "ws", auv: 0.1 },
      { model: "C", environment: "bw", auv: 0 },
      { model: "D", environment: "bw", auv: null },
    ]);
    expect(r.map((x) => x.relative)).toEqual([1, 0.5, null, null]);
    expect(r[1].best).toBe(0.2);
  });
  it("MI = AUV with memory − AUV without; negative when history hurts", () => {
    expect(memoryIndex(0.5, 0.3)).toBeCloseTo(0.2, 15);
    expect(memoryIndex(0.488, 0.707)).toBeLessThan(0);
    expect(() => memoryIndex(NaN, 0)).toThrow(RangeError);
  });
});

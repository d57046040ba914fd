import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { stockDrift, trackDrift, windowDrift, type WriteMark } from "../../lib/src";

const seqArb = fc.array(fc.constantFrom<0 | 1>(0, 1), { maxLength: 40 });
const markArb = fc.array(fc.constantFrom<WriteMark>(0, 1, 0.5, "neutral"), { maxLength: 40 });

describe("GD over a window: GD = 0.5 − 0.5 × (aligned − drift)/|W|", () => {
  it("hand-computed example x = 1,1,0,0,1,1,1 (H = 3)", () => {
    // drift weights (1 for a drift write):        0, 0, 1, 1, 0, 0, 0
    // track, W_k = last 3 writes:
    //   k=1 {0}/1 = 0; k=2 {0,0}/2 = 0; k=3 {0,0,1}/3 = 1/3; k=4 {0,1,1}/3 = 2/3;
    //   k=5 {1,1,0}/3 = 2/3; k=6 {1,0,0}/3 = 1/3; k=7 {0,0,0}/3 = 0
    // stock, W_k = 1..k: 0/1, 0/2, 1/3, 2/4, 2/5, 2/6, 2/7
    const x: (0 | 1)[] = [1, 1, 0, 0, 1, 1, 1];
    const track = trackDrift(x, 3);
    const stock = stockDrift(x);
    [0, 0, 1 / 3, 2 / 3, 2 / 3, 1 / 3, 0].forEach((v, i) => expect(track[i]).toBeCloseTo(v, 12));
    [0, 0, 1 / 3, 1 / 2, 2 / 5, 1 / 3, 2 / 7].forEach((v, i) => expect(stock[i]).toBeCloseTo(v, 12));
  });

  it("empty sequence → [] for both", () => {
    expect(trackDrift([])).toEqual([]);
    expect(stockDrift([])).toEqual([]);
  });

  it("one write: drift 1, aligned 0, neutral 0.5", () => {
    expect(trackDrift([0])).toEqual([1]);
    expect(stockDrift([1])).toEqual([0]);
    expect(stockDrift([0.5])).toEqual([0.5]);
    expect(trackDrift(["neutral"])).toEqual([0.5]);
  });

  it("neutral writes count only in |W|: [1, neutral] → stock 0.25 (= 0.5 − 0.5 × 1/2)", () => {
    expect(stockDrift([1, "neutral"])).toEqual([0, 0.25]);
    expect(stockDrift([0, 0.5])).toEqual([1, 0.75]);
  });

  it("windowDrift: counts form, null for an empty window", () => {
    expect(windowDrift(1, 2)).toBeCloseTo(2 / 3, 12);
    expect(windowDrift(2, 0, 2)).toBeCloseTo(0.25, 12);
    expect(windowDrift(0, 0, 0)).toBeNull();
  });

  it("rejects bad marks and bad windows", () => {
    expect(() => stockDrift([1, 2 as unknown as WriteMark])).toThrow('stockDrift: sequence[1] (write 2) must be 0, 1, 0.5 or "neutral", got 2');
    expect(() => trackDrift([1], 0)).toThrow(RangeError);
    expect(() => trackDrift([1], 2.5)).toThrow(RangeError);
  });

  it("H = 1 tracks the last write alone", () => {
    expect(trackDrift([0, 1, 0], 1)).toEqual([1, 0, 1]);
  });
});

describe("GD properties (fast-check)", () => {
  it("0 ≤ GD ≤ 1 for both series, with neutral marks too", () => {
    fc.assert(
      fc.property(markArb, fc.integer({ min: 1, max: 6 }), (x, h) => {
        for (const v of [...trackDrift(x, h), ...stockDrift(x)]) {
          if (!(v >= 0 && v <= 1)) return false;
        }
        return true;
      }),
    );
  });

  it("track = stock while k ≤ H", () => {
    fc.assert(
      fc.property(markArb, fc.integer({ min: 1, max: 6 }), (x, h) => {
        const t = trackDrift(x, h);
        const s = stockDrift(x);
        for (let k = 0; k < Math.min(h, x.length); k++) expect(t[k]).toBeCloseTo(s[k], 12);
      }),
    );
  });

  it("after 2 consecutive aligned writes track ≤ 1/3 (H = 3); after H consecutive aligned writes it is 0", () => {
    fc.assert(
      fc.property(seqArb, fc.integer({ min: 1, max: 6 }), (prefix, h) => {
        const two = trackDrift([...prefix, 1, 1], 3);
        expect(two[two.length - 1]).toBeLessThanOrEqual(1 / 3 + 1e-12);
        const full = trackDrift([...prefix, ...Array<1>(h).fill(1)], h);
        expect(full[full.length - 1]).toBe(0);
      }),
    );
  });

  it("stock never falls after a drift write and never rises after an aligned one", () => {
    fc.assert(
      fc.property(seqArb, (x) => {
        const s = stockDrift(x);
        for (let k = 1; k < x.length; k++) {
          if (x[k] === 0) expect(s[k]).toBeGreaterThanOrEqual(s[k - 1] - 1e-12);
          else expect(s[k]).toBeLessThanOrEqual(s[k - 1] + 1e-12);
        }
      }),
    );
  });

  it("final stock = M/N and series have length N", () => {
    fc.assert(
      fc.property(seqArb.filter((x) => x.length > 0), (x) => {
        const s = stockDrift(x);
        const m = x.filter((v) => v === 0).length;
        expect(s.length).toBe(x.length);
        expect(trackDrift(x).length).toBe(x.length);
        expect(s[s.length - 1]).toBeCloseTo(m / x.length, 12);
      }),
    );
  });

  it("x = 0.5 and 'neutral' are the same mark", () => {
    fc.assert(
      fc.property(markArb, (x) => {
        const a = x.map((v) => (v === "neutral" ? 0.5 : v));
        expect(stockDrift(x)).toEqual(stockDrift(a));
        expect(trackDrift(x)).toEqual(trackDrift(a));
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { selfHealingPattern, sequenceFeatures, trackDrift, writeMarksOf, writeSequenceOf } from "../../lib/src";

describe("sequenceFeatures: the integer features of one write sequence", () => {
  it("computes DAA by hand: track = [1, 1/2, 1/3] → scaled by 6: sum 11, final 2", () => {
    const f = sequenceFeatures("DAA");
    expect(f).toMatchObject({ writes: 3, drifts: 1, trackScale: 6, trackSumScaled: 11, trackFinalScaled: 2, mixed: true, allDrift: false });
    expect(f.alignedAfterFirstDrift).toBe(true);
    expect(f.twoAlignedAfterFirstDrift).toBe(true);
  });

  it("ADA: an aligned write after the drift, but never two in a row", () => {
    const f = sequenceFeatures("ADA");
    expect(f.alignedAfterFirstDrift).toBe(true);
    expect(f.twoAlignedAfterFirstDrift).toBe(false);
    expect(f.trackSumScaled).toBe(0 + 3 + 2); // 0, 1/2, 1/3
  });

  it("AAD: mixed, nothing aligned after the drift; single writes and the empty sequence", () => {
    expect(sequenceFeatures("AAD")).toMatchObject({ mixed: true, alignedAfterFirstDrift: false, trackFinalScaled: 2 });
    expect(sequenceFeatures("D")).toMatchObject({ writes: 1, drifts: 1, trackFinalScaled: 6, allDrift: true, mixed: false });
    expect(sequenceFeatures("A")).toMatchObject({ writes: 1, drifts: 0, trackFinalScaled: 0, allDrift: false });
    expect(sequenceFeatures("")).toMatchObject({ writes: 0, trackSumScaled: 0, trackFinalScaled: 0, allDrift: false, mixed: false });
  });

  it("rejects characters other than A/D and a window below 1", () => {
    expect(() => sequenceFeatures("AxD")).toThrow(RangeError);
    expect(() => sequenceFeatures("AD", 0)).toThrow(RangeError);
  });

  it("agrees with the drift library (trackDrift, selfHealingPattern) on every sequence and window (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 14 }), fc.integer({ min: 1, max: 5 }), (bits, h) => {
        const marks = bits.map((b) => (b ? 1 : 0) as 0 | 1);
        const seq = writeSequenceOf(marks);
        const f = sequenceFeatures(seq, h);
        const track = trackDrift(marks, h);
        const sum = track.reduce((a, b) => a + b, 0);
        expect(f.trackSumScaled / f.trackScale).toBeCloseTo(sum, 9);
        expect(f.trackFinalScaled / f.trackScale).toBeCloseTo(track[track.length - 1], 9);
        expect(Number.isInteger(f.trackSumScaled)).toBe(true);
        const p = selfHealingPattern(marks);
        expect(f.mixed).toBe(p.mixed);
        expect(f.alignedAfterFirstDrift).toBe(p.alignedAfterDrift);
        expect(f.twoAlignedAfterFirstDrift).toBe(p.twoAlignedAfterDrift);
        expect(f.allDrift).toBe(p.noAlignedWrite);
      }),
    );
  });
});

describe("writeSequenceOf / writeMarksOf: the one converter between marks and A/D strings", () => {
  it("1 is A (aligned), 0 is D (drift), in order; the empty list is the empty string", () => {
    expect(writeSequenceOf([1, 0, 0, 1])).toBe("ADDA");
    expect(writeMarksOf("ADDA")).toEqual([1, 0, 0, 1]);
    expect(writeSequenceOf([])).toBe("");
    expect(writeMarksOf("")).toEqual([]);
  });
  it("round-trips every sequence (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(0 as const, 1 as const)), (marks) => {
        expect(writeMarksOf(writeSequenceOf(marks))).toEqual(marks);
      }),
    );
  });
  it("rejects a neutral mark and a letter other than A/D, naming the position", () => {
    expect(() => writeSequenceOf([1, 0.5])).toThrow("writeSequenceOf: marks[1] must be 0 or 1, got 0.5");
    expect(() => writeMarksOf("AxD")).toThrow(/sequence\[1\] must be "A" or "D"/);
    expect(() => writeMarksOf("AxD")).toThrow(RangeError);
  });
});

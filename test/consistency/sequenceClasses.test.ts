import { describe, expect, it } from "vitest";
import { sequenceFeatures, writeSequenceClasses } from "../../lib/src";
import { allWriteSequences } from "../../lib/src/consistency/sequenceClasses";

describe("writeSequenceClasses: sequences that contribute identically to every aggregate share a class", () => {
  it("length 1..2: A, D, AA, AD, DA, DD are 6 classes (AD and DA differ in the track sum)", () => {
    const classes = writeSequenceClasses(2);
    expect(classes).toHaveLength(6);
    expect(classes.flatMap((c) => c.members).sort()).toEqual(["A", "AA", "AD", "D", "DA", "DD"]);
  });

  it("length 1..10 (H = 3): 2,046 sequences fall into 784 classes, as the issue states", () => {
    const classes = writeSequenceClasses(10, 3);
    expect(classes.reduce((a, c) => a + c.members.length, 0)).toBe(2046);
    expect(classes).toHaveLength(784);
  });

  it("members of a class have identical N, M, track sum, track final and no-self-healing flags", () => {
    for (const c of writeSequenceClasses(8)) {
      for (const m of c.members) {
        const f = sequenceFeatures(m);
        expect([f.writes, f.drifts, f.trackSumScaled, f.trackFinalScaled, f.mixed, f.allDrift, f.alignedAfterFirstDrift, f.twoAlignedAfterFirstDrift]).toEqual([
          c.features.writes, c.features.drifts, c.features.trackSumScaled, c.features.trackFinalScaled, c.features.mixed, c.features.allDrift,
          c.features.alignedAfterFirstDrift, c.features.twoAlignedAfterFirstDrift,
        ]);
      }
      expect(c.representative).toBe(c.members[0]);
    }
  });

  it("allWriteSequences(3) lists 8 sequences, A before D", () => {
    expect(allWriteSequences(3)).toEqual(["AAA", "AAD", "ADA", "ADD", "DAA", "DAD", "DDA", "DDD"]);
  });

  it("rejects lengths outside 1..16", () => {
    expect(() => writeSequenceClasses(0)).toThrow(RangeError);
    expect(() => writeSequenceClasses(17)).toThrow(RangeError);
    expect(() => writeSequenceClasses(2.5)).toThrow(RangeError);
  });
});

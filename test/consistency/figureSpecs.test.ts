import { describe, expect, it } from "vitest";
import { sequenceFeatures } from "../../lib/src";
import { coefficients, figureSpecs } from "../../lib/src/consistency/figureSpecs";

describe("figureSpecs and coefficients: figures as integer functions of sequence classes", () => {
  it("DAA (H = 3, L = 3): N 3, M 1, track sum 11/6, final 2/6, stock final 2/6 scaled by lcm(1..3) = 6", () => {
    expect(coefficients(sequenceFeatures("DAA"), 6)).toEqual({ writes: 3, drifts: 1, trackSum: 11, trackFinal: 2, stockFinal: 2, mixed: 1, after: 1, two: 1, allDrift: 0 });
  });
  it("the group columns follow their definition; the other figures do not depend on it", () => {
    const c = coefficients(sequenceFeatures("DA"), 2);
    const col = (def: "track-final" | "track-moments" | "stock-final") => {
      const spec = figureSpecs(def, 6, 2).find((s) => s.target === "trackReward1")!;
      return [spec.scope, spec.numerator(c), spec.denominator!(c), spec.numScale];
    };
    expect(col("track-final")).toEqual(["reward=1", 3, 1, 6]); // final GD^track 1/2 = 3/6
    expect(col("track-moments")).toEqual(["reward=1", 9, 2, 6]); // (1 + 1/2)·6 over 2 writes
    expect(col("stock-final")).toEqual(["reward=1", 1, 1, 2]); // M/N = 1/2 = 1/2
    expect(figureSpecs("track-final", 6, 2).map((s) => s.target)).toEqual(figureSpecs("stock-final", 6, 2).map((s) => s.target));
  });
});

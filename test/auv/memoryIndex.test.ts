import { describe, expect, it } from "vitest";
import { memoryIndex } from "../../lib/src";

describe("memoryIndex", () => {
  it("MI = AUV with memory − AUV without; negative when history hurts", () => {
    expect(memoryIndex(0.5, 0.3)).toBeCloseTo(0.2, 15);
    expect(memoryIndex(0.488, 0.707)).toBeLessThan(0);
    expect(() => memoryIndex(NaN, 0)).toThrow(RangeError);
  });
});

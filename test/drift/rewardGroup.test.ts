import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { rewardGroup } from "../../lib/src";

describe("rewardGroup", () => {
  it("1 and 0 within 1e-6; everything else 'other'", () => {
    expect(rewardGroup(1)).toBe("reward=1");
    expect(rewardGroup(1 - 5e-7)).toBe("reward=1");
    expect(rewardGroup(1 + 5e-7)).toBe("reward=1");
    expect(rewardGroup(0)).toBe("reward=0");
    expect(rewardGroup(-5e-7)).toBe("reward=0");
    expect(rewardGroup(1e-5)).toBe("other");
    expect(rewardGroup(0.5)).toBe("other");
    expect(rewardGroup(null)).toBe("other");
    expect(rewardGroup(undefined)).toBe("other");
    expect(rewardGroup(Number.NaN)).toBe("other");
  });
  it("fractional rewards strictly inside (1e-6, 1 − 1e-6) are never folded in (property)", () => {
    fc.assert(fc.property(fc.double({ min: 2e-6, max: 1 - 2e-6, noNaN: true }), (r) => rewardGroup(r) === "other"));
  });
});

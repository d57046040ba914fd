import { describe, expect, it } from "vitest";
import { intervalText } from "../../lib/src/plot/intervalText";

describe("intervalText", () => {
  it("writes the bounds with the decimals asked for", () => {
    expect(intervalText({ lo: -0.12345, hi: 0.5 })).toBe("[-0.123, 0.500]");
    expect(intervalText({ lo: 0.1, hi: 0.25 }, 1)).toBe("[0.1, 0.3]");
  });
  it("gives the dash, never a zero interval, when there is no interval", () => {
    expect(intervalText(null)).toBe("—");
    expect(intervalText(undefined)).toBe("—");
  });
});

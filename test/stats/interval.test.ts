import { describe, expect, test } from "vitest";
import { normalInterval } from "../../lib/src";

describe("normalInterval", () => {
  test("is estimate ± 1.959964 se at 95 %", () => {
    const i = normalInterval(0.5, 0.1)!;
    expect(i.lo).toBeCloseTo(0.5 - 0.1959963984540054, 14);
    expect(i.hi).toBeCloseTo(0.5 + 0.1959963984540054, 14);
    expect(i.method).toBe("normal");
  });
  test("a null estimate or SE gives null, not a zero-width interval", () => {
    expect(normalInterval(null, 0.1)).toBeNull();
    expect(normalInterval(0.3, null)).toBeNull();
  });
  test("a level outside (0, 1) or a negative SE is a RangeError", () => {
    expect(() => normalInterval(0, 1, 1)).toThrow(/^normalInterval: level must be in \(0, 1\), got 1$/);
    expect(() => normalInterval(0, -1)).toThrow(RangeError);
  });
});

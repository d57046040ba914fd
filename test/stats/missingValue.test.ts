import { describe, expect, it } from "vitest";
import { formatTableCell, MISSING_VALUE } from "../../lib/src";
import { formatNumber } from "../../lib/src/cli/cells";

describe("MISSING_VALUE", () => {
  it("is an em dash, the same in HTML tables and in terminal output", () => {
    expect(MISSING_VALUE).toBe("—");
    expect(formatTableCell(null)).toBe(MISSING_VALUE);
    expect(formatNumber(null)).toBe(MISSING_VALUE);
  });
});

import { describe, expect, it } from "vitest";
import { writesPerConversation } from "../../lib/src";

describe("writesPerConversation", () => {
  it("counts included conversations by their number of writes; excluded ones only by reason", () => {
    expect(
      writesPerConversation([
        { excluded: null, writeCount: 1 },
        { excluded: null, writeCount: 3 },
        { excluded: "no write calls", writeCount: 0 },
        { excluded: null, writeCount: 1 },
      ]),
    ).toEqual({ counts: [2, 0, 1], shares: [2 / 3, 0, 1 / 3], conversations: 3, excluded: [{ reason: "no write calls", count: 1 }] });
  });
  it("no conversation with writes: empty counts and shares, never a share of 0", () => {
    expect(writesPerConversation([])).toEqual({ counts: [], shares: [], conversations: 0, excluded: [] });
  });
  it("an included row without writes is a caller's mistake", () => {
    expect(() => writesPerConversation([{ excluded: null, writeCount: 0 }])).toThrow(
      "writesPerConversation: rows[0].writeCount must be an integer ≥ 1 (the row is included), got 0",
    );
  });
});

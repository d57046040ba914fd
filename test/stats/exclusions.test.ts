import { describe, expect, test } from "vitest";
import { exclusionsByReason } from "../../lib/src/stats/exclusions";

describe("exclusionsByReason", () => {
  test("groups ids by reason in first-seen order", () => {
    expect(exclusionsByReason([{ id: "a", reason: "r1" }, { id: "b", reason: "r2" }, { id: "c", reason: "r1" }])).toEqual([
      { reason: "r1", count: 2, ids: ["a", "c"] },
      { reason: "r2", count: 1, ids: ["b"] },
    ]);
    expect(exclusionsByReason([])).toEqual([]);
  });
});

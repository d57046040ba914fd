import { describe, expect, test } from "vitest";
import { OUTCOME_CLASS } from "../../lib/src";

describe("OUTCOME_CLASS", () => {
  test("names the classes of the issue: success, drift write, omission, loop, infrastructure (and other failure)", () => {
    expect(Object.values(OUTCOME_CLASS)).toEqual(["success", "drift write", "omission", "loop", "infrastructure", "other failure"]);
  });
});

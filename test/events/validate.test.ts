import { describe, expect, test } from "vitest";
import { unknownEventIds, validateEventLog } from "../../lib/src/events/validate";

describe("validateEventLog", () => {
  test("a well-formed list has no problems", () => {
    expect(validateEventLog({ events: [{ id: "a", seq: 0, parents: [] }, { id: "b", seq: 1, parents: ["a"] }] })).toEqual([]);
  });
  test("a parent must be an earlier event (causes precede effects in run-local order)", () => {
    expect(validateEventLog({ events: [{ id: "a", seq: 0, parents: ["b"] }, { id: "b", seq: 1, parents: [] }] })).toEqual(['a: parent "b" is not an earlier event']);
  });
  test("duplicate ids and gaps in seq are reported", () => {
    expect(validateEventLog({ events: [{ id: "a", seq: 0, parents: [] }, { id: "a", seq: 2, parents: [] }] })).toEqual(["a: duplicate id", "a: seq 2 at position 1"]);
  });
});

describe("unknownEventIds", () => {
  test("lists only the ids that name no event", () => {
    expect(unknownEventIds({ events: [{ id: "m1" }, { id: "m2" }] }, ["m2", "x", "m1"])).toEqual(["x"]);
    expect(unknownEventIds({ events: [] }, [])).toEqual([]);
  });
});

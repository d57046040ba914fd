import { describe, expect, test } from "vitest";
import { eventId, runLabel, runOfEvent } from "../../lib/src/audit/evidence";

describe("runLabel", () => {
  test("the doc example: a run is labelled by its file name", () => {
    expect(runLabel("a/b/run.json")).toBe("run.json");
  });
  test("a directory run is labelled by the directory's name", () => {
    expect(runLabel("data/runs/tau2-run/")).toBe("tau2-run");
    expect(runLabel("/abs/tau2-run")).toBe("tau2-run");
  });
  test("a bare file name is its own label", () => {
    expect(runLabel("run.json")).toBe("run.json");
  });
  test("the empty path gives the empty label", () => {
    expect(runLabel("")).toBe("");
  });
});

describe("eventId", () => {
  test("the doc example: <run>#<conversation>[<message index>]", () => {
    expect(eventId("run.json", "c1", 4)).toBe("run.json#c1[4]");
  });
  test("message index zero", () => {
    expect(eventId("r", "c", 0)).toBe("r#c[0]");
  });
});

describe("runOfEvent", () => {
  test("the doc example: the part before #", () => {
    expect(runOfEvent("run.json#c1[4]")).toBe("run.json");
  });
  test("round-trips eventId", () => {
    expect(runOfEvent(eventId("a.json", "x#y", 2))).toBe("a.json");
  });
  test("only the first # splits: a conversation id with # keeps the run whole", () => {
    expect(runOfEvent("r.json#c#1[0]")).toBe("r.json");
  });
  test("no #: the whole string is the run", () => {
    expect(runOfEvent("run.json")).toBe("run.json");
    expect(runOfEvent("")).toBe("");
  });
  test("a leading #: the empty run", () => {
    expect(runOfEvent("#c1[0]")).toBe("");
  });
});

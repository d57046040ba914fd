import { describe, expect, test } from "vitest";
import { ACTORS, EVENT_SCHEMA_NAME, EVENT_SCHEMA_VERSION, EVENT_TYPES, RESULT_CLASSES } from "../../lib/src";
import { schemaMajor } from "../../lib/src/events/jsonl";
import { SUPPORTED_EVENT_SCHEMA_MAJORS } from "../../lib/src/events/schema";

describe("the event schema constants", () => {
  test("the written version is major.minor and its major is readable", () => {
    expect(EVENT_SCHEMA_NAME).toBe("trajlab.events");
    expect(SUPPORTED_EVENT_SCHEMA_MAJORS).toContain(schemaMajor(EVENT_SCHEMA_VERSION));
  });
  test("the issue's event types are all there, plus termination", () => {
    expect([...EVENT_TYPES].sort()).toEqual(
      ["approval", "compaction", "model_turn", "state_commit", "termination", "tool_observation", "tool_request", "user_turn", "verification"].sort(),
    );
    expect([...ACTORS].sort()).toEqual(["agent", "environment", "evaluator", "user"]);
    expect([...RESULT_CLASSES].sort()).toEqual(["error", "ok", "rejected"]);
  });
  test("the lists cannot be changed at run time", () => {
    expect(Object.isFrozen(EVENT_TYPES)).toBe(true);
    expect(Object.isFrozen(SUPPORTED_EVENT_SCHEMA_MAJORS)).toBe(true);
  });
});

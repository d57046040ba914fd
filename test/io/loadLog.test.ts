import { describe, expect, test } from "vitest";
import { TrajlabInputError } from "../../lib/src";
import { LOAD_EXCLUSION, LoadLog, faultOf, toolNameProblem } from "../../lib/src/io/loadLog";

describe("LoadLog", () => {
  test("exclusions are grouped by reason in first-seen order, each id with its own fault", () => {
    const log = new LoadLog();
    const f = (p: string) => ({ kind: "wrong-type" as const, file: "r.json", path: p, detail: "x" });
    log.exclude(LOAD_EXCLUSION.malformed, "a", f("simulations[0]"));
    log.exclude(LOAD_EXCLUSION.duplicateId, "b", f("simulations[1].id"));
    log.exclude(LOAD_EXCLUSION.malformed, "c", f("simulations[2]"));
    expect(log.exclusions()).toEqual([
      { reason: LOAD_EXCLUSION.malformed, count: 2, ids: ["a", "c"], faults: [f("simulations[0]"), f("simulations[2]")] },
      { reason: LOAD_EXCLUSION.duplicateId, count: 1, ids: ["b"], faults: [f("simulations[1].id")] },
    ]);
  });

  test("equal warnings (kind and detail) are grouped: a count, each id once, the first place", () => {
    const log = new LoadLog();
    log.warn("suspicious-value", "r.json", "simulations[0].trial", "negative", "s0");
    log.warn("suspicious-value", "r.json", "simulations[0].x", "negative", "s0");
    log.warn("suspicious-value", "r.json", "simulations[4].trial", "negative", "s4");
    log.warn("missing-part", "r.json", "", "no info", null);
    expect(log.warnings()).toEqual([
      { kind: "suspicious-value", detail: "negative", count: 3, ids: ["s0", "s4"], file: "r.json", path: "simulations[0].trial" },
      { kind: "missing-part", detail: "no info", count: 1, ids: [], file: "r.json", path: "$" },
    ]);
  });

  test("faultOf keeps the error's kind, file, path and detail", () => {
    expect(faultOf(new TrajlabInputError("not-json", "f", "$", "d"))).toEqual({ kind: "not-json", file: "f", path: "$", detail: "d" });
  });
});

describe("toolNameProblem", () => {
  test("ordinary names are fine, whatever their script", () => {
    for (const n of ["get_user_details", "cancel-reservation", "tool.v2", "réserver"]) expect(toolNameProblem(n)).toBeNull();
  });
  test("names a name that cannot be a real tool's", () => {
    expect(toolNameProblem("")).toBe("is empty");
    expect(toolNameProblem("get\u200buser")).toBe("contains U+200B (a zero-width or bidirectional mark)");
    expect(toolNameProblem("get\u202euser")).toBe("contains U+202E (a zero-width or bidirectional mark)");
    expect(toolNameProblem("\ufeffget")).toBe("contains U+FEFF (a zero-width or bidirectional mark)");
    expect(toolNameProblem("get\ufffduser")).toBe("contains U+FFFD (the replacement character: bytes that are not UTF-8)");
    expect(toolNameProblem("get\nuser")).toBe("contains U+000A (a control character)");
    expect(toolNameProblem("get ")).toBe("has leading or trailing whitespace");
  });
});

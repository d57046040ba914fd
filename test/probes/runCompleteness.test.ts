/** Planned vs recorded probes; docs/definitions/probes.md#planned-vs-recorded. */
import { describe, expect, test } from "vitest";
import { brandNameMention, runCompleteness } from "../../lib/src";
import { dProbe, fixture, load, W, worked } from "./helpers";

describe("runCompleteness", () => {
  test("the worked example records all 15 planned probes", () => {
    expect(runCompleteness(worked())).toEqual({ plannedProbeCount: 15, recorded: 15, unattempted: 0, missing: 0, complete: true, reason: null });
  });

  test("an unfinished run: a point's planned counts the probes read, not the run's plan", () => {
    const r = fixture("unfinished-run.json");
    expect(runCompleteness(r)).toMatchObject({ plannedProbeCount: 4, recorded: 2, missing: 2, complete: false, reason: "2 of 4 planned probes not in the file" });
    const p = brandNameMention(r, W.kOff);
    expect(p).toMatchObject({ planned: 2, complete: true, pointState: "complete" }); // complete as a point, yet the run is not
  });

  test("rejected records count as recorded; unattempted probes make the run incomplete", () => {
    expect(runCompleteness(fixture("bad-records.json"))).toMatchObject({ recorded: 6, missing: 0, complete: true });
    const never = { ...dProbe("d", { noResult: true }), attempts: [], firstAttemptId: null };
    expect(runCompleteness(load([never], { plannedProbeCount: 1 }))).toMatchObject({ unattempted: 1, complete: false, reason: "1 probe(s) never attempted" });
  });

  test("no plannedProbeCount: complete is null, with the reason", () => {
    expect(runCompleteness(load([]))).toMatchObject({ complete: null, missing: null, reason: "the run does not record plannedProbeCount" });
  });
});

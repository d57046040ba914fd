import { describe, expect, test } from "vitest";
import { diagnoseRun, diagnoseSource, diagnoseEventLog, loadEventsJsonl, loadExport, loadRun } from "../../lib/src";
import { EXAMPLES, EXAMPLE_EVENTS, EXAMPLE_RUN, tempExport, tideLine } from "./helpers";

describe("diagnoseSource", () => {
  const [run, events] = loadExport([EXAMPLES]).sources;

  test("a τ-bench run is diagnosed as diagnoseRun does (registry write set)", () => {
    const d = diagnoseSource(run);
    const ref = diagnoseRun(loadRun(EXAMPLE_RUN));
    expect(d.diagnosis.conversations.map((c) => c.outcome.class)).toEqual(ref.diagnosis.conversations.map((c) => c.outcome.class));
    expect(d.diagnosis.metrics.coverage).toEqual(ref.diagnosis.metrics.coverage);
    expect(d.diagnosis.writeTools?.source).toBe("registry");
  });

  test("the write set of a τ-bench run can be chosen", () => {
    const d = diagnoseSource(run, { writes: ["cancel_pending_order"] });
    expect(d.diagnosis.writeTools?.tools).toEqual(["cancel_pending_order"]);
  });

  test("an event log's trajectories are diagnosed one by one, as diagnoseEventLog does", () => {
    const d = diagnoseSource(events);
    const t = loadEventsJsonl(EXAMPLE_EVENTS).eventsFile.logs[0];
    expect(d.diagnosis.conversations).toEqual([diagnoseEventLog(t)]);
    expect(d.diagnosis.run).toEqual({ source: EXAMPLE_EVENTS, format: "events-jsonl", domain: "retail", agent: "(hand-made)", conversations: 1 });
    expect(d.logs.map((x) => x.id)).toEqual(["tiny-1"]);
  });

  test("a TIDE run is diagnosed without gold actions: outcomes from success, loops from TIDE's rule", () => {
    const dir = tempExport({ "E/m.jsonl": [tideLine(0, 2), tideLine(1, null)].join("\n") });
    const d = diagnoseSource(loadExport([dir]).sources[0]);
    expect(d.diagnosis.run.format).toBe("tide");
    expect(d.diagnosis.conversations.map((c) => c.outcome.class)).toEqual(["success", "other"]);
    expect(d.writeToolsReason).toMatch(/TIDE/);
  });

  test("a log without trajectories gives a diagnosis with no rows", () => {
    const d = diagnoseSource(loadExport([tempExport({ "e.events.jsonl": "" }) + "/e.events.jsonl"]).sources[0]);
    expect(d.diagnosis.conversations).toEqual([]);
    expect(d.diagnosis.metrics.successRate.value).toBeNull();
  });
});

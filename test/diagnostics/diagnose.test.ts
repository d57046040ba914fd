import { describe, expect, test } from "vitest";
import { diagnoseRun, diagnoseTideRun, diagnoseEventLogs, parseTideJsonl, pickConversation } from "../../lib/src";
import { unknownEventIds } from "../../lib/src/events/validate";
import type { ConversationDiagnosis, EventLog } from "../../lib/src";
import { SHARED_ROOT, loadShared, sharedInputs } from "../events/shared";
import { chat, g } from "./chat";
import { expectAllPointsHold } from "../stats/pointInvariants";

/** Every event id a diagnosis record cites. */
function citedIds(c: ConversationDiagnosis): string[] {
  return [
    ...c.outcome.events,
    ...c.firstDeviation.candidates.flatMap((k) => [k.event, ...k.evidence]),
    ...c.propagation.flatMap((p) => [p.write, ...(p.detectedBy ? [p.detectedBy] : []), ...p.impacted]),
    ...c.goldActions.flatMap((s) => s.events),
    ...[...(c.layers.primary ? [c.layers.primary] : []), ...c.layers.contributing, ...c.layers.symptoms].flatMap((l) => l.events),
    ...c.decisions.map((d) => d.event),
    ...c.decisions.flatMap((d) => d.values.flatMap((v) => (v.observedIn ? [v.observedIn] : []))),
    ...c.loop.loops.flatMap((l) => l.calls),
    ...c.loop.repeats.flatMap((l) => l.calls),
    ...c.loop.point.evidence.flatMap((e) => e.events),
    ...c.errors.flatMap((f) => [f.error, f.request, ...(f.next ? [f.next] : []), ...(f.recoveredBy ? [f.recoveredBy] : [])]),
    ...Object.values(c.metrics).flatMap((p) => p.evidence.flatMap((e) => e.events)),
  ];
}

describe("diagnoseRun", () => {
  const { run } = chat([{ user: "cancel #W1" }, { call: [["cancel_pending_order", { order_id: "#W2" }]] }, { result: "ok" }], { gold: [g("cancel_pending_order", { order_id: "#W1" })] });
  const d = diagnoseRun(run);

  test("a run's metrics are points with evidence, one record per conversation, and counts per outcome class", () => {
    expect(d.diagnosis.metrics.noChangeWrites).toMatchObject({ value: 0, numerator: 0, denominator: 1 });
    expect(d.diagnosis.conversations.map((c) => c.outcome.class)).toEqual(["drift-write"]);
    expect(d.diagnosis.outcomes.find((o) => o.class === "drift-write")).toEqual({ class: "drift-write", count: 1, ids: ["conv-1"] });
    expect(d.diagnosis.writeTools?.source).toBe("registry");
  });
  test("is plain JSON data", () => {
    expect(JSON.parse(JSON.stringify(d.diagnosis))).toEqual(d.diagnosis);
  });
  test("pickConversation finds one conversation with its trajectory and texts, or null", () => {
    const one = pickConversation(d, "conv-1");
    expect(one?.log.id).toBe("conv-1");
    expect(one?.payloads.size).toBeGreaterThan(0);
    expect(pickConversation(d, "nope")).toBeNull();
  });
  test("no trajectories → every metric null with a reason, no rows", () => {
    const e = diagnoseEventLogs([], { source: null, format: "x", domain: null, agent: null });
    expect(e.conversations).toEqual([]);
    expect(e.metrics.coverage.value).toBeNull();
    expect(e.metrics.costPerSuccess.reason).toBe("no scored task");
  });
  test("a TIDE run: loops are measured, write-based metrics are null with the reason", () => {
    const line = JSON.stringify({ query: "q", traj_rollouts: [{ rollout_results: { steps: [["A", "x"], ["B", "y"], ["A", "x"], ["B", "y"], ["A", "x"]].map(([o, a]) => ({ observation: o, action: a })), success: false } }] });
    const r = diagnoseTideRun(parseTideJsonl("t.jsonl", line));
    expect([r.diagnosis.metrics.loops.numerator, r.diagnosis.metrics.loops.denominator]).toEqual([2, 5]);
    expect(r.diagnosis.metrics.firstProgressLatency.exclusions[0].reason).toBe("no gold actions (task not evaluated by actions)");
  });
});

describe.skipIf(SHARED_ROOT === null)("diagnose on every public run: records cite only events of their trajectory, and every point is a full point", () => {
  for (const rel of sharedInputs()) {
    test(rel, (ctx) => {
      const run = loadShared(rel);
      if (typeof run === "string") {
        ctx.skip(`does not load (${run.slice(0, 120)})`);
        return;
      }
      const { diagnosis, logs } = diagnoseRun(run);
      expect(diagnosis.conversations).toHaveLength(run.conversations.length);
      diagnosis.conversations.forEach((c, i) => {
        const t: EventLog = logs[i];
        expect(c.conversation).toBe(t.id);
        expect(unknownEventIds(t, citedIds(c)), c.conversation).toEqual([]);
      });
      for (const p of [diagnosis.metrics.coverage, diagnosis.metrics.loops, diagnosis.metrics.repeatedCalls]) {
        if (p.value === null) expect(p.reason).not.toBeNull();
        else expect(p.value).toBeGreaterThanOrEqual(0);
      }
      // every point of the diagnosis (run metrics and each conversation's) keeps the point invariants
      expect(expectAllPointsHold(diagnosis, rel).points).toBeGreaterThan(diagnosis.conversations.length);
      // a pooled run metric's samples are the trajectories
      expect(diagnosis.metrics.repeatedCalls.planned).toBe(logs.length);
    });
  }
});

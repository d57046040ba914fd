import { describe, expect, test } from "vitest";
import { conversationEvents, diagnosticCoverage, runCoverage } from "../../lib/src";
import type { EventLog } from "../../lib/src";
import { chat, RETAIL_WRITES } from "./chat";

const traj = (steps: Parameters<typeof chat>[0]) => {
  const { conversation, run } = chat(steps);
  return conversationEvents(conversation, run, { writeTools: RETAIL_WRITES });
};

describe("diagnosticCoverage", () => {
  test("a write traced to the user, with arguments and a result, is complete", () => {
    const p = diagnosticCoverage(traj([{ user: "cancel #W1" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "ok" }]));
    expect([p.value, p.numerator, p.denominator, p.evidence]).toEqual([1, 1, 1, []]);
  });
  test("a write without an observation lacks result evidence and is cited", () => {
    const p = diagnosticCoverage(traj([{ user: "cancel #W1" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }]));
    expect(p.value).toBe(0);
    expect(p.parts.result.value).toBe(0);
    expect(p.parts.parentChain.value).toBe(1);
    expect(p.evidence[0]).toMatchObject({ events: ["m1.c0"], note: "incomplete: no observation" });
  });
  test("a write whose chain reaches a call with no origin (no user turn, τ² no-user mode) has an incomplete chain", () => {
    const p = diagnosticCoverage(traj([{ call: [["get_order_details", { order_id: "#W1" }]] }, { result: "#W1 pending" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "ok" }]));
    expect(p.parts.parentChain.value).toBe(0);
    expect(p.evidence[0].note).toBe("incomplete: parent chain: m0.c0 (tool_request) has no parent");
  });
  test("a dangling parent id makes the chain incomplete", () => {
    const t = traj([{ user: "cancel #W1" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "ok" }]);
    const broken: EventLog = { ...t, events: t.events.map((e) => (e.id === "m1.c0" ? { ...e, parents: ["gone"] } : e)) };
    expect(diagnosticCoverage(broken).evidence[0].note).toBe('incomplete: parent chain: m1.c0 names a missing parent "gone"');
  });
  test("no write → null with a reason; no write set → a different reason", () => {
    expect(diagnosticCoverage(traj([{ user: "hi" }])).reason).toBe("no write calls");
    const { conversation, run } = chat([{ call: [["x", {}]] }]);
    expect(diagnosticCoverage(conversationEvents(conversation, run)).reason).toBe("no write-tool set");
  });
});

describe("runCoverage", () => {
  test("pools writes over trajectories and lists those without writes as exclusions", () => {
    const a = traj([{ user: "cancel #W1" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "ok" }]);
    const b = { ...traj([{ user: "cancel #W1" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }]), id: "b" };
    const c = { ...traj([{ user: "hi" }]), id: "c" };
    const p = runCoverage([a, b, c]);
    expect([p.numerator, p.denominator, p.parts.result.numerator]).toEqual([1, 2, 1]);
    expect(p.exclusions).toEqual([{ reason: "no write calls", count: 1, ids: ["c"] }]);
    expect(runCoverage([]).value).toBeNull();
  });
});

import { describe, expect, test } from "vitest";
import { PayloadStore, conversationEvents, errorPropagation, propagationSummary } from "../../lib/src";
import { isCorrectionText } from "../../lib/src/diagnostics/propagation";
import { chat, g, RETAIL_WRITES, verification, type Step } from "./chat";

const build = (steps: Step[], v = verification({ dbMatch: false })) => {
  const { conversation, run } = chat(steps, { gold: [g("cancel_pending_order", { order_id: "#W1" })], reward: 0, verification: v });
  const store = new PayloadStore();
  return { t: conversationEvents(conversation, run, { writeTools: RETAIL_WRITES, payloads: store }), textOf: (h: string) => store.get(h) };
};
const wrong: Step = { call: [["cancel_pending_order", { order_id: "#W9" }]] };

describe("isCorrectionText", () => {
  test("reads the simulated user's corrections, not its closings", () => {
    expect(["No, I meant the other one.", "Actually, I wanted the 19th.", "That's not what I asked", "I didn't ask for that"].every(isCorrectionText)).toBe(true);
    expect(["No, that's all I needed. ###STOP###", "Yes please", "Thanks! ###TRANSFER###", "nothing else, no"].some(isCorrectionText)).toBe(false);
  });
});

describe("errorPropagation", () => {
  test("a refused drift write is detected at once: length 0", () => {
    const { t, textOf } = build([{ user: "cancel #W1" }, wrong, { result: "Error: not found", error: true }]);
    expect(errorPropagation(t, textOf)).toMatchObject([{ write: "m1.c0", executed: false, detection: "tool-error", detectedBy: "m2", length: 0 }]);
  });
  test("a user correction after two agent steps: length 2", () => {
    const { t, textOf } = build([{ user: "cancel #W1" }, wrong, { result: "ok" }, { say: "Done." }, { call: [["get_order_details", { order_id: "#W9" }]] }, { result: "x" }, { user: "No, order #W1!" }]);
    expect(errorPropagation(t, textOf)[0]).toMatchObject({ detection: "user-correction", detectedBy: "m6", length: 2 });
  });
  test("without the texts a user turn cannot be read, so detection falls to the final check", () => {
    const { t } = build([{ user: "cancel #W1" }, wrong, { result: "ok" }, { user: "No, order #W1!" }]);
    expect(errorPropagation(t)[0]).toMatchObject({ detection: "final-check", detectedBy: "v.reward" });
  });
  test("impact radius counts later calls that depend on the write through parent links", () => {
    // the write's output carries a new id that a later call uses: that call depends on the write
    const { t, textOf } = build([{ user: "cancel #W1" }, wrong, { result: '{"refund_id": "R777"}' }, { call: [["get_refund", { refund_id: "R777" }]] }, { result: "x" }]);
    expect(errorPropagation(t, textOf)[0]).toMatchObject({ impactRadius: 1, impacted: ["m3.c0"] });
  });
  test("a drift write in a passing trajectory is undetected", () => {
    const { conversation, run } = chat([{ user: "u" }, wrong, { result: "ok" }], { gold: [g("cancel_pending_order", { order_id: "#W1" })], reward: 1, verification: verification({ dbMatch: true }) });
    expect(errorPropagation(conversationEvents(conversation, run, { writeTools: RETAIL_WRITES }))[0]).toMatchObject({ detection: "undetected", detectedBy: null, length: null });
  });
  test("no drift write → []", () => {
    const { t } = build([{ user: "cancel #W1" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "ok" }]);
    expect(errorPropagation(t)).toEqual([]);
  });
});

describe("propagationSummary", () => {
  test("mean length over detected writes (undetected ones excluded), mean impact over all", () => {
    const w = (length: number | null, impactRadius: number) => ({ conversation: "t", write: "w", tool: "x", executed: true, detection: length === null ? ("undetected" as const) : ("final-check" as const), detectedBy: length === null ? null : "v", length, impactRadius, impacted: [] });
    const s = propagationSummary([w(2, 1), w(4, 0), w(null, 2)]);
    expect([s.meanLength.value, s.meanLength.exclusions]).toEqual([3, [{ reason: "drift write never detected", count: 1 }]]);
    expect([s.meanImpactRadius.numerator, s.meanImpactRadius.denominator]).toEqual([3, 3]);
    expect(s.byDetection).toEqual({ "tool-error": 0, "user-correction": 0, "final-check": 2, undetected: 1 });
    expect(propagationSummary([]).meanLength.reason).toBe("no drift writes");
  });
});

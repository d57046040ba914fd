import { describe, expect, test } from "vitest";
import { conversationEvents, costPerSuccess, costPerSuccessFromRates, firstProgressLatency, meanFirstProgressLatency } from "../../lib/src";
import { actionsAndSuccess } from "../../lib/src/diagnostics/progress";
import type { EventLog } from "../../lib/src";
import { chat, g, RETAIL_WRITES, type Step } from "./chat";

const traj = (steps: Step[], reward: number | null, id = "c", gold = [g("cancel_pending_order", { order_id: "#W1" })]) => {
  const { conversation, run } = chat(steps, { id, reward, gold });
  return conversationEvents(conversation, run, { writeTools: RETAIL_WRITES });
};
const read: Step = { call: [["get_order_details", { order_id: "#W1" }]] };

/** n trajectories of `actions` agent calls each, `successes` of them with reward 1. */
function batch(n: number, actions: number, successes: number): EventLog[] {
  return Array.from({ length: n }, (_, i) => traj([{ user: "u" }, ...Array.from({ length: actions }, () => read)], i < successes ? 1 : 0, `t${i}`));
}

describe("costPerSuccessFromRates — the seed's example", () => {
  test("12 actions at 80 % → 15 actions per success; 7 actions at 55 % → 12.7", () => {
    expect(costPerSuccessFromRates(12, 0.8)).toBeCloseTo(15, 12);
    expect(costPerSuccessFromRates(7, 0.55)?.toFixed(1)).toBe("12.7");
  });
  test("no success → null; bad inputs are RangeErrors", () => {
    expect(costPerSuccessFromRates(3, 0)).toBeNull();
    expect(() => costPerSuccessFromRates(-1, 0.5)).toThrow(RangeError);
    expect(() => costPerSuccessFromRates(1, 1.2)).toThrow("costPerSuccessFromRates: successRate must be in [0, 1], got 1.2");
  });
});

describe("costPerSuccess", () => {
  test("the seed's systems from trajectories: A = 20 tasks × 12 calls, 16 successes → 15; B = 20 × 7, 11 → 140/11", () => {
    const a = costPerSuccess(batch(20, 12, 16));
    expect([a.numerator, a.denominator, a.value]).toEqual([240, 16, 15]);
    const b = costPerSuccess(batch(20, 7, 11));
    expect([b.numerator, b.denominator]).toEqual([140, 11]);
    expect(b.value?.toFixed(1)).toBe("12.7");
    expect(actionsAndSuccess(batch(20, 7, 11)).successRate.value).toBe(0.55);
  });
  test("failures' calls count; unscored trajectories are exclusions; no success → null", () => {
    const ts = [...batch(2, 3, 1), traj([{ user: "u" }, read], null, "unscored")];
    const p = costPerSuccess(ts);
    expect([p.numerator, p.denominator, p.exclusions]).toEqual([6, 1, [{ reason: "no reward in the log", count: 1, ids: ["unscored"] }]]);
    expect(costPerSuccess(batch(2, 3, 0)).reason).toBe("no successful task");
    expect(costPerSuccess([]).reason).toBe("no scored task");
  });
});

describe("firstProgressLatency", () => {
  test("steps up to and including the first executed aligned write", () => {
    const p = firstProgressLatency(traj([{ user: "u" }, read, { result: "x" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "ok" }], 1));
    expect([p.value, p.evidence[0].events]).toEqual([2, ["m3.c0"]]);
  });
  test("a refused aligned write is not progress; no gold → the alignment's reason", () => {
    const p = firstProgressLatency(traj([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "Error", error: true }], 0));
    expect(p.reason).toBe("no executed aligned write");
    const { conversation, run } = chat([{ user: "u" }], { gold: null });
    expect(firstProgressLatency(conversationEvents(conversation, run, { writeTools: RETAIL_WRITES })).reason).toBe("no gold actions (task not evaluated by actions)");
  });
  test("the mean over trajectories that progressed; the others are exclusions by reason", () => {
    const a = traj([{ user: "u" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "ok" }], 1, "a");
    const b = traj([{ user: "u" }, read, { result: "x" }, read, { result: "x" }, { call: [["cancel_pending_order", { order_id: "#W1" }]] }, { result: "ok" }], 1, "b");
    const c = traj([{ user: "u" }], 0, "c");
    const m = meanFirstProgressLatency([a, b, c]);
    expect([m.numerator, m.denominator, m.value]).toEqual([4, 2, 2]);
    expect(m.exclusions).toEqual([{ reason: "no write calls", count: 1, ids: ["c"] }]);
  });
});

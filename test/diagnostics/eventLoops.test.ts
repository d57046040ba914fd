import { describe, expect, test } from "vitest";
import { conversationEvents, loopScan, runLoops } from "../../lib/src";
import { chat, type Step } from "./chat";

const traj = (steps: Step[], id = "c") => {
  const { conversation, run } = chat(steps, { id });
  return conversationEvents(conversation, run);
};
const transfer: Step = { call: [["transfer_to_human_agents", { summary: "help" }]] };

describe("loopScan", () => {
  test("the same call from the same evidence, again and again, is a loop (TIDE's scan on state–action fingerprints)", () => {
    const s = loopScan(traj([{ user: "u" }, transfer, { result: "Transfer successful" }, transfer, { result: "Transfer successful" }, transfer, { result: "Transfer successful" }]));
    // states: start, T, T — the third call repeats the second from the same state
    expect(s.hasLoop).toBe(true);
    expect(s.repeating).toEqual([false, false, true]);
    expect([s.point.numerator, s.point.denominator]).toEqual([1, 3]);
    expect(s.point.evidence[0].events).toEqual(["m3.c0", "m5.c0"]);
  });
  test("two identical calls are a repeat, not a loop", () => {
    expect(loopScan(traj([{ user: "u" }, transfer, { result: "ok" }, transfer, { result: "ok" }])).hasLoop).toBe(false);
  });
  test("iteration whose evidence grows (a different result each time) is not a loop", () => {
    const s = loopScan(traj([{ user: "u" }, transfer, { result: "queue 3" }, transfer, { result: "queue 2" }, transfer, { result: "queue 1" }]));
    expect(s.hasLoop).toBe(false);
  });
  test("iteration whose arguments shrink is not a loop", () => {
    const call = (n: number): Step => ({ call: [["search", { limit: n }]] });
    const s = loopScan(traj([{ user: "u" }, call(9), { result: "x" }, call(5), { result: "x" }, call(2), { result: "x" }]));
    expect(s.hasLoop).toBe(false);
  });
  test("call ids and key order are not part of the fingerprint", () => {
    const a: Step = { call: [["f", { a: 1, b: 2 }]] };
    const b: Step = { call: [["f", { b: 2, a: 1 }]] };
    expect(loopScan(traj([{ user: "u" }, a, { result: "r" }, b, { result: "r" }, a, { result: "r" }])).hasLoop).toBe(true);
  });
  test("only the chosen actor's calls are steps; no step → null with a reason", () => {
    const t = traj([{ user: "u" }, { call: [["check", {}]], by: "user" }, { result: "r" }]);
    expect(loopScan(t).point.reason).toBe("no tool calls by agent");
    expect(loopScan(t, "user").steps).toEqual(["m1.c0"]);
  });
});

describe("runLoops", () => {
  test("pools loop steps over all steps", () => {
    const a = traj([{ user: "u" }, transfer, { result: "T" }, transfer, { result: "T" }, transfer, { result: "T" }], "a");
    const b = traj([{ user: "u" }, transfer, { result: "T" }], "b");
    const p = runLoops([a, b]);
    expect([p.numerator, p.denominator]).toEqual([1, 4]);
  });
});

import { describe, expect, test } from "vitest";
import { PayloadStore, conversationEvents, loopScan, runLoops } from "../../lib/src";
import { chat, type Step } from "./chat";

const store = new PayloadStore();
const traj = (steps: Step[], id = "c") => {
  const { conversation, run } = chat(steps, { id });
  return conversationEvents(conversation, run, { payloads: store });
};
const textOf = (h: string) => store.get(h);
const transfer: Step = { call: [["transfer_to_human_agents", { summary: "help" }]] };

describe("loopScan", () => {
  test("three identical calls with nothing new between them are a loop; its first call is not a loop step", () => {
    const s = loopScan(traj([{ user: "u" }, transfer, { result: "Transfer successful" }, transfer, { result: "Transfer successful" }, transfer, { result: "Transfer successful" }]), "agent", textOf);
    expect(s.hasLoop).toBe(true);
    expect(s.loops).toEqual([{ tool: "transfer_to_human_agents", calls: ["m1.c0", "m3.c0", "m5.c0"] }]);
    expect([s.point.numerator, s.point.denominator]).toEqual([2, 3]);
    expect(s.point.evidence[0].events).toEqual(["m1.c0", "m3.c0", "m5.c0"]);
  });
  test("two identical calls are a repeat, not a loop", () => {
    const s = loopScan(traj([{ user: "u" }, transfer, { result: "ok" }, transfer, { result: "ok" }]), "agent", textOf);
    expect([s.hasLoop, s.repeats.map((r) => r.calls)]).toEqual([false, [["m1.c0", "m3.c0"]]]);
  });
  test("a user turn that repeats known facts is nothing new; one that brings a new value is", () => {
    const read: Step = { call: [["get_reservation_details", { reservation_id: "ethan_martin_2396" }]] };
    const err: Step = { result: "Error: not found", error: true };
    const same = loopScan(traj([{ user: "I'm ethan_martin_2396, my flight was May 15." }, read, err, { user: "I told you: ethan_martin_2396, May 15." }, read, err, { user: "Again: ethan_martin_2396, May 15!" }, read, err]), "agent", textOf);
    expect(same.loops.map((l) => l.calls.length)).toEqual([3]);
    const fresh = loopScan(traj([{ user: "I'm ethan_martin_2396" }, read, err, { user: "My reservation is ZFA04Y." }, read, err, { user: "It was on 2024-05-15." }, read, err]), "agent", textOf);
    expect(fresh.hasLoop).toBe(false);
  });
  test("two identical calls far apart with the user's fixes in between (user calls that succeed) are not even a repeat", () => {
    const check: Step = { call: [["check_network_status", {}]] };
    const s = loopScan(traj([{ user: "no data" }, check, { result: "airplane mode on" }, { call: [["toggle_airplane_mode", {}]], by: "user" }, { result: "Airplane mode off" }, check, { result: "airplane mode on" }]), "agent", textOf);
    expect([s.hasLoop, s.repeats.length]).toEqual([false, 0]);
  });
  test("iteration whose evidence grows (a different result each time) is not a loop", () => {
    const s = loopScan(traj([{ user: "u" }, transfer, { result: "queue 3" }, transfer, { result: "queue 2" }, transfer, { result: "queue 1" }]), "agent", textOf);
    expect(s.hasLoop).toBe(false);
  });
  test("iteration whose arguments shrink is not a loop", () => {
    const call = (n: number): Step => ({ call: [["search", { limit: n }]] });
    const s = loopScan(traj([{ user: "u" }, call(9), { result: "x" }, call(5), { result: "x" }, call(2), { result: "x" }]), "agent", textOf);
    expect(s.hasLoop).toBe(false);
  });
  test("call ids and key order are not part of the fingerprint", () => {
    const a: Step = { call: [["f", { a: 1, b: 2 }]] };
    const b: Step = { call: [["f", { b: 2, a: 1 }]] };
    expect(loopScan(traj([{ user: "u" }, a, { result: "r" }, b, { result: "r" }, a, { result: "r" }]), "agent", textOf).hasLoop).toBe(true);
  });
  test("only the chosen actor's calls are scanned; no call → null with a reason", () => {
    const t = traj([{ user: "u" }, { call: [["check", {}]], by: "user" }, { result: "r" }]);
    expect(loopScan(t).point.reason).toBe("no tool calls by agent");
    expect(loopScan(t, "user").steps).toEqual(["m1.c0"]);
  });
});

describe("runLoops", () => {
  test("pools loop steps over all calls", () => {
    const a = traj([{ user: "u" }, transfer, { result: "T" }, transfer, { result: "T" }, transfer, { result: "T" }], "a");
    const b = traj([{ user: "u" }, transfer, { result: "T" }], "b");
    const p = runLoops([a, b]);
    expect([p.numerator, p.denominator]).toEqual([2, 4]);
  });
});

import { describe, expect, test } from "vitest";
import { conversationEvents, errorFollowUps, errorRecovery, noChangeWrites, repeatedCalls, runNoChangeWrites, runRepeatedCalls } from "../../lib/src";
import { chat, RETAIL_WRITES, type Step } from "./chat";

const traj = (steps: Step[], id = "c") => {
  const { conversation, run } = chat(steps, { id });
  return conversationEvents(conversation, run, { writeTools: RETAIL_WRITES });
};
const get = (id: string): Step => ({ call: [["get_order_details", { order_id: id }]] });
const cancel = (id: string): Step => ({ call: [["cancel_pending_order", { order_id: id }]] });

describe("repeatedCalls", () => {
  test("the same call again with no executed write in between is a repeat; the first is not", () => {
    const p = repeatedCalls(traj([{ user: "u" }, get("#W1"), { result: "a" }, get("#W1"), { result: "a" }, get("#W2"), { result: "b" }]));
    expect([p.numerator, p.denominator]).toEqual([1, 3]);
    expect(p.evidence[0].events).toEqual(["m1.c0", "m3.c0"]);
  });
  test("an executed write in between makes the same read new evidence", () => {
    const p = repeatedCalls(traj([{ user: "u" }, get("#W1"), { result: "a" }, cancel("#W1"), { result: "ok" }, get("#W1"), { result: "cancelled" }]));
    expect(p.numerator).toBe(0);
  });
  test("a refused write does not reset (nothing changed)", () => {
    const p = repeatedCalls(traj([{ user: "u" }, get("#W1"), { result: "a" }, cancel("#W1"), { result: "Error", error: true }, get("#W1"), { result: "a" }]));
    expect(p.numerator).toBe(1);
  });
  test("no call → null with a reason", () => {
    expect(repeatedCalls(traj([{ user: "u" }])).reason).toBe("no tool calls");
  });
});

describe("noChangeWrites", () => {
  test("a refused write and a repeat of a successful write changed nothing", () => {
    const p = noChangeWrites(traj([{ user: "u" }, cancel("#W1"), { result: "Error: no", error: true }, cancel("#W2"), { result: "ok" }, cancel("#W2"), { result: "ok" }]));
    expect([p.numerator, p.denominator]).toEqual([2, 3]);
    expect(p.evidence.map((e) => e.note)).toEqual(["m1.c0 (cancel_pending_order) was refused: result error", "m5.c0 repeats the successful write m3.c0"]);
  });
  test("a write without a result is left out of the denominator, as an exclusion", () => {
    const p = noChangeWrites(traj([{ user: "u" }, cancel("#W1")]));
    expect([p.value, p.exclusions]).toEqual([null, [{ reason: "write without result evidence", count: 1 }]]);
    expect(noChangeWrites(traj([{ user: "u" }])).reason).toBe("no write calls");
  });
});

describe("errorFollowUps", () => {
  test("changed argument, repeated call, gave up — and whether a changed call later succeeded", () => {
    const f = errorFollowUps(
      traj([
        { user: "u" },
        get("#W1"),
        { result: "Error: not found", error: true },
        get("#W1"),
        { result: "Error: not found", error: true },
        get("#W2"),
        { result: "ok" },
        cancel("#W2"),
        { result: "Error: refused", error: true },
      ]),
    );
    expect(f.map((x) => [x.error, x.outcome, x.next, x.recovered, x.recoveredBy])).toEqual([
      ["m2", "repeated", "m3.c0", true, "m5.c0"],
      ["m4", "changed-argument", "m5.c0", true, "m5.c0"],
      ["m8", "gave-up", null, false, null],
    ]);
    expect(f[1].changedKeys).toEqual(["order_id"]);
  });
  test("a changed call that fails again is not a recovery", () => {
    const f = errorFollowUps(traj([{ user: "u" }, cancel("#W1"), { result: "Error", error: true }, cancel("#W3"), { result: "Error", error: true }]));
    expect(f[0]).toMatchObject({ outcome: "changed-argument", recovered: false });
  });
  test("no error → []", () => {
    expect(errorFollowUps(traj([{ user: "u" }, get("#W1"), { result: "ok" }]))).toEqual([]);
  });
});

describe("errorRecovery and the pooled shares", () => {
  test("the three next-call shares share one denominator and add to 1", () => {
    const a = traj([{ user: "u" }, get("#W1"), { result: "Error", error: true }, get("#W2"), { result: "ok" }], "a");
    const b = traj([{ user: "u" }, cancel("#W1"), { result: "Error", error: true }], "b");
    const r = errorRecovery([a, b]);
    expect([r.changedArgument.value, r.repeated.value, r.gaveUp.value, r.recovered.value]).toEqual([0.5, 0, 0.5, 0.5]);
    expect(r.changedArgument.numerator + r.repeated.numerator + r.gaveUp.numerator).toBe(r.gaveUp.denominator);
  });
  test("no error anywhere → null with a reason", () => {
    expect(errorRecovery([traj([{ user: "u" }])]).recovered.reason).toBe("no tool errors");
  });
  test("run-level shares add numerators and denominators", () => {
    const a = traj([{ user: "u" }, get("#W1"), { result: "a" }, get("#W1"), { result: "a" }], "a");
    const b = traj([{ user: "u" }, get("#W1"), { result: "a" }], "b");
    expect([runRepeatedCalls([a, b]).numerator, runRepeatedCalls([a, b]).denominator]).toEqual([1, 3]);
    expect(runNoChangeWrites([a, b]).reason).toBe("no write calls in any trajectory");
  });
});

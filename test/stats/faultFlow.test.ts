import { describe, expect, test } from "vitest";
import { faultFlow, mcnemarExact } from "../../lib/src";
import type { OutcomeClassifier } from "../../lib/src";
import { modalClass } from "../../lib/src/stats/faultFlow";
import { conversation } from "./builders";

/** A classifier reading the class from the conversation's termination reason field (test only). */
const byTermination: OutcomeClassifier = (c) => ({ class: c.terminationReason ?? "none", evidence: `termination ${c.terminationReason}` });
const conv = (id: string, taskId: string, cls: string) => conversation({ id, taskId, terminationReason: cls });

describe("faultFlow", () => {
  const a = [conv("a1", "1", "success"), conv("a2", "2", "loop"), conv("a3", "3", "success"), conv("a4", "4", "drift write"), conv("a5", "5", "loop")];
  const b = [conv("b1", "1", "success"), conv("b2", "2", "success"), conv("b3", "3", "omission"), conv("b4", "4", "success"), conv("b5", "5", "drift write"), conv("b6", "6", "success")];
  const flow = faultFlow(a, b, byTermination);

  test("the transition table counts tasks from A's class (rows) to B's (columns), success first", () => {
    expect(flow.classes).toEqual(["success", "loop", "drift write", "omission"]);
    expect(flow.table).toEqual([
      [1, 0, 0, 1],
      [1, 0, 1, 0],
      [1, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(flow.transitions.find((t) => t.from === "loop" && t.to === "drift write")).toEqual({ from: "loop", to: "drift write", count: 1, tasks: ["5"] });
  });
  test("fixed = failure → success, broken = success → failure, tested with McNemar's exact test", () => {
    expect(flow.fixed).toEqual({ count: 2, tasks: ["2", "4"] });
    expect(flow.broken).toEqual({ count: 1, tasks: ["3"] });
    expect(flow.test).toEqual(mcnemarExact(1, 2)); // aOnly = A succeeds, B fails = broken
    expect(flow.test.aOnly).toBe(flow.broken.count);
    expect(flow.test.bOnly).toBe(flow.fixed.count);
  });
  test("a failure that changes class (loop → drift write) is neither fixed nor broken", () => {
    expect(flow.fixed.tasks).not.toContain("5");
    expect(flow.broken.tasks).not.toContain("5");
  });
  test("tasks in one run only and excluded tasks are counted, not dropped", () => {
    expect(flow.exclusions).toEqual([{ reason: "task in B only", count: 1, ids: ["6"] }]);
    const f = faultFlow(a, b, byTermination, { exclude: [{ task: "1", reason: "gold actions differ between the runs" }] });
    expect(f.tasks).toBe(4);
    expect(f.exclusions[0]).toEqual({ reason: "gold actions differ between the runs", count: 1, ids: ["1"] });
  });
  test("several trials: the modal class, ties to the earliest trial's class, counted", () => {
    expect(modalClass([{ class: "loop", evidence: "x" }, { class: "success", evidence: "y" }, { class: "success", evidence: "z" }]).value.class).toBe("success");
    const tie = modalClass([{ class: "loop", evidence: "x" }, { class: "success", evidence: "y" }]);
    expect(tie).toMatchObject({ value: { class: "loop" }, tie: true });
    const f = faultFlow([conv("a", "1", "loop"), conv("b", "1", "success")], [conv("c", "1", "success")], byTermination);
    expect(f.ties).toBe(1);
  });
  test("an unscored task (no reward) is in the table but neither fixed nor broken", () => {
    const f = faultFlow([conv("a", "1", "unscored"), conv("b", "2", "success")], [conv("c", "1", "success"), conv("d", "2", "unscored")], byTermination);
    expect(f.table).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect([f.fixed.count, f.broken.count]).toEqual([0, 0]);
    expect(faultFlow([conv("a", "1", "unscored")], [conv("c", "1", "success")], byTermination, { unscoredClasses: [] }).fixed.count).toBe(1);
  });
  test("no shared task: an empty flow with p = 1", () => {
    const f = faultFlow([], [], byTermination);
    expect(f.tasks).toBe(0);
    expect(f.test.pValue).toBe(1);
  });
});

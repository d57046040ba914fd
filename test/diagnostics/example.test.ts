/**
 * The hand-made trajectory of notebook 08, worked by hand (the numbers below are counted from the story in
 * scripts/make-diagnostics-example.mjs, not printed by the code under test).
 */
import * as fs from "fs";
import { describe, expect, test } from "vitest";
import { diagnoseEventLog } from "../../lib/src";
import { TINY_FILE, tiny } from "./tiny";

describe("data/examples/diagnostics_tiny.events.jsonl", () => {
  test("is byte-identical to a fresh generation", async () => {
    // @ts-ignore -- plain ESM script without types
    const mod = await import("../../scripts/make-diagnostics-example.mjs");
    expect(fs.readFileSync(TINY_FILE, "utf8")).toBe(mod.EXAMPLE_TEXT);
  });

  const d = diagnoseEventLog(tiny());
  test("writes: m5.c0 is drift (wrong reason), m9.c0 matches the gold cancel: x = 0, 1", () => {
    expect(d.writes.sequence).toEqual([0, 1]);
  });
  test("coverage: both writes trace to the user turn m0, have arguments and a result: 2/2", () => {
    expect([d.metrics.coverage.numerator, d.metrics.coverage.denominator]).toEqual([2, 2]);
  });
  test("no-change writes: m9.c0 was refused: 1/2; repeated calls: none of the 4 calls repeats: 0/4", () => {
    expect([d.metrics.noChangeWrites.numerator, d.metrics.noChangeWrites.denominator]).toEqual([1, 2]);
    expect([d.metrics.repeatedCalls.numerator, d.metrics.repeatedCalls.denominator]).toEqual([0, 4]);
  });
  test("errors: the #W1 lookup is followed by a lookup with a changed order_id that succeeds; the refused cancel is never retried", () => {
    expect(d.errors.map((f) => [f.error, f.outcome, f.changedKeys, f.recovered])).toEqual([
      ["m2", "changed-argument", ["order_id"], true],
      ["m10", "gave-up", [], false],
    ]);
    expect(d.recovery).toBe(true);
  });
  test("propagation: the drift write is detected by the user's correction m8 after one agent step (m7), and no later call depends on it", () => {
    expect(d.propagation).toMatchObject([{ write: "m5.c0", executed: true, detection: "user-correction", detectedBy: "m8", length: 1, impactRadius: 0 }]);
  });
  test("first deviation: the executed drift write with the wrong reason, no decision in words before it, singled out", () => {
    expect(d.firstDeviation.candidates.map((c) => [c.kind, c.event])).toEqual([["drift-write", "m5.c0"]]);
    expect(d.firstDeviation.singledOut).toBe(true);
  });
  test("gold: the only matching call was refused, so the gold cancel counts as attempted, not performed", () => {
    expect(d.goldActions.map((g) => g.status)).toEqual(["attempted"]);
  });
  test("first-progress latency: no aligned write executed, so none is measured (null with a reason, not 0)", () => {
    expect(d.metrics.firstProgressLatency.value).toBeNull();
    expect(d.metrics.firstProgressLatency.reason).toBe("no executed aligned write");
  });
  test("outcome and layers: a drift write by the agent; no tool-contract fault (the refusal follows the agent's own write on #W2)", () => {
    expect(d.outcome.class).toBe("drift-write");
    expect([d.layers.primary?.layer, d.layers.primary?.subLayer, d.layers.contributing]).toEqual(["agent decision", "arguments", []]);
  });
  test("no loop and no repeat: the four calls are all different", () => {
    expect(d.loop.hasLoop).toBe(false);
    expect([d.loop.point.numerator, d.loop.point.denominator]).toEqual([0, 4]);
  });
});

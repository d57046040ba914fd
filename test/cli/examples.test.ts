/**
 * data/examples/tau2_retail_examples.json: the committed file is exactly what scripts/make-examples.mjs
 * generates, and the library gives every conversation the outcome data/examples/README.md describes.
 */
import { describe, expect, it } from "vitest";
import * as fs from "fs";
import { examplesFile } from "./helpers";
// @ts-ignore: plain-Node generator script without type declarations
import { examplesText } from "../../scripts/make-examples.mjs";
import { analyzeDrift, loadRun, selfHealingPattern } from "../../lib/src";

const run = loadRun(examplesFile);
const report = analyzeDrift(run);
const row = (id: string) => {
  const r = report.conversations.find((c) => c.conversationId === id);
  if (!r) throw new Error(`no conversation ${id}`);
  return r;
};
const close = (xs: readonly number[], ys: readonly number[]) => {
  expect(xs).toHaveLength(ys.length);
  xs.forEach((x, i) => expect(x).toBeCloseTo(ys[i], 12));
};

describe("the example export is generated, not hand-edited", () => {
  it("the committed file is byte-identical to a fresh generation", () => {
    expect(fs.readFileSync(examplesFile, "utf8")).toBe((examplesText as () => string)());
  });
  it("two generations are identical (no clock, no randomness)", () => {
    expect((examplesText as () => string)()).toBe((examplesText as () => string)());
  });
  it("it is a τ² Results file of the retail domain with six conversations, writes from the registry", () => {
    expect(run.format).toBe("tau2-results");
    expect(run.domain).toBe("retail");
    expect(run.conversations.map((c) => c.id)).toEqual([
      "ex-01-aligned-only",
      "ex-02-drift-only",
      "ex-03-drift-then-recovery",
      "ex-04-repeated-correct-write",
      "ex-05-no-writes",
      "ex-06-missing-reward",
    ]);
    expect(report.writeTools.source).toBe("registry");
    expect(report.writeTools.tools).toHaveLength(7);
  });
  it("read calls are interleaved with the writes in every conversation that writes", () => {
    for (const c of run.conversations) {
      const writes = c.toolCalls.filter((t) => report.writeTools.tools.includes(t.name));
      if (writes.length === 0) continue;
      expect(c.toolCalls.length).toBeGreaterThan(writes.length);
    }
  });
  it("the official action checks in the file agree with our non-consumptive matcher", () => {
    expect(report.officialAgreement.checked).toBe(16);
    expect(report.officialAgreement.disagreements).toEqual([]);
  });
});

describe("each conversation has its designed outcome", () => {
  it("ex-01 aligned only (with a compare_args match on a different payment method): GD 0 throughout", () => {
    const r = row("ex-01-aligned-only");
    expect(r.sequence).toEqual([1, 1]);
    expect(r.writes.map((w) => w.reason)).toEqual(["matched", "matched"]);
    close(r.track, [0, 0]);
    close(r.stock, [0, 0]);
    expect(r.rewardGroup).toBe("reward=1");
    const ret = run.conversations[0].goldActions!.find((g) => g.name === "return_delivered_order_items")!;
    expect(ret.compareArgs).toEqual(["order_id", "item_ids"]);
  });

  it("ex-02 drift only (compare_args mismatch, then an unrequested cancel; the transfer is not a write): GD 1", () => {
    const r = row("ex-02-drift-only");
    expect(r.sequence).toEqual([0, 0]);
    expect(r.writes.map((w) => [w.name, w.reason])).toEqual([
      ["exchange_delivered_order_items", "arguments-differ"],
      ["cancel_pending_order", "no-gold-action-with-this-name"],
    ]);
    close(r.track, [1, 1]);
    close(r.stock, [1, 1]);
    expect(selfHealingPattern(r.sequence).noAlignedWrite).toBe(true);
    expect(run.conversations[1].actionChecks!.find((c) => c.action.name === "exchange_delivered_order_items")!.actionMatch).toBe(false);
  });

  it("ex-03 drift then recovery: track returns to 0, stock stays above 0", () => {
    const r = row("ex-03-drift-then-recovery");
    expect(r.sequence).toEqual([1, 0, 1, 1, 1]);
    close(r.track, [0, 1 / 2, 1 / 3, 1 / 3, 0]);
    close(r.stock, [0, 1 / 2, 1 / 3, 1 / 4, 1 / 5]);
    expect(r.gdTrackFinal).toBe(0);
    expect(r.gdStockFinal).toBeCloseTo(0.2, 12);
    expect(r.gdTrackMean).toBeCloseTo((1 / 2 + 1 / 3 + 1 / 3) / 5, 12);
    expect(selfHealingPattern(r.sequence)).toMatchObject({ mixed: true, alignedAfterDrift: true, twoAlignedAfterDrift: true });
  });

  it("ex-04 repeated correct write: the repeat is drift (consumed), the official check still matched", () => {
    const r = row("ex-04-repeated-correct-write");
    expect(r.sequence).toEqual([1, 0]);
    expect(r.writes[1].reason).toBe("already-consumed");
    close(r.track, [0, 1 / 2]);
    expect(r.rewardGroup).toBe("reward=1");
    expect(run.conversations[3].actionChecks!.every((c) => c.actionMatch)).toBe(true);
    expect(selfHealingPattern(r.sequence)).toMatchObject({ mixed: true, alignedAfterDrift: false });
  });

  it("ex-05 no writes: excluded with the reason 'no write calls', never counted as 0", () => {
    const r = row("ex-05-no-writes");
    expect(r.writeCount).toBe(0);
    expect(r.excluded).toBe("no write calls");
    expect(r.gdStockFinal).toBeNull();
    expect(report.exclusions).toEqual([{ reason: "no write calls", count: 1, ids: ["ex-05-no-writes"] }]);
  });

  it("ex-06 missing reward: measured, but in the reward group 'other', without official checks", () => {
    const r = row("ex-06-missing-reward");
    expect(r.reward).toBeNull();
    expect(r.rewardGroup).toBe("other");
    expect(r.sequence).toEqual([1]);
    expect(run.conversations[5].actionChecks).toBeNull();
    expect(report.officialAgreement.conversationsWithoutChecks).toBe(1);
    expect(report.groups[0].byReward.other.conversations).toBe(1);
  });

  it("the tables add up: 5 conversations and 12 writes measured, 4 of them drift", () => {
    const all = report.groups[0].all;
    expect(all.conversations).toBe(5);
    expect(all.stockPooled).toMatchObject({ numerator: 4, denominator: 12 });
    expect(report.groups[0].byReward["reward=1"].stockPooled).toMatchObject({ numerator: 1, denominator: 4 });
    expect(report.groups[0].byReward["reward=0"].stockPooled).toMatchObject({ numerator: 3, denominator: 7 });
    expect(report.dataQuality.flagged).toBe(0);
  });
});

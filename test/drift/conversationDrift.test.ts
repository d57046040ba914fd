import { describe, expect, it } from "vitest";
import { calls, conv, convWithSequence, gold, W } from "./builders";
import { conversationDrift, DRIFT_EXCLUSION } from "../../lib/src";

describe("conversationDrift: one row per conversation", () => {
  it("sequence 1, 0, 1 → N 3, M 1, A 2; track mean (0 + 1/2 + 1/3)/3 = 5/18; finals 1/3", () => {
    const row = conversationDrift(convWithSequence([1, 0, 1]), W);
    expect(row).toMatchObject({ excluded: null, writeCount: 3, driftCount: 1, alignedCount: 2, sequence: [1, 0, 1] });
    expect(row.track).toEqual(row.stock); // k ≤ H
    expect(row.gdTrackMean).toBeCloseTo(5 / 18, 12);
    expect(row.gdStockMean).toBeCloseTo(5 / 18, 12);
    expect(row.gdTrackFinal).toBeCloseTo(1 / 3, 12);
    expect(row.gdStockFinal).toBeCloseTo(1 / 3, 12);
    expect(row.writes.map((w) => w.reason)).toEqual(["matched", "arguments-differ", "matched"]);
  });

  it("hand example 1,1,0,0,1,1,1: track mean = (0+0+1/3+2/3+2/3+1/3+0)/7 = 2/7, track final 0, stock final 2/7", () => {
    const row = conversationDrift(convWithSequence([1, 1, 0, 0, 1, 1, 1]), W);
    expect(row.gdTrackMean).toBeCloseTo(2 / 7, 12);
    // stock mean = (0 + 0 + 1/3 + 1/2 + 2/5 + 1/3 + 2/7)/7
    expect(row.gdStockMean).toBeCloseTo((1 / 3 + 1 / 2 + 2 / 5 + 1 / 3 + 2 / 7) / 7, 12);
    expect(row.gdTrackFinal).toBe(0);
    expect(row.gdStockFinal).toBeCloseTo(2 / 7, 12);
    expect(row.driftCount).toBe(2);
  });

  it("window option changes track, not stock", () => {
    const row = conversationDrift(convWithSequence([0, 1, 1]), W, { window: 1 });
    expect(row.track).toEqual([1, 0, 0]);
    expect(row.stock).toEqual([1, 1 / 2, 1 / 3]);
  });

  it("write details carry order, path, gold action id and requestor", () => {
    const c = conv({ goldActions: [gold("w", { id: 1 }, null, "t_0")], toolCalls: calls(["r"], ["w", { id: 1 }]) });
    const row = conversationDrift(c, W);
    expect(row.writes).toEqual([
      { order: 1, name: "w", requestor: "assistant", path: "simulations[0].messages[2].tool_calls[0]", x: 1, goldActionIndex: 0, goldActionId: "t_0", reason: "matched" },
    ]);
  });

  it("no write calls → excluded 'no write calls', N = M = A = 0, GD values null", () => {
    const row = conversationDrift(conv({ goldActions: [gold("w")], toolCalls: calls(["read"]) }), W);
    expect(row).toMatchObject({ excluded: DRIFT_EXCLUSION.noWrites, writeCount: 0, driftCount: 0, alignedCount: 0, gdTrackMean: null, gdTrackFinal: null, gdStockFinal: null, track: [], stock: [] });
  });

  it("gold actions null → excluded (not evaluated by actions); N still counted, M/A null", () => {
    const row = conversationDrift(conv({ goldActions: null, toolCalls: calls(["w", { id: 1 }]) }), W);
    expect(row).toMatchObject({ excluded: DRIFT_EXCLUSION.noGoldActions, writeCount: 1, driftCount: null, alignedCount: null, gdStockFinal: null });
  });

  it("gold actions [] → included, every write drift", () => {
    const row = conversationDrift(conv({ goldActions: [], toolCalls: calls(["w", { id: 1 }], ["w", { id: 2 }]) }), W);
    expect(row).toMatchObject({ excluded: null, driftCount: 2, gdStockFinal: 1, gdTrackFinal: 1 });
  });

  it("infrastructure_error → excluded with that reason, before any other reason", () => {
    const row = conversationDrift(conv({ terminationReason: "infrastructure_error", goldActions: null, toolCalls: [] }), W);
    expect(row.excluded).toBe(DRIFT_EXCLUSION.infrastructureError);
  });

  it("other terminations (max_steps) stay in", () => {
    expect(conversationDrift(convWithSequence([0], { terminationReason: "max_steps", reward: 0 }), W).excluded).toBeNull();
  });

  it("reward group follows the reward", () => {
    expect(conversationDrift(convWithSequence([1], { reward: 0.5 }), W).rewardGroup).toBe("other");
    expect(conversationDrift(convWithSequence([1], { reward: null }), W).rewardGroup).toBe("other");
    expect(conversationDrift(convWithSequence([1], { reward: 0 }), W).rewardGroup).toBe("reward=0");
  });

  it("the row is plain JSON data", () => {
    const row = conversationDrift(convWithSequence([1, 0]), W);
    expect(JSON.parse(JSON.stringify(row))).toEqual(row);
  });
});

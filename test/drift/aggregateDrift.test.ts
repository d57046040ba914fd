import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { calls, conv, convWithSequence, W } from "./builders";
import { aggregateDrift, conversationDrift, DRIFT_EXCLUSION } from "../../lib/src";

describe("aggregateDrift: measurement points per group and reward group", () => {
  // A: [1, 0] reward 0 → track [0, 1/2], stock [0, 1/2]
  // B: [1]    reward 1 → track [0], stock [0]
  // C: no writes (excluded), D: reward 0.5 with [0] → "other"
  const rows = [
    conversationDrift(convWithSequence([1, 0], { id: "A", reward: 0 }), W),
    conversationDrift(convWithSequence([1], { id: "B", reward: 1 }), W),
    conversationDrift(conv({ id: "C", toolCalls: calls(["read"]) }), W),
    conversationDrift(convWithSequence([0], { id: "D", reward: 0.5 }), W),
  ];
  const [table] = aggregateDrift(rows);

  it("pooled stock = ΣM/ΣN = (1 + 0 + 1)/(2 + 1 + 1) = 1/2", () => {
    expect(table.group).toBe("all");
    expect(table.all.stockPooled).toMatchObject({ numerator: 2, denominator: 4, value: 0.5 });
  });

  it("write-moment means: track (0 + 1/2 + 0 + 1)/4 = 3/8; stock the same here", () => {
    expect(table.all.trackMomentMean.value).toBeCloseTo(3 / 8, 12);
    expect(table.all.trackMomentMean.denominator).toBe(4);
    expect(table.all.stockMomentMean.value).toBeCloseTo(3 / 8, 12);
  });

  it("conversation-final means: (1/2 + 0 + 1)/3 = 1/2 over the 3 conversations with writes", () => {
    expect(table.all.trackFinalMean).toMatchObject({ denominator: 3 });
    expect(table.all.trackFinalMean.value).toBeCloseTo(0.5, 12);
    expect(table.all.stockFinalMean.value).toBeCloseTo(0.5, 12);
    expect(table.all.conversations).toBe(3);
    expect(table.all.writeMoments).toBe(4);
  });

  it("exclusions carry reason, count and ids", () => {
    expect(table.all.stockPooled.exclusions).toEqual([{ reason: DRIFT_EXCLUSION.noWrites, count: 1, ids: ["C"] }]);
  });

  it("reward split: reward=1 {B}, reward=0 {A}, other {D} kept apart", () => {
    expect(table.byReward["reward=1"].stockPooled).toMatchObject({ numerator: 0, denominator: 1, value: 0 });
    expect(table.byReward["reward=0"].stockPooled).toMatchObject({ numerator: 1, denominator: 2, value: 0.5 });
    expect(table.byReward.other.stockPooled).toMatchObject({ numerator: 1, denominator: 1, value: 1 });
    // C (reward 1 by default) is excluded inside the reward=1 cell
    expect(table.byReward["reward=1"].stockPooled.exclusions).toEqual([{ reason: DRIFT_EXCLUSION.noWrites, count: 1, ids: ["C"] }]);
    expect(table.byReward["reward=0"].stockPooled.exclusions).toEqual([]);
  });

  it("empty cell → null values (denominator 0), never 0", () => {
    const [t] = aggregateDrift([rows[1]]);
    expect(t.byReward["reward=0"].stockPooled).toMatchObject({ value: null, denominator: 0 });
    expect(t.byReward["reward=0"].trackFinalMean.value).toBeNull();
  });

  it("grouping function: one table per key, first-seen order; alwaysInclude yields empty tables", () => {
    const ts = aggregateDrift(rows, (r) => (r.conversationId < "C" ? "g1" : "g2"), ["g0"]);
    expect(ts.map((t) => t.group)).toEqual(["g0", "g1", "g2"]);
    expect(ts[0].all.stockPooled.value).toBeNull();
    expect(ts[1].all.stockPooled).toMatchObject({ numerator: 1, denominator: 3 });
    expect(ts[2].all.stockPooled).toMatchObject({ numerator: 1, denominator: 1 });
  });

  it("no rows → no tables", () => {
    expect(aggregateDrift([])).toEqual([]);
  });

  it("pooled stock of the whole equals the reward cells' pooled sums (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.array(fc.constantFrom<0 | 1>(0, 1), { maxLength: 6 }), fc.constantFrom(0, 1, 0.5, null)), { maxLength: 12 }),
        (specs) => {
          const rs = specs.map(([seq, reward], i) =>
            conversationDrift(seq.length ? convWithSequence(seq, { id: `c${i}`, reward }) : conv({ id: `c${i}`, reward }), W),
          );
          const [t] = aggregateDrift(rs, () => "all", ["all"]);
          const cells = Object.values(t.byReward);
          expect(cells.reduce((s, c) => s + c.stockPooled.numerator, 0)).toBe(t.all.stockPooled.numerator);
          expect(cells.reduce((s, c) => s + c.stockPooled.denominator, 0)).toBe(t.all.stockPooled.denominator);
          expect(cells.reduce((s, c) => s + c.conversations, 0)).toBe(t.all.conversations);
          const excluded = t.all.stockPooled.exclusions.reduce((s, e) => s + e.count, 0);
          expect(excluded + t.all.conversations).toBe(rs.length); // nothing dropped silently
          for (const mp of [t.all.stockPooled, t.all.trackMomentMean, t.all.trackFinalMean]) {
            if (mp.value !== null) expect(mp.value >= 0 && mp.value <= 1).toBe(true);
          }
        },
      ),
    );
  });
});

import { describe, expect, test } from "vitest";
import { analyzeDrift, diagnoseSource, loadExport, rankConversations, RANKING_RULE } from "../../lib/src";
import type { RankedConversation } from "../../lib/src";
import { DATA_DIR, EXAMPLES, PUBLIC_DIR, SKIP_MESSAGE } from "./helpers";

const diagnosedExamples = () => loadExport([EXAMPLES]).sources.map((s) => ({ source: s.label, diagnosed: diagnoseSource(s) }));

/** The ranking key of the rule, to check that a ranking is sorted by it. */
const key = (r: RankedConversation) => [-r.signals.length, r.gdStockFinal === null ? Infinity : -r.gdStockFinal, r.firstDeviation === null ? Infinity : r.firstDeviation.position];
const notAfter = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return true;
};

describe("rankConversations", () => {
  test("the default thresholds: half the writes drift, the first third of the events", () => {
    expect(RANKING_RULE).toEqual({ highStock: 0.5, earlyDeviation: 1 / 3 });
  });

  test("the example export, signs worked out by hand from data/examples/README.md", () => {
    const ranked = rankConversations(diagnosedExamples());
    expect(ranked.map((r) => [r.rank, r.conversation, r.signals])).toEqual([
      [1, "ex-02-drift-only", ["failed", "high GD^stock"]], // reward 0, x = 0, 0: GD^stock 2/2
      [2, "tiny-1", ["failed", "high GD^stock"]], // reward 0, x = 0, 1: GD^stock 1/2 (ties ex-02 on signs, lower GD)
      [3, "ex-04-repeated-correct-write", ["high GD^stock"]], // reward 1, x = 1, 0: 1/2
      [4, "ex-03-drift-then-recovery", ["failed"]], // reward 0, x = 1, 0, 1, 1, 1: 1/5
      [5, "ex-01-aligned-only", []], // 0/2
      [6, "ex-06-missing-reward", []], // unscored, 0/1 (after ex-01: file order)
      [7, "ex-05-no-writes", []], // no writes: GD^stock not measured, last
    ]);
    const byId = new Map(ranked.map((r) => [r.conversation, r]));
    expect(byId.get("ex-03-drift-then-recovery")).toMatchObject({ source: "tau2_retail_examples.json", writes: 5, driftWrites: 1, gdStockFinal: 0.2, outcome: "drift-write" });
    expect(byId.get("ex-05-no-writes")?.gdStockFinal).toBeNull();
    expect(byId.get("ex-06-missing-reward")?.outcome).toBe("unscored");
    expect(byId.get("tiny-1")?.why).toBe("failed (drift-write); GD^stock 1/2 = 0.500; first deviation at event 6 of 15 (message [5])");
  });

  test("the first deviation's position is its event's index over the conversation's events", () => {
    const ranked = rankConversations(diagnosedExamples());
    const tiny = ranked.find((r) => r.conversation === "tiny-1");
    expect(tiny?.firstDeviation).toEqual({ event: "m5.c0", messageIndex: 5, position: 5 / 15 });
    expect(ranked.find((r) => r.conversation === "ex-01-aligned-only")?.firstDeviation).toBeNull();
  });

  test("the thresholds move conversations between ranks", () => {
    // first deviations, (event index + 1) / events: ex-03's write m13.c0 14 of 36 (0.389), tiny-1's write m5.c0 6 of 15
    // (0.4), ex-02's proposal m12 ("I will exchange … for item 6000000288 (blue, size XL)") 13 of 29 (0.448)
    const early = rankConversations(diagnosedExamples(), { earlyDeviation: 0.4 });
    expect(early.find((r) => r.conversation === "tiny-1")?.signals).toEqual(["failed", "high GD^stock", "early first deviation"]);
    expect(early.find((r) => r.conversation === "ex-03-drift-then-recovery")?.signals).toEqual(["failed", "early first deviation"]);
    expect(early.find((r) => r.conversation === "ex-02-drift-only")?.signals).toEqual(["failed", "high GD^stock"]);
    const earlier = rankConversations(diagnosedExamples(), { earlyDeviation: 0.39 });
    expect(earlier.find((r) => r.conversation === "tiny-1")?.signals).toEqual(["failed", "high GD^stock"]);
    const strict = rankConversations(diagnosedExamples(), { highStock: 1 });
    expect(strict.find((r) => r.conversation === "ex-04-repeated-correct-write")?.signals).toEqual([]);
    expect(strict[0].conversation).toBe("ex-02-drift-only");
  });

  test("a threshold outside its range is a RangeError", () => {
    expect(() => rankConversations([], { highStock: 1.5 })).toThrow(/rankConversations: options.highStock must be in \[0, 1\], got 1.5/);
    expect(() => rankConversations([], { earlyDeviation: 0 })).toThrow(RangeError);
  });

  test("nothing to rank: []", () => {
    expect(rankConversations([])).toEqual([]);
  });

  test.skipIf(DATA_DIR === null)("every public run: GD^stock of the ranking equals analyzeDrift's, and the ranking is sorted by the rule", () => {
    if (DATA_DIR === null || PUBLIC_DIR === null) return console.warn(SKIP_MESSAGE);
    const load = loadExport([DATA_DIR, PUBLIC_DIR]);
    expect(load.errors).toEqual([]);
    const sources = load.sources.map((s) => ({ source: s.label, diagnosed: diagnoseSource(s) }));
    const ranked = rankConversations(sources);
    expect(ranked).toHaveLength(sources.reduce((n, s) => n + s.diagnosed.logs.length, 0));
    for (let i = 1; i < ranked.length; i++) expect(notAfter(key(ranked[i - 1]), key(ranked[i]))).toBe(true);
    const byKey = new Map(ranked.map((r) => [`${r.source}\u0000${r.conversation}`, r]));
    let compared = 0;
    for (const s of load.sources) {
      if (s.kind !== "run") continue;
      for (const c of analyzeDrift(s.run).conversations) {
        const r = byKey.get(`${s.label}\u0000${c.conversationId}`);
        expect(r?.gdStockFinal ?? null).toBe(c.excluded === null ? c.gdStockFinal : null);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });
});

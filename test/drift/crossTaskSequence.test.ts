import { describe, expect, it } from "vitest";
import * as path from "path";
import { crossTaskSequence, reproduceGoalDrift } from "../../lib/src";

const reconDir = path.join(__dirname, "..", "..", "data", "reconstructed");

describe("crossTaskSequence: conversations in run order", () => {
  it("cumulative stock ends at the run's pooled stock; excluded conversations are counted, not dropped", async () => {
    const r = reproduceGoalDrift(reconDir);
    for (const d of r.domains) {
      const points = crossTaskSequence(d.report!);
      expect(points).toHaveLength(d.report!.overall.all.conversations);
      expect(points[points.length - 1].cumulativeStock.value).toBeCloseTo(d.report!.overall.all.stockPooled.value!, 12);
      expect(points.map((p) => p.position)).toEqual(points.map((_, i) => i + 1));
    }
    const rows = [
      { excluded: "no write calls", conversationId: "a", rewardGroup: "reward=1", gdTrackFinal: null, gdTrackMean: null, driftCount: 0, writeCount: 0 },
      { excluded: null, conversationId: "b", rewardGroup: "reward=0", gdTrackFinal: 0.5, gdTrackMean: 0.25, driftCount: 1, writeCount: 2 },
      { excluded: null, conversationId: "c", rewardGroup: "reward=0", gdTrackFinal: 1, gdTrackMean: 1, driftCount: 1, writeCount: 1 },
    ];
    const pts = crossTaskSequence({ conversations: rows as never });
    expect(pts.map((p) => [p.conversationId, p.cumulativeStock.numerator, p.cumulativeStock.denominator])).toEqual([["b", 1, 2], ["c", 2, 3]]);
    expect(pts[0].cumulativeStock.exclusions).toEqual([{ reason: "no write calls", count: 1 }]);
    expect(crossTaskSequence({ conversations: [] })).toEqual([]);
  });
});

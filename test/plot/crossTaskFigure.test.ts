import { describe, expect, it } from "vitest";
import { crossTaskFigure } from "../../lib/src";
import { DRIFT_STYLES, REWARD_GROUP_STYLES } from "../../lib/src/plot/encoding";

const points = [
  { position: 1, conversationId: "c1", rewardGroup: "reward=1", trackFinal: 0.5, cumulativeStock: { value: 0.5 } },
  { position: 2, conversationId: "c2", rewardGroup: "reward=0", trackFinal: 1, cumulativeStock: { value: null } },
  { position: 3, conversationId: "c3", rewardGroup: "reward=1", trackFinal: 0, cumulativeStock: { value: 0.25 } },
];
type Trace = { name: string; x: number[]; y: (number | null)[]; marker?: { color: string }; line?: { color: string; dash: string } };

describe("crossTaskFigure", () => {
  it("draws each conversation's final GD^track as a marker and the cumulative GD^stock as a dashed line", () => {
    const [markers, line] = crossTaskFigure(points).data as Trace[];
    expect(markers.x).toEqual([1, 2, 3]);
    expect(markers.y).toEqual([0.5, 1, 0]);
    expect(markers.marker!.color).toBe(DRIFT_STYLES.track.color);
    expect(line.line).toMatchObject({ color: DRIFT_STYLES.stock.color, dash: DRIFT_STYLES.stock.dash });
  });

  it("leaves a gap where the cumulative value is null (never a 0)", () => {
    const line = (crossTaskFigure(points).data as Trace[])[1];
    expect(line.y).toEqual([0.5, null, 0.25]);
  });

  it("splits the markers by reward group in the groups' colours when asked", () => {
    const t = crossTaskFigure(points, { byRewardGroup: true }).data as Trace[];
    expect(t.map((r) => r.name)).toEqual(["final GD^track, reward=1", "final GD^track, reward=0", "cumulative GD^stock (pooled)"]);
    expect(t[0].marker!.color).toBe(REWARD_GROUP_STYLES["reward=1"].color);
    expect(t[0].x).toEqual([1, 3]);
    expect(t[1].marker!.color).toBe(REWARD_GROUP_STYLES["reward=0"].color);
  });

  it("draws nothing for no conversation, and says so", () => {
    const f = crossTaskFigure([]);
    expect(f.data).toEqual([]);
    expect(JSON.stringify(f.layout)).toContain("no conversation with writes");
    expect(() => crossTaskFigure(null as never)).toThrow(/crossTaskFigure: points must be an array, got null/);
  });
});

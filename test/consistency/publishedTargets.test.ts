import { describe, expect, it } from "vitest";
import { GOAL_DRIFT_TARGET_IDS, goalDriftTargetsFromPublished, loadPublishedGoalDrift } from "../../lib/src";

describe("goalDriftTargetsFromPublished", () => {
  it("maps <domain>.<measure> ids to targets, keeping value, decimals and unit", () => {
    expect(
      goalDriftTargetsFromPublished(
        [
          { id: "retail.stock", value: 0.155, decimals: 3, unit: "fraction" },
          { id: "retail.noSelfHealing.mixed", value: 30, decimals: 0, unit: "count" },
          { id: "retail.writeTools", value: 7, decimals: 0, unit: "count" },
          { id: "airline.stock", value: 0.402, decimals: 3, unit: "fraction" },
        ],
        "retail",
      ),
    ).toEqual({ stock: { value: 0.155, decimals: 3, unit: "fraction" }, mixed: { value: 30, decimals: 0, unit: "count" } });
  });
  it("a domain without figures gives no targets", () => {
    expect(goalDriftTargetsFromPublished([], "retail")).toEqual({});
  });
  it("every published sequence aggregate has a target, for every domain", () => {
    const pub = loadPublishedGoalDrift();
    for (const key of Object.keys(pub.domains)) {
      const measures = pub.figures.filter((f) => f.id.startsWith(key + ".") && !f.id.endsWith(".writeTools")).length;
      expect(Object.keys(goalDriftTargetsFromPublished(pub.figures, key)), key).toHaveLength(measures);
    }
    expect(Object.values(GOAL_DRIFT_TARGET_IDS)).toContain("trackReward1");
  });
});

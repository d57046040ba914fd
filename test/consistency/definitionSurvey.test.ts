import { describe, expect, it } from "vitest";
import { type PublishedFigure, surveyGoalDriftDefinitions } from "../../lib/src";

const figures: PublishedFigure[] = [
  { id: "d.track.finals", value: 0.658, decimals: 3, unit: "fraction" },
  { id: "d.track.reward1", value: 0.324, decimals: 3, unit: "fraction" },
  { id: "d.track.reward0", value: 0.533, decimals: 3, unit: "fraction" },
];

describe("surveyGoalDriftDefinitions", () => {
  it("tabulates one verdict per definition and reward model: a finals mean above both group means needs 'other' conversations", async () => {
    const rows = await surveyGoalDriftDefinitions(figures, ["d"], { definitions: ["track-final"], maxLength: 4, maxConversations: 60 });
    expect(rows.map((r) => [r.key, r.groupColumns, r.allowOther, r.feasible, r.status])).toEqual([
      ["d", "track-final", false, false, "Infeasible"],
      ["d", "track-final", true, true, "Optimal"],
    ]);
  });
  it("no domains, no rows", async () => {
    expect(await surveyGoalDriftDefinitions(figures, [])).toEqual([]);
  });
});

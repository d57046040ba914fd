import { describe, expect, it } from "vitest";
import * as path from "path";
import { checkGoalDriftSolution, goalDriftConsistency, type GoalDriftTargets, goalDriftTargetsFromPublished, loadPublishedGoalDrift } from "../../lib/src";
import { normaliseWritesDistribution } from "../../lib/src/consistency/goalDriftConsistency";

const published = loadPublishedGoalDrift(path.join(__dirname, "..", "..", "data", "published", "goal-drift.json"));
const targets = (key: string): GoalDriftTargets => goalDriftTargetsFromPublished(published.figures, key);
const SLOW = 300_000;

describe("goalDriftConsistency: small cases decided by hand", () => {
  it("a deliberately inconsistent target set is reported infeasible: an overall mean above both group means", async () => {
    const r = await goalDriftConsistency({
      trackFinals: { value: 0.658, decimals: 3 },
      trackReward1: { value: 0.324, decimals: 3 },
      trackReward0: { value: 0.533, decimals: 3 },
    });
    expect(r.feasible).toBe(false);
    expect(r.status).toBe("Infeasible");
    expect(r.conversations).toBeNull();
  });

  it("GRIM on shares: one mixed conversation cannot give 50.0% of mixed conversations healing", async () => {
    const r = await goalDriftConsistency({ mixed: { value: 1, decimals: 0, unit: "count" }, alignedAfterDrift: { value: 50.0, decimals: 1, unit: "percent" } }, { maxLength: 6 });
    expect(r.feasible).toBe(false);
  });

  it("a feasible target set returns conversations that reproduce every figure exactly", async () => {
    const t: GoalDriftTargets = {
      stock: { value: 0.25, decimals: 2 },
      mixed: { value: 2, decimals: 0, unit: "count" },
      noAlignedWrite: { value: 1, decimals: 0, unit: "count" },
      trackReward1: { value: 0, decimals: 1 },
    };
    const r = await goalDriftConsistency(t, { maxLength: 5 });
    expect(r.feasible).toBe(true);
    expect(r.verified).toBe(true);
    expect(r.checks.map((c) => c.target).sort()).toEqual(["mixed", "noAlignedWrite", "stock", "trackReward1"]);
    // the exact re-check is independent of the LP: recompute it from the returned sequences
    expect(checkGoalDriftSolution(t, r.conversations!).every((c) => c.ok)).toBe(true);
  });

  it("rejects a bad writes-per-conversation distribution", () => {
    expect(() => normaliseWritesDistribution([0.5, -1], 3)).toThrow(RangeError);
    expect(() => normaliseWritesDistribution([0.5, -1], 3)).toThrow("goalDriftConsistency: options.writesPerConversation[1] must be a finite number ≥ 0, got -1");
    expect(() => normaliseWritesDistribution([0, 0], 3)).toThrow(RangeError);
    expect(() => normaliseWritesDistribution([0, 0], 3)).toThrow("goalDriftConsistency: options.writesPerConversation must have a share > 0 within 1..maxLength (3), got [0,0]");
    expect(normaliseWritesDistribution([2, 1, 1], 2)).toEqual([0.666667, 0.333333]);
  });
});

describe("goalDriftConsistency: what the published goal-drift rows can be (H = 3, sequences of 1..10 writes)", () => {
  it("retail is consistent with rewards in {0, 1}", { timeout: SLOW }, async () => {
    const r = await goalDriftConsistency(targets("retail"));
    expect(r.classCount).toBe(784);
    expect(r.sequenceCount).toBe(2046);
    expect(r.feasible).toBe(true);
    expect(r.verified).toBe(true);
    expect(r.checks).toHaveLength(9);
  });

  it("banking is NOT: the mean of conversation finals (0.658) lies above both group means", { timeout: SLOW }, async () => {
    const r = await goalDriftConsistency(targets("banking"));
    expect(r.feasible).toBe(false);
    expect(r.status).toBe("Infeasible");
    // the three means alone already decide it
    const t = targets("banking");
    const alone = await goalDriftConsistency({ trackFinals: t.trackFinals, trackReward1: t.trackReward1, trackReward0: t.trackReward0 });
    expect(alone.feasible).toBe(false);
  });

  it("airline is NOT either (finals in steps of 1/6 over 26 + 11 conversations)", { timeout: SLOW }, async () => {
    const r = await goalDriftConsistency(targets("airline"));
    expect(r.feasible).toBe(false);
    expect(r.status).toBe("Infeasible");
  });

  it("airline's clash: the three final means with 11 mixed + 26 all-drift conversations; the means alone are fine", { timeout: SLOW }, async () => {
    const t = targets("airline");
    const means = { trackFinals: t.trackFinals, trackReward1: t.trackReward1, trackReward0: t.trackReward0 };
    expect((await goalDriftConsistency(means)).feasible).toBe(true);
    expect((await goalDriftConsistency({ ...means, mixed: t.mixed, noAlignedWrite: t.noAlignedWrite })).status).toBe("Infeasible");
  });

  it("airline becomes consistent with 2 conversations in neither reward group, and no fewer", { timeout: SLOW }, async () => {
    const r = await goalDriftConsistency(targets("airline"), { allowOther: true });
    expect(r.feasible).toBe(true);
    expect(r.otherCount).toBe(2);
    expect(r.stages[0]).toMatchObject({ name: "min-other", status: "Optimal" });
    expect(r.verified).toBe(true);
    expect(r.conversations!.filter((c) => c.group === "other").reduce((a, c) => a + c.count, 0)).toBe(2);
  });

  it("banking becomes consistent with 52 conversations in neither reward group, and no fewer", { timeout: SLOW }, async () => {
    const r = await goalDriftConsistency(targets("banking"), { allowOther: true });
    expect(r.feasible).toBe(true);
    expect(r.otherCount).toBe(52);
    expect(r.stages[0]).toMatchObject({ name: "min-other", status: "Optimal" });
    expect(r.verified).toBe(true);
  });
});

describe("other readings of the group columns (surveyGoalDriftDefinitions)", () => {
  it("banking: group columns as write-moment means are impossible with rewards in {0, 1}", { timeout: SLOW }, async () => {
    const r = await goalDriftConsistency(targets("banking"), { groupColumns: "track-moments" });
    expect(r.status).toBe("Infeasible");
  });

  it("banking: group columns as final GD^stock means contradict the published reward=1 stock mean, whatever the rewards", { timeout: SLOW }, async () => {
    const { surveyGoalDriftDefinitions } = await import("../../lib/src/consistency/definitionSurvey");
    const rows = await surveyGoalDriftDefinitions(published.figures, ["banking"], { definitions: ["stock-final"] });
    expect(rows.map((r) => [r.allowOther, r.feasible, r.status])).toEqual([
      [false, false, "Infeasible"],
      [true, false, "Infeasible"],
    ]);
  });

  it("airline: group columns as final GD^stock means WOULD be possible with rewards in {0, 1}", { timeout: SLOW }, async () => {
    const r = await goalDriftConsistency(targets("airline"), { groupColumns: "stock-final" });
    expect(r.feasible).toBe(true);
    expect(r.verified).toBe(true);
  });
});

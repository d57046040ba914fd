/**
 * The goal-drift consistency test on instances small enough to solve in well under a second, and the published rows'
 * verdicts checked by their certificates: a feasible verdict by re-checking the committed solution
 * (data/reconstructed/tau2.plan.json) against every published figure exactly, without the solver. The verdicts that
 * need the full solver — infeasibility, and that no fewer "other" conversations suffice — are proved by
 * scripts/check-consistency.mjs (`npm run consistency`, run by CI as its own step), not here: a 30-second HiGHS solve
 * must not be able to time out a unit test under load.
 */
import { describe, expect, it } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { checkGoalDriftSolution, goalDriftConsistency, type GoalDriftTargets, goalDriftTargetsFromPublished, loadPublishedGoalDrift } from "../../lib/src";
import { normaliseWritesDistribution } from "../../lib/src/consistency/goalDriftConsistency";

const published = loadPublishedGoalDrift(path.join(__dirname, "..", "..", "data", "published", "goal-drift.json"));
const targets = (key: string): GoalDriftTargets => goalDriftTargetsFromPublished(published.figures, key);
const plan = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "data", "reconstructed", "tau2.plan.json"), "utf8")) as {
  domains: { key: string; otherCount: number; conversations: { sequence: string; group: "reward=1" | "reward=0" | "other"; count: number }[] }[];
};

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

describe("the published rows' feasible verdicts, checked by their certificates (the committed solutions)", () => {
  const cases: [string, number][] = [
    ["retail", 0],
    ["airline", 2],
    ["banking", 52],
  ];
  it.each(cases)("%s: the committed solution reproduces every published figure exactly, with %i conversation(s) in neither reward group", (key, other) => {
    const d = plan.domains.find((x) => x.key === key)!;
    const checks = checkGoalDriftSolution(targets(key), d.conversations);
    expect(checks.length).toBeGreaterThanOrEqual(9);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(d.conversations.filter((c) => c.group === "other").reduce((a, c) => a + c.count, 0)).toBe(other);
    expect(d.otherCount).toBe(other);
  });
  it("a certificate that misses one figure fails the check (one conversation moved between groups)", () => {
    const d = plan.domains.find((x) => x.key === "airline")!;
    const moved = d.conversations.map((c, i) => (i === 0 ? { ...c, count: c.count - 1 } : c));
    moved.push({ sequence: d.conversations[0].sequence, group: d.conversations[0].group === "reward=1" ? "reward=0" : "reward=1", count: 1 });
    expect(checkGoalDriftSolution(targets("airline"), moved).some((c) => !c.ok)).toBe(true);
  });
});

/**
 * passK on a run: τ²'s definition (infrastructure errors excluded, k up to the smallest trial count), and the
 * τ-bench leaderboard's printed pass^1..4 of gpt-4o airline (data/published/pass-k.json) reproduced from the
 * public trajectories.
 */
import { describe, expect, test } from "vitest";
import { loadPublishedPassK, matchesAtPrecision, passHatK, passK } from "../../lib/src";
import { conversation } from "./builders";
import { DATA_DIR, SKIP_MESSAGE, TAU1_AIRLINE, loadShared } from "./realData";

describe("passK", () => {
  test("per task C(c,k)/C(n,k), averaged over tasks, for k = 1..min trials", () => {
    const cs = [
      conversation({ id: "a1", taskId: "a", reward: 1 }),
      conversation({ id: "a2", taskId: "a", reward: 1 }),
      conversation({ id: "a3", taskId: "a", reward: 0 }),
      conversation({ id: "b1", taskId: "b", reward: 0 }),
      conversation({ id: "b2", taskId: "b", reward: 1 }),
    ];
    const r = passK(cs, { seed: 1 });
    expect(r.minTrials).toBe(2);
    expect(r.rows.map((x) => x.k)).toEqual([1, 2]);
    expect(r.rows[0].passHat.value).toBeCloseTo((2 / 3 + 1 / 2) / 2, 15);
    expect(r.rows[1].passHat.value).toBeCloseTo((passHatK(3, 2, 2) + passHatK(2, 1, 2)) / 2, 15);
    expect(r.rows[1].passAt.value).toBeCloseTo((1 + 1) / 2, 15);
  });
  test("infrastructure errors are excluded (and counted) before the trial counts are taken", () => {
    const cs = [
      conversation({ id: "a1", taskId: "a", reward: 1 }),
      conversation({ id: "a2", taskId: "a", reward: 0, terminationReason: "infrastructure_error" }),
      conversation({ id: "b1", taskId: "b", reward: 0 }),
    ];
    const r = passK(cs);
    expect(r.conversations).toBe(2);
    expect(r.minTrials).toBe(1);
    expect(r.exclusions).toEqual([{ reason: "infrastructure_error termination", count: 1, ids: ["a2"] }]);
    expect(r.rows[0].passHat.value).toBe(0.5);
  });
  test("no conversation: no rows, reason 'no tasks'", () => {
    expect(passK([])).toMatchObject({ tasks: 0, rows: [], reason: "no tasks" });
  });
  test.skipIf(DATA_DIR === null)("τ-bench gpt-4o airline: pass^1..4 equal the leaderboard's 0.420 / 0.273 / 0.220 / 0.200", () => {
    const run = loadShared(TAU1_AIRLINE);
    const r = passK(run.conversations);
    const published = loadPublishedPassK().figures.filter((f) => f.run === "gpt-4o-airline");
    expect(published).toHaveLength(4);
    expect(r.tasks).toBe(50);
    expect(r.minTrials).toBe(4);
    for (const f of published) {
      const row = r.rows.find((x) => x.k === f.k)!;
      expect(matchesAtPrecision(f, row.passHat.value), `${f.id}: ${row.passHat.value}`).toBe(true);
      expect(row.passHat.interval!.lo).toBeLessThan(f.value);
      expect(row.passHat.interval!.hi).toBeGreaterThan(f.value);
    }
  });
  if (DATA_DIR === null) test.skip(SKIP_MESSAGE, () => {});
});

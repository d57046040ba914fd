/** runStatistics: reward with naive beside clustered SE, pass^k, noise floor — on hand-made and real runs. */
import { describe, expect, test } from "vitest";
import { clusteredMean, runStatistics } from "../../lib/src";
import type { Run } from "../../lib/src";
import { conversation } from "./builders";
import { designEffectWords } from "../../lib/src/stats/runStatistics";
import { REF18 } from "./reference18";
import { DATA_DIR, TAU1_AIRLINE, TELECOM_4TRIALS, loadShared } from "./realData";

const run = (conversations: Run["conversations"]): Run => ({
  source: "test.json",
  format: "tau2-results",
  domain: "airline",
  agentModel: "m",
  userModel: null,
  trialCount: null,
  tasks: [],
  conversations,
});

describe("runStatistics", () => {
  test("reward: the mean over counted conversations with naive and task-clustered SEs; infra errors counted out", () => {
    const cs = [
      conversation({ id: "a1", taskId: "a", reward: 1 }),
      conversation({ id: "a2", taskId: "a", reward: 1 }),
      conversation({ id: "b1", taskId: "b", reward: 0 }),
      conversation({ id: "b2", taskId: "b", reward: 0 }),
      conversation({ id: "c1", taskId: "c", reward: 1 }),
      conversation({ id: "c2", taskId: "c", reward: 0 }),
      conversation({ id: "x", taskId: "c", reward: 0, terminationReason: "infrastructure_error" }),
    ];
    const s = runStatistics(run(cs), { seed: 1, replicates: 500 });
    const ref = clusteredMean([1, 1, 0, 0, 1, 0], ["a", "a", "b", "b", "c", "c"]);
    expect(s.reward.mean).toBe(0.5);
    expect(s.reward.naiveSe).toBe(ref.naiveSe);
    expect(s.reward.clusteredSe).toBe(ref.clusteredSe);
    expect(s.reward.seRatio).toBeCloseTo((ref.clusteredSe as number) / (ref.naiveSe as number), 15);
    expect(s.exclusions).toEqual([{ reason: "infrastructure_error termination", count: 1, ids: ["x"] }]);
    expect(s.passK.rows).toHaveLength(2);
    expect(s.noiseFloor.withinVariance).toBeCloseTo((0 + 0 + 0.5) / 3, 15);
  });
  test("10 tasks × 4 trials, each 2/4: no clustered SE, interval or bootstrap — null with the reason, never [0.5, 0.5]", () => {
    const cs = Array.from({ length: 10 }, (_, t) => [1, 1, 0, 0].map((r, i) => conversation({ id: `${t}-${i}`, taskId: `t${t}`, reward: r }))).flat();
    const s = runStatistics(run(cs), { replicates: 200 });
    expect(s.reward.mean).toBe(0.5);
    expect(s.reward.naiveInterval).not.toBeNull();
    expect(s.reward).toMatchObject({ clusteredSe: null, clusteredInterval: null, bootstrap: null, bca: null, designEffect: null, designEffectText: null });
    expect(s.reward.reason).toMatch(/^no spread between clusters/);
    expect(s.reward.bootstrapReason).toMatch(/^no clustered SE: no spread between clusters/);
    expect(s.reward.bcaReason).toMatch(/^no clustered SE: no spread between clusters/);
  });
  test("0/1 rewards: the naive interval is Wilson's, the clustered one t with G − 1 df on the logit scale", () => {
    const cs = [1, 1, 0, 1, 0, 0, 1, 1].map((r, i) => conversation({ id: `c${i}`, taskId: `t${i >> 1}`, reward: r }));
    const s = runStatistics(run(cs), { replicates: 200 });
    expect(s.reward.naiveInterval).toMatchObject({ method: "wilson" });
    expect(s.reward.clusteredInterval).toMatchObject({ method: "logit", df: 3 });
    expect(s.reward.intervalNote).toBe("few clusters (G = 4 < 30): CR1 clustered SE (G/(G − 1) correction), t with G − 1 = 3 df, on the logit scale (a share stays in [0, 1])");
  });
  test("the design effect is said with its direction", () => {
    expect(designEffectWords(4.75)).toMatch(/^design effect 4\.75 > 1: the naive interval is too narrow \(the clustered SE is 2\.18× the naive/);
    expect(designEffectWords(0.54)).toMatch(/^design effect 0\.54 < 1: the naive interval is too wide \(the clustered SE is 0\.73× the naive/);
    expect(designEffectWords(1)).toMatch(/^design effect 1\.00: no clustering effect/);
    expect(designEffectWords(null)).toBeNull();
  });
  test("an empty run: every figure null with a reason", () => {
    const s = runStatistics(run([]));
    expect(s.reward).toMatchObject({ mean: null, naiveSe: null, clusteredSe: null, reason: "no values", bootstrap: null });
    expect(s.passK.reason).toBe("no tasks");
    expect(s.noiseFloor.reason).toBe("no task with two or more trials");
  });
  test("the result is plain JSON", () => {
    const s = runStatistics(run([conversation({ id: "a", taskId: "a", reward: 1 })]));
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
  test.skipIf(DATA_DIR === null)("τ-bench gpt-4o airline (50 × 4): the naive SE understates; clustered ≥ 1.3 × naive", () => {
    const s = runStatistics(loadShared(TAU1_AIRLINE));
    expect(s.reward.n).toBe(200);
    expect(s.reward.clusters).toBe(50);
    expect(s.reward.seRatio!).toBeGreaterThan(1.3);
    expect(s.reward.bootstrap!.hi - s.reward.bootstrap!.lo).toBeGreaterThan(s.reward.naiveInterval!.hi - s.reward.naiveInterval!.lo);
  });
  test.skipIf(DATA_DIR === null)("τ² telecom solo (5 × 4): every task all-or-nothing, so the clustered SE is √(4.75) × naive", () => {
    const s = runStatistics(loadShared(TELECOM_4TRIALS));
    // 4 of 5 tasks always succeed: n = 20, mean 0.8; naive s² = 20·0.16/19; clustered = 5/4 · Σ_g (4 e_g)² / 400
    expect(s.reward.mean).toBeCloseTo(0.8, 15);
    expect(s.reward.naiveSe).toBeCloseTo(Math.sqrt((20 * 0.16) / 19 / 20), 14);
    expect(s.reward.clusteredSe).toBeCloseTo(Math.sqrt((1.25 * (4 * 0.8 ** 2 * 4 ** 2 * 0.25 ** 2 + 3.2 ** 2)) / 400), 14);
    expect(s.reward.designEffect).toBeCloseTo(4.75, 12);
    // 5 tasks: the normal interval 0.8 ± 1.96·0.2 = [0.408, 1.192] passes 1; t with 4 df on the logit scale stays inside
    const want = REF18.clusteredInterval[0];
    expect([want.estimate, want.se, want.clusters]).toEqual([0.8, 0.2, 5]);
    expect(s.reward.clusteredInterval!.lo).toBeCloseTo(want.lo, 10);
    expect(s.reward.clusteredInterval!.hi).toBeCloseTo(want.hi, 10);
    expect(s.reward.clusteredInterval).toMatchObject({ method: "logit", df: 4 });
  });
});

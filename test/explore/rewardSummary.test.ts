import * as fs from "fs";
import { describe, expect, test } from "vitest";
import { clusteredMean, loadExport, loadRun, rewardSummary, runStatistics } from "../../lib/src";
import { clusteredInterval } from "../../lib/src/stats/clusteredInterval";
import type { ExportSource } from "../../lib/src";
import { EXAMPLES, EXAMPLE_EVENTS, EXAMPLE_RUN, tempExport, tideLine } from "./helpers";

const one = (paths: string[]): ExportSource => loadExport(paths).sources[0];

describe("rewardSummary", () => {
  test("a τ-bench run: the figures of runStatistics, pass^k included", () => {
    const s = rewardSummary(one([EXAMPLE_RUN]));
    const stats = runStatistics(loadRun(EXAMPLE_RUN));
    expect(s.reward.mean).toBe(stats.reward.mean);
    expect(s.reward.clusteredSe).toBe(stats.reward.clusteredSe);
    expect(s.clusteredInterval).toEqual(stats.reward.clusteredInterval);
    expect(s.bootstrap).toEqual(stats.reward.bootstrap);
    expect(s.passK).toEqual(stats.passK);
    expect(s.passKReason).toBeNull();
  });

  test("a τ-bench run: rewards 1, 0, 0, 1, 1 of five tasks and one missing reward, by hand", () => {
    const s = rewardSummary(one([EXAMPLE_RUN]));
    expect(s.source).toBe("tau2_retail_examples.json");
    expect([s.reward.n, s.reward.clusters, s.reward.mean]).toEqual([5, 5, 0.6]);
    // one trial per task: the clustered SE is the naive one, sd/√n with sd² = (3·0.4² + 2·0.6²)/4 = 0.3
    expect(s.reward.clusteredSe).toBeCloseTo(Math.sqrt(0.3 / 5), 12);
    expect(s.exclusions).toEqual([{ reason: "reward missing", count: 1, ids: ["ex-06-missing-reward"] }]);
  });

  test("an event log: the trajectories' rewards clustered by task, no pass^k", () => {
    const s = rewardSummary(one([EXAMPLE_EVENTS]));
    expect([s.reward.n, s.reward.mean, s.reward.clusteredSe]).toEqual([1, 0, null]);
    expect(s.clusteredInterval).toBeNull();
    expect(s.passK).toBeNull();
    expect(s.passKReason).toMatch(/event log/);
  });

  test("an event log: infrastructure errors and missing rewards are left out and counted", () => {
    const lines = fs.readFileSync(EXAMPLE_EVENTS, "utf8").trimEnd().split("\n");
    const variant = (id: string, header: (h: Record<string, unknown>) => void) =>
      lines.map((l, i) => {
        const v = JSON.parse(l.replace(/"tiny-1"/g, JSON.stringify(id)));
        if (i === 0) header(v);
        return JSON.stringify(v);
      });
    const log = [
      ...variant("t-ok", (h) => { h.reward = 1; h.taskId = "A"; }),
      ...variant("t-infra", (h) => { h.termination = "infrastructure_error"; }),
      ...variant("t-null", (h) => { h.reward = null; }),
      ...variant("t-zero", (h) => { h.reward = 0; h.taskId = "B"; }),
    ];
    const s = rewardSummary(one([tempExport({ "x.events.jsonl": log.join("\n") + "\n" }) + "/x.events.jsonl"]));
    expect([s.reward.n, s.reward.mean]).toEqual([2, 0.5]);
    expect(s.exclusions).toEqual([
      { reason: "infrastructure_error termination", count: 1, ids: ["t-infra"] },
      { reason: "reward missing", count: 1, ids: ["t-null"] },
    ]);
    const ref = clusteredMean([1, 0], ["A", "B"]);
    expect(s.reward).toEqual(ref);
    expect(s.clusteredInterval).toEqual(clusteredInterval(ref.mean, ref.clusteredSe, ref.clusters, { bounded: true }));
  });

  test("a TIDE run: the success rate over tasks, one rollout per task", () => {
    const dir = tempExport({ "E/m.jsonl": [tideLine(0, 1), tideLine(1, null), tideLine(2, 3), tideLine(3, 2)].join("\n") });
    const s = rewardSummary(one([dir]));
    expect([s.reward.n, s.reward.clusters, s.reward.mean]).toEqual([4, 4, 0.75]);
    expect(s.passKReason).toMatch(/TIDE/);
  });

  test("the example export's second source is the event log", () => {
    expect(loadExport([EXAMPLES]).sources.map((s) => rewardSummary(s).reward.n)).toEqual([5, 1]);
  });
});

import * as path from "path";
import { describe, expect, test } from "vitest";
import { analyzeDrift, atlasCells, buildAtlas, clusteredMean, driftByRewardGroup, loadRun, loadRuns, readAtlas, runStatistics } from "../../lib/src";
import { COMMITTED, EXAMPLE_RUN, SHARED_ROOT, SKIP_MESSAGE, tinySharedRoot } from "./helpers";

describe("atlasCells", () => {
  const cells = atlasCells(buildAtlas(tinySharedRoot()));

  test("one row per run, with its reward over counted conversations clustered by task", () => {
    expect(cells.map((c) => c.run)).toEqual(["data/tau2/a.json", "data/tau2/b.json", "tau2-public/c.json"]);
    // a: rewards 1, 0, 0, 1, 1 over five tasks (ex-06 has none); b: the same with its first and fourth set to 0
    expect(cells[0].reward).toEqual(clusteredMean([1, 0, 0, 1, 1], ["t1", "t2", "t3", "t4", "t5"]));
    expect(cells[1].reward).toEqual(clusteredMean([0, 0, 0, 0, 1], ["t1", "t2", "t3", "t4", "t5"]));
    expect(cells[0].rewardExclusions).toEqual([{ reason: "reward missing", count: 1, ids: ["ex-06-missing-reward"] }]);
    expect(cells[0].rewardInterval).not.toBeNull();
  });

  test("equals runStatistics' reward and driftByRewardGroup's points on the same run", () => {
    const run = loadRun(EXAMPLE_RUN);
    const stats = runStatistics(run);
    const all = driftByRewardGroup(analyzeDrift(run))[0];
    expect(cells[0].reward.mean).toBe(stats.reward.mean);
    expect(cells[0].reward.clusteredSe).toBeCloseTo(stats.reward.clusteredSe as number, 12);
    expect(cells[0].gdStock).toEqual(all.stockPooled);
    expect(cells[0].gdTrackFinal).toEqual(all.trackFinalMean);
    expect(cells[0].driftExclusions).toEqual(all.exclusions);
  });

  test("each reward group's points are driftByRewardGroup's", () => {
    const groups = driftByRewardGroup(analyzeDrift(loadRun(EXAMPLE_RUN)));
    for (const g of groups.slice(1)) {
      const cell = cells[0].byReward[g.group as "reward=1" | "reward=0" | "other"];
      expect(cell.conversations).toBe(g.conversations);
      expect(cell.gdStock).toEqual(g.stockPooled);
      expect(cell.gdTrackFinal).toEqual(g.trackFinalMean);
    }
  });

  test("carries the data-quality verdict and the write-tool source", () => {
    expect(cells[0].dataQuality.verdict).toBe("ok");
    expect(cells[0].writeTools).toBe("registry");
  });

  test("the committed atlas gives a row per run with the provenance-bearing labels", () => {
    const committed = atlasCells(readAtlas(COMMITTED));
    expect(committed.map((c) => c.run.split("/")[0]).every((f) => f === "data" || f === "tau2-public")).toBe(true);
    expect(committed.find((c) => c.run.includes("toolorchestra"))?.dataQuality.verdict).toBe("suspect");
  });

  test.skipIf(SHARED_ROOT === null)("on the shared files: every run's figures equal runStatistics' and driftByRewardGroup's", () => {
    if (SHARED_ROOT === null) return console.warn(SKIP_MESSAGE);
    const atlas = buildAtlas(SHARED_ROOT);
    const { runs } = loadRuns([path.join(SHARED_ROOT, "data"), path.join(SHARED_ROOT, "tau2-public")]);
    const byLabel = new Map(runs.map((r) => [path.relative(SHARED_ROOT, r.source).split(path.sep).join("/"), r]));
    for (const cell of atlasCells(atlas)) {
      const run = byLabel.get(cell.run)!;
      const stats = runStatistics(run);
      const all = driftByRewardGroup(analyzeDrift(run))[0];
      if (stats.reward.mean === null) expect(cell.reward.mean).toBeNull();
      else expect(cell.reward.mean).toBeCloseTo(stats.reward.mean, 12);
      if (stats.reward.clusteredSe !== null) expect(cell.reward.clusteredSe).toBeCloseTo(stats.reward.clusteredSe, 12);
      expect(cell.gdStock).toEqual(all.stockPooled);
      expect(cell.gdTrackFinal).toEqual(all.trackFinalMean);
    }
  });
});

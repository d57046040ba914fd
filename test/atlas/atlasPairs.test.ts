import * as path from "path";
import { describe, expect, test } from "vitest";
import { atlasPairs, buildAtlas, compareRuns, loadRuns, minimumDetectableDifference, pairedClusterBootstrap, sharedTasks } from "../../lib/src";
import { SHARED_ROOT, SKIP_MESSAGE, tinySharedRoot } from "./helpers";

describe("atlasPairs", () => {
  const root = tinySharedRoot();
  const pairs = atlasPairs(buildAtlas(root));

  test("every pair of runs of one domain that shares a task, A before B in run order", () => {
    expect(pairs.map((p) => [p.domain, p.a, p.b])).toEqual([
      ["retail", "data/tau2/a.json", "data/tau2/b.json"],
      ["retail", "data/tau2/a.json", "tau2-public/c.json"],
      ["retail", "data/tau2/b.json", "tau2-public/c.json"],
    ]);
  });

  test("a task whose gold actions differ is left out and counted; the others are paired", () => {
    expect(pairs.map((p) => [p.sharedTasks, p.goldDiffers])).toEqual([[5, 1], [6, 0], [5, 1]]);
  });

  test("the reward difference is compareRuns' paired cluster bootstrap over the shared tasks", () => {
    const { runs } = loadRuns([path.join(root, "data"), path.join(root, "tau2-public")]);
    const c = compareRuns(runs[0], runs[1]);
    expect(pairs[0].sharedTasks).toBe(sharedTasks(runs[0], runs[1]).tasks.length);
    expect(pairs[0].reward).toEqual(c.reward);
    expect(pairs[1].reward.difference.value).toBe(0);
  });

  test("resolved follows compareRuns: McNemar's exact test with one trial per task, else the bootstrap", () => {
    const { runs } = loadRuns([path.join(root, "data"), path.join(root, "tau2-public")]);
    const c = compareRuns(runs[0], runs[1]);
    expect(pairs[0].resolved).toEqual(c.resolved);
    expect(pairs[0].success).toEqual(c.success);
  });
  test("mdd is minimumDetectableDifference of the observed per-task differences: 2.80 × SE at α = 0.05, power 0.8", () => {
    const p = pairs[0];
    const T = p.reward.difference.tasks;
    const se = p.reward.difference.se as number;
    expect(p.mdd).toBe(minimumDetectableDifference(se * se * T, T));
    expect(p.mdd).toBeCloseTo(2.8016 * se, 3);
  });

  test("no pair when nothing is shared; no SE, no mdd", () => {
    const a = buildAtlas(root);
    expect(atlasPairs({ ...a, runs: a.runs.slice(0, 1), conversations: a.conversations.filter((c) => c.run === 0) })).toEqual([]);
    const one = pairedClusterBootstrap({ t: [1] }, { t: [0] });
    expect(one.difference.se).toBeNull();
  });

  test.skipIf(SHARED_ROOT === null)("on the shared files: every pair equals compareRuns, and no pair sharedTasks finds is missing", () => {
    if (SHARED_ROOT === null) return console.warn(SKIP_MESSAGE);
    const atlas = buildAtlas(SHARED_ROOT);
    const found = atlasPairs(atlas);
    const { runs } = loadRuns([path.join(SHARED_ROOT, "data"), path.join(SHARED_ROOT, "tau2-public")]);
    const label = (r: (typeof runs)[number]) => path.relative(SHARED_ROOT, r.source).split(path.sep).join("/");
    let compared = 0;
    for (let i = 0; i < runs.length; i++) {
      for (let j = i + 1; j < runs.length; j++) {
        if (runs[i].domain !== runs[j].domain) continue;
        const n = sharedTasks(runs[i], runs[j]).tasks.length;
        const p = found.find((x) => x.a === label(runs[i]) && x.b === label(runs[j]));
        expect(p?.sharedTasks ?? 0).toBe(n);
        if (p) {
          const c = compareRuns(runs[i], runs[j]);
          expect(p.reward.difference).toEqual(c.reward.difference);
          expect(p.resolved).toEqual(c.resolved);
          compared++;
        }
      }
    }
    expect(compared).toBe(found.length);
    expect(compared).toBeGreaterThan(20);
  });
});

import { describe, expect, test } from "vitest";
import { atlasResolution, pairedClusterBootstrap } from "../../lib/src";
import type { AtlasPair } from "../../lib/src";

/** A pair whose reward difference and verdict are set by hand. */
function pair(domain: string, difference: number, excludesZero: boolean | null, mdd: number | null, sharedTasks = 10): AtlasPair {
  const reward = pairedClusterBootstrap({ t: [1] }, { t: [0] });
  return {
    domain, a: "a", b: "b", sharedTasks, goldDiffers: 0, mdd, reward: { ...reward, excludesZero, difference: { ...reward.difference, value: difference } },
    success: null, resolved: { value: excludesZero, by: "percentile bootstrap over tasks (several trials per task: no exact test)", note: null },
  };
}

describe("atlasResolution", () => {
  test("per domain: pairs, resolved, the smallest resolved and largest unresolved |A − B|, the median MDD", () => {
    const rows = atlasResolution([
      pair("airline", 0.3, true, 0.2, 50), pair("airline", -0.15, true, 0.3), pair("airline", 0.1, false, 0.25), pair("airline", -0.12, false, 0.1),
      pair("retail", 0, false, null, 40),
    ]);
    expect(rows).toEqual([
      { domain: "airline", pairs: 4, resolved: 2, mostSharedTasks: 50, smallestResolved: 0.15, largestUnresolved: 0.12, medianMdd: 0.225 },
      { domain: "retail", pairs: 1, resolved: 0, mostSharedTasks: 40, smallestResolved: null, largestUnresolved: 0, medianMdd: null },
    ]);
  });

  test("an odd number of MDDs: the middle one", () => {
    expect(atlasResolution([pair("x", 0.1, false, 0.3), pair("x", 0.1, false, 0.1), pair("x", 0.1, false, 0.2)])[0].medianMdd).toBe(0.2);
  });

  test("no pairs: no rows", () => {
    expect(atlasResolution([])).toEqual([]);
  });
});

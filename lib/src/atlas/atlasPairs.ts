/**
 * Which differences between the public runs the task counts can resolve: every pair of runs of one domain, compared
 * on the tasks they share with equal gold actions.
 */
import { minimumDetectableDifference } from "../stats/minimumDetectableDifference";
import { pairedClusterBootstrap, type PairedClusterBootstrap } from "../stats/pairedClusterBootstrap";
import type { PairedOptions } from "../stats/pairedDifference";
import type { PairedProportionDifference } from "../stats/pairedProportionDifference";
import { pairedSuccess, resolvedStatement, type ResolvedStatement } from "../stats/pairedSuccess";
import type { AtlasConversation, AtlasData } from "./model";

/** One pair of {@link atlasPairs}: runs A and B of one domain, their shared tasks and the reward difference. */
export interface AtlasPair {
  domain: string;
  /** Run labels. */
  a: string;
  b: string;
  /** Tasks both runs have with equal gold actions (the paired tasks). */
  sharedTasks: number;
  /** Tasks both runs have whose gold actions differ or are unknown on a side (left out). */
  goldDiffers: number;
  /** Reward, A − B, paired over the shared tasks (task means of the trials, tasks resampled). */
  reward: PairedClusterBootstrap;
  /**
   * The smallest true reward difference these tasks detect at α = 0.05 with 80 % power, from the observed spread of
   * the per-task differences: `minimumDetectableDifference(se²·T, T)` = 2.80·se; null when the SE is null.
   */
  mdd: number | null;
  /**
   * Per-task success as paired proportions (Newcombe's interval, McNemar's exact p and mid-p) when every shared task
   * has one counted trial on each side; null otherwise.
   */
  success: PairedProportionDifference | null;
  /** Is the difference resolved: by the exact test when `success` is given, else by the bootstrap (said in `by`). */
  resolved: ResolvedStatement;
}

/**
 * Every pair of runs of one domain that share at least one task with equal gold actions
 * (docs/definitions/atlas.md#pairs): a task pairs when both runs have a counted conversation for it and its gold
 * key (`goldKey`, the first known one in each run) is equal on both sides — `sharedTasks`' rule — and the reward
 * difference is `pairedClusterBootstrap` of the task-level mean rewards (infrastructure errors and missing rewards
 * not counted, as `compareRuns` does). `mdd` says which true differences the pair's task count resolves. With one
 * trial per task, per-task success is compared as paired proportions and `resolved` follows McNemar's exact test
 * (the bootstrap is too narrow with few discordant tasks), else the bootstrap — as `compareRuns` does.
 * Edges: a domain with one run, or pairs sharing no task, give no pair.
 *
 * @param data the atlas
 * @param options level, replicates and seed of the paired bootstrap
 * @returns the pairs, by domain in order of first appearance, A before B in run order
 * @example
 * atlasPairs(readAtlas("data/atlas/conversations.json")).every((p) => p.sharedTasks > 0); // true
 */
export function atlasPairs(data: AtlasData, options: PairedOptions = {}): AtlasPair[] {
  const perRun = data.runs.map(() => ({ gold: new Map<string, string | null>(), rewards: new Map<string, number[]>() }));
  for (const c of data.conversations) {
    const r = perRun[c.run];
    if (!r.gold.has(c.taskId) || (r.gold.get(c.taskId) === null && c.gold !== null)) r.gold.set(c.taskId, c.gold);
    if (counted(c)) r.rewards.set(c.taskId, [...(r.rewards.get(c.taskId) ?? []), c.reward as number]);
  }
  const out: AtlasPair[] = [];
  const domains = [...new Set(data.runs.map((r) => r.domain).filter((d): d is string => d !== null))];
  for (const domain of domains) {
    const idx = data.runs.map((r, i) => (r.domain === domain ? i : -1)).filter((i) => i >= 0);
    for (let x = 0; x < idx.length; x++) {
      for (let y = x + 1; y < idx.length; y++) {
        const A = perRun[idx[x]];
        const B = perRun[idx[y]];
        const shared: string[] = [];
        let differs = 0;
        for (const [task, g] of A.gold) {
          if (!B.gold.has(task)) continue;
          if (g === null || B.gold.get(task) === null || g !== B.gold.get(task)) differs++;
          else shared.push(task);
        }
        if (shared.length === 0) continue;
        // a Map keeps the shared tasks' first-seen order for resampling, as compareRuns does (an object would list
        // integer-like task ids first)
        const trials = (m: Map<string, number[]>) => new Map(shared.map((t) => [t, m.get(t) ?? []] as const));
        const reward = pairedClusterBootstrap(trials(A.rewards), trials(B.rewards), options);
        const { success } = pairedSuccess(trials(A.rewards), trials(B.rewards), options.level ?? 0.95);
        const T = reward.difference.tasks;
        const se = reward.difference.se;
        out.push({
          domain, a: data.runs[idx[x]].label, b: data.runs[idx[y]].label, sharedTasks: shared.length, goldDiffers: differs, reward,
          mdd: se === null || T < 1 ? null : minimumDetectableDifference(se * se * T, T),
          success,
          resolved: resolvedStatement(success, reward),
        });
      }
    }
  }
  return out;
}

function counted(c: AtlasConversation): boolean {
  return c.terminationReason !== "infrastructure_error" && c.reward !== null && Number.isFinite(c.reward);
}

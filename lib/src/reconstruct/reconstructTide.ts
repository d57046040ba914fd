/*
 * Deterministic reconstruction of per-step TIDE logs (JSONL, one line per task) consistent with the published
 * aggregates of arXiv:2602.02196v2: Table 1 (SR = P_{t_max}, AUV), Table 2 (loop ratio LR, pooled) and Table 6
 * (memory index MI = AUV_with − AUV_without). These are NOT the paper's logs (it released none): they are one
 * set of logs among many that reproduce the printed numbers at their printed precision.
 *
 * What is constrained, per model × environment (N tasks, horizon H = t_max, run limit max_steps):
 * - the number S of tasks solved within H (SR = S/N);
 * - Σ s over those tasks (AUV = Σ (H − s + 0.5) / (N·H) depends on nothing else);
 * - the number of loop steps L over all trajectories (LR = L / Σ steps), loops being immediately repeated cycles
 *   of identical observations and actions (TIDE Algorithm 1);
 * - for the memory-free run, its AUV (so that AUV_with − AUV_without rounds to MI).
 * Everything else (which tasks, the exact step of each success, the late successes after H, where loops sit,
 * the memory-free SR and loops) is drawn from a seeded PRNG and smooth distributions, then adjusted minimally.
 *
 * Observations are compact strings: `s<t>` for an ordinary state at step t (the step counter keeps them unique,
 * so no unintended cycle can form), `c<b>.<q>` for the q-th state of loop block b (repeated verbatim);
 * actions `a<t>` and `l<b>.<q>` likewise.
 */
import { type TidePublished, tideRunPath } from "../reproduce/tidePublished";
import { tideRunJsonl } from "./tideJsonl";
import { type TideRunPlan, tidePlanRun } from "./tidePlan";
import { tideWithoutMemoryTargets, tideRunTargets } from "./tideTargets";

/** One generated file: relative path under data/reconstructed/tide and its text. */
export interface TideGeneratedFile {
  /** Relative path under the TIDE log directory. */
  path: string;
  /** The JSONL text. */
  text: string;
  /** The plan it realises. */
  plan: TideRunPlan;
}

/**
 * Generate the with-memory and memory-free runs of one model × environment (byte-deterministic).
 * With memory: S from SR, then the first step sum matching AUV for which a loop count matching LR exists.
 * Without memory: its AUV from MI; its loop target is the printed LR, met approximately (not published).
 *
 * @param pub the published figures
 * @param environment the environment id
 * @param model the model
 * @returns the two files (with memory, without)
 * @throws {RangeError} when the environment is unknown or no plan meets the published figures together
 *
 * @example
 * const [withMemory, withoutMemory] = reconstructTideRuns(loadPublishedTide(), "BlocksWorld", "DeepSeek-V3.2");
 * withMemory.path; // "BlocksWorld/DeepSeek-V3.2.jsonl"
 */
export function reconstructTideRuns(pub: TidePublished, environment: string, model: string): TideGeneratedFile[] {
  const spec = pub.environments.find((e) => e.id === environment);
  if (!spec) throw new RangeError(`reconstructTideRuns: environment must be one of ${pub.environments.map((e) => e.id).join(", ")}, got ${JSON.stringify(environment)} (an unknown environment)`);
  const t = tideRunTargets(pub, spec, model);
  for (const stepSum of t.stepSums) {
    const withPlan = tidePlanRun(spec, model, true, t.solved, stepSum, t.lr);
    if (withPlan === null) continue;
    const wo = tideWithoutMemoryTargets(withPlan.auv, t.mi, t.auvToSr, spec.tasks, spec.tMax);
    if (wo === null) continue;
    const withoutPlan = tidePlanRun(spec, model, false, wo.solved, wo.stepSum, t.lr, false) as TideRunPlan;
    return [
      { path: tideRunPath(environment, model, true), text: tideRunJsonl(withPlan), plan: withPlan },
      { path: tideRunPath(environment, model, false), text: tideRunJsonl(withoutPlan), plan: withoutPlan },
    ];
  }
  throw new RangeError(`reconstructTideRuns: the published SR, AUV, LR and MI of ${environment} ${model} must be reachable together, got none of ${t.stepSums.length} step sums`);
}

/**
 * Every file of the reconstruction (17 models × 5 environments × {memory, no memory}), in a fixed order.
 *
 * @param pub the published figures
 * @returns a generator of the files
 * @throws {RangeError} as {@link reconstructTideRuns}
 */
export function* reconstructTideAll(pub: TidePublished): Generator<TideGeneratedFile> {
  for (const env of pub.environments) for (const m of pub.models) for (const f of reconstructTideRuns(pub, env.id, m.name)) yield f;
}

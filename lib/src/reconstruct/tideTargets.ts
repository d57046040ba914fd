/*
 * The published aggregates one reconstructed TIDE run must reproduce: Table 1 (SR, AUV), Table 2 (loop ratio) and,
 * for the memory-free run, the AUV that makes Table 6's memory index print as published.
 */
import { matchesAtPrecision } from "../stats/published";
import { type TideEnvironmentSpec, type TidePublished, tideFigure } from "../reproduce/tidePublished";
import { tideStepSumFor, tideStepSumCandidates, tideCountForPercent } from "./tideCounts";

/** Targets of the with-memory and memory-free runs of one model × environment, derived from the published figures. */
export interface TideRunTargets {
  /** The environment. */
  environment: string;
  /** The model. */
  model: string;
  /** Tasks solved within t_max (Table 1 SR × N). */
  solved: number;
  /** Step sums Σ s matching Table 1's AUV, best first. */
  stepSums: number[];
  /** The printed LR. */
  lr: { value: number; decimals: number };
  /** The printed MI. */
  mi: { value: number; decimals: number };
  /** AUV / SR of the published row (used to give the memory-free run a similar curve shape). */
  auvToSr: number;
}

/**
 * The targets for one model × environment from Tables 1, 2 and 6 (see {@link reconstructTideRuns}).
 *
 * @param pub the published figures
 * @param spec the environment
 * @param model the model
 * @returns S, the matching step sums, LR, MI and the AUV/SR ratio
 * @throws {RangeError} when a figure is missing or the printed SR or AUV is unreachable with N tasks
 * @example
 * const pub = loadPublishedTide();
 * tideRunTargets(pub, pub.environments[0], "DeepSeek-V3.2").stepSums; // [587, 588]
 */
export function tideRunTargets(pub: TidePublished, spec: TideEnvironmentSpec, model: string): TideRunTargets {
  const N = spec.tasks;
  const sr = tideFigure(pub, `table1.${spec.id}.${model}.SR`);
  const au = tideFigure(pub, `table1.${spec.id}.${model}.AUV`);
  const mi = tideFigure(pub, `table6.${spec.id}.${model}.MI`);
  const lr = tideFigure(pub, `table2.${spec.id}.${model}.LR`);
  const solved = tideCountForPercent(sr.value, sr.decimals, N);
  if (solved === null) throw new RangeError(`tideRunTargets: the published SR must be reachable as k/${N}, got ${sr.value}`);
  const stepSums = tideStepSumCandidates(au, solved, N, spec.tMax);
  if (stepSums.length === 0) throw new RangeError(`tideRunTargets: the published AUV of ${spec.id} ${model} must be reachable with ${solved} solved tasks, got ${au.value}`);
  return {
    environment: spec.id,
    model,
    solved,
    stepSums,
    lr: { value: lr.value, decimals: lr.decimals },
    mi: { value: mi.value, decimals: mi.decimals },
    auvToSr: sr.value > 0 ? au.value / sr.value : 0.6,
  };
}

/**
 * A memory-free (S', Σs') such that AUV_with − AUV_without rounds to the printed MI. S' is free (the paper prints
 * no memory-free SR); it is chosen so that the memory-free AUV/SR ratio is close to the with-memory one.
 *
 * @param auvWith the with-memory AUV (fraction)
 * @param mi the printed MI (percent) and its decimals
 * @param auvToSr the with-memory AUV/SR ratio
 * @param tasks N
 * @param tMax H
 * @returns S', Σs' and the memory-free AUV, or null when no pair matches
 * @example
 * tideWithoutMemoryTargets(0.711, { value: 2.5, decimals: 1 }, 0.73, 100, 20); // { solved: 94, stepSum: 555, auv: 0.686 }
 */
export function tideWithoutMemoryTargets(
  auvWith: number,
  mi: { value: number; decimals: number },
  auvToSr: number,
  tasks: number,
  tMax: number,
): { solved: number; stepSum: number; auv: number } | null {
  const want = auvWith - mi.value / 100;
  const ideal = Math.min(tasks, Math.max(0, Math.round((Math.max(0, want) / Math.max(auvToSr, 0.05)) * tasks)));
  for (let d = 0; d <= tasks; d++) {
    for (const s of d === 0 ? [ideal] : [ideal - d, ideal + d]) {
      if (s < 0 || s > tasks) continue;
      const r = tideStepSumFor(Math.max(0, want), s, tasks, tMax);
      if (matchesAtPrecision(mi, auvWith - r.auv, 100)) return { solved: s, stepSum: r.stepSum, auv: r.auv };
    }
  }
  return null;
}

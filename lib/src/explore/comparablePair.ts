/**
 * Which two runs of an export to compare: the pair that shares the most tasks.
 */
import type { Run } from "../io/model";
import { sharedTasks } from "../compare/sharedTasks";

/** Result of {@link comparablePair}: the indexes of runs A and B, or nulls with the reason. */
export interface ComparablePair {
  /** Index of run A in the list given, or null. */
  a: number | null;
  /** Index of run B, or null. */
  b: number | null;
  /** Their domain, or null. */
  domain: string | null;
  /** Tasks both runs have, with equal gold actions (`sharedTasks`): what `compareRuns` will pair. */
  sharedTasks: number;
  /** Why there is no pair, else null. */
  reason: string | null;
}

/**
 * The two runs of the same domain that share the most tasks with equal gold actions (`sharedTasks`: a task id
 * alone is not enough — τ-bench v1 and τ² number their airline tasks alike, and τ² versions embed different tasks
 * under one id) — the pair `compareRuns` can say most about. Ties go to the pair that comes first (A before B in
 * the list).
 *
 * Edges: fewer than two runs → nulls, reason "fewer than two runs"; no two runs of one domain sharing a task →
 * nulls, reason "no two runs of the same domain share a task with equal gold actions".
 *
 * @param runs the loaded runs
 * @returns the pair, or nulls with the reason
 * @example
 * const run = loadRun("data/examples/tau2_retail_examples.json");
 * comparablePair([run]).reason; // "fewer than two runs"
 * comparablePair([run, run]);   // { a: 0, b: 1, domain: "retail", sharedTasks: 6, reason: null }
 */
export function comparablePair(runs: readonly Run[]): ComparablePair {
  const none = (reason: string): ComparablePair => ({ a: null, b: null, domain: null, sharedTasks: 0, reason });
  if (runs.length < 2) return none("fewer than two runs");
  let best: ComparablePair | null = null;
  for (let i = 0; i < runs.length; i++) {
    for (let j = i + 1; j < runs.length; j++) {
      if (runs[i].domain === null || runs[i].domain !== runs[j].domain) continue;
      const shared = sharedTasks(runs[i], runs[j]).tasks.length;
      if (shared > 0 && (best === null || shared > best.sharedTasks)) best = { a: i, b: j, domain: runs[i].domain, sharedTasks: shared, reason: null };
    }
  }
  return best ?? none("no two runs of the same domain share a task with equal gold actions");
}

/** The counts a measurement plan multiplies (see {@link plannedProbeCount}). */
export interface ProbePlan {
  /** Selected models (model routes). */
  models: number;
  /** WatchSet.repetitions. */
  repetitions: number;
  /** Objects with a domain and a confirmed identity that get a D probe. */
  domainObjects: number;
  /** Keywords eligible for neutral K probes (neutralEligible). */
  eligibleKeywords: number;
}

/**
 * How many probes does a measurement plan call for?
 *
 * Formula: models × repetitions × (domainObjects + eligibleKeywords). One K answer serves every object judged in
 * it, so competitors add no K probes.
 * Unit: probes. Edges: any factor 0 → 0.
 * Source: docs/definitions/probes.md#planned-vs-recorded.
 *
 * @param plan the four counts (non-negative integers)
 * @returns the number of probes
 * @throws {RangeError} when a count is not a non-negative integer
 * @example
 * plannedProbeCount({ models: 3, repetitions: 1, domainObjects: 1, eligibleKeywords: 2 }); // 9
 */
export function plannedProbeCount(plan: ProbePlan): number {
  for (const k of ["models", "repetitions", "domainObjects", "eligibleKeywords"] as const) {
    const v = plan[k];
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`plannedProbeCount: plan.${k} must be a non-negative integer, got ${JSON.stringify(v) ?? String(v)}`);
  }
  return plan.models * plan.repetitions * (plan.domainObjects + plan.eligibleKeywords);
}

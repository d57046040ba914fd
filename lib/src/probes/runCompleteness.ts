import type { ProbeResults } from "./model";

/** The result of {@link runCompleteness}. */
export interface RunCompleteness {
  /** The run's plannedProbeCount, or null when the file does not record it. */
  plannedProbeCount: number | null;
  /** Probe records in the file (loaded + rejected). */
  recorded: number;
  /** Loaded probes without any attempt (planned, never executed). */
  unattempted: number;
  /** plannedProbeCount − recorded, or null when the planned count is unknown. */
  missing: number | null;
  /** True when every planned probe is recorded and attempted; null when the planned count is unknown. */
  complete: boolean | null;
  /** Why `complete` is null or false, in words; null when complete. */
  reason: string | null;
}

/**
 * Is every planned probe of the run in the file? A metric's `planned` counts the probes READ, not the run's
 * plannedProbeCount: statistics built while a run is still writing probes are silently incomplete. Build public
 * figures only once this says complete.
 *
 * Formula: recorded = probes + rejected records; missing = plannedProbeCount − recorded; complete = missing ≤ 0 and
 * no probe is unattempted.
 * Edges: no plannedProbeCount in the file → complete null, with the reason.
 * Source: docs/definitions/probes.md#planned-vs-recorded.
 *
 * @param results a loaded probe-results file
 * @returns the counts and the verdict
 * @example
 * runCompleteness(loadProbeResults("data/probe-examples/worked-example.json")).complete;  // true
 * runCompleteness(loadProbeResults("data/probe-examples/unfinished-run.json")).missing;   // 2
 */
export function runCompleteness(results: ProbeResults): RunCompleteness {
  const planned = results.run.plannedProbeCount;
  const recorded = results.probes.length + results.rejected.length;
  const unattempted = results.probes.filter((p) => p.malformed === null && p.attempts.length === 0).length;
  if (planned === null) {
    return { plannedProbeCount: null, recorded, unattempted, missing: null, complete: null, reason: "the run does not record plannedProbeCount" };
  }
  const missing = planned - recorded;
  const problems: string[] = [];
  if (missing > 0) problems.push(`${missing} of ${planned} planned probes not in the file`);
  if (missing < 0) problems.push(`${-missing} more probes recorded than the ${planned} planned`);
  if (unattempted > 0) problems.push(`${unattempted} probe(s) never attempted`);
  const complete = missing <= 0 && unattempted === 0;
  return { plannedProbeCount: planned, recorded, unattempted, missing, complete, reason: problems.length ? problems.join("; ") : null };
}

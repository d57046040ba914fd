import type { ProbeAttempt, ProbeRun } from "./model";

/**
 * The attempt a probe's sample reads: the probe's first attempt (`firstAttemptId`). Retries are further attempts
 * of the same probe, never further samples.
 *
 * Edges: a probe never attempted (no `firstAttemptId`) → null.
 * Source: docs/definitions/probes.md#first-attempt-policy.
 *
 * @param probe a probe of a loaded file
 * @returns the first attempt, or null
 * @example
 * const results = loadProbeResults("data/probe-examples/worked-example.json");
 * results.probes[13].probeRunId;              // "k-web-crm-2"
 * firstAttempt(results.probes[13]).status;    // "truncated"
 */
export function firstAttempt(probe: ProbeRun): ProbeAttempt | null {
  if (probe.firstAttemptId === null) return null;
  return probe.attempts.find((a) => a.attemptId === probe.firstAttemptId) ?? null;
}

import { sha256Of } from "./canonicalJson";
import type { ProbeResults } from "./model";

/** The version of the probe formulas; part of every content snapshot id. */
export const PROBE_FORMULA_VERSION = "trajlab-probes/1";

/** The two snapshot ids of a probe-results file. */
export interface ProbeSnapshot {
  /**
   * `sha256:<hex>` of the canonical JSON of everything the metrics read: the run header, every probe with its
   * attempts (status, answer, versions, search), results, mentions, citations, the rejected records' errors, and
   * {@link PROBE_FORMULA_VERSION}. Any change of a result changes it.
   */
  contentId: string;
  /**
   * `sha256:<hex>` of the run id, the probe ids and the first-attempt ids only: the id the source tool uses.
   * It does NOT change when a retry rewrites a result — shown to compare, never to use as a cache key.
   */
  idsOnlyId: string;
  formulaVersion: string;
}

/**
 * Snapshot ids of a probe-results file: one over the content (use it), one over the ids only (the source tool's,
 * to show what it misses).
 *
 * Formula: contentId = sha256(canonicalJSON({ formulaVersion, run, probes, rejected })); idsOnlyId =
 * sha256(canonicalJSON({ runId, probes: [[probeRunId, firstAttemptId], …] })). Canonical JSON sorts object keys,
 * so the ids do not depend on key order; file order of probes is kept (it is the samples' order).
 * Edges: the file name is not part of either id (a copy has the same ids).
 * Source: docs/definitions/probes.md#snapshot-id.
 *
 * @param results a loaded probe-results file
 * @returns the two ids
 * @example
 * const before = loadProbeResults("data/probe-examples/retry-before.json");
 * const after = loadProbeResults("data/probe-examples/retry-after.json");
 * probeSnapshot(before).idsOnlyId === probeSnapshot(after).idsOnlyId;  // true
 * probeSnapshot(before).contentId === probeSnapshot(after).contentId;  // false
 */
export function probeSnapshot(results: ProbeResults): ProbeSnapshot {
  const probes = results.probes.map((p) => ({
    ...p,
    malformed: p.malformed === null ? null : { path: p.malformed.path, kind: p.malformed.error.kind, detail: p.malformed.error.detail },
  }));
  const rejected = results.rejected.map((r) => ({ path: r.path, probeRunId: r.probeRunId, kind: r.error.kind, detail: r.error.detail }));
  const contentId = sha256Of({ formulaVersion: PROBE_FORMULA_VERSION, run: results.run, probes, rejected });
  const idsOnlyId = sha256Of({ runId: results.run.runId, probes: results.probes.map((p) => [p.probeRunId, p.firstAttemptId]) });
  return { contentId, idsOnlyId, formulaVersion: PROBE_FORMULA_VERSION };
}

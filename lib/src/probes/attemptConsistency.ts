import { indexPath, keyPath } from "../io/paths";
import { firstAttempt } from "./firstAttempt";
import type { ProbeResults } from "./model";

/** What a flag says about a probe. */
export type AttemptFlagKind =
  /** The stored DomainProbeResult/KeywordProbeResult names another attempt than the sample's (first) attempt. */
  | "result_from_other_attempt"
  /** A provider citation names another attempt than the sample's attempt. */
  | "citation_from_other_attempt"
  /** The probe requested provider_native search, but its first attempt does not confirm a search was used. */
  | "search_not_confirmed";

/** One probe flagged for review. */
export interface AttemptFlag {
  probeRunId: string;
  kind: AttemptFlagKind;
  /** The sample's attempt (the probe's first attempt). */
  sampleAttemptId: string | null;
  /** The attempt the result or citation came from (null for search_not_confirmed). */
  otherAttemptId: string | null;
  /** JSON path of the flagged value in the file. */
  path: string;
}

/** The result of {@link attemptConsistency}. */
export interface AttemptConsistency {
  /** Probes checked (every loaded probe, malformed ones included: they have nothing to flag). */
  checked: number;
  flags: AttemptFlag[];
  /** Distinct probes with at least one flag. */
  flaggedProbes: number;
  /** True when nothing was flagged. */
  consistent: boolean;
}

/**
 * Which samples read evidence from a different attempt than their own? (the first-attempt check)
 *
 * A sample reads its probe's first attempt, but the source stores ONE result and one set of citations per probe,
 * each naming the attempt it came from: after a failed first attempt and a successful retry, the sample's
 * attemptId can point at the failure while its result or citations come from the retry. This lists every such
 * probe (`result_from_other_attempt`, `citation_from_other_attempt`), and every probe with a result that requested
 * provider_native search whose first attempt does not report `search.used = true` (`search_not_confirmed`: the
 * citation metric's eligibility reads the requested mode only).
 * Flagged samples are to be reviewed, keeping the original records, never replaced by the more favourable attempt;
 * the metrics' default `first-attempt` policy excludes the first two kinds.
 * Edges: no probes → checked 0, consistent. Source: docs/definitions/probes.md#first-attempt-policy.
 *
 * @param results a loaded probe-results file
 * @returns the flags, in file order
 * @example
 * const results = loadProbeResults("data/probe-examples/worked-example.json");
 * attemptConsistency(results).flags.map((f) => f.kind); // ["result_from_other_attempt", "citation_from_other_attempt", "search_not_confirmed"]
 */
export function attemptConsistency(results: ProbeResults): AttemptConsistency {
  const flags: AttemptFlag[] = [];
  for (const probe of results.probes) {
    const sampleAttemptId = probe.firstAttemptId;
    const result = probe.domainResult ?? probe.keywordResult;
    if (result !== null && result.attemptId !== sampleAttemptId) {
      const field = probe.domainResult ? "domainResult" : "keywordResult";
      flags.push({ probeRunId: probe.probeRunId, kind: "result_from_other_attempt", sampleAttemptId, otherAttemptId: result.attemptId, path: keyPath(keyPath(probe.path, field), "attemptId") });
    }
    probe.providerCitations.forEach((c, i) => {
      if (c.attemptId !== sampleAttemptId) {
        const path = keyPath(indexPath(keyPath(probe.path, "providerCitations"), i), "attemptId");
        flags.push({ probeRunId: probe.probeRunId, kind: "citation_from_other_attempt", sampleAttemptId, otherAttemptId: c.attemptId, path });
      }
    });
    if (probe.webSearchMode === "provider_native" && result !== null) {
      const first = firstAttempt(probe);
      if (first !== null && first.search?.used !== true) {
        const index = probe.attempts.indexOf(first);
        flags.push({ probeRunId: probe.probeRunId, kind: "search_not_confirmed", sampleAttemptId, otherAttemptId: null, path: keyPath(indexPath(keyPath(probe.path, "attempts"), index), "search") });
      }
    }
  }
  const flaggedProbes = new Set(flags.map((f) => f.probeRunId)).size;
  return { checked: results.probes.length, flags, flaggedProbes, consistent: flags.length === 0 };
}

/**
 * The measured distribution of writes per conversation on public τ² runs: the "realistic" target of the
 * reconstruction's solver objective, stored in data/reconstructed/tau2.writes-per-conversation.json so that
 * regenerating does not need the public runs.
 */
import * as path from "path";
import { writesPerConversation } from "../consistency/writesPerConversation";
import { analyzeDrift } from "../drift/analyzeDrift";
import { loadRuns } from "../io/load";

/** The measured distribution of writes per conversation, as stored in data/reconstructed/tau2.writes-per-conversation.json. */
export interface WritesDistributionFile {
  /** What the document is. */
  description: string;
  /** How it was measured. */
  method: string;
  /** The runs measured, with their conversations with writes. */
  measuredOn: { file: string; conversationsWithWrites: number }[];
  /** The runs left out, with the reason. */
  excludedRuns: { file: string; reason: string }[];
  /** counts[n−1] = conversations with n writes, pooled. */
  counts: number[];
  /** counts / Σ counts, rounded to 6 decimals. */
  shares: number[];
}

/**
 * How many writes do real conversations have? Measures writes per conversation on the τ² runs of `dir` (retail and
 * airline by default): every run that loads is analysed with `analyzeDrift` (write tools: action checks if typed,
 * else the registry); runs of other domains or with suspect data quality are listed in `excludedRuns` with the
 * reason; load errors too. (On the public gpt-4.1 retail + airline runs: counts [30, 11, 6, 3, 1].)
 *
 * @param dir a directory of τ² results files
 * @param domains the domains to measure (default retail and airline)
 * @returns the document stored in data/reconstructed/tau2.writes-per-conversation.json
 * @example
 * measureWritesDistribution("data/examples").counts; // [1, 3, 0, 0, 1]
 */
export function measureWritesDistribution(dir: string, domains: readonly string[] = ["retail", "airline"]): WritesDistributionFile {
  const { runs, errors } = loadRuns([dir]);
  const excludedRuns = errors.map((e) => ({ file: path.basename(e.file), reason: `not loaded: ${e.detail}` }));
  const measuredOn: WritesDistributionFile["measuredOn"] = [];
  const rows: { excluded: string | null; writeCount: number }[] = [];
  for (const run of [...runs].sort((a, b) => (a.source < b.source ? -1 : 1))) {
    const file = path.basename(run.source);
    if (!run.domain || !domains.includes(run.domain)) {
      excludedRuns.push({ file, reason: `domain ${run.domain ?? "(none)"} is not among ${domains.join(", ")}` });
      continue;
    }
    const report = analyzeDrift(run);
    if (report.dataQuality.suspect) {
      excludedRuns.push({ file, reason: `suspect data quality (${report.dataQuality.flagged} of ${report.dataQuality.conversations} conversations flagged)` });
      continue;
    }
    const m = writesPerConversation(report.conversations);
    measuredOn.push({ file, conversationsWithWrites: m.conversations });
    rows.push(...report.conversations);
  }
  const m = writesPerConversation(rows);
  return {
    description: "Writes per conversation (N ≥ 1) on public τ²-bench runs: the realistic target of the reconstruction's objective.",
    method: "loadRun + analyzeDrift (write tools from typed action checks, else the τ² registry); conversations included in the drift aggregates; counts[n-1] = conversations with n writes",
    measuredOn,
    excludedRuns,
    counts: m.counts,
    shares: m.shares.map((s) => Math.round(s * 1e6) / 1e6),
  };
}

/**
 * The stored text of a writes distribution (2-space JSON and a final newline).
 *
 * @param d the distribution
 * @returns the file text
 * @example
 * writesDistributionText({ description: "", method: "", measuredOn: [], excludedRuns: [], counts: [], shares: [] }).endsWith("}\n"); // true
 */
export function writesDistributionText(d: WritesDistributionFile): string {
  return JSON.stringify(d, null, 2) + "\n";
}

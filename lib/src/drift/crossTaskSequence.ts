import { ExclusionTally, measurement, type MeasurementPoint } from "../stats/measurement";
import type { DriftReport } from "./analyzeDrift";

/** One conversation of a run, in run order, for the cross-task sequence view (docs/definitions/goal-drift.md#where-each-figure-is-used). */
export interface CrossTaskPoint {
  /** 1-based position among the conversations with writes, in file order. */
  position: number;
  conversationId: string;
  rewardGroup: string;
  /** GD^track at the conversation's last write. */
  trackFinal: number;
  /** Mean GD^track over the conversation's write moments. */
  trackMean: number;
  /** GD^stock pooled over conversations 1..position: Σ drift writes / Σ writes so far. */
  cumulativeStock: MeasurementPoint;
}

/**
 * The cross-task sequence of a run: conversations with writes in run order, each with its final and mean
 * GD^track and the cumulative pooled GD^stock up to it (Σ_{i≤p} M_i / Σ_{i≤p} N_i; the last point equals the
 * run's stock figure). Excluded conversations are skipped and counted in each point's exclusions so far.
 * Edges: no conversation with writes → [].
 *
 * @example
 * // rows with sequences [1, 0] then [0]: points (trackFinal 1/2, cumulative 1/2), (trackFinal 1, cumulative 2/3)
 */
export function crossTaskSequence(report: Pick<DriftReport, "conversations">): CrossTaskPoint[] {
  const out: CrossTaskPoint[] = [];
  let m = 0;
  let n = 0;
  const excluded = new ExclusionTally(false);
  for (const row of report.conversations) {
    if (row.excluded !== null || row.gdTrackFinal === null || row.gdTrackMean === null) {
      excluded.add(row.excluded ?? "no drift values");
      continue;
    }
    m += row.driftCount ?? 0;
    n += row.writeCount;
    out.push({
      position: out.length + 1,
      conversationId: row.conversationId,
      rewardGroup: row.rewardGroup,
      trackFinal: row.gdTrackFinal,
      trackMean: row.gdTrackMean,
      cumulativeStock: measurement(m, n, excluded.list()),
    });
  }
  return out;
}

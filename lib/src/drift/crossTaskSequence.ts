import { ExclusionTally } from "../stats/exclusions";
import { measurement, type MeasurementPoint } from "../stats/measurement";
import type { DriftReport } from "./analyzeDrift";

/** One conversation of a run, in run order, for the cross-task sequence view (docs/definitions/goal-drift.md#where-each-figure-is-used). */
export interface CrossTaskPoint {
  /** 1-based position among the conversations with writes, in file order. */
  position: number;
  /** The conversation. */
  conversationId: string;
  /** Its reward group. */
  rewardGroup: string;
  /** GD^track at the conversation's last write. */
  trackFinal: number;
  /** Mean GD^track over the conversation's write moments. */
  trackMean: number;
  /** GD^stock pooled over conversations 1..position: Σ drift writes / Σ writes so far. */
  cumulativeStock: MeasurementPoint;
}

/**
 * How does drift move along a run, task after task? The cross-task sequence: conversations with writes in run
 * order, each with its final and mean GD^track and the cumulative pooled GD^stock up to it.
 *
 * Formula: cumulativeStock_p = Σ_{i≤p} M_i / Σ_{i≤p} N_i (the last point equals the run's stock figure). Excluded
 * conversations are skipped and counted in each point's exclusions so far; each point's samples are the
 * conversations so far (included = its position, planned = position + excluded so far).
 * Edges: no conversation with writes → [].
 * Source: docs/definitions/goal-drift.md#where-each-figure-is-used (cross-task sequence analysis).
 *
 * @param report a drift report (only its per-conversation rows are read)
 * @returns one point per conversation with writes, in run order
 * @example
 * const points = crossTaskSequence(analyzeDrift(loadRun("data/examples/tau2_retail_examples.json")));
 * points.map((p) => p.trackFinal);                  // [0, 1, 0, 0.5, 0]
 * points[points.length - 1].cumulativeStock.value;  // 0.333
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
      cumulativeStock: measurement(m, n, excluded.list(), { included: out.length + 1 }),
    });
  }
  return out;
}

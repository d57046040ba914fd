/**
 * The first-deviation agreement split by the kind of the detector's top candidate: which rules a reader can trust and
 * which are only a shortlist (docs/definitions/diagnostics.md#validation).
 */
import type { ProportionEstimate } from "../stats/proportionEstimate";
import { proportionEstimate } from "../stats/proportionEstimate";
import type { DetectorEvaluation } from "./labelAgreement";

/** One kind of top candidate and how often the readers agree with it. */
export interface KindAgreement {
  /** The top candidate's kind ("proposal", "refusal", …), or "unknown" for a failure with no candidate. */
  kind: string;
  /** Failures whose top candidate is of this kind. */
  failures: number;
  /** Of those, the top candidate's message equals a reader's pick. */
  topEqualsPick: ProportionEstimate;
  /** Of those, it lies in the readers' accepted set. */
  topInAccepted: ProportionEstimate;
}

/**
 * How often is a top candidate of each kind the message a reader picked? Per kind of the top candidate, over the
 * failures of an evaluation: x/n where n = failures whose top has that kind and x = those whose top equals a reader's
 * pick (and, in a second estimate, lies in the readers' accepted set), each with its Wilson interval.
 *
 * Unit: proportions in [0, 1]. Edges: no failure → []; a failure with no candidate counts under "unknown" (its top
 * never equals a pick). Rows are ordered by failures, most first, then by kind.
 * Source: docs/definitions/diagnostics.md#validation.
 *
 * @param evaluation an evaluation of the detectors ({@link evaluateDetectors}), over one split
 * @param level the intervals' confidence level (default 0.95)
 * @returns one row per kind
 * @example
 * const rows = [{ failed: true, topKind: "refusal", top: 4, picks: [4, 6], accepted: [4, 6] }];
 * agreementByKind({ rows } as any).map((r) => [r.kind, r.topEqualsPick.value]); // [["refusal", 1]]
 */
export function agreementByKind(evaluation: Pick<DetectorEvaluation, "rows">, level = 0.95): KindAgreement[] {
  const tally = new Map<string, { n: number; equals: number; inSet: number }>();
  for (const r of evaluation.rows) {
    if (!r.failed) continue;
    const kind = r.topKind ?? "unknown";
    const t = tally.get(kind) ?? { n: 0, equals: 0, inSet: 0 };
    t.n++;
    if (r.top !== null && r.picks.includes(r.top)) t.equals++;
    if (r.top !== null && r.accepted.includes(r.top)) t.inSet++;
    tally.set(kind, t);
  }
  return [...tally]
    .sort(([a, x], [b, y]) => y.n - x.n || a.localeCompare(b))
    .map(([kind, t]) => ({ kind, failures: t.n, topEqualsPick: proportionEstimate(t.equals, t.n, level), topInAccepted: proportionEstimate(t.inSet, t.n, level) }));
}

/** agreementByKind: the first-deviation agreement per kind of the top candidate, on hand-made evaluation rows. */
import { describe, expect, test } from "vitest";
import { agreementByKind } from "../../lib/src/diagnostics/agreementByKind";
import type { DetectorEvaluation } from "../../lib/src/diagnostics/labelAgreement";

type Row = DetectorEvaluation["rows"][number];
const row = (topKind: string | null, top: number | null, picks: number[], accepted: number[], failed = true): Row => ({
  file: "f.json", conversation: `c${Math.random()}`, split: "held-out", failed, picks, accepted, top, topKind, readerLayers: [], layer: "none",
});

describe("agreementByKind", () => {
  test("per kind: x/n with x the failures whose top equals a reader's pick (and, apart, lies in the accepted set)", () => {
    const rows = [row("proposal", 4, [4, 4], [4, 6]), row("proposal", 6, [4, 4], [4, 6]), row("proposal", 9, [4, 5], [4, 5]), row("refusal", 2, [2, 3], [2, 3])];
    const byKind = agreementByKind({ rows });
    expect(byKind.map((k) => [k.kind, k.failures, k.topEqualsPick.numerator, k.topInAccepted.numerator])).toEqual([
      ["proposal", 3, 1, 2],
      ["refusal", 1, 1, 1],
    ]);
    expect(byKind[0].topEqualsPick.value).toBeCloseTo(1 / 3, 12);
    expect(byKind[0].topEqualsPick.interval).not.toBeNull();
  });

  test("successes are not counted; a failure without a candidate counts under 'unknown' and never agrees", () => {
    const byKind = agreementByKind({ rows: [row(null, null, [], [], false), row(null, null, [3, 3], [3])] });
    expect(byKind.map((k) => [k.kind, k.failures, k.topEqualsPick.numerator, k.topInAccepted.numerator])).toEqual([["unknown", 1, 0, 0]]);
  });

  test("edges: no failure → no row; ties in count are ordered by kind", () => {
    expect(agreementByKind({ rows: [] })).toEqual([]);
    expect(agreementByKind({ rows: [row("transfer", 1, [1], [1]), row("loop", 2, [2], [2])] }).map((k) => k.kind)).toEqual(["loop", "transfer"]);
  });
});

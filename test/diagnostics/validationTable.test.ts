/** validationTable: the detector's agreement beside the readers', per split, on hand-made labels. */
import { describe, expect, test } from "vitest";
import { validationTable } from "../../lib/src/diagnostics/validationTable";
import type { ConversationDiagnosis } from "../../lib/src/diagnostics/diagnose";
import type { DiagnosticLabel, LabelLayer } from "../../lib/src/diagnostics/labels";

const verdict = (fd: number | null, accepted: number[], layer: LabelLayer) => ({
  firstDeviation: fd, accepted, deviationActor: null, deviationKind: null, layer, subLayer: null, loop: false, repeats: false, recovery: null, taskFlawed: "no" as const, rationale: "", confidence: null,
});
const label = (id: string, split: "development" | "held-out", reward: number, a: ReturnType<typeof verdict>, b: ReturnType<typeof verdict>): DiagnosticLabel => ({
  file: "f.json", conversation: id, domain: "airline", agent: "m", reward, split,
  passes: [{ reader: "A", stageA: { firstProblem: null, expectSuccess: null }, stageB: a }, { reader: "B", stageA: { firstProblem: null, expectSuccess: null }, stageB: b }],
});
const diagnosis = (top: number | null) =>
  ({
    firstDeviation: top === null ? { status: "unknown", reason: "x", candidates: [], singledOut: false } : { status: "candidates", reason: null, candidates: [{ rank: 1, kind: "proposal", actor: "agent", event: "m", messageIndex: top, evidence: [], quote: null, note: "" }], singledOut: true },
    layers: { primary: top === null ? null : { layer: "agent decision", subLayer: null, rule: "", events: [] }, contributing: [], symptoms: [] },
    loop: { hasLoop: false },
    recovery: null,
  }) as unknown as ConversationDiagnosis;

const labels = [
  label("d1", "development", 0, verdict(4, [], "agent"), verdict(4, [], "agent")),
  label("d2", "development", 0, verdict(6, [8], "agent"), verdict(8, [], "user-simulator")),
  label("h1", "held-out", 0, verdict(3, [], "agent"), verdict(3, [], "agent")),
  label("h2", "held-out", 1, verdict(null, [], "none"), verdict(null, [], "none")),
  label("gone", "held-out", 0, verdict(3, [], "agent"), verdict(3, [], "agent")),
];
const found: Record<string, ConversationDiagnosis> = { d1: diagnosis(4), d2: diagnosis(8), h1: diagnosis(5), h2: diagnosis(null) };
const table = validationTable(labels, (l) => found[l.conversation] ?? `no conversation ${l.conversation}`);
const row = (split: string, start: string) => table.rows.find((r) => r.split === split && r.judgement.startsWith(start))!;

describe("validationTable", () => {
  test("one block of six rows per split present", () => {
    expect(table.splits.map((s) => [s.split, s.labels])).toEqual([["development", 2], ["held-out", 3]]);
    expect(table.rows.length).toBe(12);
  });
  test("detector and readers side by side: development top = pick 2/2, readers exact 1/2", () => {
    const r = row("development", "first deviation: top candidate =");
    expect([r.detector.numerator, r.detector.denominator, r.readers!.numerator, r.readers!.denominator]).toEqual([2, 2, 1, 2]);
  });
  test("held-out: the top misses the readers' pick; the success gets no candidate; the missing label is listed", () => {
    expect(row("held-out", "first deviation: top candidate =").detector.numerator).toBe(0);
    expect(row("held-out", "successes").detector.numerator).toBe(1);
    expect(table.splits[1].evaluation.missing.map((m) => m.conversation)).toEqual(["gone"]);
  });
  test("the readers' agreement is over the conversations the detector was evaluated on (the missing one left out)", () => {
    expect(row("held-out", "first deviation: top candidate =").readers!.denominator).toBe(1);
  });
  test("no labels: no rows", () => {
    expect(validationTable([], () => "none")).toEqual({ splits: [], rows: [] });
  });
});

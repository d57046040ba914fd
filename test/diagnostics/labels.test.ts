/** The labels file: two blind passes per conversation, each in two stages, parsed with errors at JSON paths. */
import * as path from "path";
import { describe, expect, test } from "vitest";
import { LABEL_LAYERS, TrajlabInputError, loadDiagnosticLabels, parseDiagnosticLabels } from "../../lib/src";

const LABELS = path.join(__dirname, "..", "..", "data", "labels", "diagnostics.json");
const pass = (over: Record<string, unknown> = {}) => ({
  reader: "A",
  stageA: { firstProblem: 3, expectSuccess: false },
  stageB: { firstDeviation: 3, accepted: [5], deviationActor: "agent", deviationKind: "proposal", layer: "agent", subLayer: "arguments", loop: false, repeats: false, recovery: null, taskFlawed: "no", rationale: "[3] proposes the wrong flight", confidence: "high", ...over },
});
const doc = (p: unknown[] = [pass(), { ...pass(), reader: "B" }]) => JSON.stringify({ conversations: [{ file: "tau2-public/x.json", conversation: "c1", domain: "airline", agent: "m", reward: 0, split: "development", passes: p }] });

describe("parseDiagnosticLabels", () => {
  test("a conversation with its passes, stage A and stage B", () => {
    const [l] = parseDiagnosticLabels("l.json", doc());
    expect([l.conversation, l.split, l.passes.map((p) => p.reader)]).toEqual(["c1", "development", ["A", "B"]]);
    expect(l.passes[0].stageA).toEqual({ firstProblem: 3, expectSuccess: false });
    expect(l.passes[0].stageB).toMatchObject({ firstDeviation: 3, accepted: [5], layer: "agent", loop: false, repeats: false, recovery: null, taskFlawed: "no" });
  });
  test("a malformed pass names the file and the JSON path", () => {
    expect(() => parseDiagnosticLabels("l.json", doc([pass({ layer: "the agent" })]))).toThrow(`l.json: conversations[0].passes[0].stageB.layer: expected one of ${LABEL_LAYERS.join(", ")}, got "the agent"`);
    expect(() => parseDiagnosticLabels("l.json", doc([pass({ firstDeviation: "x" })]))).toThrow(TrajlabInputError);
    expect(() => parseDiagnosticLabels("l.json", doc([]))).toThrow("l.json: conversations[0].passes: expected a non-empty array, got []");
    expect(() => parseDiagnosticLabels("l.json", "{}")).toThrow("l.json: conversations: expected an array, got undefined");
    expect(parseDiagnosticLabels("l.json", '{"conversations": []}')).toEqual([]);
  });
});

describe("the committed labels (data/labels/diagnostics.json)", () => {
  const labels = loadDiagnosticLabels(LABELS);
  test("every conversation has two passes (readers A and B), and ids are unique", () => {
    expect(labels.every((l) => l.passes.length === 2 && l.passes[0].reader === "A" && l.passes[1].reader === "B")).toBe(true);
    expect(new Set(labels.map((l) => `${l.file}|${l.conversation}`)).size).toBe(labels.length);
  });
  test("several domains and agents, failures and successes, a development split", () => {
    expect(new Set(labels.map((l) => l.domain)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(labels.map((l) => l.agent)).size).toBeGreaterThanOrEqual(8);
    expect(labels.some((l) => l.reward === 1) && labels.some((l) => l.reward === 0)).toBe(true);
    expect(labels.filter((l) => l.split === "development").length).toBeGreaterThanOrEqual(50);
  });
  test("every stage-B rationale of a deviation cites message indices, but one kept as its reader wrote it", () => {
    // labels are kept as written: one held-out-2 reader named its deviation (message 33) without a bracketed index
    const uncited = labels.flatMap((l) => l.passes.filter((p) => p.stageB.firstDeviation !== null && !/\[\d+/.test(p.stageB.rationale)).map((p) => `${l.conversation} ${p.reader}`));
    expect(uncited).toEqual(["03835ffb-0d5e-4e42-97fb-01dd98af175b B"]);
  });
});

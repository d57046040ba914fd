import { describe, expect, it } from "vitest";
import { analyzeDrift, analyzeDriftMany, DRIFT_EXCLUSION, WriteToolsUnavailableError } from "../../lib/src";
import { calls, check, conv, convWithSequence, gold, run } from "./builders";
import { DATA_DIR, loadRealRun, SKIP_MESSAGE, TAU2_KEYS } from "./realData";

describe("analyzeDrift on a hand-built run", () => {
  // write tool "w" given by the caller; conversations:
  //   a: 1,0,1 (reward 1)   b: 0,0 (reward 0)   c: no writes   d: gold null   e: infrastructure_error
  const r = run([
    convWithSequence([1, 0, 1], { id: "a", reward: 1, taskId: "t1" }),
    convWithSequence([0, 0], { id: "b", reward: 0, taskId: "t2" }),
    conv({ id: "c", toolCalls: calls(["read"]) }),
    conv({ id: "d", goldActions: null, toolCalls: calls(["w", { id: 1 }]) }),
    conv({ id: "e", terminationReason: "infrastructure_error", reward: 0, toolCalls: calls(["w", { id: 1 }]) }),
  ]);
  const report = analyzeDrift(r, { writes: ["w"] });

  it("reports where the write tools came from", () => {
    expect(report.writeTools).toMatchObject({ source: "caller", domain: "retail", tools: ["w"] });
    expect(report.settings).toEqual({ window: 3, writes: ["w"], nullCompareArgs: "call-keys", grouping: "domain" });
  });

  it("one row per conversation, in order, and exclusions by reason with ids", () => {
    expect(report.conversations.map((c) => c.conversationId)).toEqual(["a", "b", "c", "d", "e"]);
    expect(report.exclusions).toEqual([
      { reason: DRIFT_EXCLUSION.noWrites, count: 1, ids: ["c"] },
      { reason: DRIFT_EXCLUSION.noGoldActions, count: 1, ids: ["d"] },
      { reason: DRIFT_EXCLUSION.infrastructureError, count: 1, ids: ["e"] },
    ]);
  });

  it("tables: pooled stock (1 + 2)/(3 + 2) = 3/5; reward split; group = domain", () => {
    expect(report.groups.map((g) => g.group)).toEqual(["retail"]);
    expect(report.overall.group).toBe("all");
    expect(report.overall.all.stockPooled).toMatchObject({ numerator: 3, denominator: 5, value: 0.6 });
    expect(report.groups[0].all.stockPooled).toEqual(report.overall.all.stockPooled);
    expect(report.overall.byReward["reward=1"].stockPooled).toMatchObject({ numerator: 1, denominator: 3 });
    expect(report.overall.byReward["reward=0"].stockPooled).toMatchObject({ numerator: 2, denominator: 2, value: 1 });
    expect(report.overall.byReward.other.stockPooled.value).toBeNull();
  });

  it("no self-healing and data quality are included", () => {
    expect(report.noSelfHealing.overall).toMatchObject({ withWrites: 2, mixed: 1, alignedAfterDrift: 1, twoAlignedAfterDrift: 0, noAlignedWrite: 1 });
    expect(report.noSelfHealing.byGroup.map((g) => g.group)).toEqual(["retail"]);
    expect(report.dataQuality.conversations).toBe(5);
    expect(report.officialAgreement.conversationsWithoutChecks).toBe(5);
  });

  it("custom grouping and window", () => {
    const g = analyzeDrift(r, { writes: ["w"], groupBy: (c) => c.taskId, window: 1 });
    expect(g.settings.grouping).toBe("custom");
    expect(g.groups.map((t) => t.group)).toEqual(["t1", "t2", "t0"]);
    expect(g.conversations[0].track).toEqual([0, 1, 0]);
  });

  it("the report is plain JSON data (round-trips unchanged)", () => {
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it("τ-bench v1 runs use whole-argument matching unless overridden", () => {
    const v1 = run([conv({ goldActions: [gold("w", { id: 1, x: 2 })], toolCalls: calls(["w", { id: 1 }]) })], "airline", "tau1-historical");
    expect(analyzeDrift(v1, { writes: ["w"] }).conversations[0].sequence).toEqual([0]);
    expect(analyzeDrift(v1, { writes: ["w"], nullCompareArgs: "call-keys" }).conversations[0].sequence).toEqual([1]);
  });

  it("an unavailable requested source throws a clear error; bad window throws", () => {
    expect(() => analyzeDrift(r, { writes: "checks" })).toThrow(WriteToolsUnavailableError);
    expect(() => analyzeDrift(run([], "chess"), { writes: "registry" })).toThrow(/no write-tool set from registry: no built-in write-tool list for domain "chess"/);
    expect(() => analyzeDrift(r, { writes: ["w"], window: 0 })).toThrow(RangeError);
  });

  it("default write source: typed action checks when present", () => {
    const typed = run([conv({ goldActions: [gold("w")], toolCalls: calls(["w"]), actionChecks: [check(gold("w"), true, "write")] })], "retail");
    const rep = analyzeDrift(typed);
    expect(rep.writeTools.source).toBe("action_checks");
    expect(rep.officialAgreement).toMatchObject({ checked: 1, agreed: 1 });
  });

  it("an empty run gives null measurements, not zeros", () => {
    const rep = analyzeDrift(run([], "airline"));
    expect(rep.overall.all.stockPooled).toMatchObject({ value: null, denominator: 0 });
    expect(rep.groups).toEqual([]);
  });
});

describe("analyzeDriftMany", () => {
  it("pools per domain and leaves suspect runs out with a reason", () => {
    const clean = run([convWithSequence([1, 0], { id: "x" })], "retail");
    const suspectRun = run(
      [conv({ id: "s", reward: 1, goldActions: [gold("w", { order_id: "#1" })], toolCalls: calls(["w", { order_id: "#9" }]) })],
      "retail",
    );
    const m = analyzeDriftMany([clean, suspectRun], { writes: ["w"] });
    expect(m.runs).toHaveLength(2);
    expect(m.runs[1].dataQuality.suspect).toBe(true);
    expect(m.excludedRuns).toHaveLength(1);
    expect(m.groups.map((g) => g.group)).toEqual(["retail"]);
    expect(m.groups[0].all.stockPooled).toMatchObject({ numerator: 1, denominator: 2 });
    expect(m.exclusions).toEqual([{ reason: DRIFT_EXCLUSION.suspectRun, count: 1, ids: ["s"] }]);
    const all = analyzeDriftMany([clean, suspectRun], { writes: ["w"], includeSuspectRuns: true });
    expect(all.groups[0].all.stockPooled).toMatchObject({ numerator: 2, denominator: 3 });
    expect(all.excludedRuns).toEqual([]);
  });
});

describe.skipIf(!DATA_DIR)(`analyzeDrift on real runs (${DATA_DIR ? "present" : SKIP_MESSAGE})`, () => {
  // Measured on the public files (regression values; the arithmetic is checked independently below).
  const expected = {
    airline: { pooled: [12, 26], r1: [0, 11], r0: [12, 15], excludedNoWrites: 6 },
    retail: { pooled: [12, 61], r1: [5, 48], r0: [7, 13], excludedNoWrites: 3 },
    toolorchestra: { pooled: [167, 170], r1: [143, 146], r0: [24, 24], excludedNoWrites: 13 },
    telecom: { pooled: [0, 36], r1: [0, 32], r0: [0, 4], excludedNoWrites: 0 },
  } as const;

  it.each(TAU2_KEYS)("%s: registry write tools, measured pooled stock and reward split, full official agreement", (key) => {
    const r = analyzeDrift(loadRealRun(key));
    const e = expected[key as keyof typeof expected];
    expect(r.writeTools.source).toBe("registry");
    expect(r.overall.all.stockPooled).toMatchObject({ numerator: e.pooled[0], denominator: e.pooled[1] });
    expect(r.overall.byReward["reward=1"].stockPooled).toMatchObject({ numerator: e.r1[0], denominator: e.r1[1] });
    expect(r.overall.byReward["reward=0"].stockPooled).toMatchObject({ numerator: e.r0[0], denominator: e.r0[1] });
    expect(r.overall.byReward.other.conversations).toBe(0);
    expect(r.exclusions.find((x) => x.reason === DRIFT_EXCLUSION.noWrites)?.count ?? 0).toBe(e.excludedNoWrites);
    expect(r.officialAgreement.disagreements).toEqual([]);
  });

  it.each(TAU2_KEYS)("%s: the tables agree with an independent recount from the rows", (key) => {
    const r = analyzeDrift(loadRealRun(key));
    const inc = r.conversations.filter((c) => c.excluded === null);
    const N = inc.reduce((s, c) => s + c.sequence.length, 0);
    const M = inc.reduce((s, c) => s + c.sequence.filter((x) => x === 0).length, 0);
    expect(r.overall.all.stockPooled).toMatchObject({ numerator: M, denominator: N });
    const moments = inc.flatMap((c) => c.track);
    expect(r.overall.all.trackMomentMean.value!).toBeCloseTo(moments.reduce((a, b) => a + b, 0) / moments.length, 12);
    expect(r.overall.all.stockFinalMean.value!).toBeCloseTo(inc.reduce((s, c) => s + c.driftCount! / c.writeCount, 0) / inc.length, 12);
    expect(inc.length + r.exclusions.reduce((s, x) => s + x.count, 0)).toBe(r.run.conversations);
  });

  it("gpt-4.1 airline and retail: successful conversations drift far less than failed ones", () => {
    for (const key of ["airline", "retail"] as const) {
      const r = analyzeDrift(loadRealRun(key));
      expect(r.overall.byReward["reward=1"].stockPooled.value!).toBeLessThan(r.overall.byReward["reward=0"].stockPooled.value!);
      expect(r.dataQuality.suspect).toBe(false);
    }
  });

  it("toolorchestra: near-total drift is a data-quality artefact, and the report says so", () => {
    const r = analyzeDrift(loadRealRun("toolorchestra"));
    expect(r.overall.byReward["reward=1"].stockPooled.value!).toBeGreaterThan(0.95); // "successful" yet all drift
    expect(r.dataQuality.suspect).toBe(true);
  });

  it("τ-bench v1 gpt-4o airline: whole-argument matching, no official checks", () => {
    const r = analyzeDrift(loadRealRun("tau1"));
    expect(r.run.format).toBe("tau1-historical");
    expect(r.settings.nullCompareArgs).toBe("all-keys");
    expect(r.officialAgreement.checked).toBe(0);
    expect(r.officialAgreement.agreement.value).toBeNull();
    expect(r.overall.all.stockPooled).toMatchObject({ numerator: 162, denominator: 250 });
    expect(r.exclusions).toEqual([expect.objectContaining({ reason: DRIFT_EXCLUSION.noWrites, count: 82 })]);
  });

  it("analyzeDriftMany over the τ² files: toolorchestra left out of the pooled retail table", () => {
    const m = analyzeDriftMany(TAU2_KEYS.map(loadRealRun));
    expect(m.groups.map((g) => g.group).sort()).toEqual(["airline", "retail", "telecom"]);
    expect(m.excludedRuns.map((x) => x.source)).toEqual([loadRealRun("toolorchestra").source]);
    const retail = m.groups.find((g) => g.group === "retail")!;
    expect(retail.all.stockPooled).toMatchObject({ numerator: 12, denominator: 61 });
    expect(retail.all.stockPooled.exclusions.find((x) => x.reason === DRIFT_EXCLUSION.suspectRun)?.count).toBe(114);
  });
});

import * as path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeDrift, analyzeDriftMany, DRIFT_EXCLUSION, loadTau2Results, resolveWriteTools, WriteToolsUnavailableError } from "../../lib/src";
import { WRITE_SET_PARTS } from "../../lib/src/drift/analyzeDrift";
import { calls, check, conv, convWithSequence, gold, run, task } from "./builders";
import { DATA_DIR, loadRealRun, realRunInputs, SKIP_MESSAGE, TAU2_KEYS, tryLoadReal } from "./realData";
import { expectAllPointsHold } from "../stats/pointInvariants";

describe("analyzeDrift on a hand-built run", () => {
  // write tool "w" given by the caller; conversations:
  //   a: 1,0,1 (reward 1)   b: 0,0 (reward 0)   c: no writes   d: gold null   e: infrastructure_error
  const r = run([
    convWithSequence([1, 0, 1], { id: "a", reward: 1, taskId: "t1" }),
    convWithSequence([0, 0], { id: "b", reward: 0, taskId: "t2" }),
    conv({ id: "c", toolCalls: calls(["read"]) }),
    conv({ id: "d", taskId: "t-no-gold", goldActions: null, toolCalls: calls(["w", { id: 1 }]) }),
    conv({ id: "e", terminationReason: "infrastructure_error", reward: 0, toolCalls: calls(["w", { id: 1 }]) }),
  ], "retail", "tau2-results", [task("t-no-gold", null)]);
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
    expect(g.groups.map((t) => t.group)).toEqual(["t1", "t2", "t0", "t-no-gold"]);
    expect(g.conversations[0].track).toEqual([0, 1, 0]);
  });

  it("the ids of excluded conversations are listed once, in the report-level table; every point refers to it by reason", () => {
    expect(report.overall.all.stockPooled.exclusions).toEqual(report.exclusions.map((e) => ({ reason: e.reason, count: e.count })));
    // "c" is excluded (no write calls): its id is in its row and in the report-level table, in no table's point
    expect(report.exclusions.find((e) => e.reason === DRIFT_EXCLUSION.noWrites)!.ids).toEqual(["c"]);
    expect(JSON.stringify([report.overall, report.groups, report.noSelfHealing])).not.toContain('"c"');
    for (const t of [report.overall, ...report.groups]) for (const cell of [t.all, ...Object.values(t.byReward)]) {
      for (const p of [cell.stockPooled, cell.trackMomentMean, cell.stockMomentMean, cell.trackFinalMean, cell.stockFinalMean]) for (const e of p.exclusions) expect(e).not.toHaveProperty("ids");
    }
    for (const e of report.noSelfHealing.overall.mixedShare.exclusions) expect(e).not.toHaveProperty("ids");
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

  it("default write source: the registry for a known domain, typed checks or not; the checks reported beside it", () => {
    const typed = run([conv({ goldActions: [gold("cancel_pending_order")], toolCalls: calls(["cancel_pending_order"], ["modify_user_address"]), actionChecks: [check(gold("cancel_pending_order"), true, "write")] })], "retail");
    const rep = analyzeDrift(typed);
    expect(rep.writeTools!.source).toBe("registry");
    expect(rep.writeToolsUnavailable).toBeNull();
    expect(rep.overall.all.stockPooled).toMatchObject({ numerator: 1, denominator: 2 });
    expect(rep.writeToolVariants.map((v) => [v.variant, v.stockPooled.variant.numerator, v.stockPooled.variant.denominator])).toEqual([["action_checks", 0, 1]]);
    expect(rep.officialAgreement).toMatchObject({ checked: 1, agreed: 1 });
    // the published method on request
    expect(analyzeDrift(typed, { writes: "checks" }).writeTools!.source).toBe("action_checks");
    // a domain the registry does not know: the typed checks are the default
    expect(analyzeDrift({ ...typed, domain: "shop" }).writeTools!.source).toBe("action_checks");
  });

  it("no write-tool set: a partial report, with the reason and how to give the rest, as data", () => {
    const mock = run([conv({ id: "m", goldActions: [gold("create_task", { user_id: "user_1" })], toolCalls: calls(["create_task", { user_id: "user_1" }]), actionChecks: [check(gold("create_task", { user_id: "user_1" }), true)] })], "mock");
    const rep = analyzeDrift(mock);
    expect(rep.writeTools).toBeNull();
    expect(rep.writeToolsUnavailable).toMatchObject({ request: "default", supply: { option: "writes", cli: "--writes a,b" }, goldActionTools: ["create_task"] });
    expect(rep.writeToolsUnavailable!.reason).toMatch(/"mock"/);
    expect(rep.writeToolsUnavailable!.notComputed).toEqual(WRITE_SET_PARTS);
    // the parts that need a write set are "not measured", every conversation excluded with the reason
    expect(rep.conversations).toEqual([]);
    expect(rep.exclusions).toEqual([{ reason: DRIFT_EXCLUSION.noWriteTools, count: 1, ids: ["m"] }]);
    expect(rep.overall.all.stockPooled).toMatchObject({ value: null, denominator: 0, exclusions: [{ reason: DRIFT_EXCLUSION.noWriteTools, count: 1 }] });
    expect(rep.noSelfHealing.overall.withWrites).toBe(0);
    expect(rep.writeToolVariants).toEqual([]);
    expect(rep.dataQuality.findings.writesOffGold.reason).toMatch(/no write-tool set/);
    // the parts that need none are computed
    expect(rep.officialAgreement).toMatchObject({ checked: 1, agreed: 1 });
    expect(rep.dataQuality.verdict).toBe("ok");
    expect(JSON.parse(JSON.stringify(rep))).toEqual(rep);
    // --writes a,b gives the rest
    const full = analyzeDrift(mock, { writes: ["create_task"] });
    expect(full.writeTools!.source).toBe("caller");
    expect(full.overall.all.stockPooled).toMatchObject({ numerator: 0, denominator: 1 });
    // an explicit request the run cannot satisfy throws, unless the partial report is asked for
    expect(() => analyzeDrift(mock, { writes: "registry" })).toThrow(WriteToolsUnavailableError);
    expect(analyzeDrift(mock, { writes: "checks", whenWriteToolsUnavailable: "partial" }).writeToolsUnavailable!.request).toBe("checks");
    expect(() => analyzeDrift(mock, { whenWriteToolsUnavailable: "throw" })).toThrow(WriteToolsUnavailableError);
  });

  it("an empty run gives null measurements, not zeros", () => {
    const rep = analyzeDrift(run([], "airline"));
    expect(rep.overall.all.stockPooled).toMatchObject({ value: null, denominator: 0 });
    expect(rep.groups).toEqual([]);
  });
});

describe("analyzeDrift where the file does not embed the tasks", () => {
  // a bare array of simulations: no tasks, but τ² wrote one action check per gold action
  const cancel = gold("cancel", { id: "R1" });
  const book = gold("book", { id: "R2" });
  const evaluated = { dbMatch: true, dbReward: 1, rewardBasis: ["DB"], rewardBreakdown: null, envAssertionsMet: null, nlAssertions: null, path: "[0].reward_info" };
  const r = run([
    conv({ id: "checks", taskId: "1", goldActions: null, actionChecks: [check(cancel, true), check(book, false)], verification: evaluated, toolCalls: calls(["cancel", { id: "R1" }], ["book", { id: "R9" }]) }),
    conv({ id: "no-checks", taskId: "2", goldActions: null, actionChecks: null, verification: evaluated, toolCalls: calls(["cancel", { id: "R3" }]) }),
    conv({ id: "not-evaluated", taskId: "3", goldActions: null, actionChecks: null, verification: null, reward: null, toolCalls: calls(["book", { id: "R4" }]) }),
  ], "airline");
  const rep = analyzeDrift(r, { writes: ["cancel", "book"] });

  it("a conversation with action checks is measured against the checks' actions, and says so", () => {
    expect(rep.conversations[0]).toMatchObject({ goldSource: "action checks", excluded: null, sequence: [1, 0], driftCount: 1 });
    expect(rep.overall.all.stockPooled).toMatchObject({ numerator: 1, denominator: 2 });
  });

  it("the others are excluded with exactly why: no checks (gold unknown), or never evaluated (no reward_info)", () => {
    expect(rep.conversations.map((c) => [c.goldSource, c.excluded])).toEqual([
      ["action checks", null],
      [null, DRIFT_EXCLUSION.taskNotEmbeddedNoChecks],
      [null, DRIFT_EXCLUSION.taskNotEmbeddedNotEvaluated],
    ]);
    expect(rep.exclusions.map((e) => e.reason)).not.toContain(DRIFT_EXCLUSION.noGoldActions);
  });

  it("the sources are counted in the report", () => {
    expect(rep.gold).toMatchObject({ fromChecksAllowed: true, embedded: 0, actionChecks: 1, none: 2 });
    expect(rep.gold.note).toMatch(/1 from their action checks/);
  });

  it("goldFromChecks: false refuses the checks, with its own exclusion reason", () => {
    const refused = analyzeDrift(r, { writes: ["cancel", "book"], goldFromChecks: false });
    expect(refused.conversations[0]).toMatchObject({ goldSource: null, excluded: DRIFT_EXCLUSION.goldFromChecksRefused });
    expect(refused.gold).toMatchObject({ fromChecksAllowed: false, actionChecks: 0, none: 3 });
    expect(refused.overall.all.stockPooled.value).toBeNull();
  });

  it("an embedded task always wins over the checks (the checks are not looked at)", () => {
    const withTask = run([conv({ id: "e", taskId: "1", goldActions: [cancel], actionChecks: [check(book, false)], toolCalls: calls(["cancel", { id: "R1" }]) })], "airline", "tau2-results", [task("1", [cancel])]);
    expect(analyzeDrift(withTask, { writes: ["cancel", "book"] }).conversations[0]).toMatchObject({ goldSource: "embedded", sequence: [1] });
  });

  it("the write-tool variants are measured against the same gold actions", () => {
    const cancelReservation = gold("cancel_reservation", { reservation_id: "R1" });
    const typed = run([conv({ id: "v", taskId: "1", goldActions: null, actionChecks: [check(cancelReservation, true, "write")], verification: evaluated, toolCalls: calls(["cancel_reservation", { reservation_id: "R1" }], ["send_certificate", {}]) })], "airline");
    const v = analyzeDrift(typed).writeToolVariants.find((x) => x.variant === "action_checks")!;
    expect(v.overall.stockPooled).toMatchObject({ numerator: 0, denominator: 1 });
    expect(analyzeDrift(typed).overall.all.stockPooled).toMatchObject({ numerator: 1, denominator: 2 });
  });
});

describe("analyzeDrift with intervals", () => {
  const r = run([
    convWithSequence([1, 0, 1], { id: "a", reward: 1, taskId: "t1" }),
    convWithSequence([0, 0], { id: "b", reward: 0, taskId: "t2" }),
    convWithSequence([1, 1], { id: "c", reward: 1, taskId: "t3" }),
    convWithSequence([0, 1], { id: "d", reward: 0, taskId: "t3" }),
  ]);

  it("no intervals unless asked for", () => {
    expect(analyzeDrift(r, { writes: ["w"] }).intervals).toBeNull();
  });

  it("every interval's point equals the report's point, in the report's layout", () => {
    const rep = analyzeDrift(r, { writes: ["w"], intervals: { replicates: 300, seed: 7 } });
    const ci = rep.intervals!;
    expect(ci.settings).toEqual({ level: 0.95, replicates: 300, seed: 7, cluster: "task" });
    for (const k of ["stockPooled", "trackMomentMean", "stockMomentMean", "trackFinalMean", "stockFinalMean"] as const) {
      expect(ci.overall.all[k].value).toBeCloseTo(rep.overall.all[k].value!, 12);
      expect(ci.groups[0].byReward["reward=1"][k].value).toBeCloseTo(rep.groups[0].byReward["reward=1"][k].value!, 12);
    }
    expect(ci.noSelfHealing.overall.mixedShare.value).toBe(rep.noSelfHealing.overall.mixedShare.value);
    // 3 tasks: clustered intervals exist; the "other" cell is empty and says why
    expect(ci.overall.all.stockPooled.clusters).toBe(3);
    expect(ci.overall.all.stockPooled.bootstrap).not.toBeNull();
    expect(ci.overall.byReward.other.stockPooled).toMatchObject({ value: null, reason: expect.any(String) });
  });

  it("seeded: the same seed gives the same intervals, another seed other bootstrap intervals", () => {
    const a = analyzeDrift(r, { writes: ["w"], intervals: { replicates: 300, seed: 7 } }).intervals;
    expect(analyzeDrift(r, { writes: ["w"], intervals: { replicates: 300, seed: 7 } }).intervals).toEqual(a);
    expect(analyzeDrift(r, { writes: ["w"], intervals: { replicates: 300, seed: 8 } }).intervals!.overall.all.stockPooled.bootstrap).not.toEqual(a!.overall.all.stockPooled.bootstrap);
  });

  it("without a write-tool set there is nothing to put an interval on", () => {
    expect(analyzeDrift(run([conv({ id: "m" })], "mock"), { intervals: true }).intervals).toBeNull();
  });
});

describe("analyzeDrift on arguments nested 10,000 levels deep", () => {
  it("a τ² file whose call and gold arguments nest 10,000 levels is analysed like any other (no stack overflow)", () => {
    const deep = '{"n":['.repeat(10_000) + '"x"' + "]}".repeat(10_000);
    const text = `{"info": {"environment_info": {"domain_name": "retail"}},
      "tasks": [{"id": "t", "user_scenario": {"instructions": "You are ann_lee_1001."},
                 "evaluation_criteria": {"actions": [{"name": "cancel_pending_order", "arguments": {"order_id": "#W1", "deep": ${deep}}}]}}],
      "simulations": [{"id": "s", "task_id": "t", "reward_info": {"reward": 1}, "messages": [
        {"role": "user", "content": "I am ann_lee_1001"},
        {"role": "assistant", "tool_calls": [{"id": "c1", "name": "cancel_pending_order", "arguments": {"order_id": "#W1", "deep": ${deep}}}]},
        {"role": "tool", "id": "c1", "content": "ok", "error": false}]}]}`;
    const rep = analyzeDrift(loadTau2Results("deep.json", text));
    expect(rep.conversations[0].sequence).toEqual([1]);
    expect(rep.dataQuality.verdict).toBe("ok");
    expect(rep.officialAgreement.checked).toBe(0);
    expect(JSON.parse(JSON.stringify(rep)).overall.all.stockPooled).toMatchObject({ numerator: 0, denominator: 1 });
  });
});

describe("analyzeDriftMany", () => {
  it("pools per domain and leaves suspect runs out with a reason", () => {
    const clean = run([convWithSequence([1, 0], { id: "x" })], "retail");
    // the conversation filed under task t1 (ann) is about task t2's customer and order
    const tasks = [task("t1", [gold("w", { user_id: "ann_lee_1001", order_id: "#W1001" })]), task("t2", [gold("w", { user_id: "bob_ray_2002", order_id: "#W2002" })])];
    const suspectRun = run(
      [conv({ id: "s", taskId: "t1", reward: 1, goldActions: tasks[0].goldActions, toolCalls: calls(["w", { user_id: "bob_ray_2002", order_id: "#W2002" }]) })],
      "retail",
      "tau2-results",
      tasks,
    );
    const m = analyzeDriftMany([clean, suspectRun], { writes: ["w"] });
    expect(m.runs).toHaveLength(2);
    expect(m.runs[1].dataQuality.suspect).toBe(true);
    expect(m.excludedRuns).toEqual([{ source: "hand-built.json", reason: `${DRIFT_EXCLUSION.suspectRun}: 1 of 1 checked conversations flagged` }]);
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
    expect(r.writeTools!.source).toBe("registry");
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

  it.each(realRunInputs().map((i) => [i.name, i.path]))("%s: a report on the default, the declared set; the checks as a variant equal to --writes checks", (name, p) => {
    const loaded = tryLoadReal(p);
    if ("error" in loaded) {
      console.warn(`analyzeDrift on ${name} skipped: it does not load yet (${loaded.error.slice(0, 160)})`);
      return;
    }
    const run = loaded.run;
    const rep = analyzeDrift(run);
    if (/_mock_/.test(name)) {
      // a domain without a built-in list, checks without tool types: everything but the drift tables, and the way to get them
      expect(rep.writeTools).toBeNull();
      expect(rep.writeToolsUnavailable!.supply.cli).toBe("--writes a,b");
      expect(rep.officialAgreement.disagreements).toEqual([]);
      return;
    }
    expect(rep.writeTools!.source).toBe("registry");
    expect(rep.overall).toEqual(analyzeDrift(run, { writes: "registry" }).overall);
    const checks = resolveWriteTools(run, "checks");
    const variant = rep.writeToolVariants.find((v) => v.variant === "action_checks");
    if (!checks.ok) expect(variant).toBeUndefined();
    else expect(variant!.overall).toEqual(analyzeDrift(run, { writes: "checks" }).overall.all);
  });
});

describe("every point of a drift report is a full measurement point (docs/definitions/measurement-points.md#per-family)", () => {
  it("the example export: every point holds the invariants, and the excluded conversation makes them partial", () => {
    const report = analyzeDrift(loadTau2Results(path.join(__dirname, "..", "..", "data", "examples", "tau2_retail_examples.json")));
    const { points, states } = expectAllPointsHold(report, "example export");
    expect(points).toBeGreaterThan(20);
    expect(states.partial).toBeGreaterThan(0); // "no write calls" leaves one of six conversations out
  });

  it.skipIf(!DATA_DIR)("every real input: every point holds the invariants, and its samples are the conversations", { timeout: 120_000 }, () => {
    let checked = 0;
    const noWriteSet: string[] = [];
    const inputs = realRunInputs();
    for (const input of inputs) {
      const loaded = tryLoadReal(input.path);
      if ("error" in loaded) throw new Error(`${input.name}: ${loaded.error}`); // every real input loads (issue 8)
      let report;
      try {
        report = analyzeDrift(loaded.run);
      } catch (e) {
        if (!(e instanceof WriteToolsUnavailableError)) throw e;
        noWriteSet.push(input.name); // no write set: no drift report (tested elsewhere)
        continue;
      }
      expectAllPointsHold(report, input.name);
      // the overall cell's samples are the run's conversations, also for the shares over write moments
      expect(report.overall.all.stockPooled.planned, input.name).toBe(report.run.conversations);
      checked++;
    }
    expect(checked + noWriteSet.length).toBe(inputs.length);
    expect(checked).toBeGreaterThan(noWriteSet.length);
  });
});

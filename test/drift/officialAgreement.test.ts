import { describe, expect, it } from "vitest";
import { calls, check, conv, gold } from "./builders";
import { DATA_DIR, loadRealRun, SKIP_MESSAGE, TAU2_KEYS } from "./realData";
import { officialAgreement } from "../../lib/src";

describe("officialAgreement: non-consumptive matcher vs the file's action_match", () => {
  it("any call (reads and user calls included, any order) satisfies a check; one call may satisfy two checks", () => {
    const g = gold("cancel", { order_id: "#W1" });
    const c = conv({
      id: "x",
      toolCalls: calls(["get", { id: 1 }], ["cancel", { order_id: "#W1" }]),
      actionChecks: [check(g, true), check(g, true), check(gold("get", { id: 1 }), true), check(gold("get", { id: 2 }), false)],
    });
    const r = officialAgreement([c]);
    expect(r).toMatchObject({ checked: 4, agreed: 4, disagreements: [], conversationsWithoutChecks: 0 });
    expect(r.agreement.value).toBe(1);
  });

  it("reports each disagreement with its path and both verdicts", () => {
    const c = conv({
      id: "x",
      path: "simulations[7]",
      toolCalls: calls(["cancel", { order_id: "#W2" }]),
      actionChecks: [check(gold("cancel", { order_id: "#W1" }), true), check(gold("cancel", { order_id: "#W2" }), true)],
    });
    const r = officialAgreement([c]);
    expect(r.checked).toBe(2);
    expect(r.agreed).toBe(1);
    expect(r.disagreements).toEqual([
      { conversationId: "x", path: "simulations[7].reward_info.action_checks[0]", action: gold("cancel", { order_id: "#W1" }), official: true, ours: false },
    ]);
    expect(r.agreement).toMatchObject({ numerator: 1, denominator: 2, value: 0.5 });
  });

  it("checks the check's own action, not the task's gold list", () => {
    const c = conv({ goldActions: [gold("other")], toolCalls: calls(["a"]), actionChecks: [check(gold("a"), true)] });
    expect(officialAgreement([c]).agreed).toBe(1);
  });

  it("conversations without checks are counted and listed; none at all → null agreement", () => {
    const r = officialAgreement([conv({ id: "n1" }), conv({ id: "n2" })]);
    expect(r).toMatchObject({ checked: 0, agreed: 0, conversationsWithoutChecks: 2 });
    expect(r.agreement.value).toBeNull();
    expect(r.agreement.exclusions).toEqual([{ reason: "conversation carries no action checks", count: 2, ids: ["n1", "n2"] }]);
  });
});

describe.skipIf(!DATA_DIR)(`official agreement on the real τ² files (${DATA_DIR ? "present" : SKIP_MESSAGE})`, () => {
  it.each(TAU2_KEYS)("%s: every action check is reproduced exactly", (key) => {
    const run = loadRealRun(key);
    const r = officialAgreement(run.conversations);
    expect(r.checked).toBeGreaterThan(0);
    expect(r.disagreements).toEqual([]);
    expect(r.agreed).toBe(r.checked);
  });

  it("the files hold both matched and unmatched checks, so agreement is not trivially all-true", () => {
    let t = 0;
    let f = 0;
    for (const key of TAU2_KEYS) {
      for (const c of loadRealRun(key).conversations) for (const ch of c.actionChecks ?? []) ch.actionMatch ? t++ : f++;
    }
    expect(t).toBeGreaterThan(0);
    expect(f).toBeGreaterThan(0);
  });
});

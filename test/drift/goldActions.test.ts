/** Which gold actions a conversation is measured against, and where they came from (embedded task, action checks, none). */
import { describe, expect, test } from "vitest";
import * as path from "path";
import { loadRun, locateSharedData } from "../../lib/src";
import { comparableGold, GOLD_MISSING, goldReading, resolveGold, resolveRunGold } from "../../lib/src/drift/goldActions";
import { check, conv, gold } from "./builders";

const cancel = gold("cancel_reservation", { reservation_id: "R1" });
const evaluated = { dbMatch: true, dbReward: 1, rewardBasis: null, rewardBreakdown: null, envAssertionsMet: null, nlAssertions: null, actionNote: null, path: "simulations[0].reward_info" };
const noted = { ...evaluated, actionNote: "No actions to evaluate" };

describe("resolveGold", () => {
  test("embedded gold actions are used as they are", () => {
    const c = conv({ goldActions: [cancel] });
    const r = resolveGold(c, new Set([c.taskId]), true);
    expect([r.source, r.missing, r.conversation]).toEqual(["embedded", null, c]);
  });

  test("an embedded task without gold actions has no source and no not-embedded reason (conversationDrift names it)", () => {
    const c = conv({ goldActions: null });
    expect(resolveGold(c, new Set([c.taskId]), true)).toEqual({ conversation: c, gold: null, source: null, missing: null, noActionsNoted: false, pairingGold: [] });
  });

  test("a task that is not embedded takes its checks' actions, in order, on a copy; the input is not modified", () => {
    const other = gold("send_certificate", { user_id: "u" });
    const c = conv({ goldActions: null, actionChecks: [check(cancel, true), check(other, false)] });
    const r = resolveGold(c, new Set(), true);
    expect(r.source).toBe("action checks");
    expect(r.conversation.goldActions).toEqual([cancel, other]);
    expect(c.goldActions).toBeNull();
  });

  test("refused, or nothing to take it from: null with the precise reason", () => {
    const withChecks = conv({ goldActions: null, actionChecks: [check(cancel, true)] });
    expect(resolveGold(withChecks, new Set(), false).missing).toBe(GOLD_MISSING.goldFromChecksRefused);
    expect(resolveGold(conv({ goldActions: null, verification: null }), new Set(), true).missing).toBe(GOLD_MISSING.taskNotEmbeddedNotEvaluated);
    expect(resolveGold(conv({ goldActions: null, verification: evaluated }), new Set(), true).missing).toBe(GOLD_MISSING.taskNotEmbeddedNoChecks);
    expect(resolveGold(conv({ goldActions: null, actionChecks: [], verification: evaluated }), new Set(), true).missing).toBe(GOLD_MISSING.taskNotEmbeddedNoChecks);
  });
});

describe("goldReading", () => {
  test("measured against and paired on agree whenever the log names the gold actions (embedded, or the checks' actions)", () => {
    const embedded = goldReading(conv({ goldActions: [cancel] }), true, true);
    expect([embedded.gold, embedded.pairingGold, embedded.source]).toEqual([[cancel], [cancel], "embedded"]);
    const checked = goldReading(conv({ goldActions: null, actionChecks: [check(cancel, false)] }), false, true);
    expect([checked.gold, checked.pairingGold, checked.source]).toEqual([[cancel], [cancel], "action checks"]);
  });

  test("\"No actions to evaluate\" (an empty or an undefined list): measured against none (null), paired on the empty list", () => {
    const r = goldReading(conv({ goldActions: null, verification: noted }), false, true);
    expect(r).toEqual({ gold: null, source: null, missing: GOLD_MISSING.taskNotEmbeddedNoChecks, noActionsNoted: true, pairingGold: [] });
    expect(goldReading(conv({ goldActions: null, verification: { ...evaluated, actionNote: "No evaluation criteria" } }), false, true).pairingGold).toEqual([]);
  });

  test("evaluated without checks and without the note (a run that ended early), or never evaluated: unknown for both uses", () => {
    const early = goldReading(conv({ goldActions: null, terminationReason: "max_steps", verification: evaluated }), false, true);
    expect([early.gold, early.pairingGold, early.noActionsNoted]).toEqual([null, null, false]);
    expect(goldReading(conv({ goldActions: null, verification: { ...evaluated, actionNote: "some other note" } }), false, true).pairingGold).toBeNull();
    expect(goldReading(conv({ goldActions: null, verification: null }), false, true).pairingGold).toBeNull();
  });

  test("checks refused for the drift tables are still what pairing compares", () => {
    const r = goldReading(conv({ goldActions: null, actionChecks: [check(cancel, true)] }), false, false);
    expect([r.gold, r.missing, r.pairingGold]).toEqual([null, GOLD_MISSING.goldFromChecksRefused, [cancel]]);
  });
});

describe("comparableGold", () => {
  test("keeps name, arguments, compare_args and requestor in order, and leaves the action id out", () => {
    expect(comparableGold([gold("a", { x: 1 }, ["x"], "7_0"), gold("b")])).toEqual([
      { name: "a", arguments: { x: 1 }, compareArgs: ["x"], requestor: "assistant" },
      { name: "b", arguments: {}, compareArgs: null, requestor: "assistant" },
    ]);
  });
});

describe("resolveRunGold", () => {
  test("counts every conversation once; the committed example embeds all its tasks", () => {
    const { resolutions, summary } = resolveRunGold(loadRun(path.join(__dirname, "..", "..", "data", "examples", "tau2_retail_examples.json")), true);
    expect(resolutions).toHaveLength(6);
    expect([summary.embedded, summary.actionChecks, summary.none, summary.fromChecksAllowed]).toEqual([6, 0, 0, true]);
    expect(summary.note).toBe("gold actions: 6 from the embedded tasks");
  });

  const shared = locateSharedData();
  const bare = shared === null ? null : path.join(shared, "..", "tau2-public", "tau2_airline_adaptive-agent-opus46_ironshell-pr171merge.json");
  test.skipIf(bare === null)("the bare-array airline submission (no embedded tasks): 43 from checks, 7 without (../shared)", () => {
    const run = loadRun(bare!);
    const allowed = resolveRunGold(run, true).summary;
    expect([allowed.embedded, allowed.actionChecks, allowed.none]).toEqual([0, 43, 7]);
    // the 7 are the tasks whose evaluator noted "No actions to evaluate": measured against none, paired on []
    const none = resolveRunGold(run, true).resolutions.filter((r) => r.source === null);
    expect(none.every((r) => r.noActionsNoted && r.gold === null && r.pairingGold!.length === 0)).toBe(true);
    expect(allowed.note).toContain('(7 of them noted "No actions to evaluate" by the evaluator');
    const refused = resolveRunGold(run, false).summary;
    expect([refused.actionChecks, refused.none]).toEqual([0, 50]);
    expect(refused.note).toMatch(/refused$/);
  });
});

import { describe, expect, it } from "vitest";
import { conversationDataQuality, runDataQuality } from "../../lib/src/drift/dataQuality";
import { registryWriteTools } from "../../lib/src/drift/writeTools";
import { calls, check, conv, gold } from "./builders";
import { DATA_DIR, loadRealRun, SKIP_MESSAGE } from "./realData";

const W = new Set(["cancel_pending_order", "return_delivered_order_items"]);
const goldCancel = gold("cancel_pending_order", { order_id: "#W1", reason: "no longer needed" });

describe("conversationDataQuality", () => {
  it("a healthy conversation has no reasons", () => {
    const c = conv({
      goldActions: [gold("get_order_details", { order_id: "#W1" }), goldCancel],
      toolCalls: calls(["get_order_details", { order_id: "#W1" }], ["cancel_pending_order", { order_id: "#W1", reason: "no longer needed" }]),
      actionChecks: [check(gold("get_order_details", { order_id: "#W1" }), true), check(goldCancel, true)],
    });
    expect(conversationDataQuality(c, W).reasons).toEqual([]);
  });

  it("reward 1, writes on an order no gold action mentions, no write matches → reward-1-writes-off-gold + no-shared-entity", () => {
    const c = conv({
      reward: 1,
      goldActions: [goldCancel],
      toolCalls: calls(["get_order_details", { order_id: "#W9" }], ["cancel_pending_order", { order_id: "#W9", reason: "no longer needed" }]),
    });
    const f = conversationDataQuality(c, W);
    expect(f.reasons).toEqual(["reward-1-writes-off-gold", "no-shared-entity"]);
    expect(f.unmentionedWriteEntities).toEqual(["#W9"]);
  });

  it("the same with reward 0 is ordinary drift: only no-shared-entity", () => {
    const c = conv({ reward: 0, goldActions: [goldCancel], toolCalls: calls(["cancel_pending_order", { order_id: "#W9", reason: "x" }]) });
    expect(conversationDataQuality(c, W).reasons).toEqual(["no-shared-entity"]);
  });

  it("reward 1 with a write on the right order but other arguments is not flagged (entity mentioned)", () => {
    const c = conv({ reward: 1, goldActions: [goldCancel], toolCalls: calls(["cancel_pending_order", { order_id: "#W1", reason: "ordered by mistake" }]) });
    expect(conversationDataQuality(c, W).reasons).toEqual([]);
  });

  it("an id quoted inside a gold string (a transfer summary) counts as mentioned", () => {
    const c = conv({
      reward: 1,
      goldActions: [gold("transfer_to_human_agents", { summary: "user wants to cancel #W9 after delivery" })],
      toolCalls: calls(["cancel_pending_order", { order_id: "#W9", reason: "x" }]),
    });
    expect(conversationDataQuality(c, W).reasons).toEqual([]);
  });

  it("action checks naming other actions than the embedded task → action-checks-differ-from-gold", () => {
    const other = gold("return_delivered_order_items", { order_id: "#W5", item_ids: ["1"] });
    const c = conv({ goldActions: [goldCancel], toolCalls: calls(["get_order_details", { order_id: "#W1" }]), actionChecks: [check(other, false)] });
    expect(conversationDataQuality(c, W).reasons).toEqual(["action-checks-differ-from-gold"]);
    // same actions in another order is not a difference (multiset)
    const g2 = gold("get_order_details", { order_id: "#W1" });
    const same = conv({ goldActions: [goldCancel, g2], actionChecks: [check(g2, false), check(goldCancel, false)] });
    expect(conversationDataQuality(same, W).reasons).toEqual([]);
    // checks present for a task without gold actions
    expect(conversationDataQuality(conv({ goldActions: null, actionChecks: [check(goldCancel, false)] }), W).reasons).toEqual(["action-checks-differ-from-gold"]);
    expect(conversationDataQuality(conv({ goldActions: null, actionChecks: [] }), W).reasons).toEqual([]);
  });
});

describe("runDataQuality", () => {
  const bad = conv({ id: "bad", reward: 1, goldActions: [goldCancel], toolCalls: calls(["cancel_pending_order", { order_id: "#W9", reason: "x" }]) });
  const good = conv({ id: "good", goldActions: [goldCancel], toolCalls: calls(["cancel_pending_order", { order_id: "#W1", reason: "no longer needed" }]) });

  it("counts, share, reasons and the suspect verdict", () => {
    const r = runDataQuality([bad, good, good, good], W);
    expect(r).toMatchObject({ conversations: 4, flagged: 1, suspect: true, threshold: 0.1 });
    expect(r.flaggedShare).toMatchObject({ numerator: 1, denominator: 4, value: 0.25 });
    expect(r.byReason.map((b) => [b.reason, b.count])).toEqual([
      ["action-checks-differ-from-gold", 0],
      ["reward-1-writes-off-gold", 1],
      ["no-shared-entity", 1],
    ]);
    expect(r.flags.map((f) => f.conversationId)).toEqual(["bad"]);
    expect(runDataQuality([bad, good, good, good], W, { threshold: 0.5 }).suspect).toBe(false);
  });

  it("empty run → null share, not suspect; bad threshold throws", () => {
    const r = runDataQuality([], W);
    expect(r.flaggedShare.value).toBeNull();
    expect(r.suspect).toBe(false);
    expect(() => runDataQuality([], W, { threshold: 2 })).toThrow(RangeError);
  });
});

describe.skipIf(!DATA_DIR)(`data quality on real runs (${DATA_DIR ? "present" : SKIP_MESSAGE})`, () => {
  const writes = (domain: string | null) => {
    const r = registryWriteTools(domain);
    if (!r.ok) throw new Error(r.reason);
    return new Set(r.set.tools);
  };

  it("toolorchestra retail submission: its embedded tasks do not fit the conversations — flagged heavily", () => {
    const run = loadRealRun("toolorchestra");
    const r = runDataQuality(run.conversations, writes(run.domain));
    // measured: 113 of 114 conversations flagged; 111 have action checks for other actions than their embedded task,
    // 83 are reward-1 conversations whose writes touch only entities no gold action mentions, 107 share no entity.
    expect(r.suspect).toBe(true);
    expect(r.flaggedShare).toMatchObject({ numerator: 113, denominator: 114 });
    const count = (reason: string) => r.byReason.find((b) => b.reason === reason)!.count;
    expect(count("action-checks-differ-from-gold")).toBe(111);
    expect(count("reward-1-writes-off-gold")).toBe(83);
    expect(count("no-shared-entity")).toBe(107);
    // every flagged reward-1-writes-off-gold conversation really has reward 1 and names unmentioned entities
    for (const f of r.flags.filter((x) => x.reasons.includes("reward-1-writes-off-gold"))) {
      expect(f.reward).toBe(1);
      expect(f.unmentionedWriteEntities.length).toBeGreaterThan(0);
    }
  });

  it.each(["airline", "retail", "telecom"] as const)("gpt-4.1 %s: clean (no conversation flagged)", (key) => {
    const run = loadRealRun(key);
    const r = runDataQuality(run.conversations, writes(run.domain));
    expect(r.flagged).toBe(0);
    expect(r.suspect).toBe(false);
  });

  it("τ-bench v1 gpt-4o airline: a few review flags, far below the suspect threshold", () => {
    const run = loadRealRun("tau1");
    const r = runDataQuality(run.conversations, writes(run.domain), { nullCompareArgs: "all-keys" });
    // measured: 3 of 200 (task 15, empty gold list, reward 1 with a write — presumably rejected by the environment —
    // twice; one reward-0 conversation that never names the gold reservation)
    expect(r.flagged).toBe(3);
    expect(r.suspect).toBe(false);
    expect(r.byReason.find((b) => b.reason === "action-checks-differ-from-gold")!.count).toBe(0); // v1 has no checks
  });
});
